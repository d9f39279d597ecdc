import { approvalRefusal, type ApprovalAuthority, type ApprovalRefusal } from '../approvals';
import { daysBetween } from '../businessDays';

/**
 * Cycle counts (/cycleAudit): a branch counts part of its shelves at a time — an ABC class or a range of bins —
 * blind (the counter never sees the system quantity), a variance over the threshold is recounted by someone
 * else, and an adjustment waits for the parts manager's approval.
 */

export const CYCLE_STATUSES = ['Counting', 'Review', 'Closed'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

export const PART_CLASSES = ['A', 'B', 'C'] as const;
export type PartClass = (typeof PART_CLASSES)[number];

export const ADJUSTMENT_STATUSES = ['None', 'Needs recount', 'Awaiting approval', 'Approved', 'Rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const INVALID_REASONS = ['Superseded part', 'Bin mismatch', 'Count entered after stock moved'] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

/** What a drill shows of a cycle's lines (the route's {type}). */
export const DRILL_TYPES = ['variance', 'accurate', 'uncounted', 'recount', 'all'] as const;
export type DrillType = (typeof DRILL_TYPES)[number];

/** A cycle's code as the route carries it: an ABC class ("A") or a range of bins ("A01-A20"). */
export type CycleScope = { partClass: PartClass } | { binFrom: string; binTo: string };

const BIN = /^[A-Z0-9]{1,12}$/;

/** The scope of a cycle code, or null when it is neither a class nor a bin range. */
export function cycleScopeOf(code: string): CycleScope | null {
  const upper = code.toUpperCase();
  if ((PART_CLASSES as readonly string[]).includes(upper)) return { partClass: upper as PartClass };
  const [from, to, ...rest] = upper.split('-');
  if (rest.length || !from || !to || !BIN.test(from) || !BIN.test(to) || binOrder.compare(from, to) > 0) return null;
  return { binFrom: from, binTo: to };
}

/** The code of a scope: "A" or "A01-A20". */
export const cycleCodeOf = (scope: CycleScope): string => ('partClass' in scope ? scope.partClass : `${scope.binFrom}-${scope.binTo}`);

/** The cycle's name as staff say it: "Class A" or "Bins A01 to A20". */
export const cycleLabelOf = (code: string): string => (code.includes('-') ? `Bins ${code.replace('-', ' to ')}` : `Class ${code}`);

export const binOrder = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** A bin falls in a range by natural order (A2 before A10), both ends included. */
export const binInRange = (bin: string, from: string, to: string): boolean => binOrder.compare(bin, from) >= 0 && binOrder.compare(bin, to) <= 0;

export interface VarianceThreshold {
  /** Over this many cents of variance (either way) needs a recount. */
  cents: number;
  /** Over this percent of the system quantity needs a recount. */
  percent: number;
}

export const DEFAULT_VARIANCE_CENTS = 10_000;
export const DEFAULT_VARIANCE_PERCENT = 10;

/** A counted line's variance: counted less the system quantity, and its value at the snapshotted cost. */
export const varianceOf = (systemQty: number, countedQty: number, unitCostCents: number) => ({
  qty: countedQty - systemQty,
  cents: (countedQty - systemQty) * unitCostCents,
});

/** A variance over the threshold: over the amount, over the percent of the system quantity, or any at all on an A part. */
export function isOverThreshold(line: { systemQty: number; unitCostCents: number; partClass: string }, countedQty: number, threshold: VarianceThreshold): boolean {
  const { qty, cents } = varianceOf(line.systemQty, countedQty, line.unitCostCents);
  if (qty === 0) return false;
  if (line.partClass === 'A') return true;
  if (Math.abs(cents) > threshold.cents) return true;
  return line.systemQty === 0 || (Math.abs(qty) * 100) / line.systemQty > threshold.percent;
}

/** Where a line's adjustment stands once counted: none, a recount wanted, or waiting for the manager. */
export function adjustmentStatusAfterCount(
  line: { systemQty: number; unitCostCents: number; partClass: string },
  count1Qty: number,
  recountQty: number | null,
  threshold: VarianceThreshold,
): AdjustmentStatus {
  const final = recountQty ?? count1Qty;
  if (final === line.systemQty) return 'None';
  if (recountQty === null && isOverThreshold(line, count1Qty, threshold)) return 'Needs recount';
  return 'Awaiting approval';
}

export const FIRST_COUNTER_RECOUNT = 'You made the first count of this line: someone else must recount it.';
export const NO_RECOUNT_NEEDED = 'This line needs no recount.';
export const COUNT_CLOSED = 'This cycle is closed: its counts no longer change.';
export const ALREADY_COUNTED = 'This line is counted already; a variance over the threshold is recounted by someone else.';

/** Why this person may not recount the line (a 403 for the first counter, a 409 when no recount is wanted), or null. */
export function recountRefusal(line: { count1By: number | null; adjustmentStatus: AdjustmentStatus }, userId: number): { status: 403 | 409; message: string } | null {
  if (line.adjustmentStatus !== 'Needs recount') return { status: 409, message: NO_RECOUNT_NEEDED };
  if (line.count1By === userId) return { status: 403, message: FIRST_COUNTER_RECOUNT };
  return null;
}

export const NEEDS_RECOUNT_FIRST = 'This variance is over the threshold: someone other than the first counter must recount it before any adjustment.';
export const FINISH_COUNTING_FIRST = 'Finish counting first: adjustments are approved while the cycle is in review.';

/** A line as an adjustment's approval reads it. */
export interface AdjustmentLine {
  adjustmentStatus: AdjustmentStatus;
  adjustmentCents: number;
  count1By: number | null;
  recountBy: number | null;
}

/**
 * Why this approver may not approve or reject the line's adjustment, or null: a recount still wanted (409),
 * not awaiting a decision or a cycle still counting (409); a counter of the line or no inventory-adjustment
 * authority within its limit (403, src/domain/approvals.ts).
 */
export function adjustmentRefusal(
  line: AdjustmentLine,
  cycleStatus: CycleStatus,
  approverId: number,
  authorities: readonly ApprovalAuthority[],
): { status: 403 | 409; message: string } | null {
  if (line.adjustmentStatus === 'Needs recount') return { status: 409, message: NEEDS_RECOUNT_FIRST };
  if (line.adjustmentStatus !== 'Awaiting approval') return { status: 409, message: `This line's adjustment is ${line.adjustmentStatus.toLowerCase()}: there is nothing to approve.` };
  if (cycleStatus !== 'Review') return { status: 409, message: cycleStatus === 'Closed' ? COUNT_CLOSED : FINISH_COUNTING_FIRST };
  const refusal: ApprovalRefusal | null = [line.count1By, line.recountBy]
    .filter((maker): maker is number => maker !== null)
    .map((makerId) => approvalRefusal({ kind: 'inventory-adjustment', makerId, approverId, amountCents: line.adjustmentCents }, authorities))
    .find((r) => r !== null) ?? null;
  return refusal ? { status: 403, message: refusal.message } : null;
}

/** Why a count entered now is not a valid count of the snapshot, or null (checked against Excede's stock as it is now). */
export function invalidReasonOf(now: { superseded: boolean; primaryBin: string | null; onHand: number }, snapshot: { bin: string | null; systemQty: number }): InvalidReason | null {
  if (now.superseded) return 'Superseded part';
  if (snapshot.bin !== null && now.primaryBin !== null && now.primaryBin !== snapshot.bin) return 'Bin mismatch';
  if (now.onHand !== snapshot.systemQty) return 'Count entered after stock moved';
  return null;
}

/** What a cycle's lines hold that decides whether it may move on: lines not counted, lines waiting on a recount or a decision. */
export interface CycleProgress {
  uncounted: number;
  waiting: number;
}

const lines = (n: number) => `${n} line${n === 1 ? '' : 's'}`;

/**
 * What moving a cycle from one status to another needs, or null: Counting → Review → Closed. Counting finishes
 * with parts uncounted only when the user says so (they get no adjustment and stay uncounted in the audit);
 * a cycle closes only when nothing waits.
 */
export function cycleStatusRefusal(from: CycleStatus, to: CycleStatus, progress: CycleProgress, leaveUncounted = false): string | null {
  if (CYCLE_STATUSES.indexOf(to) !== CYCLE_STATUSES.indexOf(from) + 1) return `A cycle goes Counting, Review, Closed: this one is ${from.toLowerCase()}.`;
  if (to === 'Review' && progress.uncounted > 0 && !leaveUncounted) return `${lines(progress.uncounted)} not counted yet: count them, or finish counting with them left uncounted.`;
  if (to === 'Closed' && progress.waiting > 0) return `${lines(progress.waiting)} still wait for a recount or a decision.`;
  return null;
}

/** How many times a year each class is counted: the fast movers most often. */
export const COUNTS_PER_YEAR: Readonly<Record<PartClass, number>> = { A: 12, B: 4, C: 1 };

/** The classes due a cycle at a branch on a day, given when each was last started (none: due). */
export function classesDue(lastStarted: Partial<Record<PartClass, string>>, today: string): PartClass[] {
  return PART_CLASSES.filter((partClass) => {
    const last = lastStarted[partClass];
    return !last || daysBetween(last, today) >= Math.floor(365 / COUNTS_PER_YEAR[partClass]);
  });
}

/** Accuracy: the share of counted lines that matched, as a percent (null with nothing counted). */
export const accuracyPercent = (accurate: number, counted: number): number | null => (counted ? (accurate * 100) / counted : null);

export interface DrillParams {
  brnId: string;
  cycle: string;
  sdate: string;
  incInvalid: boolean;
  type: DrillType;
}

/** The drill route's parameters, or the one that is wrong said plainly. */
export function readDrillParams(params: { brnid?: string; cycle?: string; sdate?: string; incInvalid?: string; type?: string }): { ok: true; params: DrillParams } | { ok: false; message: string } {
  const { brnid = '', cycle = '', sdate = '', incInvalid = '', type = '' } = params;
  if (!/^\d{3}$/.test(brnid)) return { ok: false, message: `"${brnid}" is not a branch: a branch is three digits, such as 101.` };
  if (!cycleScopeOf(cycle)) return { ok: false, message: `"${cycle}" is not a cycle: a cycle is a class (A, B or C) or a bin range such as A01-A20.` };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(sdate) || Number.isNaN(Date.parse(`${sdate}T00:00:00Z`))) return { ok: false, message: `"${sdate}" is not a start date: write it YYYY-MM-DD.` };
  if (incInvalid !== 'true' && incInvalid !== 'false') return { ok: false, message: `"${incInvalid}" should be true or false (whether invalid counts are shown).` };
  if (!(DRILL_TYPES as readonly string[]).includes(type)) return { ok: false, message: `"${type}" is not a view: choose one of ${DRILL_TYPES.join(', ')}.` };
  return { ok: true, params: { brnId: brnid, cycle: cycle.toUpperCase(), sdate, incInvalid: incInvalid === 'true', type: type as DrillType } };
}
