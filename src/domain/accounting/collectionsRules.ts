import { addDays } from '../businessDays';

/**
 * The rules of cash and credit collections (/ar/cashandcreditcollections): how far past due an account is,
 * which accounts are flagged, whether a promise to pay was kept, and days sales outstanding. Money in
 * cents, days as New York's YYYY-MM-DD.
 */


/** The aging buckets of an open item by days past its due date; Current is not yet due (or due today). */
export const AGING_BUCKETS = [
  { id: 'current', label: 'Current', fromDays: Number.NEGATIVE_INFINITY, toDays: 0 },
  { id: 'days1to30', label: '1–30', fromDays: 1, toDays: 30 },
  { id: 'days31to60', label: '31–60', fromDays: 31, toDays: 60 },
  { id: 'days61to90', label: '61–90', fromDays: 61, toDays: 90 },
  { id: 'days91to120', label: '91–120', fromDays: 91, toDays: 120 },
  { id: 'over120', label: '120+', fromDays: 121, toDays: Number.POSITIVE_INFINITY },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['id'];
/** The buckets that are past due. */
export const PAST_DUE_BUCKETS = AGING_BUCKETS.filter((b) => b.id !== 'current');

/** The bucket of an item `daysPastDue` days past its due date. */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  return AGING_BUCKETS.find((b) => daysPastDue >= b.fromDays && daysPastDue <= b.toDays)!.id;
}

/** An account is flagged for collection once anything of it is more than this many days past due. */
export const FLAG_PAST_DUE_DAYS = 60;

export type AccountFlag = 'Over limit' | `Over ${typeof FLAG_PAST_DUE_DAYS} days`;

/**
 * Why an account needs attention: a balance beyond its credit limit (a limit of 0 is none set: an internal or
 * cash account), or anything more than 60 days past due.
 */
export function accountFlags(account: { balanceCents: number; creditLimitCents: number; oldestDaysPastDue: number | null }): AccountFlag[] {
  const flags: AccountFlag[] = [];
  if (account.creditLimitCents > 0 && account.balanceCents > account.creditLimitCents) flags.push('Over limit');
  if ((account.oldestDaysPastDue ?? 0) > FLAG_PAST_DUE_DAYS) flags.push(`Over ${FLAG_PAST_DUE_DAYS} days`);
  return flags;
}

export type PromiseStatus = 'Pending' | 'Kept' | 'Missed';

/**
 * A promise to pay is kept once the customer has paid its amount since it was made, by its date; it is
 * missed once its date has passed without that; until then it is pending.
 */
export function promiseStatusOf(promise: { promisedOn: string; amountCents: number; paidCents: number }, today: string): PromiseStatus {
  if (promise.paidCents >= promise.amountCents) return 'Kept';
  return promise.promisedOn < today ? 'Missed' : 'Pending';
}

/** How far back a promise date may be recorded (a call logged late) and how far ahead it may be. */
export const PROMISE_DAYS_BACK = 30;
export const PROMISE_DAYS_AHEAD = 120;

/** Why a promise date cannot be recorded on `today`, or null when it can. */
export function promiseDateProblem(promisedOn: string, today: string): string | null {
  if (promisedOn < addDays(today, -PROMISE_DAYS_BACK)) return `The promise date can be at most ${PROMISE_DAYS_BACK} days ago.`;
  if (promisedOn > addDays(today, PROMISE_DAYS_AHEAD)) return `The promise date can be at most ${PROMISE_DAYS_AHEAD} days ahead.`;
  return null;
}

/** Days sales outstanding look back over this many days of credit sales. */
export const DSO_DAYS = 90;

/**
 * Days sales outstanding: what customers owe, in days of what they buy on account. The receivable ÷ the
 * credit sales of the last `days` days × `days`, to one decimal; null when nothing was sold on account.
 */
export function daysSalesOutstanding(receivableCents: number, creditSalesCents: number, days = DSO_DAYS): number | null {
  if (creditSalesCents <= 0) return null;
  return Math.round(((receivableCents * days) / creditSalesCents) * 10) / 10;
}
