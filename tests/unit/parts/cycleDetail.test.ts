import { describe, expect, it } from 'vitest';
import { tieOutText } from '../../../src/domain/parts/cycleDetail';
import { readCycleDetailDrillParams, withRunningQty, type CycleDrillEvent } from '../../../src/domain/parts/cycleDetailDrill';

describe('the tie-out of cycle adjustments to account 5490', () => {
  it('ties only to the cent, else says the difference in money', () => {
    expect(tieOutText(-5_418, -5_418)).toBe('Ties');
    expect(tieOutText(1_000, 1_001)).toBe('($0.01)');
    expect(tieOutText(0, -18_740)).toBe('$187.40');
  });
});

const event = (kind: CycleDrillEvent['kind'], more: Partial<CycleDrillEvent>): Omit<CycleDrillEvent, 'runningQty'> => ({
  at: '2026-06-03T14:00:00.000Z',
  kind,
  reference: 'x',
  qty: null,
  book: null,
  counted: null,
  adjustmentQty: null,
  adjustmentStatus: null,
  chosen: false,
  ...more,
});

describe("a part's drill", () => {
  it('runs the quantity from the first count: the book plus an approved adjustment, then each movement', () => {
    const run = withRunningQty([
      event('Counter invoice', { qty: -2 }),
      event('Count', { book: 10, counted: 8, adjustmentQty: -2, adjustmentStatus: 'Approved' }),
      event('Repair order', { qty: -3 }),
      event('Count', { book: 6, counted: 7, adjustmentQty: 1, adjustmentStatus: 'Rejected' }),
      event('Counter invoice', { qty: -1 }),
    ]);
    expect(run.map((e) => e.runningQty)).toEqual([null, 8, 5, 6, 5]);
  });

  it('reads its address, naming what is missing or wrong', () => {
    expect(readCycleDetailDrillParams({ brnId: '101', cycle: '12', partNo: ' 3544-A ' })).toEqual({ ok: true, params: { brnId: '101', cycleId: 12, partNo: '3544-A' } });
    expect(readCycleDetailDrillParams({ cycle: '12', partNo: 'X' })).toMatchObject({ ok: false, field: 'brnId', message: 'Which branch? The address names none (brnId).' });
    expect(readCycleDetailDrillParams({ brnId: '101', cycle: '0', partNo: 'X' })).toMatchObject({ ok: false, field: 'cycle' });
    expect(readCycleDetailDrillParams({ brnId: '101', cycle: '3' })).toMatchObject({ ok: false, field: 'partNo' });
  });
});
