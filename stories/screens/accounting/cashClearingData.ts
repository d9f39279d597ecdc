import { createRandom } from '../../../src/demo/random';
import type { CashClearingDay, CashClearingDayNote, CashClearingFlag, CashClearingLine, CashClearingMatch, CashClearingOverview } from '../../../src/domain/accounting/cashClearing';
import { centsOf, moneyText } from '../../../src/domain/money';

const DAY_MS = 86_400_000;
const dayOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/**
 * Branch-days on cash clearing as the server answers them, newest first, from `last` back over `count`
 * weekdays for each branch: most return to zero; every seventh is a receipt deposited a day late (that day
 * over, the next short), and some deposits are a little off. Days before `today`'s previous weekday that are
 * not zero are exceptions.
 */
export function clearingDays(count: number, branches: readonly string[] = ['101', '102'], last = '2026-11-18', seed = 5): CashClearingDay[] {
  const random = createRandom(seed);
  const days: CashClearingDay[] = [];
  for (const brnId of branches) {
    const weekdays: string[] = [];
    for (let utc = Date.parse(`${last}T00:00:00Z`); weekdays.length < count; utc -= DAY_MS) {
      const weekday = new Date(utc).getUTCDay();
      if (weekday !== 0 && weekday !== 6) weekdays.unshift(dayOf(utc));
    }
    let balance = 0;
    let carried = 0;
    weekdays.forEach((postedOn, i) => {
      const receipts = random.int(20_000, 900_000);
      const late = i % 7 === 3 ? random.int(2_000, 60_000) : 0;
      const off = i % 11 === 5 ? random.int(-900, 900) || 50 : 0;
      const deposits = receipts - late + carried + off;
      carried = late;
      const difference = receipts - deposits;
      const opening = balance;
      balance += difference;
      const status = difference === 0 ? 'Zero' : postedOn < '2026-11-17' ? 'Exception' : 'Not zero';
      days.push({
        brnId,
        postedOn,
        acctId: '1050',
        opening: moneyText(opening),
        receipts: moneyText(receipts),
        deposits: moneyText(deposits),
        closing: moneyText(balance),
        difference: moneyText(difference),
        unmatched: difference === 0 ? 0 : random.int(2, 9),
        status,
        methods: i % 4 === 1 ? 'Cash' : 'Cash, Check',
        // Some exceptions wait for a correcting entry.
        flags: status === 'Exception' && i % 3 === 0 ? 1 : 0,
      });
    });
  }
  return days.sort((a, b) => (a.postedOn === b.postedOn ? a.brnId.localeCompare(b.brnId) : b.postedOn.localeCompare(a.postedOn)));
}

/** The tiles and the chart over those days, as the server sums them. */
export function overviewOf(days: readonly CashClearingDay[]): CashClearingOverview {
  const open = days.filter((d) => d.status !== 'Zero');
  const exceptions = open.filter((d) => d.status === 'Exception').map((d) => d.postedOn);
  const off = (d: CashClearingDay) => Math.abs(centsOf(d.difference) ?? 0);
  const byDay = new Map<string, number>();
  for (const d of open) byDay.set(d.postedOn, (byDay.get(d.postedOn) ?? 0) + off(d));
  return {
    daysNotZero: open.length,
    exceptions: exceptions.length,
    oldestException: exceptions.length ? exceptions.reduce((a, b) => (a < b ? a : b)) : null,
    uncleared: moneyText(open.reduce((sum, d) => sum + off(d), 0)),
    byDay: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([postedOn, cents]) => ({ postedOn, uncleared: moneyText(cents) })),
  };
}

const receipt = (jeId: string, postedOn: string, amount: string, xref: string, customer: [string, string], method: string, depositXref: string | null): CashClearingLine => ({
  jeId,
  lineNo: 1,
  brnId: '101',
  postedOn,
  source: 'AR receipt',
  xref,
  description: `${method} receipt ${jeId.slice(-4)} - ${customer[1]}`,
  debit: amount,
  credit: '0.00',
  receiptId: `60${jeId.slice(-5)}`,
  cusId: customer[0],
  customer: customer[1],
  method,
  depositXref,
  matchId: null,
});

const deposit = (jeId: string, postedOn: string, amount: string, xref: string): CashClearingLine => ({
  jeId,
  lineNo: 2,
  brnId: '101',
  postedOn,
  source: 'Deposit',
  xref,
  description: `Bank deposit ${xref}`,
  debit: '0.00',
  credit: amount,
  receiptId: null,
  cusId: null,
  customer: null,
  method: null,
  depositXref: xref,
  matchId: null,
});

/**
 * Norcross's 3rd of November: a check of the 2nd banked a day late in the 3rd's deposit, with the 3rd's own
 * receipts. The day is $212.40 short until the late check is matched in with them.
 */
export const LATE_CHECK_DAY: CashClearingDay = {
  brnId: '101',
  postedOn: '2026-11-03',
  acctId: '1050',
  opening: '212.40',
  receipts: '1806.35',
  deposits: '2018.75',
  closing: '0.00',
  difference: '-212.40',
  unmatched: 4,
  status: 'Exception',
  methods: 'Cash, Check',
  flags: 0,
};

export const LATE_CHECK_LINES: CashClearingLine[] = [
  receipt('9004101', '2026-11-02', '212.40', '3016021', ['100482', 'Peach State Towing'], 'Check', 'D101-20261103'),
  receipt('9004137', '2026-11-03', '1250.00', '5008814', ['101207', 'Gwinnett Concrete Supply'], 'Check', 'D101-20261103'),
  receipt('9004142', '2026-11-03', '556.35', '3016090', ['CASH101', 'CASH SALE - NORCROSS'], 'Cash', 'D101-20261103'),
  deposit('9004160', '2026-11-03', '2018.75', 'D101-20261103'),
];

export const LATE_CHECK_MATCH: CashClearingMatch = {
  id: 12,
  version: 1,
  brnId: '101',
  depositXref: 'D101-20261103',
  depositOn: '2026-11-03',
  amount: '2018.75',
  receiptCount: 3,
  note: 'Check 4471 from Peach State Towing came in after the deposit left on the 2nd.',
  matchedBy: 'Casey Accounting',
  matchedAt: '2026-11-04T14:20:00.000Z',
};

/** The same day once its receipts are matched to its deposit: every line in match #12, the day Zero. */
export const MATCHED_DAY: CashClearingDay = { ...LATE_CHECK_DAY, difference: '0.00', unmatched: 0, status: 'Zero' };
export const MATCHED_LINES: CashClearingLine[] = LATE_CHECK_LINES.map((l) => ({ ...l, matchId: LATE_CHECK_MATCH.id }));

/** A busy day's lines: many counter receipts and their deposit. */
export function busyDayLines(count: number): CashClearingLine[] {
  const random = createRandom(9);
  const lines: CashClearingLine[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const cents = random.int(1_500, 250_000);
    total += cents;
    lines.push(receipt(String(9_100_000 + i), '2026-11-03', moneyText(cents), String(3_020_000 + i), ['CASH101', 'CASH SALE - NORCROSS'], random.pick(['Cash', 'Check']), 'D101-20261103'));
  }
  lines.push(deposit(String(9_100_000 + count), '2026-11-03', moneyText(total), 'D101-20261103'));
  return lines;
}

/** The late check's day flagged for a correcting entry, and its receipt line too; an older flag cleared. */
export const LATE_CHECK_FLAGS: CashClearingFlag[] = [
  { id: 31, version: 1, brnId: '101', postedOn: LATE_CHECK_LINES[0]!.postedOn, jeId: LATE_CHECK_LINES[0]!.jeId, lineNo: 1, reason: 'Check 4471 posted to the 2nd: move it to the 3rd with a correcting entry.', flaggedBy: 'Casey Accounting', flaggedAt: '2026-11-04T13:05:00.000Z', clearedBy: null, clearedAt: null },
  { id: 30, version: 1, brnId: '101', postedOn: '2026-11-03', jeId: null, lineNo: null, reason: 'Deposit slip total differs from the bank by $212.40.', flaggedBy: 'Dana Controller', flaggedAt: '2026-11-04T12:40:00.000Z', clearedBy: null, clearedAt: null },
  { id: 22, version: 2, brnId: '101', postedOn: '2026-11-03', jeId: null, lineNo: null, reason: 'Drawer 2 count sheet missing.', flaggedBy: 'Casey Accounting', flaggedAt: '2026-11-03T21:10:00.000Z', clearedBy: 'Dana Controller', clearedAt: '2026-11-04T09:15:00.000Z' },
];

export const LATE_CHECK_NOTE: CashClearingDayNote = {
  id: 8,
  version: 1,
  note: 'Peach State Towing’s check came in after the 2nd’s deposit left; the 3rd’s deposit took it.',
  writtenBy: 'Casey Accounting',
  writtenAt: '2026-11-04T14:25:00.000Z',
};
