import { CHECK_SOURCES } from '../../../src/domain/accounting/bankReconciliation';
import { bai2Text, type Bai2Day } from '../../../src/domain/accounting/bankStatementBai2';
import type { StatementLine } from '../../../src/domain/accounting/bankStatement';
import { addDays, isBusinessDay, nextBusinessDay } from '../../../src/domain/businessDays';
import { centsOf, moneyText } from '../../../src/domain/money';

/**
 * The bank's month-end statement of a branch's operating account (GL 1010), written from Excede's own cash
 * lines as the bank would have seen them: deposits credited the next business day, each day's ACH receipts
 * as one credit, checks paid some business days after they were written (so a few are still outstanding at
 * month end, and the month's last deposits in transit), the rest on their day; a check of four months before
 * it never paid (demoStaleCheckXref). To those the bank adds what the books do not have yet: an analysis fee,
 * interest and a returned deposited item. Deterministic: the same lines make the same file.
 */

export const DEMO_BANK = { name: 'Peachtree National Bank', routing: '061000227' } as const;
/** The group's customer id at the bank, as its BAI2 files name it. */
const CUSTOMER_ID = 'PEACHTRUCK';

/**
 * The check the bank has still not paid when a branch's statements start (`from`, the first day of their
 * month): the payment of the monthly vendor bills of four months before, written some weeks into the next
 * month, so it is over 90 days old at the statement's end. The seed names it as the account's opening item.
 */
export function demoStaleCheckXref(brnId: string, from: string): string {
  const month = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1 - 4;
  return `AP${brnId}-${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

/** A demo branch's operating account at the bank (GL 1010). */
export const demoBankAccountNumber = (brnId: string) => `4410${brnId.padStart(4, '0')}${String((Number(brnId) * 37) % 100).padStart(2, '0')}`;

export interface CashLine {
  jeId: string;
  lineNo: number;
  brnId: string;
  postedOn: string;
  /** Debit − credit, numeric text. */
  amount: string;
  source: string;
  xref: string;
  description: string;
}

/** A small deterministic hash (FNV-1a) of a text. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const onBusinessDay = (day: string) => (isBusinessDay(day) ? day : nextBusinessDay(day));
function businessDaysAfter(day: string, n: number) {
  let d = onBusinessDay(day);
  for (let i = 0; i < n; i++) d = nextBusinessDay(d);
  return d;
}

const CREDIT_TYPES: Record<string, string> = { Deposit: '301', 'AR receipt': '165', 'Card batch': '165', 'Contract funding': '195', 'Lender reserve': '165', 'Lease and rental': '165' };
const DEBIT_TYPES: Record<string, string> = { 'AP payment': '475', Payroll: '455', 'Floor plan': '495', 'General journal': '698' };

type BankItem = Omit<StatementLine, 'lineNo'>;

/** The day the bank moved the money of a GL cash line, its type code and its text. */
function bankItemOf(line: CashLine): BankItem {
  const cents = centsOf(line.amount)!;
  const isCheck = (CHECK_SOURCES as readonly string[]).includes(line.source) && cents < 0;
  const postedOn = isCheck ? businessDaysAfter(line.postedOn, 2 + (hashOf(line.jeId) % 8)) : line.source === 'Deposit' ? nextBusinessDay(line.postedOn) : onBusinessDay(line.postedOn);
  const baiType = cents > 0 ? (CREDIT_TYPES[line.source] ?? '399') : (DEBIT_TYPES[line.source] ?? '699');
  return {
    postedOn,
    baiType,
    amount: line.amount,
    checkNo: isCheck ? line.jeId : '',
    bankRef: `${postedOn.replaceAll('-', '').slice(2)}${String(hashOf(`${line.jeId}/${line.lineNo}`) % 1_000_000).padStart(6, '0')}`,
    text: isCheck ? `CHECK ${line.jeId}` : `${line.source.toUpperCase()} ${line.xref}`,
  };
}

/**
 * A branch's statement of a month (`from`–`to`, ISO days) as BAI2: the book balance before the month as its
 * opening balance, then the month's cash lines as the bank saw them, with the bank's own items.
 */
export function demoStatement(brnId: string, lines: readonly CashLine[], from: string, to: string): string {
  const own = lines.filter((l) => l.brnId === brnId);
  const stale = demoStaleCheckXref(brnId, from);
  // The bank has everything before the month but the check it never paid.
  const opening = own.filter((l) => l.postedOn < from && !(l.xref === stale && l.source === 'AP payment')).reduce((sum, l) => sum + centsOf(l.amount)!, 0);
  const items: BankItem[] = [];
  const achByDay = new Map<string, { postedOn: string; cents: number; count: number; ref: string }>();
  for (const line of own.filter((l) => l.postedOn >= from && l.postedOn <= to)) {
    const item = bankItemOf(line);
    if (line.source === 'AR receipt' && centsOf(line.amount)! > 0) {
      // The ACH receipts Excede posted on one day reach the bank as one credit.
      const day = achByDay.get(line.postedOn) ?? { postedOn: item.postedOn, cents: 0, count: 0, ref: item.bankRef };
      achByDay.set(line.postedOn, { ...day, cents: day.cents + centsOf(line.amount)!, count: day.count + 1 });
    } else items.push(item);
  }
  for (const { postedOn, ...day } of achByDay.values()) items.push({ postedOn, baiType: '165', amount: moneyText(day.cents), checkNo: '', bankRef: day.ref, text: `ACH CREDITS ${day.count} ITEMS CUSTOMER REMITTANCES` });
  const businessDays: string[] = [];
  // The month's first and last days open and close the statement, business days or not.
  for (let d = from; d <= to; d = addDays(d, 1)) if (isBusinessDay(d) || d === from || d === to) businessDays.push(d);
  const seed = hashOf(`${brnId}${from}`);
  const middle = businessDays[Math.floor(businessDays.length / 2)]!;
  const last = businessDays.at(-1)!;
  items.push(
    { postedOn: middle, baiType: '555', amount: moneyText(-(25_000 + (seed % 90_000))), checkNo: '', bankRef: `RI${seed % 100_000}`, text: 'RETURNED DEPOSITED ITEM NSF' },
    { postedOn: last, baiType: '698', amount: moneyText(-(4_500 + (seed % 3_000))), checkNo: '', bankRef: `AF${seed % 100_000}`, text: 'ACCOUNT ANALYSIS FEE' },
    { postedOn: last, baiType: '354', amount: moneyText(1_200 + (seed % 4_000)), checkNo: '', bankRef: `IN${seed % 100_000}`, text: 'INTEREST CREDITED' },
  );
  const onStatement = items.filter((i) => i.postedOn >= from && i.postedOn <= to);
  const days: Bai2Day[] = businessDays.map((on) => ({
    on,
    lines: onStatement.filter((i) => i.postedOn === on).sort((a, b) => a.baiType.localeCompare(b.baiType) || a.bankRef.localeCompare(b.bankRef)),
  }));
  return bai2Text({ bankId: DEMO_BANK.routing, customerId: CUSTOMER_ID, createdOn: nextBusinessDay(to), accountNumber: demoBankAccountNumber(brnId), openingBalance: moneyText(opening), days });
}
