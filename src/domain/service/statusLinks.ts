import type { PermissionName } from '../permissions';
import * as z from 'zod/mini';

/**
 * The customer's repair-status page (/customermobile/{token}): staff make a link for one repair order, and the
 * customer follows the truck through the shop from a phone, signed out. What the page may show is exactly
 * `PublicRepairStatus`: no costs, no internal notes, nothing of another RO or customer.
 */

/** A link works while the RO is open and for this many days after it is invoiced. */
export const LINK_DAYS_AFTER_INVOICE = 14;

/**
 * Who sends a customer their repair's status link, writes its notes and stops it: the service desk (the scheduler
 * board or the Ford appointment book). Customer history shows the button to them; a read-only role holds neither.
 */
export const STATUS_LINK_SENDERS = ['can view service scheduler', 'can view ford service scheduler'] as const satisfies readonly PermissionName[];
const DAY_MS = 86_400_000;

/** When a link for an RO invoiced at `dateInvoice` stops working: never while the RO is open (null). */
export const linkExpiresAt = (dateInvoice: Date | string | null): Date | null =>
  dateInvoice === null ? null : new Date(new Date(dateInvoice).getTime() + LINK_DAYS_AFTER_INVOICE * DAY_MS);

export const linkExpired = (dateInvoice: Date | string | null, now: number): boolean => {
  const expires = linkExpiresAt(dateInvoice);
  return expires !== null && expires.getTime() <= now;
};

export const UNKNOWN_RO_MESSAGE = 'That repair order does not exist.';
export const EXPIRED_RO_MESSAGE = `This repair order was invoiced more than ${LINK_DAYS_AFTER_INVOICE} days ago: a status link would not work.`;
export const STATUS_NOT_FOUND_MESSAGE = 'This status link is not valid. Please call your service advisor.';
export const NOTE_MAX = 500;

const slsIdField = z.string().check(z.trim(), z.minLength(1, 'slsId: give the repair order (SlsId).'), z.maxLength(20, 'slsId: a repair order number is at most 20 characters.'));

export const statusLinkRequestSchema = z.object({ slsId: slsIdField });

export const statusNoteSchema = z.object({
  slsId: slsIdField,
  text: z.string().check(z.trim(), z.minLength(1, 'text: write the note for the customer.'), z.maxLength(NOTE_MAX, `text: a note is at most ${NOTE_MAX} characters.`)),
});

/** The staff answer of POST /api/service/status-links: the link, when it stops working, and who it was mailed to. */
export interface StatusLinkCreated {
  url: string;
  expiresAt: string | null;
  mailedTo: string | null;
}

/** A customer-facing note as staff wrote it for the page. */
export interface StatusNote {
  id: number;
  slsId: string;
  text: string;
  createdAt: string;
}

export const STATUS_STEPS = ['Checked in', 'Diagnosing', 'Awaiting approval', 'Awaiting parts', 'In repair', 'Final check', 'Ready'] as const;
export type StatusStep = (typeof STATUS_STEPS)[number];
export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  step: StatusStep;
  state: StepState;
  /** When the step began, when the RO's stamps or clock punches say so; null otherwise. */
  at: string | null;
}

/** What the timeline is derived from: the RO's stamps, its jobs' statuses and the technicians' punches on it. */
export interface RepairProgress {
  dateVinArrive: string | null;
  dateOpen: string;
  dateAuthorize: string | null;
  dateNotifyComplete: string | null;
  dateInvoice: string | null;
  /** Excede's job statuses: Scheduled, Waiting approval, Waiting parts, In progress, Complete. */
  jobStatuses: readonly string[];
  punches: readonly { clockIn: string; clockOut: string | null }[];
}

/** The step the truck is at now. */
export function currentStep(ro: RepairProgress): StatusStep {
  if (ro.dateNotifyComplete || ro.dateInvoice) return 'Ready';
  const jobs = ro.jobStatuses;
  const working = jobs.includes('In progress') || ro.punches.some((p) => p.clockOut === null);
  if (jobs.length > 0 && jobs.every((s) => s === 'Complete') && !working) return 'Final check';
  if (!ro.dateAuthorize) return jobs.includes('Waiting approval') ? 'Awaiting approval' : ro.punches.length ? 'Diagnosing' : 'Checked in';
  if (!working && jobs.includes('Waiting parts')) return 'Awaiting parts';
  return 'In repair';
}

const earliest = (times: readonly string[]): string | null => (times.length ? times.reduce((a, b) => (a < b ? a : b)) : null);
const latest = (times: readonly string[]): string | null => (times.length ? times.reduce((a, b) => (a > b ? a : b)) : null);
const iso = (t: string | null) => (t === null ? null : new Date(t).toISOString());

/** When each step began, where the record tells: a diagnosis is the first punch before approval, a repair the first after it. */
function stepStarts(ro: RepairProgress): Record<StatusStep, string | null> {
  const approved = ro.dateAuthorize === null ? null : new Date(ro.dateAuthorize).getTime();
  const ins = ro.punches.map((p) => p.clockIn);
  const before = approved === null ? ins : ins.filter((t) => new Date(t).getTime() < approved);
  const after = approved === null ? [] : ins.filter((t) => new Date(t).getTime() >= approved);
  const outs = ro.punches.flatMap((p) => (p.clockOut ? [p.clockOut] : []));
  return {
    'Checked in': iso(ro.dateVinArrive ?? ro.dateOpen),
    Diagnosing: iso(earliest(before)),
    'Awaiting approval': null,
    'Awaiting parts': null,
    'In repair': iso(earliest(after)),
    'Final check': ro.jobStatuses.length && ro.jobStatuses.every((s) => s === 'Complete') ? iso(latest(outs)) : null,
    Ready: iso(ro.dateNotifyComplete ?? ro.dateInvoice),
  };
}

/** The seven steps, each done, current or upcoming, with when it began where known. */
export function statusTimeline(ro: RepairProgress): TimelineStep[] {
  const now = STATUS_STEPS.indexOf(currentStep(ro));
  const starts = stepStarts(ro);
  return STATUS_STEPS.map((step, i) => {
    const state: StepState = i < now ? 'done' : i === now ? (step === 'Ready' ? 'done' : 'current') : 'upcoming';
    return { step, state, at: state === 'upcoming' ? null : starts[step] };
  });
}

/** The last six characters of a VIN: enough for the customer to know the truck, too little to identify it. */
export const vinLast6 = (vin: string): string => vin.trim().slice(-6).toUpperCase();

/** Everything the public page shows, and nothing else. */
export interface PublicRepairStatus {
  branch: { name: string; phone: string | null };
  unit: { fleetNo: string | null; year: number; make: string; model: string; vinLast6: string };
  timeline: TimelineStep[];
  promisedAt: string | null;
  advisor: { name: string; phone: string | null };
  notes: { text: string; at: string }[];
}
