import { describe, expect, it } from 'vitest';
import { accountsAsked, lastExceptionDay, matchProblem, methodsOfAccount } from '../../../src/domain/accounting/cashClearing';
import { cashClearingDetailQuery, cashClearingFlagSchema, cashClearingMatchSchema, clearingAccountQuery } from '../../../src/domain/accounting/cashClearingPayloads';
import { validate } from '../../../src/domain/validation';

describe('a match of receipts to a deposit', () => {
  it('balances to the cent, or says by how much it is off and which way', () => {
    expect(matchProblem(15_025, [10_000, 5_025])).toBeNull();
    expect(matchProblem(3_950, [4_000])).toBe('The receipts come to $40.00 and the deposit to $39.50: a match must balance to the cent (over by $0.50).');
    expect(matchProblem(5_000, [4_999])).toBe('The receipts come to $49.99 and the deposit to $50.00: a match must balance to the cent (short by $0.01).');
    expect(matchProblem(5_000, [])).toBe('Select at least one receipt.');
  });

  it('names the deposit and the receipts by entry and line, with a note of 500 characters at most', () => {
    const line = { jeId: '9000017', lineNo: 2 };
    expect(validate(cashClearingMatchSchema, { deposit: line, receipts: [{ jeId: '9000012', lineNo: 1 }] })).toEqual({
      ok: true,
      data: { deposit: line, receipts: [{ jeId: '9000012', lineNo: 1 }], note: '' },
    });
    expect(validate(cashClearingMatchSchema, { deposit: { jeId: '', lineNo: 0 }, receipts: [], note: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { 'deposit.jeId': 'jeId is required.', 'deposit.lineNo': 'lineNo must be a line number.', receipts: 'Select at least one receipt.', note: 'Note is too long (500 characters at most).' },
    });
  });
});

describe('the detail asks for a branch’s day or a cross-reference', () => {
  it('takes brnId and date, or xref (with a branch or not)', () => {
    expect(validate(cashClearingDetailQuery, { brnId: '101', date: '2026-11-03' }).ok).toBe(true);
    expect(validate(cashClearingDetailQuery, { xref: 'D101-20261103' }).ok).toBe(true);
    expect(validate(cashClearingDetailQuery, { xref: 'D101-20261103', brnId: '101' }).ok).toBe(true);
    expect(validate(cashClearingDetailQuery, { brnId: '101', date: '11/03/2026' }).ok).toBe(false);
    expect(validate(cashClearingDetailQuery, {}).ok).toBe(false);
  });
});

describe('a day still not zero on its next business day is an exception', () => {
  it.each([
    // Tuesday: Monday's next business day is today.
    ['2026-11-24', '2026-11-23'],
    // Monday: Friday's, Saturday's and Sunday's next business day is today.
    ['2026-11-23', '2026-11-22'],
    // Saturday and Sunday: Friday's is still to come (Monday), Thursday's was Friday.
    ['2026-11-21', '2026-11-19'],
    ['2026-11-22', '2026-11-19'],
    // Across a month end.
    ['2026-12-01', '2026-11-30'],
  ])('on %s, every day up to %s', (today, last) => {
    expect(lastExceptionDay(today)).toBe(last);
  });
});

describe('the clearing accounts', () => {
  it('reads cash clearing unless the filter names clearing accounts, and knows the methods of each', () => {
    expect(accountsAsked(undefined)).toEqual(['1050']);
    expect(accountsAsked({ anyOf: ['1060'] })).toEqual(['1060']);
    expect(accountsAsked({ anyOf: ['1060', '1050', '2000'] })).toEqual(['1050', '1060']);
    expect(accountsAsked({ anyOf: ['2000'] })).toEqual(['1050']);
    expect(accountsAsked({ contains: '10' })).toEqual(['1050']);
    expect([methodsOfAccount('1050'), methodsOfAccount('1060'), methodsOfAccount('2000')]).toEqual([['Cash', 'Check'], ['Card'], []]);
  });

  it('names a wrong account of the detail, and takes cash clearing when none is given', () => {
    expect(validate(clearingAccountQuery, {})).toEqual({ ok: true, data: { acctId: '1050' } });
    expect(validate(clearingAccountQuery, { acctId: '2000' })).toEqual({ ok: false, errors: { acctId: 'acctId is not a clearing account (1050, 1060).' } });
  });
});

describe('a flag for a correcting entry', () => {
  it('needs a reason of 500 characters at most, and names a line by entry and line', () => {
    const day = { brnId: '101', date: '2026-11-05' };
    expect(validate(cashClearingFlagSchema, { ...day, reason: ' Short ' })).toEqual({ ok: true, data: { ...day, reason: 'Short' } });
    expect(validate(cashClearingFlagSchema, { ...day, reason: '' })).toEqual({ ok: false, errors: { reason: 'Say what needs correcting.' } });
    expect(validate(cashClearingFlagSchema, { ...day, reason: 'x'.repeat(501) })).toEqual({ ok: false, errors: { reason: 'Reason is too long (500 characters at most).' } });
    expect(validate(cashClearingFlagSchema, { ...day, reason: 'x', line: { jeId: 'CC6', lineNo: 0 } }).ok).toBe(false);
  });
});
