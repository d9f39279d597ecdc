import { describe, expect, it } from 'vitest';
import { autoMatch, glKey, isStaleCheck, reconciliationBlock } from '../../../src/domain/accounting/bankReconciliation';
import { readBai2 } from '../../../src/domain/accounting/bankStatementBai2';
import { usuallyNeedsEntry } from '../../../src/domain/accounting/bankStatement';
import { centsOf } from '../../../src/domain/money';
import { demoBankAccountNumber, demoStaleCheckXref, demoStatement, type CashLine } from '../../../server/excede/demo/bankStatements';
import { lastClosedMonth } from '../../../server/excede/demo/bankStatementFiles';

const line = (jeId: string, postedOn: string, amount: string, source: string): CashLine => ({ jeId, lineNo: 1, brnId: '101', postedOn, amount, source, xref: `X${jeId}`, description: source });
const GL: CashLine[] = [
  line('9000001', '2026-09-15', '5000.00', 'General journal'),
  { ...line('8990001', '2026-07-21', '-300.00', 'AP payment'), xref: 'AP101-2026-06' },
  line('9000002', '2026-10-01', '-1250.00', 'AP payment'),
  line('9000003', '2026-10-02', '830.40', 'Deposit'),
  line('9000004', '2026-10-05', '100.00', 'AR receipt'),
  line('9000005', '2026-10-05', '250.25', 'AR receipt'),
  line('9000006', '2026-10-15', '-4200.00', 'Payroll'),
  line('9000007', '2026-10-29', '-75.00', 'AP payment'),
  line('9000008', '2026-10-30', '512.00', 'Deposit'),
  { ...line('9000009', '2026-10-30', '10.00', 'Deposit'), brnId: '102' },
];

describe('the demo’s bank statements', () => {
  it('take the last month closed before a day', () => {
    expect(lastClosedMonth('2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastClosedMonth('2027-01-02')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('write a BAI2 statement of the branch’s cash lines that auto-matches and reconciles once the bank’s own items need an entry', () => {
    const read = readBai2(demoStatement('101', GL, '2026-10-01', '2026-10-31'));
    if (!read.ok) throw new Error(read.message);
    const { statement } = read;
    // The bank never paid June's bills' check of July: it still has that money.
    expect(demoStaleCheckXref('101', '2026-10-01')).toBe('AP101-2026-06');
    expect(statement).toMatchObject({ accountNumber: demoBankAccountNumber('101'), periodFrom: '2026-10-01', periodTo: '2026-10-31', openingBalance: '5000.00' });
    expect(statement.lines.map((l) => l.baiType).sort()).toEqual(['165', '301', '354', '455', '475', '555', '698']);
    const bank = statement.lines.map((l, i) => ({ ...l, id: i + 1 }));
    const book = GL.filter((g) => g.brnId === '101' && (g.postedOn >= '2026-10-01' || g.xref === 'AP101-2026-06')).map((g) => ({ ...g, checkNo: g.source === 'AP payment' ? g.jeId : '' }));
    const matches = autoMatch(bank, book);
    const matchedBank = new Set(matches.flatMap((m) => m.bankLineIds));
    const matchedGl = new Set(matches.flatMap((m) => m.glLines.map(glKey)));
    const openGl = book.filter((g) => !matchedGl.has(glKey(g))).map((g) => centsOf(g.amount)!);
    const openBank = bank.filter((l) => !matchedBank.has(l.id));
    expect(openBank.every((l) => usuallyNeedsEntry(l.baiType))).toBe(true);
    expect(openGl).toEqual([-30_000, -7_500, 51_200]);
    expect(isStaleCheck(book[0]!, statement.periodTo)).toBe(true);
    const block = reconciliationBlock({
      statementBalance: centsOf(statement.closingBalance)!,
      bookBalance: GL.filter((g) => g.brnId === '101').reduce((s, g) => s + centsOf(g.amount)!, 0),
      outstandingChecks: 37_500,
      depositsInTransit: 51_200,
      needsEntry: openBank.reduce((s, l) => s + centsOf(l.amount)!, 0),
      unexplained: 0,
    });
    expect(block.difference).toBe(0);
  });
});
