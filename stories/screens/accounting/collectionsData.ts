import { createRandom } from '../../../src/demo/random';
import type { CollectedDay, CollectedReceipt, CollectionsDso, Collector, PastDueAccount, PaymentMethod } from '../../../src/domain/accounting/collections';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { centsOf, moneyText } from '../../../src/domain/money';

/** The stories' New York today (REPORT_NOW's day). */
export const STORY_TODAY = '2026-11-18';

const CUSTOMERS = [
  ['100017', 'Peach State Towing'],
  ['100042', 'Blue Ridge Hauling'],
  ['100058', 'Chattahoochee Freight Lines'],
  ['100071', 'Gwinnett County Public Works'],
  ['100093', 'Okefenokee Logistics'],
  ['100104', 'Ramirez Hauling'],
  ['100126', 'Savannah Port Drayage'],
  ['100139', 'Kennesaw Concrete Supply'],
] as const;

const METHODS: readonly PaymentMethod[] = ['Cash', 'Check', 'Check', 'Card', 'Card', 'ACH', 'Wire'];

/** Receipts of November 2026 at Norcross and Forest Park, newest first, as GET …/collections/receipts answers them. */
export function receipts(count: number, seed = 11): CollectedReceipt[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const [cusId, customer] = random.pick(CUSTOMERS);
    const method = random.pick(METHODS);
    const brnId = i % 3 === 2 ? '102' : '101';
    const day = 18 - Math.floor((i * 18) / Math.max(count, 1));
    const at = Date.UTC(2026, 10, day, 13 + random.int(0, 8), random.int(0, 59));
    const counter = method === 'Cash' || method === 'Card';
    return {
      receivedAt: new Date(at).toISOString(),
      brnId,
      drawer: method === 'ACH' || method === 'Wire' ? null : counter ? `${brnId}-P1` : `${brnId}-AR`,
      cusId,
      customer,
      xref: `${counter ? 'C' : 'S'}${4_471_000 + i}`,
      method,
      amount: moneyText(method === 'Wire' ? random.int(2_000_000, 9_000_000) : random.int(2_500, 350_000)),
      receiptId: String(6_010_000 + count - i),
      depositId: method === 'Cash' || method === 'Check' ? `D${brnId}-202611${String(day).padStart(2, '0')}` : null,
    };
  });
}

/** What each New York day took by each method, as GET …/collections/receipts/by-day answers it. */
export function collectedByDay(rows: readonly CollectedReceipt[]): CollectedDay[] {
  const sums = new Map<string, number>();
  for (const r of rows) {
    const key = `${newYorkDay(r.receivedAt)}|${r.method}`;
    sums.set(key, (sums.get(key) ?? 0) + (centsOf(r.amount) ?? 0));
  }
  return [...sums]
    .map(([key, cents]) => {
      const [day, method] = key.split('|') as [string, PaymentMethod];
      return { day, method, amount: moneyText(cents) };
    })
    .sort((a, b) => (a.day === b.day ? a.method.localeCompare(b.method) : a.day.localeCompare(b.day)));
}

export const COLLECTORS: Collector[] = [
  { excedeId: '10003', name: 'Casey Accounting', brnId: '101', title: 'Controller' },
  { excedeId: '10004', name: 'Vic Viewer', brnId: '101', title: 'Office clerk' },
  { excedeId: '10226', name: 'Thomas Hall', brnId: '102', title: 'Parts counter' },
];

const money = (cents: number) => moneyText(cents);

/**
 * Accounts with something past due, most owed first: the first is over its limit and more than 60 days
 * late with a missed promise, the second on credit hold with a kept one, the third with a promise still to
 * come and a call logged; the rest are spread over the buckets.
 */
export function pastDueAccounts(count: number, seed = 3): PastDueAccount[] {
  const random = createRandom(seed);
  const rows = Array.from({ length: count }, (_, i): PastDueAccount => {
    const [cusId, customer] = i < CUSTOMERS.length ? CUSTOMERS[i]! : [String(200_000 + i), `Fleet Customer ${i + 1}`];
    const buckets = [random.int(0, 400_000), random.int(0, 300_000), i % 4 === 0 ? random.int(10_000, 200_000) : 0, i % 5 === 0 ? random.int(5_000, 90_000) : 0, 0, i % 9 === 0 ? random.int(1_000, 30_000) : 0];
    if (buckets.slice(1).every((b) => b === 0)) buckets[1] = random.int(5_000, 80_000);
    const [current, d30, d60, d90, d120, over] = buckets as [number, number, number, number, number, number];
    const pastDue = d30 + d60 + d90 + d120 + over;
    const balance = current + pastDue;
    const oldest = over ? random.int(121, 200) : d90 ? random.int(61, 90) : d60 ? random.int(31, 60) : random.int(1, 30);
    return {
      brnId: i % 4 === 3 ? '102' : '101',
      cusId,
      customer,
      terms: i % 3 === 0 ? 'NET15' : 'NET30',
      creditLimit: money(i === 0 ? Math.max(100_000, balance - 50_000) : 2_500_000),
      balance: money(balance),
      current: money(current),
      days1to30: money(d30),
      days31to60: money(d60),
      days61to90: money(d90),
      days91to120: money(d120),
      over120: money(over),
      pastDue: money(pastDue),
      oldestDays: oldest,
      lastPaidAt: `2026-${i % 2 ? '10' : '11'}-${String(3 + (i % 20)).padStart(2, '0')}T15:20:00.000Z`,
      lastPaidAmount: money(random.int(5_000, 120_000)),
      promisedOn: null,
      promisedAmount: null,
      promisePaid: null,
      collectorId: i % 2 ? '10003' : null,
      collector: i % 2 ? 'Casey Accounting' : null,
      status: i === 1 ? 'Credit hold' : 'Active',
      lastCallAt: null,
      lastCallOutcome: null,
      lastCallNote: null,
      followUpOn: null,
      version: i % 2 ? 1 : null,
      holdRequestKind: null,
      holdRequestReason: null,
      holdRequestedBy: null,
      holdRequestedAt: null,
      holdRequestId: null,
      holdRequestVersion: null,
      lastStatementAt: null,
      lastStatementTo: null,
    };
  });
  const promise = (row: PastDueAccount | undefined, promisedOn: string, paid: string) => {
    if (!row) return;
    Object.assign(row, {
      promisedOn,
      promisedAmount: row.pastDue,
      promisePaid: paid === 'all' ? row.pastDue : paid,
      lastCallAt: `${addDays(promisedOn, -5)}T14:05:00.000Z`,
      lastCallOutcome: 'Promised to pay',
      lastCallNote: 'Will mail a check this week.',
      followUpOn: promisedOn,
      version: (row.version ?? 0) + 1,
    });
  };
  // The first account (over its limit, more than 60 days late) missed its promise of the 16th.
  promise(rows[0], '2026-11-16', '0.00');
  promise(rows[1], '2026-11-13', 'all');
  promise(rows[2], '2026-11-25', '0.00');
  return rows.sort((a, b) => (centsOf(b.pastDue) ?? 0) - (centsOf(a.pastDue) ?? 0));
}

export const DSO: CollectionsDso = { receivable: '2799329.71', creditSales: '4970458.64', days: 90, dso: 50.7 };

/**
 * The past-due accounts with the hold requests of a working week: the account on credit hold waits for its
 * release (asked by Casey Accounting), Peach State Towing is with legal, Ramirez Hauling was last sent a statement.
 */
export function accountsWithRequests(count: number): PastDueAccount[] {
  return pastDueAccounts(count).map((row) => {
    if (row.status === 'Credit hold') {
      return {
        ...row,
        holdRequestKind: 'Release',
        holdRequestReason: 'Paid the 31–60 by wire this morning.',
        holdRequestedBy: 'Casey Accounting',
        holdRequestedAt: '2026-11-18T14:10:00.000Z',
        holdRequestId: 41,
        holdRequestVersion: 1,
      };
    }
    if (row.customer === 'Peach State Towing') return { ...row, status: 'Legal' };
    if (row.customer === 'Ramirez Hauling') return { ...row, lastStatementAt: '2026-11-17T15:30:00.000Z', lastStatementTo: 'ap@ramirezhauling.example' };
    return row;
  });
}
