import { addDays } from '../businessDays';
import { drillHref } from '../drill';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { PermissionName } from '../permissions';

/**
 * Unreconciled days (/ar/unreconcileddays/{stream}): the business days of a branch that still carry items no
 * reconciliation has cleared, one reconciliation stream at a time, so nothing ages silently. Each stream
 * reads its items from the reconciliation that owns them (cash clearing, card settlements, cash on hand, the
 * bank statement); staff own a day, explain its items, approve the explanations and mark the day reconciled.
 */

export const RECONCILIATION_STREAMS = ['cash', 'creditcard', 'bank', 'clearing'] as const;
export type ReconciliationStream = (typeof RECONCILIATION_STREAMS)[number];

export const isReconciliationStream = (value: string): value is ReconciliationStream => (RECONCILIATION_STREAMS as readonly string[]).includes(value);

/** Each stream's name, and the permission of the screen its items come from: a user reads a stream only with it. */
export const STREAMS: Record<ReconciliationStream, { label: string; permission: PermissionName }> = {
  cash: { label: 'Cash on hand', permission: 'can view cash on hand' },
  creditcard: { label: 'Credit cards', permission: 'can view credit card' },
  bank: { label: 'Bank', permission: 'can view bank reconcillation' },
  clearing: { label: 'Cash clearing', permission: 'can view cash clearing' },
};

export const UNKNOWN_STREAM = 'There is no such reconciliation stream: choose cash, creditcard, bank or clearing.';

/**
 * A day is Open while one of its open items has no explanation, Awaiting approval while an explanation waits,
 * Explained when every open item's explanation is approved, and Reconciled once someone marks it.
 */
export const RECONCILIATION_DAY_STATUSES = ['Open', 'Awaiting approval', 'Explained', 'Reconciled'] as const;
export type ReconciliationDayStatus = (typeof RECONCILIATION_DAY_STATUSES)[number];

/** A branch's day of a stream, as GET /api/accounting/unreconciled-days/{stream} answers it. */
export interface UnreconciledDay {
  /** YYYY-MM-DD. */
  dayOn: string;
  brnId: string;
  stream: ReconciliationStream;
  /** Exact money as strings: every item of the day, those cleared, those still open (each counted by its size). */
  expected: string;
  reconciled: string;
  unreconciled: string;
  /** How many items are still open. */
  items: number;
  /** Business days since the day, up to today or the day it was marked reconciled. */
  daysOpen: number;
  owner: string | null;
  status: ReconciliationDayStatus;
}

/** The days list: its columns, in their order on screen. */
export const UNRECONCILED_DAY_FIELDS = {
  // The month above the grid picks the days; the calendar narrows them to one.
  dayOn: { header: 'Date', format: 'date' },
  brnId: BRANCH_FIELD,
  stream: { header: 'Stream', format: 'text', filter: null, sortable: false },
  expected: { header: 'Expected', format: 'money2', total: 'sum' },
  reconciled: { header: 'Reconciled', format: 'money2', total: 'sum' },
  unreconciled: { header: 'Unreconciled', format: 'money2', total: 'sum' },
  items: { header: 'Items', format: 'number', total: 'sum' },
  daysOpen: { header: 'Days open', format: 'number' },
  owner: { header: 'Owner', format: 'text', filter: 'values' },
  status: { header: 'Status', format: 'text', filter: 'values' },
} as const satisfies ListFields & Record<keyof UnreconciledDay, unknown>;

/** How a day's age reads on the calendar and in the grid: due today or tomorrow, late, or long overdue. */
export type DaysOpenTone = 'positive' | 'caution' | 'critical';
export const daysOpenTone = (daysOpen: number): DaysOpenTone => (daysOpen <= 1 ? 'positive' : daysOpen <= 5 ? 'caution' : 'critical');

/** One day of the month's calendar: how many branch-days of the stream it carries, the oldest's age, the amount. */
export interface UnreconciledCalendarDay {
  dayOn: string;
  days: number;
  daysOpen: number;
  unreconciled: string;
}

/** An item's explanation: who wrote it and whether someone else approved it. */
export interface ItemExplanation {
  id: number;
  version: number;
  text: string;
  writtenBy: string;
  /** ISO. */
  writtenAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  /** Why the person asking may not approve it (their own, no authority), or null when they may. */
  approvalRefusal: string | null;
}

/** An item of a day: a GL line, a card receipt or settlement line, undeposited cash or a count, a bank line. */
export interface UnreconciledItem {
  itemKey: string;
  kind: string;
  reference: string;
  description: string;
  /** Exact money, signed as the reconciliation has it. */
  amount: string;
  /** Not cleared by its reconciliation. */
  open: boolean;
  /** The bank statement a bank line is on (its workspace's id). */
  fileId: number | null;
  explanation: ItemExplanation | null;
}

/** Who may own a day: a portal user or an Excede employee of its branch. */
export interface DayOwnerChoice {
  kind: 'user' | 'employee';
  id: string;
  name: string;
}

/** GET /api/accounting/unreconciled-days/{stream}/day?brnId=&date=. */
export interface UnreconciledDayDetail {
  day: UnreconciledDay | null;
  /** The day's staff record: its owner and whether it was marked reconciled; null until someone acts on it. */
  record: { id: number; version: number; ownerKind: 'user' | 'employee' | null; ownerId: string | null; reconciledBy: string | null; reconciledAt: string | null } | null;
  items: UnreconciledItem[];
  owners: DayOwnerChoice[];
  asOf: string | null;
  stale: boolean;
}

/**
 * Why a day cannot be marked reconciled, or null when it can: nothing of it is unreconciled, or every open
 * item has an explanation someone other than its writer approved.
 */
export function reconcileRefusal(items: readonly Pick<UnreconciledItem, 'open' | 'explanation'>[]): string | null {
  const open = items.filter((i) => i.open);
  const unexplained = open.filter((i) => !i.explanation).length;
  const waiting = open.filter((i) => i.explanation && !i.explanation.approvedAt).length;
  if (!unexplained && !waiting) return null;
  const parts = [unexplained ? `${unexplained} ${unexplained === 1 ? 'item has' : 'items have'} no explanation` : null, waiting ? `${waiting} ${waiting === 1 ? 'explanation waits' : 'explanations wait'} for approval` : null];
  return `This day still carries unreconciled items: ${parts.filter(Boolean).join(' and ')}. Every open item needs an approved explanation first.`;
}

/** The screen behind an item, with its branch and day in the address. */
export function itemHref(stream: ReconciliationStream, brnId: string, date: string, item: Pick<UnreconciledItem, 'reference' | 'fileId'>): string {
  switch (stream) {
    case 'clearing':
      return drillHref('/ar/cashclearing/detail', { brnId, date });
    case 'creditcard':
      return drillHref('/ar/creditcardcollections/gridview/details', { brnId, from: date, to: date });
    case 'bank':
      return drillHref(`/bankreconcillation/filebyid/${item.fileId ?? ''}`, { brnId, date });
    case 'cash':
      return drillHref('/ar/cashonhand', { brnId, date });
  }
}

/** A day's details page. */
export const unreconciledDayHref = (stream: ReconciliationStream, brnId: string, date: string) => drillHref(`/ar/unreconcileddays/${stream}/details`, { brnId, date });

/** A month (YYYY-MM) as the list's period: its first and last day. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: addDays(`${m === 12 ? year + 1 : year}-${String((m % 12) + 1).padStart(2, '0')}-01`, -1) };
}

/** The months a user picks from: this one (of `today`, YYYY-MM-DD) and the `count` − 1 before it, newest first. */
export function recentMonths(today: string, count = 12): { id: string; label: string }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    return { id: at.toISOString().slice(0, 7), label: at.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
  });
}
