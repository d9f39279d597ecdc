import { describe, expect, it } from 'vitest';
import { hoursInStep, percentileCont, slowestStepOf, stepFiguresOf, stuckItemsOf, type FlowItemTimes } from '../../../src/domain/flow/flowFigures';
import { flowsFor, FLOWS } from '../../../src/domain/flow/flows';
import { customerTypeRefusal, flowItemHref } from '../../../src/domain/flow/flowItems';

const T0 = Date.parse('2026-11-20T00:00:00Z');
const at = (hours: number | null) => (hours === null ? null : new Date(T0 + hours * 3_600_000).toISOString());
const NOW = new Date(T0 + 20 * 3_600_000);
const STEPS = ['a', 'b', 'c', 'd'];

/** Five items through four steps, hours after T0 (figures worked out by hand below). */
const item = (id: string, reached: (number | null)[], current: number | null = null, exited: number | null = null) => ({ id, reached: reached.map(at), current, exited });
const ITEMS = [
  item('A', [0, 2, 5, 10]),
  item('B', [0, 4, null, 6]),
  item('C', [1, 2, null, null], 2),
  item('D', [3, null, null, null], 1),
  item('E', [0, 1, 9, null], null, 3),
];

describe('percentileCont', () => {
  it('interpolates between the nearest two, as PostgreSQL does', () => {
    expect(percentileCont([4, 1, 2, 1], 0.5)).toBe(1.5);
    expect(percentileCont([1, 1, 2, 4], 0.9)).toBeCloseTo(3.4);
    expect(percentileCont([7], 0.9)).toBe(7);
    expect(percentileCont([], 0.5)).toBeNull();
  });
});

describe('stepFiguresOf', () => {
  const figures = stepFiguresOf(STEPS, ITEMS, NOW);

  it('counts who passed each step, waits in it, skipped it and left before it', () => {
    expect(figures.map(({ step, passed, inStep, skipped, left }) => ({ step, passed, inStep, skipped, left }))).toEqual([
      { step: 'a', passed: 5, inStep: 0, skipped: 0, left: 0 },
      { step: 'b', passed: 4, inStep: 1, skipped: 0, left: 0 },
      { step: 'c', passed: 2, inStep: 1, skipped: 1, left: 0 },
      { step: 'd', passed: 2, inStep: 0, skipped: 0, left: 1 },
    ]);
  });

  it('times a step from the last step reached before it: B skipped c, so its d counts from b', () => {
    expect(figures.map((f) => [f.medianHours, f.p90Hours])).toEqual([
      [null, null],
      [1.5, expect.closeTo(3.4)],
      [5.5, expect.closeTo(7.5)],
      [3.5, expect.closeTo(4.7)],
    ]);
    expect(hoursInStep(ITEMS[1]!, 3, NOW)).toBe(2);
  });

  it('names the step with the largest median as the slowest', () => {
    expect(slowestStepOf(figures)).toBe('c');
    expect(slowestStepOf([{ step: 'x', medianHours: 2 }, { step: 'y', medianHours: 2 }])).toBe('x');
    expect(slowestStepOf([{ step: 'x', medianHours: null }])).toBeNull();
  });
});

describe('stuckItemsOf', () => {
  it('lists the items waiting in each step with their hours so far, longest first', () => {
    const stuck = stuckItemsOf(STEPS, [...ITEMS, item('F', [0, 10, null, null], 2)], NOW, 5);
    expect(stuck.b!.map((s) => [s.item.id, s.hours])).toEqual([['D', 17]]);
    expect(stuck.c!.map((s) => [s.item.id, s.hours])).toEqual([['C', 18], ['F', 10]]);
    expect(stuck.a).toEqual([]);
    expect(stuckItemsOf(STEPS, [...ITEMS, item('F', [0, 10, null, null], 2)], NOW, 1).c!.map((s) => s.item.id)).toEqual(['C']);
  });

  it('never counts negative hours when the stamps are out of order', () => {
    const backwards: FlowItemTimes = { reached: [at(5), at(3)], current: null, exited: null };
    expect(hoursInStep(backwards, 1, NOW)).toBe(0);
  });
});

describe('flowsFor', () => {
  it('offers each flow to a holder of one of its area permissions', () => {
    expect(flowsFor(['can view service scheduler'])).toEqual(['ro']);
    expect(flowsFor(['can view waiting list', 'can view categorized scanned'])).toEqual(['parts', 'ap']);
    expect(flowsFor(['can view service'])).toEqual([]);
    expect(flowsFor([])).toEqual([]);
  });

  it('the RO flow has its six steps in order', () => {
    expect(FLOWS.ro.steps.map((s) => s.id)).toEqual(['arrival', 'authorization', 'parts', 'work', 'invoice', 'paid']);
  });
});

describe('flow items', () => {
  it('refuses a customer type for the AP flow only', () => {
    expect(customerTypeRefusal('ap', 'Fleet')).toMatch(/no customers/);
    expect(customerTypeRefusal('ap', null)).toBeNull();
    expect(customerTypeRefusal('ro', 'Retail')).toBeNull();
  });

  it('opens an RO on its customer, a pick on the pick status screen, an invoice on its vendor and a scan in the inbox', () => {
    const row = { reference: '5000123', brnId: '101', kind: 'CP', account: 'C100' };
    expect(flowItemHref('ro', row)).toBe('/customer-history?cusId=C100');
    expect(flowItemHref('parts', { ...row, reference: 'P-1012' })).toBe('/part-pick-status?brnId=101&q=P-1012');
    expect(flowItemHref('ap', { ...row, kind: 'Invoice', account: 'BENDIX' })).toBe('/vendorinvoices?vendor=BENDIX');
    expect(flowItemHref('ap', { ...row, kind: 'Scan', account: null })).toBe('/uncategorizedscanned?brnId=101');
  });
});
