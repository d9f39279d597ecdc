import { addDays, nextBusinessDay } from '../businessDays';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { formatMoney2 } from '../format';
import { moneyText } from '../money';

/**
 * Cash clearing (GL 1050): the counters' cash and check receipts post to it, each day's bank deposit takes
 * them out again, so every branch's account should come back to zero every business day. A day whose
 * lines do not net to zero is cleared by matching its receipts to the deposit that took them to the bank
 * (a receipt deposited a day late belongs to the next day's deposit); what no match clears stays Not zero.
 */

export const CASH_CLEARING_ACCOUNT = '1050';

/**
 * The clearing accounts the screen reads, and the receipt methods that post to each: cash and checks to
 * cash clearing, cards to card clearing (its batches take them out, the next business day).
 */
export const CLEARING_ACCOUNTS = [
  { acctId: CASH_CLEARING_ACCOUNT, name: 'Cash clearing', methods: ['Cash', 'Check'] },
  { acctId: '1060', name: 'Card clearing', methods: ['Card'] },
] as const;
export type ClearingAccountId = (typeof CLEARING_ACCOUNTS)[number]['acctId'];
export const CLEARING_ACCOUNT_IDS: readonly ClearingAccountId[] = CLEARING_ACCOUNTS.map((a) => a.acctId);
export const RECEIPT_METHODS = ['Cash', 'Check', 'Card'] as const;
export const methodsOfAccount = (acctId: string): readonly string[] => CLEARING_ACCOUNTS.find((a) => a.acctId === acctId)?.methods ?? [];

/** The clearing accounts a list's account filter asks for (values it names that are clearing accounts), cash clearing when it names none. */
export function accountsAsked(filter: { anyOf: readonly string[] } | object | undefined): ClearingAccountId[] {
  const named = filter && 'anyOf' in filter ? CLEARING_ACCOUNT_IDS.filter((id) => filter.anyOf.includes(id)) : [];
  return named.length ? named : [CASH_CLEARING_ACCOUNT];
}
/** A day is Zero when its lines net to zero once matches are counted, an Exception when still Not zero on its next business day. */
export const DAY_STATUSES = ['Zero', 'Not zero', 'Exception'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];
export const MATCH_STATUSES = ['Matched', 'Unmatched'] as const;

/**
 * A day still Not zero on its next business day is an exception. The last day that is one on `today`:
 * every day up to it has seen its next business day come (on a Monday, the Friday and the weekend too).
 */
export function lastExceptionDay(today: string): string {
  let day = addDays(today, -1);
  while (nextBusinessDay(day) > today) day = addDays(day, -1);
  return day;
}

/**
 * Why receipts cannot be matched to a deposit, or null when they can: a match takes the whole deposit, so
 * the receipts must come to its amount to the cent. Amounts in cents.
 */
export function matchProblem(depositCents: number, receiptCents: readonly number[]): string | null {
  if (!receiptCents.length) return 'Select at least one receipt.';
  const receipts = receiptCents.reduce((sum, cents) => sum + cents, 0);
  if (receipts === depositCents) return null;
  const off = receipts - depositCents;
  const dollars = (cents: number) => formatMoney2(moneyText(cents));
  return `The receipts come to ${dollars(receipts)} and the deposit to ${dollars(depositCents)}: a match must balance to the cent (${off > 0 ? 'over' : 'short'} by ${dollars(Math.abs(off))}).`;
}

/** A branch's business day on a clearing account, as GET /api/accounting/cash-clearing answers it. */
export interface CashClearingDay {
  brnId: string;
  /** YYYY-MM-DD. */
  postedOn: string;
  /** The clearing account (1050 unless the list asks for another). */
  acctId: string;
  /** Exact money as strings ('1234.50'): the balance before the day, what the day posted, after it. */
  opening: string;
  receipts: string;
  deposits: string;
  closing: string;
  /** The day's lines no match clears, netted: zero when the day cleared. */
  difference: string;
  /** How many of the day's lines are still to clear (none when the day is Zero). */
  unmatched: number;
  status: DayStatus;
  /** The methods of the day's receipts, 'Cash, Check'. */
  methods: string;
  /** Flags for a correcting entry still open on the day or its lines. */
  flags: number;
}

/** The days list (GET /api/accounting/cash-clearing): its columns, in their order on screen. */
export const CASH_CLEARING_DAY_FIELDS = {
  // The period above the grid filters the days.
  postedOn: { header: 'Date', format: 'date', filter: null },
  brnId: BRANCH_FIELD,
  acctId: { header: 'Account', format: 'text', filter: 'values' },
  opening: { header: 'Opening', format: 'money2' },
  receipts: { header: 'Receipts', format: 'money2', total: 'sum' },
  deposits: { header: 'Deposits', format: 'money2', total: 'sum' },
  closing: { header: 'Closing', format: 'money2' },
  difference: { header: 'Difference', format: 'money2', total: 'sum' },
  unmatched: { header: 'Unmatched items', format: 'number', total: 'sum' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  // Filtered by what it contains: a method names the days with receipts by it.
  methods: { header: 'Methods', format: 'text' },
  flags: { header: 'Flags', format: 'number', total: 'sum' },
} as const satisfies ListFields & Record<keyof CashClearingDay, unknown>;

/** The statuses "Not zero only" keeps. */
export const NOT_ZERO_STATUSES: readonly DayStatus[] = ['Not zero', 'Exception'];

/** A GL line on cash clearing, with the receipt behind it and its match. */
export interface CashClearingLine {
  jeId: string;
  lineNo: number;
  brnId: string;
  postedOn: string;
  source: string;
  xref: string;
  description: string;
  /** Receipts (debits) and deposits (credits): exact money as strings. */
  debit: string;
  credit: string;
  receiptId: string | null;
  cusId: string | null;
  customer: string | null;
  method: string | null;
  /** The deposit Excede says took the receipt to the bank (a deposit line: its own xref). */
  depositXref: string | null;
  /** The live match it is in. */
  matchId: number | null;
}

/** A live match, as the detail shows it. */
export interface CashClearingMatch {
  id: number;
  version: number;
  brnId: string;
  depositXref: string;
  depositOn: string;
  amount: string;
  receiptCount: number;
  note: string;
  matchedBy: string;
  /** ISO. */
  matchedAt: string;
}

/** A day, or one of its lines, flagged for a correcting entry (a GL task); open until someone clears it. */
export interface CashClearingFlag {
  id: number;
  version: number;
  brnId: string;
  postedOn: string;
  /** The line flagged; null for the whole day. */
  jeId: string | null;
  lineNo: number | null;
  reason: string;
  flaggedBy: string;
  /** ISO. */
  flaggedAt: string;
  clearedBy: string | null;
  clearedAt: string | null;
}

/** A branch's day's note. */
export interface CashClearingDayNote {
  id: number;
  version: number;
  note: string;
  writtenBy: string;
  /** ISO: when it was last written. */
  writtenAt: string;
}

/** GET /api/accounting/cash-clearing/detail. */
export interface CashClearingDetail {
  /** The branch's day (null for an xref). */
  day: CashClearingDay | null;
  lines: CashClearingLine[];
  matches: CashClearingMatch[];
  /** The day's flags and its lines' (an xref: its lines'), open first, then the cleared ones. */
  flags: CashClearingFlag[];
  /** The day's note (never for an xref). */
  dayNote: CashClearingDayNote | null;
  asOf: string | null;
  stale: boolean;
}

/** GET /api/accounting/cash-clearing/overview: the tiles and the chart over the list's branches and days. */
export interface CashClearingOverview {
  daysNotZero: number;
  exceptions: number;
  /** YYYY-MM-DD, or null when no day is an exception. */
  oldestException: string | null;
  /** What the days that are not zero are off by, each counted whole (a day short and one over both count). */
  uncleared: string;
  byDay: { postedOn: string; uncleared: string }[];
}
