import { describe, expect, it } from 'vitest';
import { autoMatch, completeRefusal, isStaleCheck, matchRefusal, reconciliationBlock, statusOf } from '../../../src/domain/accounting/bankReconciliation';
import { ownRecordRefusal } from '../../../src/domain/approvals';

const gl = (jeId: string, postedOn: string, amount: string, source = 'Deposit', checkNo = '') => ({ jeId, lineNo: 1, postedOn, amount, source, checkNo });

describe('auto-match', () => {
  it('matches a check by number and amount, then amount within the window, then a deposit of one day’s receipts', () => {
    const bank = [
      { id: 1, postedOn: '2026-10-09', amount: '-500.00', checkNo: '9001' },
      { id: 2, postedOn: '2026-10-02', amount: '830.40', checkNo: '' },
      { id: 3, postedOn: '2026-10-05', amount: '350.25', checkNo: '' },
      { id: 4, postedOn: '2026-10-28', amount: '-500.00', checkNo: '' },
    ];
    const book = [
      gl('9002', '2026-10-01', '-500.00', 'AP payment', '9002'),
      gl('9001', '2026-10-01', '-500.00', 'AP payment', '9001'),
      gl('D1', '2026-09-30', '830.40'),
      gl('R1', '2026-10-05', '100.00', 'AR receipt'),
      gl('R2', '2026-10-05', '250.25', 'AR receipt'),
      gl('R3', '2026-10-05', '999.00', 'Deposit'),
    ];
    expect(autoMatch(bank, book)).toEqual([
      { bankLineIds: [1], glLines: [{ jeId: '9001', lineNo: 1 }], rule: 'check number' },
      { bankLineIds: [2], glLines: [{ jeId: 'D1', lineNo: 1 }], rule: 'amount and date' },
      { bankLineIds: [3], glLines: [{ jeId: 'R1', lineNo: 1 }, { jeId: 'R2', lineNo: 1 }], rule: 'deposit of many receipts' },
    ]);
  });
});

describe('the rules', () => {
  it('a match balances to the cent', () => {
    expect(matchRefusal(['-400.00'], ['-400.00'])).toBeNull();
    expect(matchRefusal(['350.25'], ['100.00', '250.24'])).toBe('The bank lines and the ledger lines differ by 0.01: a match must balance to the cent.');
    expect(matchRefusal([], ['1.00'])).toBe('Choose at least one bank line and one ledger line.');
  });

  it('bank − outstanding checks + deposits in transit = book ± items that need an entry', () => {
    const block = reconciliationBlock({ statementBalance: 10_000, bookBalance: 10_397, outstandingChecks: 75, depositsInTransit: 512, needsEntry: -35, unexplained: 0 });
    expect(block).toEqual({ adjustedBank: 10_437, adjustedBook: 10_362, difference: 75 });
    expect(completeRefusal('Open', block)).toBe('The adjusted bank balance (104.37) is not the adjusted book balance (103.62): 0.75 is still unexplained. Match or mark the remaining lines first.');
    expect(completeRefusal('Open', { ...block, difference: 0 })).toBeNull();
    expect(completeRefusal('Balanced', { ...block, difference: 0 })).toBe('This reconciliation is already balanced.');
  });

  it('flags a payment outstanding over 90 days at the statement’s end, never a deposit', () => {
    expect(isStaleCheck({ postedOn: '2026-07-31', amount: '-10.00' }, '2026-10-31')).toBe(true);
    expect(isStaleCheck({ postedOn: '2026-08-02', amount: '-10.00' }, '2026-10-31')).toBe(false);
    expect(isStaleCheck({ postedOn: '2026-07-01', amount: '10.00' }, '2026-10-31')).toBe(false);
  });

  it('says the status, and the preparer never approves', () => {
    expect([statusOf({ completedAt: null, approvedAt: null }), statusOf({ completedAt: 1, approvedAt: null }), statusOf({ completedAt: 1, approvedAt: 2 })]).toEqual(['Open', 'Balanced', 'Approved']);
    expect(ownRecordRefusal({ kind: 'bank-reconciliation', makerId: 3, approverId: 3 })?.message).toBe('You recorded this reconciliation: someone else must approve it.');
    expect(ownRecordRefusal({ kind: 'bank-reconciliation', makerId: 3, approverId: 1 })).toBeNull();
  });
});
