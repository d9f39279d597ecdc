import { describe, expect, it } from 'vitest';
import { countsTowardStocking, defaultPeriod, demandFigures, paretoOf, priorPeriod, stockingSuggestion, weeksOf } from '../../../src/domain/parts/rootCauseDashboard';

const NO_LOST = { lines: 0, qty: 0, value: '0.00' };

describe('demand and how the shelf met it', () => {
  it('counts a stocked part shipped as sold from stock and its back-order as a special order', () => {
    const figures = demandFigures([{ stocked: true, lines: 4, qtyShip: 9, qtyBackorder: 1, wholeLines: 3 }], NO_LOST);
    expect(figures).toMatchObject({ demandQty: 10, demandLines: 4, fromStockQty: 9, specialOrderQty: 1, emergencyQty: 0, fillRate: 90, firstTimeFill: 75, emergencyPercent: 0 });
  });

  it('counts a part the branch does not stock that shipped as an emergency purchase, never as filled from stock or first time', () => {
    const figures = demandFigures([{ stocked: false, lines: 2, qtyShip: 3, qtyBackorder: 2, wholeLines: 1 }], NO_LOST);
    expect(figures).toMatchObject({ demandQty: 5, fromStockQty: 0, specialOrderQty: 2, emergencyQty: 3, fillRate: 0, firstTimeFill: 0, emergencyPercent: 60 });
  });

  it('adds lost sales to the demand: their lines are misses and their quantity was not filled', () => {
    const figures = demandFigures(
      [
        { stocked: true, lines: 5, qtyShip: 6, qtyBackorder: 0, wholeLines: 5 },
        { stocked: false, lines: 1, qtyShip: 1, qtyBackorder: 0, wholeLines: 1 },
      ],
      { lines: 2, qty: 3, value: '41.90' },
    );
    expect(figures).toEqual({
      demandQty: 10,
      demandLines: 8,
      fromStockQty: 6,
      specialOrderQty: 0,
      emergencyQty: 1,
      lostLines: 2,
      lostQty: 3,
      lostValue: '41.90',
      fillRate: 60,
      firstTimeFill: 62.5,
      emergencyPercent: 10,
    });
  });

  it('has no rates without demand', () => {
    expect(demandFigures([], NO_LOST)).toMatchObject({ demandQty: 0, fillRate: null, firstTimeFill: null, emergencyPercent: null });
  });

  it('rounds a rate to one decimal', () => {
    expect(demandFigures([{ stocked: true, lines: 3, qtyShip: 2, qtyBackorder: 1, wholeLines: 2 }], NO_LOST)).toMatchObject({ fillRate: 66.7, firstTimeFill: 66.7 });
  });
});

describe('periods and weeks', () => {
  it('compares a period with the as long one just before it', () => {
    expect(priorPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(priorPeriod('2026-11-24', '2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('defaults to the last 13 weeks to today', () => {
    expect(defaultPeriod('2026-11-24')).toEqual({ from: '2026-08-26', to: '2026-11-24' });
  });

  it('names each week a period meets by its Monday', () => {
    expect(weeksOf('2026-11-04', '2026-11-24')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weeksOf('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
    expect(weeksOf('2026-11-22', '2026-11-22')).toEqual(['2026-11-16']);
  });
});

describe('the Pareto of reasons', () => {
  it('puts the most lost lines first, uncoded as a bar of its own, with the running share', () => {
    const bars = paretoOf([
      { reasonCodeId: 1, code: 'NSTK', description: 'Not stocked', lines: 2 },
      { reasonCodeId: null, code: null, description: null, lines: 5 },
      { reasonCodeId: 2, code: 'OOS', description: 'Out of stock', lines: 3 },
      { reasonCodeId: 3, code: 'PRICE', description: 'Price', lines: 0 },
    ]);
    expect(bars.map((b) => [b.label, b.lines, b.cumulativePercent])).toEqual([
      ['Uncoded', 5, 50],
      ['OOS', 3, 80],
      ['NSTK', 2, 100],
    ]);
  });

  it('orders ties by code, uncoded last', () => {
    const bars = paretoOf([
      { reasonCodeId: null, code: null, description: null, lines: 1 },
      { reasonCodeId: 2, code: 'OOS', description: 'Out of stock', lines: 1 },
      { reasonCodeId: 1, code: 'NSTK', description: 'Not stocked', lines: 1 },
    ]);
    expect(bars.map((b) => [b.label, b.cumulativePercent])).toEqual([
      ['NSTK', 33.3],
      ['OOS', 66.7],
      ['Uncoded', 100],
    ]);
  });
});

describe('stocking suggestions', () => {
  const rule = { times: 3, months: 6 };

  it('counts only misses under a code that records demand, or under none', () => {
    expect(countsTowardStocking(true)).toBe(true);
    expect(countsTowardStocking(null)).toBe(true);
    expect(countsTowardStocking(false)).toBe(false);
  });

  it('suggests phasing in a part the branch does not stock once it was asked for often enough', () => {
    expect(stockingSuggestion([{ recordsDemand: true, lines: 2 }, { recordsDemand: null, lines: 1 }], false, rule)).toEqual({ requests: 3, suggestion: 'Phase in' });
    expect(stockingSuggestion([{ recordsDemand: true, lines: 2 }], false, rule)).toEqual({ requests: 2, suggestion: null });
  });

  it('leaves out misses under a code that does not record demand', () => {
    expect(stockingSuggestion([{ recordsDemand: false, lines: 9 }, { recordsDemand: null, lines: 2 }], false, rule)).toEqual({ requests: 2, suggestion: null });
  });

  it('suggests more stock of a part the branch already stocks', () => {
    expect(stockingSuggestion([{ recordsDemand: null, lines: 4 }], true, rule)).toEqual({ requests: 4, suggestion: 'Raise min/max' });
  });
});
