import * as z from 'zod/mini';
import { approvalRefusal, type ApprovalAuthority, type ApprovalKind, type ApprovalRefusal } from '../approvals';
import { addDays, daysBetween } from '../businessDays';
import { formatDate } from '../format';
import { isoDate } from '../isoDate';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { centsOf } from '../money';
import { moneyField } from '../moneyField';
import { versionField } from '../recordChange';

/**
 * Technicians' labor cost rates (/automatetechnicianrate): what the shop pays a technician an hour (Excede's
 * COEMP labor cost rate, not the selling rate). A change is proposed one by one or for many technicians at once
 * by a rule, as a Draft; submitted, it is Pending until a service manager approves or rejects it, and an
 * increase over RATE_GM_PERCENT needs the general manager instead. Never by whoever submitted it. Approved, it is
 * Applied once its effective date has come; payroll exports the approved rates and keys them into Excede.
 */
export const STORED_RATE_STATUSES = ['Draft', 'Pending', 'Approved', 'Rejected'] as const;
export type StoredRateStatus = (typeof STORED_RATE_STATUSES)[number];
export const RATE_STATUSES = ['Draft', 'Pending', 'Approved', 'Applied', 'Rejected'] as const;
export type RateStatus = (typeof RATE_STATUSES)[number];
export const RATE_DECISIONS = ['Approved', 'Rejected'] as const;
export type RateDecision = (typeof RATE_DECISIONS)[number];

export const TECH_GRADES = ['A', 'B', 'C'] as const;
export type TechGrade = (typeof TECH_GRADES)[number];
export const RULE_GRADES = ['All', ...TECH_GRADES] as const;
export const RULE_KINDS = ['amount', 'percent'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** An increase of more than this percentage of the current rate is approved by the general manager. */
export const RATE_GM_PERCENT = 5;
/** The first day of a biweekly pay period (a Sunday); every period is 14 days from it. */
export const PAY_PERIOD_ANCHOR = '2026-01-11';
/** The highest rate an hour anyone may propose, in cents. */
export const MAX_RATE_CENTS = 50_000;

/** The grade of a technician's title ('Technician A' → 'A'), or null for another title. */
export function gradeOfTitle(title: string): TechGrade | null {
  const grade = /^Technician ([ABC])$/.exec(title)?.[1];
  return (grade as TechGrade | undefined) ?? null;
}

/** The biweekly pay period a day falls in: its first and last day. */
export function payPeriodOf(day: string): { start: string; end: string } {
  const start = addDays(PAY_PERIOD_ANCHOR, Math.floor(daysBetween(PAY_PERIOD_ANCHOR, day) / 14) * 14);
  return { start, end: addDays(start, 13) };
}

/** Why a change may not take effect that day: before the open pay period (the one today is in), which is paid already. */
export function backdatedRefusal(effectiveOn: string, today: string): string | null {
  const { start } = payPeriodOf(today);
  return effectiveOn < start ? `The effective date cannot be before the open pay period, which started ${formatDate(start)}.` : null;
}

/** The change as a percentage of the current rate, to two decimals; null when there is no current rate. */
export function changePercent(currentCents: number, proposedCents: number): number | null {
  return currentCents > 0 ? Math.round(((proposedCents - currentCents) * 10_000) / currentCents) / 100 : null;
}

/** An increase over RATE_GM_PERCENT of the current rate (exact, in cents) needs the general manager. */
export const needsGeneralManager = (currentCents: number, proposedCents: number): boolean => (proposedCents - currentCents) * 100 > RATE_GM_PERCENT * currentCents;

/** The approval kind a change needs. */
export const rateApprovalKind = (currentCents: number, proposedCents: number): ApprovalKind =>
  needsGeneralManager(currentCents, proposedCents) ? 'technician-rate-general-manager' : 'technician-rate';

/** What the grid shows: an approved change is Applied from its effective date on. */
export const rateStatusOn = (status: StoredRateStatus, effectiveOn: string, today: string): RateStatus =>
  status === 'Approved' && effectiveOn <= today ? 'Applied' : status;

export const NOT_DRAFT_MESSAGE = 'Only a draft change can be edited or submitted.';
export const NOT_PENDING_MESSAGE = 'This change is not waiting for approval.';

/** Why this person may not approve or reject this change: not pending, their own submission, or no authority of its kind. */
export function rateDecisionRefusal(
  change: { status: StoredRateStatus; submittedById: number | null; currentCents: number; proposedCents: number },
  deciderId: number,
  authorities: readonly ApprovalAuthority[],
): (ApprovalRefusal & { status: 403 }) | { reason: 'not pending'; message: string; status: 409 } | null {
  if (change.status !== 'Pending') return { reason: 'not pending', message: NOT_PENDING_MESSAGE, status: 409 };
  const kind = rateApprovalKind(change.currentCents, change.proposedCents);
  const refusal = approvalRefusal({ kind, makerId: change.submittedById ?? 0, approverId: deciderId, amountCents: 0 }, authorities);
  if (!refusal) return null;
  const why = kind === 'technician-rate-general-manager' && refusal.reason === 'no authority' ? `An increase over ${RATE_GM_PERCENT}% needs the general manager. ` : '';
  return { ...refusal, message: why + refusal.message, status: 403 };
}

/** A technician a rule may apply to. */
export interface RateTechnician {
  empId: string;
  name: string;
  brnId: string;
  grade: TechGrade | null;
  /** Excede's labor cost rate in cents, or null when Excede has none. */
  rateCents: number | null;
  /** A change in Draft or Pending already. */
  hasOpenChange: boolean;
}

/** A change a rule would make. */
export interface RateProposal {
  empId: string;
  name: string;
  brnId: string;
  grade: TechGrade | null;
  currentCents: number;
  proposedCents: number;
  changePercent: number | null;
  needsGeneralManager: boolean;
}

export interface RulePreview {
  proposals: RateProposal[];
  skipped: { empId: string; name: string; brnId: string; reason: string }[];
}

const PERCENT_TEXT = /^-?\d{1,2}(?:\.\d{1,2})?$/;

/** The rule's change read from what was typed: cents for an amount, hundredths of a percent for a percentage. */
export function ruleChangeOf(kind: RuleKind, text: string): number | null {
  if (kind === 'amount') return centsOf(text);
  const trimmed = text.trim().replace(/%$/, '');
  return PERCENT_TEXT.test(trimmed) ? Math.round(Number(trimmed) * 100) : null;
}

/** A rate with the rule's change: an amount added, or a percentage of it rounded to the cent. */
export const ruleRate = (currentCents: number, kind: RuleKind, change: number): number =>
  kind === 'amount' ? currentCents + change : currentCents + Math.round((currentCents * change) / 10_000);

/** The changes a rule makes to the technicians it names (branch and grade), and those it skips with why. */
export function ruleProposals(technicians: readonly RateTechnician[], rule: { brnIds: readonly string[]; grade: string; kind: RuleKind; change: number }): RulePreview {
  const preview: RulePreview = { proposals: [], skipped: [] };
  for (const t of technicians) {
    if (!rule.brnIds.includes(t.brnId) || (rule.grade !== 'All' && t.grade !== rule.grade)) continue;
    const skip = (reason: string) => preview.skipped.push({ empId: t.empId, name: t.name, brnId: t.brnId, reason });
    if (t.rateCents === null) skip('Excede has no labor cost rate for this technician.');
    else if (t.hasOpenChange) skip('A change is already in Draft or Pending.');
    else {
      const proposedCents = ruleRate(t.rateCents, rule.kind, rule.change);
      if (proposedCents <= 0 || proposedCents > MAX_RATE_CENTS) skip('The new rate would be out of range.');
      else
        preview.proposals.push({
          ...t,
          currentCents: t.rateCents,
          proposedCents,
          changePercent: changePercent(t.rateCents, proposedCents),
          needsGeneralManager: needsGeneralManager(t.rateCents, proposedCents),
        });
    }
  }
  return preview;
}

const reasonField = z.string({ error: 'Say why the rate changes.' }).check(z.trim(), z.minLength(1, 'Say why the rate changes.'), z.maxLength(200, 'The reason is at most 200 characters.'));
const rateField = moneyField('proposed rate', { positive: true, maxCents: MAX_RATE_CENTS });

export const rateRuleSchema = z
  .object({
    brnIds: z.array(z.string().check(z.regex(/^\d{3}$/, 'Choose branches from the list.')), { error: 'Choose the branches.' }).check(z.minLength(1, 'Choose at least one branch.')),
    grade: z.enum(RULE_GRADES, { error: 'Choose the grade: All, A, B or C.' }),
    kind: z.enum(RULE_KINDS, { error: 'Choose a dollar amount or a percentage.' }),
    change: z.string({ error: 'Enter the change.' }),
    effectiveOn: isoDate('The effective date'),
    reason: reasonField,
  })
  .check(
    z.refine((r) => ruleChangeOf(r.kind, r.change) !== null, { path: ['change'], error: 'Enter the change as dollars and cents (1.50) or a percentage (3.5).' }),
    z.refine((r) => ruleChangeOf(r.kind, r.change) !== 0, { path: ['change'], error: 'The change cannot be zero.' }),
  );
export type RateRuleInput = z.input<typeof rateRuleSchema>;

export const rateProposalSchema = z.object({ empId: z.string({ error: 'Choose the technician.' }).check(z.trim(), z.minLength(1, 'Choose the technician.')), proposedRate: rateField, effectiveOn: isoDate('The effective date'), reason: reasonField });
export type RateProposalInput = z.input<typeof rateProposalSchema>;

export const rateEditSchema = z.object({ version: versionField, proposedRate: rateField, effectiveOn: isoDate('The effective date'), reason: reasonField });
export type RateEditInput = z.input<typeof rateEditSchema>;

const changesField = z
  .array(z.object({ id: z.int('Choose the changes.').check(z.positive('Choose the changes.')), version: versionField }), { error: 'Choose the changes.' })
  .check(z.minLength(1, 'Choose at least one change.'), z.maxLength(500, 'At most 500 changes at once.'));

export const rateSubmitSchema = z.object({ changes: changesField });
export type RateSubmitInput = z.input<typeof rateSubmitSchema>;

export const rateDecisionSchema = z
  .object({
    changes: changesField,
    decision: z.enum(RATE_DECISIONS, { error: 'Choose Approve or Reject.' }),
    note: z._default(z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, 'The note is at most 200 characters.')))), null),
  })
  .check(z.refine((d) => d.decision !== 'Rejected' || Boolean(d.note), { path: ['note'], error: 'Say why the change is rejected.' }));
export type RateDecisionInput = z.input<typeof rateDecisionSchema>;

/** A technician as the grid lists them: Excede's rate and their latest change, if any (GET /api/service/technician-rates); `id` is the EmpId. */
export interface TechnicianRateRow {
  id: string;
  empId: string;
  technician: string;
  brnId: string;
  grade: string | null;
  currentRate: string | null;
  proposedRate: string | null;
  changePercent: number | null;
  effectiveOn: string | null;
  status: RateStatus | null;
  reason: string | null;
  submittedBy: string | null;
  decidedBy: string | null;
}

/** A technician's latest change with what acting on it needs: its version and why the person asking may not decide it. */
export interface RateChange {
  id: number;
  version: number;
  currentRate: string;
  proposedRate: string;
  changePercent: number | null;
  effectiveOn: string;
  status: RateStatus;
  reason: string;
  batchId: number | null;
  submittedBy: string | null;
  submittedAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  needsGeneralManager: boolean;
  decisionRefusal: string | null;
}

/** One technician (GET /api/service/technician-rates/technicians/:empId). */
export interface TechnicianRateDetail {
  empId: string;
  technician: string;
  brnId: string;
  grade: TechGrade | null;
  currentRate: string | null;
  change: RateChange | null;
  /** The pay period open today: the earliest a change may take effect. */
  openPeriod: { start: string; end: string };
}

/** What a rule's changes made as drafts: their ids and versions, to submit them together. */
export interface RateBatch {
  batchId: number;
  changes: { id: number; version: number; empId: string }[];
  skipped: RulePreview['skipped'];
}

export const TECHNICIAN_RATE_FIELDS = {
  empId: { header: 'EmpId', format: 'text' },
  technician: { header: 'Technician', format: 'text' },
  brnId: BRANCH_FIELD,
  grade: { header: 'Grade', format: 'text', filter: 'values' },
  currentRate: { header: 'Current rate', format: 'money2' },
  proposedRate: { header: 'Proposed rate', format: 'money2' },
  changePercent: { header: 'Change %', format: 'percent' },
  effectiveOn: { header: 'Effective', format: 'date' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  reason: { header: 'Reason', format: 'text' },
  submittedBy: { header: 'Submitted by', format: 'text' },
  decidedBy: { header: 'Decided by', format: 'text' },
} as const satisfies ListFields & Partial<Record<keyof TechnicianRateRow, unknown>>;
