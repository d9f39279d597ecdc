import { describe, expect, it } from 'vitest';
import { actionRefusal, ageBucketOf, inBinOrder, lineQuantityIssue, LINE_OVER, medianMinutes, pickNumberText, pickStatusOf, type PickLineState } from '../../../src/domain/parts/picks';
import { pickCreateSchema, pickLineSchema, transferLinesOf } from '../../../src/domain/parts/picksPayloads';

const line = (qtyRequested: number, qtyPicked = 0, qtyShort = 0, shortOutcome: PickLineState['shortOutcome'] = null): PickLineState => ({ qtyRequested, qtyPicked, qtyShort, shortOutcome });

describe('the status a pick’s lines imply', () => {
  it('is Open with no picker, Picking with one', () => {
    expect(pickStatusOf([line(2)], false)).toBe('Open');
    expect(pickStatusOf([line(2, 1)], true)).toBe('Picking');
  });
  it('is Staged when every line is picked or short with an outcome', () => {
    expect(pickStatusOf([line(2, 2), line(1, 0, 1, 'Backorder')], true)).toBe('Staged');
    expect(pickStatusOf([line(2, 2), line(3, 1, 2, 'Lost sale')], false)).toBe('Staged');
  });
  it('is Short while a short waits for Backorder or Lost sale, before all else', () => {
    expect(pickStatusOf([line(2, 2), line(1, 0, 1)], true)).toBe('Short');
    expect(pickStatusOf([line(2), line(1, 0, 1)], false)).toBe('Short');
  });
  it('is Delivered when delivered, and a pick of no lines is never staged', () => {
    expect(pickStatusOf([line(1, 1)], true, true)).toBe('Delivered');
    expect(pickStatusOf([], true)).toBe('Picking');
  });
});

describe('what may be done in each status', () => {
  it('changes lines and pickers until staged, delivers only a staged pick', () => {
    expect(actionRefusal('Open', 'line')).toBeNull();
    expect(actionRefusal('Short', 'assign')).toBeNull();
    expect(actionRefusal('Staged', 'deliver')).toBeNull();
    expect(actionRefusal('Picking', 'deliver')).toBe('Only a staged pick is delivered: this one is picking.');
    expect(actionRefusal('Staged', 'line')).toBe('This pick is staged: it can no longer be picked.');
    expect(actionRefusal('Delivered', 'assign')).toBe('This pick is delivered: it can no longer be assigned a picker.');
  });
});

describe('a line’s quantities', () => {
  it('may not pick and short more than requested', () => {
    expect(lineQuantityIssue(3, 2, 1)).toBeNull();
    expect(lineQuantityIssue(3, 3, 1)).toBe(LINE_OVER);
  });
  it('are whole and not negative (400 naming the field)', () => {
    expect(pickLineSchema.safeParse({ version: 1, qtyPicked: -1 }).success).toBe(false);
    expect(pickLineSchema.safeParse({ version: 1, qtyPicked: 1.5 }).success).toBe(false);
    expect(pickLineSchema.parse({ version: 1, qtyPicked: 2 })).toEqual({ version: 1, qtyPicked: 2, qtyShort: 0, shortOutcome: null });
  });
});

describe('a new pick names its source', () => {
  it('needs the invoice, the RO and job, the ticket, or a transfer’s destination and lines', () => {
    const issue = (input: object) => pickCreateSchema.safeParse({ brnId: '101', ...input }).error?.issues[0]?.path.join('.');
    expect(issue({ source: 'Counter' })).toBe('slsId');
    expect(issue({ source: 'RO', slsId: 'R1' })).toBe('opsId');
    expect(issue({ source: 'Will-call' })).toBe('ticketId');
    expect(issue({ source: 'Transfer', toBrnId: '201' })).toBe('lines');
    expect(issue({ source: 'Transfer', lines: [{ partNo: 'A', qty: 1 }] })).toBe('toBrnId');
    expect(issue({ source: 'Counter', slsId: '3001' })).toBeUndefined();
  });
});

describe('printing and telling picks', () => {
  it('walks bins in natural order, lines without a bin last', () => {
    const lines = [
      { lineNo: 1, bin: 'A10' },
      { lineNo: 2, bin: null },
      { lineNo: 3, bin: 'a2' },
      { lineNo: 4, bin: 'B1' },
      { lineNo: 5, bin: 'A2' },
    ];
    expect(inBinOrder(lines).map((l) => l.lineNo)).toEqual([3, 5, 1, 4, 2]);
  });
  it('buckets ages at 15, 30 and 60 minutes', () => {
    expect([0, 14.9, 15, 29, 30, 59, 60, 600].map(ageBucketOf)).toEqual(['0–15 min', '0–15 min', '15–30 min', '15–30 min', '30–60 min', '30–60 min', '60+ min', '60+ min']);
  });
  it('takes the median minutes to staged, the middle two averaged', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([30, 10, 20])).toBe(20);
    expect(medianMinutes([40, 10, 20, 30])).toBe(25);
  });
  it('says a pick’s number as the counter does', () => {
    expect(pickNumberText(42)).toBe('P-1042');
  });
});

describe('a transfer’s parts as typed', () => {
  it('reads a part and its quantity a line (1 when left out), skipping blank lines, and keeps a bad quantity for the schema to refuse', () => {
    expect(transferLinesOf('FL-0149 2\n\n  FL-0265\r\nBK-12,3\nX-1 two')).toEqual([
      { partNo: 'FL-0149', qty: 2 },
      { partNo: 'FL-0265', qty: 1 },
      { partNo: 'BK-12', qty: 3 },
      { partNo: 'X-1', qty: Number.NaN },
    ]);
    expect(pickCreateSchema.safeParse({ brnId: '101', source: 'Transfer', toBrnId: '102', lines: transferLinesOf('X-1 two') }).success).toBe(false);
  });
});
