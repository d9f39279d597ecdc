import type { UnreconciledCalendarDay, UnreconciledDay, UnreconciledDayDetail, UnreconciledItem } from '../../../src/domain/accounting/unreconciledDays';
import { businessDaysBetween } from '../../../src/domain/businessDays';
import { moneyText } from '../../../src/domain/money';

/** The stories' today (REPORT_NOW in New York): days open count to it. */
const TODAY = '2026-11-18';
const OWNERS = [null, 'Casey Accounting', 'Linda Anderson', 'Marcus Hall'];
const STATUSES = ['Open', 'Open', 'Awaiting approval', 'Explained', 'Reconciled'] as const;

/** `count` cash-clearing days of November's weekdays and before, across `branches`, newest first. */
export function unreconciledDays(count: number, branches: readonly string[] = ['101', '102']): UnreconciledDay[] {
  const days: UnreconciledDay[] = [];
  for (let i = 0; days.length < count; i += 1) {
    const at = new Date(Date.UTC(2026, 10, 17 - Math.floor(i / branches.length)));
    if (at.getUTCDay() === 0 || at.getUTCDay() === 6) continue;
    const dayOn = at.toISOString().slice(0, 10);
    const n = days.length;
    const unreconciled = 1_250 + ((n * 7_919) % 48_000);
    const reconciled = (n * 3_301) % 120_000;
    days.push({
      dayOn,
      brnId: branches[i % branches.length]!,
      stream: 'clearing',
      expected: moneyText(unreconciled + reconciled),
      reconciled: moneyText(reconciled),
      unreconciled: moneyText(unreconciled),
      items: 1 + (n % 4),
      daysOpen: businessDaysBetween(dayOn, TODAY),
      owner: OWNERS[n % OWNERS.length]!,
      status: STATUSES[n % STATUSES.length]!,
    });
  }
  return days;
}

/** The heat-map's days of `days` in November. */
export function calendarOf(days: readonly UnreconciledDay[]): UnreconciledCalendarDay[] {
  const byDay = new Map<string, UnreconciledCalendarDay>();
  for (const d of days.filter((x) => x.dayOn.startsWith('2026-11'))) {
    const at = byDay.get(d.dayOn) ?? { dayOn: d.dayOn, days: 0, daysOpen: 0, unreconciled: '0.00' };
    byDay.set(d.dayOn, { ...at, days: at.days + 1, daysOpen: Math.max(at.daysOpen, d.daysOpen), unreconciled: (Number(at.unreconciled) + Number(d.unreconciled)).toFixed(2) });
  }
  return [...byDay.values()].sort((a, b) => a.dayOn.localeCompare(b.dayOn));
}

const item = (itemKey: string, kind: string, reference: string, description: string, amount: string, open = true): UnreconciledItem => ({
  itemKey,
  kind,
  reference,
  description,
  amount,
  open,
  fileId: null,
  explanation: null,
});

/** Norcross's 2nd of November on cash clearing: two receipts and a deposit that does not take them all. */
export function dayDetail(overrides: Partial<UnreconciledDayDetail> = {}): UnreconciledDayDetail {
  return {
    day: {
      dayOn: '2026-11-02',
      brnId: '101',
      stream: 'clearing',
      expected: '220.00',
      reconciled: '0.00',
      unreconciled: '220.00',
      items: 3,
      daysOpen: 12,
      owner: null,
      status: 'Open',
    },
    record: null,
    items: [
      item('JE1001:1', 'AR receipt', 'INV4471203', 'Cash receipt 9000001', '100.00'),
      item('JE1002:1', 'AR receipt', 'INV4471204', 'Check receipt 9000002', '20.00'),
      item('JE1003:2', 'Deposit', 'D101-20261102', 'Bank deposit D101-20261102', '-100.00'),
    ],
    owners: [
      { kind: 'user', id: '3', name: 'Casey Accounting' },
      { kind: 'employee', id: '20417', name: 'Marcus Hall' },
    ],
    asOf: '2026-11-18T14:15:00.000Z',
    stale: false,
    ...overrides,
  };
}

/** A day whose every item is explained: the first approved, the others waiting, one of them the reader's own. */
export function explainedDetail(): UnreconciledDayDetail {
  const base = dayDetail();
  const explanation = (id: number, approvedBy: string | null, approvalRefusal: string | null) => ({
    id,
    version: approvedBy ? 2 : 1,
    text: 'The 20.00 check went to the bank with the 3rd’s deposit.',
    writtenBy: 'Casey Accounting',
    writtenAt: '2026-11-03T14:20:00.000Z',
    approvedBy,
    approvedAt: approvedBy ? '2026-11-04T13:00:00.000Z' : null,
    approvalRefusal,
  });
  return {
    ...base,
    day: { ...base.day!, owner: 'Casey Accounting', status: 'Awaiting approval' },
    record: { id: 1, version: 1, ownerKind: 'user', ownerId: '3', reconciledBy: null, reconciledAt: null },
    items: [
      { ...base.items[0]!, explanation: explanation(1, 'Alex Admin', null) },
      { ...base.items[1]!, explanation: explanation(2, null, null) },
      { ...base.items[2]!, explanation: explanation(3, null, 'You recorded this explanation: someone else must approve it.') },
    ],
  };
}

/** A card day of many receipts: a large day. */
export function largeDetail(): UnreconciledDayDetail {
  const items = Array.from({ length: 160 }, (_, i) => item(`receipt:${7000000 + i}`, 'Card receipt', `INV${5500000 + i}`, `Receipt ${7000000 + i}`, moneyText(1_500 + ((i * 3_917) % 90_000)), i % 3 !== 0));
  return dayDetail({ items, day: { ...dayDetail().day!, stream: 'creditcard', items: items.filter((i) => i.open).length } });
}
