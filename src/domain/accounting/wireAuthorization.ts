import { isBusinessDay, newYorkDay } from '../businessDays';
import { BUSINESS_TIME_ZONE } from '../constants';
import { formatDate, formatMoney2 } from '../format';
import { wallTimeOf } from '../timeZone';

/**
 * Outgoing wires (/wireauthorization): a request is drafted, submitted, approved by one person (or two distinct
 * ones above a set amount, a portal setting), released to the bank with its reference and confirmed once the
 * bank says it went; or rejected, or cancelled. Its requester never approves it (src/domain/approvals.ts, kind
 * `wire`), an edit after an approval resets the approvals, and a wire to a beneficiary whose bank details no
 * call-back has confirmed is never released.
 */

export const WIRE_STATUSES = ['Draft', 'Submitted', 'Approved 1 of 2', 'Approved', 'Released', 'Confirmed', 'Rejected', 'Cancelled'] as const;
export type WireStatus = (typeof WIRE_STATUSES)[number];

/** What a person does to a wire; `edit` is a change of its amount, beneficiary, date or text. */
export const WIRE_ACTIONS = ['edit', 'submit', 'approve', 'reject', 'release', 'confirm', 'cancel'] as const;
export type WireAction = (typeof WIRE_ACTIONS)[number];

/** The lines of a wire's approval trail. */
export const WIRE_TRAIL_KINDS = ['Submitted', 'Approved', 'Rejected', 'Reset', 'Released', 'Confirmed', 'Cancelled'] as const;
export type WireTrailKind = (typeof WIRE_TRAIL_KINDS)[number];

export const WIRE_APPROVAL = 'wire';

/** Above $10,000.00 a wire needs two approvers unless staff set another amount ('wire.secondApproverAboveCents'). */
export const DEFAULT_SECOND_APPROVER_ABOVE_CENTS = 1_000_000;
/** The wires approved for one value date may add up to $1,000,000.00 unless staff set another ('wire.dailyLimitCents'). */
export const DEFAULT_DAILY_LIMIT_CENTS = 100_000_000;
/** The bank's cut-off for a same-day wire, New York time ('wire.cutOff'). */
export const DEFAULT_CUT_OFF = '16:00';

/** How many distinct approvers a wire of this amount needs. */
export const approversNeeded = (amountCents: number, secondApproverAboveCents: number): 1 | 2 => (amountCents > secondApproverAboveCents ? 2 : 1);

export type WireTransition = { ok: true; status: WireStatus; resetsApprovals: boolean } | { ok: false; message: string };

const OPEN: readonly WireStatus[] = ['Draft', 'Submitted', 'Approved 1 of 2', 'Approved'];
const APPROVED: readonly WireStatus[] = ['Approved 1 of 2', 'Approved'];

/**
 * Where a wire goes when someone does `action` to it: the one table of its statuses. `approvals` is how many
 * approvals it holds before this one, `needed` how many its amount needs.
 */
export function wireTransition(status: WireStatus, action: WireAction, { approvals, needed }: { approvals: number; needed: 1 | 2 }): WireTransition {
  const to = (next: WireStatus, resetsApprovals = false): WireTransition => ({ ok: true, status: next, resetsApprovals });
  const refuse = (message: string): WireTransition => ({ ok: false, message });
  switch (action) {
    case 'edit':
      if (status === 'Draft') return to('Draft');
      if (OPEN.includes(status)) return to('Submitted', APPROVED.includes(status));
      return refuse(`A ${status.toLowerCase()} wire can no longer be changed.`);
    case 'submit':
      return status === 'Draft' ? to('Submitted') : refuse('Only a draft is submitted.');
    case 'approve':
      if (status !== 'Submitted' && status !== 'Approved 1 of 2') return refuse(status === 'Draft' ? 'Submit the wire before it is approved.' : `A ${status.toLowerCase()} wire is not waiting for an approval.`);
      return to(approvals + 1 >= needed ? 'Approved' : 'Approved 1 of 2');
    case 'reject':
      return status === 'Submitted' || APPROVED.includes(status) ? to('Rejected') : refuse('Only a submitted wire is rejected.');
    case 'release':
      return status === 'Approved' ? to('Released') : refuse('Only an approved wire is released to the bank.');
    case 'confirm':
      return status === 'Released' ? to('Confirmed') : refuse('Only a released wire is confirmed.');
    case 'cancel':
      return OPEN.includes(status) ? to('Cancelled') : refuse(`A ${status.toLowerCase()} wire can no longer be cancelled.`);
  }
}

/** Why this person may not add their approval to the ones a wire holds: each approver is someone else. */
export const secondApprovalRefusal = (approverIds: readonly number[], approverId: number): string | null =>
  approverIds.includes(approverId) ? 'You have already approved this wire: the second approval must be someone else’s.' : null;

/** Why approving would take a value date's approved wires over the daily limit, or null. */
export function dailyLimitRefusal({ approvedCents, amountCents, limitCents, valueDate }: { approvedCents: number; amountCents: number; limitCents: number; valueDate: string }): string | null {
  if (approvedCents + amountCents <= limitCents) return null;
  return `The wires approved for ${formatDate(valueDate)} would come to ${formatMoney2((approvedCents + amountCents) / 100)}, over the daily limit of ${formatMoney2(limitCents / 100)}.`;
}

export const CALLBACK_NEEDED = 'The beneficiary’s bank details have not been confirmed by a call-back: record the call-back before the wire is released.';

/** Why a wire to this beneficiary may not be released yet, or null. */
export const releaseRefusal = (beneficiary: { verifiedAt: unknown }): string | null => (beneficiary.verifiedAt ? null : CALLBACK_NEEDED);

/** A phone number's digits, so '(770) 555-0142' and '770-555-0142' are the same number. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** Why a call-back to `called` does not confirm the details: it must be to the number on file before the change. */
export const callbackRefusal = (onFile: string, called: string): string | null =>
  phoneDigits(onFile) === phoneDigits(called) ? null : `The call-back must be to the number on file before the change, ${onFile}.`;

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1, …) is a multiple of ten. */
export function isRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...routing].reduce((sum, digit, i) => sum + Number(digit) * weights[i]!, 0) % 10 === 0;
}

/** An account number as everyone but treasury sees it: its last four. */
export const maskedAccountNumber = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;

/**
 * Why the bank may not send a wire on its value date as asked: a weekend or company holiday, a day gone by, or
 * today after the bank's cut-off (New York time). Null when it can go.
 */
export function cutOffWarning(valueDate: string, now: Date | number, cutOff: string): string | null {
  const today = newYorkDay(now);
  if (valueDate < today) return `The value date ${formatDate(valueDate)} has passed.`;
  if (!isBusinessDay(valueDate)) return `${formatDate(valueDate)} is a weekend or company holiday: the bank sends no wires that day.`;
  if (valueDate !== today) return null;
  const { hour, minute } = wallTimeOf(new Date(now), BUSINESS_TIME_ZONE);
  const [h, m] = cutOff.split(':').map(Number);
  return hour * 60 + minute >= h! * 60 + m! ? `It is past the bank’s cut-off (${cutOffText(cutOff)} New York time): a wire for today may go out on the next business day.` : null;
}

/** '16:00' as people read it: 4:00 PM. */
export function cutOffText(cutOff: string): string {
  const [h, m] = cutOff.split(':').map(Number);
  return `${((h! + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h! < 12 ? 'AM' : 'PM'}`;
}

/** A wire's request number as staff quote it. */
export const wireNumber = (id: number) => `W-${String(id).padStart(5, '0')}`;
