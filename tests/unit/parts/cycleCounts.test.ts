import { describe, expect, it } from 'vitest';
import {
  adjustmentRefusal,
  adjustmentStatusAfterCount,
  binInRange,
  classesDue,
  cycleScopeOf,
  cycleStatusRefusal,
  FIRST_COUNTER_RECOUNT,
  FINISH_COUNTING_FIRST,
  invalidReasonOf,
  isOverThreshold,
  NEEDS_RECOUNT_FIRST,
  readDrillParams,
  recountRefusal,
} from '../../../src/domain/parts/cycleCounts';
import { cycleCreateSchema } from '../../../src/domain/parts/cycleCountsPayloads';

const threshold = { cents: 10_000, percent: 10 };
const cLine = { systemQty: 100, unitCostCents: 500, partClass: 'C' };

describe('cycle codes', () => {
  it('reads a class or a bin range, and refuses anything else', () => {
    expect(cycleScopeOf('A')).toEqual({ partClass: 'A' });
    expect(cycleScopeOf('a01-a20')).toEqual({ binFrom: 'A01', binTo: 'A20' });
    expect(cycleScopeOf('A20-A01')).toBeNull();
    expect(cycleScopeOf('D')).toBeNull();
    expect(cycleScopeOf('A01-A02-A03')).toBeNull();
    expect(cycleCreateSchema.safeParse({ brnId: '101', cycle: ' b ', startDate: '2026-11-02' }).data?.cycle).toBe('B');
  });

  it('takes bins in natural order, both ends included', () => {
    expect(binInRange('A2', 'A1', 'A10')).toBe(true);
    expect(binInRange('A10', 'A1', 'A10')).toBe(true);
    expect(binInRange('A11', 'A1', 'A10')).toBe(false);
  });
});

describe('variance threshold', () => {
  it('is over $100, over 10 %, or any variance on an A part', () => {
    expect(isOverThreshold(cLine, 100, threshold)).toBe(false);
    expect(isOverThreshold(cLine, 95, threshold)).toBe(false); // 5 % and $25
    expect(isOverThreshold(cLine, 89, threshold)).toBe(true); // 11 %
    expect(isOverThreshold({ ...cLine, unitCostCents: 3_000 }, 96, threshold)).toBe(true); // 4 % but $120
    expect(isOverThreshold({ ...cLine, unitCostCents: 2_500 }, 96, threshold)).toBe(false); // exactly $100 is not over
    expect(isOverThreshold({ ...cLine, partClass: 'A' }, 99, threshold)).toBe(true);
    expect(isOverThreshold({ ...cLine, systemQty: 0 }, 1, threshold)).toBe(true);
  });

  it('sends a count over the threshold to a recount, then to approval whatever the recount finds', () => {
    expect(adjustmentStatusAfterCount(cLine, 100, null, threshold)).toBe('None');
    expect(adjustmentStatusAfterCount(cLine, 98, null, threshold)).toBe('Awaiting approval');
    expect(adjustmentStatusAfterCount(cLine, 80, null, threshold)).toBe('Needs recount');
    expect(adjustmentStatusAfterCount(cLine, 80, 81, threshold)).toBe('Awaiting approval');
    expect(adjustmentStatusAfterCount(cLine, 80, 100, threshold)).toBe('None');
  });
});

describe('who recounts and who approves', () => {
  it('refuses the first counter a recount, and a line that needs none', () => {
    expect(recountRefusal({ count1By: 7, adjustmentStatus: 'Needs recount' }, 7)).toEqual({ status: 403, message: FIRST_COUNTER_RECOUNT });
    expect(recountRefusal({ count1By: 7, adjustmentStatus: 'Needs recount' }, 8)).toBeNull();
    expect(recountRefusal({ count1By: 7, adjustmentStatus: 'Awaiting approval' }, 8)?.status).toBe(409);
  });

  const awaiting = { adjustmentStatus: 'Awaiting approval' as const, adjustmentCents: -12_000, count1By: 7, recountBy: 8 };
  const manager = [{ kind: 'inventory-adjustment', limitCents: null }];

  it('lets a parts manager approve a line others counted, in review', () => {
    expect(adjustmentRefusal(awaiting, 'Review', 9, manager)).toBeNull();
  });

  it('refuses a recount still wanted, a cycle still counting, a counter of the line, no authority, over the limit', () => {
    expect(adjustmentRefusal({ ...awaiting, adjustmentStatus: 'Needs recount' }, 'Review', 9, manager)).toEqual({ status: 409, message: NEEDS_RECOUNT_FIRST });
    expect(adjustmentRefusal(awaiting, 'Counting', 9, manager)).toEqual({ status: 409, message: FINISH_COUNTING_FIRST });
    expect(adjustmentRefusal(awaiting, 'Review', 7, manager)?.status).toBe(403);
    expect(adjustmentRefusal(awaiting, 'Review', 8, manager)?.message).toMatch(/You recorded this count/);
    expect(adjustmentRefusal(awaiting, 'Review', 9, [])?.message).toBe('You have no approval authority for inventory adjustments.');
    expect(adjustmentRefusal(awaiting, 'Review', 9, [{ kind: 'inventory-adjustment', limitCents: 10_000 }])?.message).toMatch(/limit/);
    expect(adjustmentRefusal({ ...awaiting, adjustmentStatus: 'Approved' }, 'Review', 9, manager)?.status).toBe(409);
  });
});

describe('valid counts', () => {
  const snapshot = { bin: 'A01', systemQty: 5 };
  it('names why a count no longer counts the snapshot', () => {
    expect(invalidReasonOf({ superseded: false, primaryBin: 'A01', onHand: 5 }, snapshot)).toBeNull();
    expect(invalidReasonOf({ superseded: true, primaryBin: 'A01', onHand: 5 }, snapshot)).toBe('Superseded part');
    expect(invalidReasonOf({ superseded: false, primaryBin: 'B02', onHand: 5 }, snapshot)).toBe('Bin mismatch');
    expect(invalidReasonOf({ superseded: false, primaryBin: 'A01', onHand: 4 }, snapshot)).toBe('Count entered after stock moved');
  });
});

describe('a cycle’s way', () => {
  it('goes Counting, Review, Closed, and closes only when nothing waits', () => {
    expect(cycleStatusRefusal('Counting', 'Review', { uncounted: 0, waiting: 3 })).toBeNull();
    expect(cycleStatusRefusal('Counting', 'Review', { uncounted: 1, waiting: 0 })).toBe('1 line not counted yet: count them, or finish counting with them left uncounted.');
    expect(cycleStatusRefusal('Counting', 'Review', { uncounted: 4, waiting: 0 }, true)).toBeNull();
    expect(cycleStatusRefusal('Counting', 'Closed', { uncounted: 0, waiting: 0 })).toMatch(/Counting, Review, Closed/);
    expect(cycleStatusRefusal('Review', 'Closed', { uncounted: 5, waiting: 2 })).toBe('2 lines still wait for a recount or a decision.');
    expect(cycleStatusRefusal('Review', 'Closed', { uncounted: 5, waiting: 0 })).toBeNull();
  });

  it('counts A parts monthly, B quarterly, C yearly', () => {
    expect(classesDue({}, '2026-11-24')).toEqual(['A', 'B', 'C']);
    expect(classesDue({ A: '2026-11-01', B: '2026-10-01', C: '2026-01-05' }, '2026-11-24')).toEqual([]);
    expect(classesDue({ A: '2026-10-20', B: '2026-08-01', C: '2025-11-01' }, '2026-11-24')).toEqual(['A', 'B', 'C']);
  });
});

describe('the drill’s address', () => {
  it('reads good parameters and names a bad one', () => {
    expect(readDrillParams({ brnid: '101', cycle: 'a', sdate: '2026-11-02', incInvalid: 'false', type: 'variance' })).toEqual({
      ok: true,
      params: { brnId: '101', cycle: 'A', sdate: '2026-11-02', incInvalid: false, type: 'variance' },
    });
    expect(readDrillParams({ brnid: '1', cycle: 'A', sdate: '2026-11-02', incInvalid: 'false', type: 'all' })).toMatchObject({ ok: false, message: expect.stringMatching(/branch/) });
    expect(readDrillParams({ brnid: '101', cycle: 'Q', sdate: '2026-11-02', incInvalid: 'false', type: 'all' })).toMatchObject({ ok: false, message: expect.stringMatching(/not a cycle/) });
    expect(readDrillParams({ brnid: '101', cycle: 'A', sdate: '11/02/2026', incInvalid: 'false', type: 'all' })).toMatchObject({ ok: false, message: expect.stringMatching(/start date/) });
    expect(readDrillParams({ brnid: '101', cycle: 'A', sdate: '2026-11-02', incInvalid: 'yes', type: 'all' })).toMatchObject({ ok: false, message: expect.stringMatching(/true or false/) });
    expect(readDrillParams({ brnid: '101', cycle: 'A', sdate: '2026-11-02', incInvalid: 'true', type: 'some' })).toMatchObject({ ok: false, message: expect.stringMatching(/not a view/) });
  });
});
