import { describe, expect, it } from 'vitest';
import { missTypeOf } from '../../../src/domain/parts/missType';
import { missChanges } from '../../../src/domain/parts/rootCauseDetail';
import {
  ACTION_NEEDED,
  ASSIGNEE_NEEDED,
  MISS_CLOSED,
  missAfter,
  missBulkSchema,
  missRefusal,
  NOTE_NEEDED,
  REASON_NEEDED,
  STATUS_BACK,
  type MissState,
} from '../../../src/domain/parts/rootCauseAnalysis';
import { STARTING_CODES, type RootCauseCode } from '../../../src/domain/parts/rootCauseCodes';

/** The starting codes by id (1 NOSTK … 7 VENBO reasons, 8 ADDSTK … 12 NOACT actions), BINERR made inactive. */
const CODES = new Map(
  STARTING_CODES.map((c, i): [number, RootCauseCode] => [i + 1, { ...c, id: i + 1, active: c.code !== 'BINERR', sortOrder: i + 1, timesUsed: 0, version: 1 }]),
);
const id = (code: string) => [...CODES.values()].find((c) => c.code === code)!.id;
const [NOSTK, PRICE, BINERR, ADDSTK, NOACT] = ['NOSTK', 'PRICE', 'BINERR', 'ADDSTK', 'NOACT'].map(id) as [number, number, number, number, number];
const fresh: MissState = { status: 'New', reasonCodeId: null, actionCodeId: null, assignedTo: null, note: null };

describe('the miss type a lost sale is recorded with', () => {
  const stocked = { onHand: 4, maxQty: 6 };
  it('is Not stocked without a stock row or with a max of 0, Out of stock with nothing on hand', () => {
    expect(missTypeOf({ stock: null, qtyFilled: 0, currentPartNo: null, said: 'Price' })).toBe('Not stocked');
    expect(missTypeOf({ stock: { onHand: 3, maxQty: 0 }, qtyFilled: 0, currentPartNo: null, said: null })).toBe('Not stocked');
    expect(missTypeOf({ stock: { onHand: 0, maxQty: 4 }, qtyFilled: 0, currentPartNo: null, said: null })).toBe('Out of stock');
    expect(missTypeOf({ stock: { onHand: -2, maxQty: 4 }, qtyFilled: 0, currentPartNo: null, said: null })).toBe('Out of stock');
  });
  it('is Short qty when some was filled, whatever the shelf shows now', () => {
    expect(missTypeOf({ stock: { onHand: 0, maxQty: 4 }, qtyFilled: 1, currentPartNo: null, said: null })).toBe('Short qty');
  });
  it('is Supersession not linked for an old number with a current one, before its stocking', () => {
    expect(missTypeOf({ stock: null, qtyFilled: 0, currentPartNo: 'NEW-1', said: null })).toBe('Supersession not linked');
  });
  it('is what the caller says when the shelf had the part', () => {
    expect(missTypeOf({ stock: stocked, qtyFilled: 0, currentPartNo: null, said: 'Price' })).toBe('Price');
    expect(missTypeOf({ stock: stocked, qtyFilled: 0, currentPartNo: null, said: null })).toBeNull();
  });
});

describe('a change to a miss', () => {
  it('moves forward with what each status needs: an assignee, an action code, a reason code', () => {
    expect(missRefusal(fresh, { status: 'Assigned' }, CODES)).toEqual({ field: 'assignedTo', message: ASSIGNEE_NEEDED });
    expect(missRefusal(fresh, { status: 'Assigned', assignedTo: 7 }, CODES)).toBeNull();
    expect(missRefusal({ ...fresh, status: 'Assigned', assignedTo: 7 }, { status: 'Action taken' }, CODES)).toEqual({ field: 'actionCodeId', message: ACTION_NEEDED });
    expect(missRefusal({ ...fresh, status: 'Assigned', assignedTo: 7, actionCodeId: ADDSTK }, { status: 'Closed' }, CODES)).toEqual({ field: 'reasonCodeId', message: REASON_NEEDED });
    expect(missRefusal(fresh, { status: 'Closed', assignedTo: 7, reasonCodeId: NOSTK, actionCodeId: ADDSTK }, CODES)).toBeNull();
  });
  it('never goes back, and a closed miss is final', () => {
    expect(missRefusal({ ...fresh, status: 'Assigned', assignedTo: 7 }, { status: 'New' }, CODES)).toEqual({ field: 'status', message: STATUS_BACK('Assigned') });
    expect(missRefusal({ ...fresh, status: 'Closed', reasonCodeId: NOSTK }, { note: 'again' }, CODES)).toEqual({ field: 'status', message: MISS_CLOSED });
  });
  it('takes reason codes in the reason and action codes in the action', () => {
    expect(missRefusal(fresh, { reasonCodeId: ADDSTK }, CODES)?.field).toBe('reasonCodeId');
    expect(missRefusal(fresh, { actionCodeId: NOSTK }, CODES)?.field).toBe('actionCodeId');
    expect(missRefusal(fresh, { reasonCodeId: 99 }, CODES)?.field).toBe('reasonCodeId');
  });
  it('gives an inactive code to nothing new, but a miss that had it keeps it', () => {
    expect(missRefusal(fresh, { reasonCodeId: BINERR }, CODES)).toEqual({ field: 'reasonCodeId', message: 'Code BINERR is no longer in use: choose another.' });
    expect(missRefusal({ ...fresh, reasonCodeId: BINERR }, { assignedTo: 7, status: 'Assigned' }, CODES)).toBeNull();
  });
  it('asks for a note when a code needs one', () => {
    expect(missRefusal(fresh, { reasonCodeId: PRICE }, CODES)).toEqual({ field: 'note', message: NOTE_NEEDED('PRICE') });
    expect(missRefusal(fresh, { actionCodeId: NOACT, note: '  ' }, CODES)).toEqual({ field: 'note', message: NOTE_NEEDED('NOACT') });
    expect(missRefusal(fresh, { reasonCodeId: PRICE, note: 'Customer took the aftermarket one' }, CODES)).toBeNull();
    expect(missRefusal({ ...fresh, note: 'kept from before' }, { reasonCodeId: PRICE }, CODES)).toBeNull();
  });
  it('leaves out what the change does not name, and clears what it sets to null', () => {
    expect(missAfter({ ...fresh, assignedTo: 7, note: 'x' }, { reasonCodeId: NOSTK, note: null })).toEqual({ ...fresh, assignedTo: 7, reasonCodeId: NOSTK, note: null });
  });
});

describe('the bulk change’s payload', () => {
  it('names each row with its version and at least one row', () => {
    expect(missBulkSchema.safeParse({ rows: [] }).error?.issues[0]?.path).toEqual(['rows']);
    expect(missBulkSchema.safeParse({ rows: [{ id: 1, version: 0 }] }).success).toBe(false);
    expect(missBulkSchema.safeParse({ rows: [{ id: 1, version: 2 }], status: 'Gone' }).error?.issues[0]?.path).toEqual(['status']);
    expect(missBulkSchema.parse({ rows: [{ id: 1, version: 2 }], note: ' x ' })).toEqual({ rows: [{ id: 1, version: 2 }], note: 'x' });
  });
});

describe('the changes a miss’s audit shows', () => {
  it('names each field that moved, from what to what, in words', () => {
    const nameOf = (field: string, value: unknown) => (field === 'assignedTo' ? `User ${String(value)}` : field === 'reasonCodeId' ? 'NOSTK' : String(value));
    expect(missChanges({ status: 'New', assignedTo: null, reasonCodeId: null, note: 'x' }, { status: 'Assigned', assignedTo: 7, reasonCodeId: 1, note: 'x' }, nameOf)).toEqual([
      { field: 'Status', from: 'New', to: 'Assigned' },
      { field: 'Reason', from: null, to: 'NOSTK' },
      { field: 'Assigned to', from: null, to: 'User 7' },
    ]);
  });
});
