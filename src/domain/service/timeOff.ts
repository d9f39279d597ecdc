import * as z from 'zod/mini';
import { approvalRefusal, type ApprovalAuthority, type ApprovalRefusal } from '../approvals';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { versionField } from '../recordChange';
import { spansOverlap } from './availability';

/**
 * A technician's time off (/scheduletimeoff): requested for a technician of the branch, then approved or denied
 * by a service manager (the approval kind 'technician-time-off', never by its requester). Approved time off takes
 * the technician off the scheduler board; approving it lists the board's entries it overlaps, to reassign.
 */
export const TIME_OFF_TYPES = ['Vacation', 'Sick', 'Training'] as const;
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];
export const TIME_OFF_STATUSES = ['Requested', 'Approved', 'Denied'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export const TIME_OFF_DECISIONS = ['Approved', 'Denied'] as const;
export type TimeOffDecision = (typeof TIME_OFF_DECISIONS)[number];

/** A request as the grid lists it (GET /api/service/time-off). */
export interface TimeOffRow {
  id: number;
  brnId: string;
  empId: string;
  technician: string;
  type: TimeOffType;
  fromAt: string;
  toAt: string;
  hours: number;
  status: TimeOffStatus;
  requestedBy: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
}

export const TIME_OFF_FIELDS = {
  technician: { header: 'Technician', format: 'text' },
  brnId: BRANCH_FIELD,
  type: { header: 'Type', format: 'text', filter: 'values' },
  fromAt: { header: 'From', format: 'datetime' },
  toAt: { header: 'To', format: 'datetime' },
  hours: { header: 'Hours', format: 'number', total: 'sum' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  requestedBy: { header: 'Requested by', format: 'text' },
  decidedBy: { header: 'Decided by', format: 'text' },
  decidedAt: { header: 'Decided', format: 'datetime' },
  decisionNote: { header: 'Note', format: 'text' },
} as const satisfies ListFields & Partial<Record<keyof TimeOffRow, unknown>>;

/** A scheduled job the time off overlaps: what the dispatcher reassigns. */
export interface TimeOffConflict {
  entryId: number;
  slsId: string | null;
  opsId: number | null;
  job: string | null;
  technician: string;
  startAt: string;
  endAt: string;
}

/** One request with what deciding it needs: the version, its conflicts and why the asker may not decide it. */
export interface TimeOffDetail extends TimeOffRow {
  version: number;
  conflicts: TimeOffConflict[];
  decisionRefusal: string | null;
}

const isoInstant = (what: string) =>
  z.string({ error: `Enter when the time off ${what}.` }).check(z.refine((v) => !Number.isNaN(Date.parse(v)), `Enter when the time off ${what}.`));

export const timeOffRequestSchema = z
  .object({
    empId: z.string({ error: 'Choose the technician.' }).check(z.trim(), z.minLength(1, 'Choose the technician.')),
    type: z.enum(TIME_OFF_TYPES, { error: 'Choose Vacation, Sick or Training.' }),
    fromAt: isoInstant('starts'),
    toAt: isoInstant('ends'),
    note: z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, 'The note is at most 200 characters.')))), null),
  })
  .check(
    z.refine((t) => Date.parse(t.toAt) > Date.parse(t.fromAt), { path: ['toAt'], error: 'The end must come after the start.' }),
    z.refine((t) => Date.parse(t.toAt) - Date.parse(t.fromAt) <= 60 * 86_400_000, { path: ['toAt'], error: 'Time off is at most 60 days at once.' }),
  );
export type TimeOffRequestInput = z.input<typeof timeOffRequestSchema>;

export const timeOffDecisionSchema = z
  .object({
    version: versionField,
    decision: z.enum(TIME_OFF_DECISIONS, { error: 'Choose Approve or Deny.' }),
    note: z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, 'The note is at most 200 characters.')))), null),
  })
  .check(z.refine((d) => d.decision !== 'Denied' || Boolean(d.note), { path: ['note'], error: 'Say why the time off is denied.' }));
export type TimeOffDecisionInput = z.input<typeof timeOffDecisionSchema>;

export const OVERLAP_MESSAGE = 'This technician already has time off requested or approved in that time.';
export const DECIDED_MESSAGE = 'This request has been decided already.';

/** The time off of the technician it would overlap (a denied one no longer counts), or undefined. */
export function overlappingTimeOff<T extends { id: number; empId: string; status: TimeOffStatus; fromAt: string; toAt: string }>(
  request: { id?: number; empId: string; fromAt: string; toAt: string },
  others: readonly T[],
): T | undefined {
  const span = { from: Date.parse(request.fromAt), to: Date.parse(request.toAt) };
  return others.find((o) => o.id !== request.id && o.empId === request.empId && o.status !== 'Denied' && spansOverlap(span, { from: Date.parse(o.fromAt), to: Date.parse(o.toAt) }));
}

/** Why this person may not decide this request: decided already, their own request, or no authority. */
export function timeOffDecisionRefusal(
  request: { status: TimeOffStatus; requestedById: number },
  deciderId: number,
  authorities: readonly ApprovalAuthority[],
): (ApprovalRefusal & { status: 403 }) | { reason: 'decided'; message: string; status: 409 } | null {
  if (request.status !== 'Requested') return { reason: 'decided', message: DECIDED_MESSAGE, status: 409 };
  const refusal = approvalRefusal({ kind: 'technician-time-off', makerId: request.requestedById, approverId: deciderId, amountCents: 0 }, authorities);
  return refusal && { ...refusal, status: 403 };
}
