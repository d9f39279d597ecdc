import type { ReconciliationStatus } from '../../../src/domain/accounting/bankReconciliation';
import type { BankLineView, BankStatementDetail, BankStatementRow, BookLineView } from '../../../src/domain/accounting/bankReconciliationViews';
import { bai2Text } from '../../../src/domain/accounting/bankStatementBai2';
import { moneyText } from '../../../src/domain/money';
import { DEMO_BANK, demoBankAccountNumber } from '../../../server/excede/demo/bankStatements';

/** The stories' bank reconciliation: the group's operating accounts' statements by month, and Norcross's October. */

const STATUSES: readonly ReconciliationStatus[] = ['Approved', 'Approved', 'Balanced', 'Open', 'Approved'];
const monthEnd = (back: number) => {
  const d = new Date(Date.UTC(2026, 10 - back, 0));
  return d.toISOString().slice(0, 10);
};
const masked = (brnId: string) => `••••${demoBankAccountNumber(brnId).slice(-4)}`;

export function bankStatements(count: number, branches: readonly string[] = ['101', '102']): BankStatementRow[] {
  return Array.from({ length: count }, (_, i) => {
    const brnId = branches[i % branches.length]!;
    const periodTo = monthEnd(Math.floor(i / branches.length));
    const status = STATUSES[i % STATUSES.length]!;
    const statement = 18_000_000 + ((i * 7_919) % 900_000) * 10;
    const outstanding = 320_000 + ((i * 131) % 5_000) * 10;
    const transit = 150_000 + ((i * 97) % 4_000) * 10;
    const needsEntry = -(4_500 + (i % 7) * 100);
    const difference = status === 'Open' ? -40_000 : 0;
    return {
      id: count - i,
      account: masked(brnId),
      bankName: DEMO_BANK.name,
      brnId,
      periodFrom: `${periodTo.slice(0, 7)}-01`,
      periodTo,
      statementBalance: moneyText(statement),
      bookBalance: moneyText(statement - outstanding + transit - needsEntry - difference),
      outstandingChecks: moneyText(outstanding),
      depositsInTransit: moneyText(transit),
      needsEntry: moneyText(needsEntry),
      difference: moneyText(difference),
      status,
      preparer: status === 'Open' ? null : 'Casey Accounting',
      approver: status === 'Approved' ? 'Alex Admin' : null,
    };
  });
}

const bank = (id: number, lineNo: number, postedOn: string, baiType: string, amount: string, rest: Partial<BankLineView> = {}): BankLineView => ({
  id,
  version: 1,
  lineNo,
  postedOn,
  baiType,
  amount,
  checkNo: '',
  bankRef: `R${id}`,
  text: '',
  matchId: null,
  needsEntry: false,
  ...rest,
});
const book = (jeId: string, postedOn: string, source: string, amount: string, rest: Partial<BookLineView> = {}): BookLineView => ({
  jeId,
  lineNo: 1,
  postedOn,
  xref: `X${jeId}`,
  source,
  amount,
  description: source,
  checkNo: source === 'AP payment' ? jeId : '',
  matchId: null,
  stale: false,
  ...rest,
});

/** Norcross's October: auto-matched mostly; a wire to match by hand, a fee that needs an entry, a stale check. */
export function bankStatementDetail(state: ReconciliationStatus | 'unbalanced' = 'unbalanced', extraLines = 0): BankStatementDetail {
  const open = state === 'unbalanced';
  const status: ReconciliationStatus = open ? 'Open' : state;
  const bankLines = [
    bank(41, 4, '2026-10-02', '301', '830.40', { text: 'DEPOSIT D101-20261001', matchId: 1 }),
    bank(42, 9, '2026-10-05', '165', '350.25', { text: 'ACH CREDITS 2 ITEMS CUSTOMER REMITTANCES', matchId: 2 }),
    bank(43, 14, '2026-10-09', '475', '-1250.00', { checkNo: '9004711', text: 'CHECK 9004711', matchId: 3 }),
    bank(44, 20, '2026-10-24', '495', '-400.00', { text: 'OUTGOING WIRE FLOOR PLAN PAYOFF', matchId: open ? null : 4 }),
    bank(45, 25, '2026-10-30', '698', '-35.00', { text: 'ACCOUNT ANALYSIS FEE', needsEntry: true }),
    ...Array.from({ length: extraLines }, (_, i) => bank(100 + i, 30 + i, `2026-10-${String(1 + (i % 30)).padStart(2, '0')}`, i % 2 ? '475' : '301', moneyText((i % 2 ? -1 : 1) * (10_000 + i * 37)), { checkNo: i % 2 ? String(9_100_000 + i) : '', text: i % 2 ? `CHECK ${9_100_000 + i}` : 'DEPOSIT', matchId: 5 + i })),
  ];
  const bookLines = [
    book('9004701', '2026-10-01', 'Deposit', '830.40', { matchId: 1 }),
    book('9004702', '2026-10-05', 'AR receipt', '100.00', { matchId: 2 }),
    book('9004703', '2026-10-05', 'AR receipt', '250.25', { matchId: 2 }),
    book('9004711', '2026-10-02', 'AP payment', '-1250.00', { matchId: 3 }),
    book('9004720', '2026-10-10', 'Floor plan', '-400.00', { matchId: open ? null : 4 }),
    book('9004731', '2026-10-29', 'AP payment', '-75.00'),
    book('9004732', '2026-10-31', 'Deposit', '512.00'),
    book('9001207', '2026-07-15', 'AP payment', '-118.40', { stale: true }),
  ];
  const matches = [1, 2, 3, ...(open ? [] : [4]), ...Array.from({ length: extraLines }, (_, i) => 5 + i)].map((id) => ({
    id,
    matchedBy: id === 4 ? ('Manual' as const) : ('Auto' as const),
    matchedAt: '2026-11-03T14:05:00.000Z',
    matchedByName: 'Casey Accounting',
  }));
  const difference = open ? '-400.00' : '0.00';
  return {
    statement: {
      ...bankStatements(1)[0]!,
      id: 7,
      version: 4,
      account: masked('101'),
      accountNumberMasked: masked('101'),
      format: 'BAI2',
      fileName: 'statement-101-2026-10.bai',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      openingBalance: '182000.00',
      statementBalance: '181495.65',
      bookBalance: '181849.25',
      outstandingChecks: open ? '593.40' : '193.40',
      depositsInTransit: '512.00',
      needsEntry: '-35.00',
      unexplained: open ? '-400.00' : '0.00',
      adjustedBank: open ? '181414.25' : '181814.25',
      adjustedBook: '181814.25',
      difference,
      status,
      preparer: status === 'Open' ? null : 'Casey Accounting',
      approver: status === 'Approved' ? 'Alex Admin' : null,
      uploadedBy: 'Casey Accounting',
      approvalRefusal: null,
    },
    bankLines,
    bookLines,
    matches,
    asOf: '2026-11-03T07:15:00.000Z',
    stale: false,
  };
}

/** A statement file as the bank writes it, for the upload stories. */
export const NORCROSS_BAI2 = bai2Text({
  bankId: DEMO_BANK.routing,
  customerId: 'PEACHTRUCK',
  createdOn: '2026-11-02',
  accountNumber: demoBankAccountNumber('101'),
  openingBalance: '182000.00',
  days: [{ on: '2026-10-02', lines: [{ baiType: '301', amount: '830.40', checkNo: '', bankRef: 'R1', text: 'DEPOSIT D101-20261001' }] }],
});
