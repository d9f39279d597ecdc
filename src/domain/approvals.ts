import { centsOf } from './money';
import { formatMoney2 } from './format';

/**
 * Who may approve what: one rule for every sign-off of the portal. An approval is of a kind; the person who
 * made the record never approves it; the approver holds an approval authority of that kind (the
 * approval_authorities table: a user, a kind, a limit or none); with a limit, the amount must be within it.
 * The server enforces it with server/business/approvals.ts (`refuseApproval`: a 403 with the message
 * below); a screen may ask the same function first, to say why a button is not offered.
 *
 * A new kind (a wire, a company purchase, a vendor invoice) is a line in APPROVAL_KINDS and authorities of
 * that kind in the table: no migration.
 */
export const APPROVAL_KINDS = {
  /** A cash count whose over/short is beyond the sign-off threshold (/ar/cashonhand). */
  'cash-over-short': { label: 'cash over/short', record: 'count', approveIt: 'sign it off' },
  /** A completed bank reconciliation (/bankreconcillation): its preparer never approves it. */
  'bank-reconciliation': { label: 'bank reconciliations', record: 'reconciliation', approveIt: 'approve it' },
  /** An unreconciled item's explanation, before its day may be marked reconciled (/ar/unreconcileddays). */
  'reconciliation-explanation': { label: 'unreconciled items', record: 'explanation', approveIt: 'approve it' },
  /** A request to release an account from credit hold or legal (/ar/cashandcreditcollections): an AR manager decides it. */
  'credit-hold-release': { label: 'credit hold releases', record: 'request', approveIt: 'decide it' },
  /** An outgoing wire (/wireauthorization): one or two distinct approvers, never its requester, within limits. */
  wire: { label: 'wires', record: 'wire', approveIt: 'approve it' },
  /** Company purchase tiers (/companypurchase): a request walks every tier up to its amount's, one person each. */
  'company-purchase-department-head': { label: 'company purchases as department head', record: 'purchase request', approveIt: 'approve it' },
  'company-purchase-general-manager': { label: 'company purchases as general manager', record: 'purchase request', approveIt: 'approve it' },
  'company-purchase-controller': { label: 'company purchases as controller', record: 'purchase request', approveIt: 'approve it' },
  'company-purchase-principal': { label: 'company purchases as principal', record: 'purchase request', approveIt: 'approve it' },
  /** A vendor invoice with a price variance over tolerance, or above the approver's limit (/vendorinvoices). */
  'vendor-invoice': { label: 'vendor invoices', record: 'invoice', approveIt: 'approve it' },
  /** A cycle count line's inventory adjustment (/cycleAuditDrill): the parts manager, never one of its counters. */
  'inventory-adjustment': { label: 'inventory adjustments', record: 'count', approveIt: 'approve its adjustment' },
  /** The annual parts inventory's adjustments (/annual-parts-inventory-adjustment): the parts manager, then a second person as controller. */
  'annual-inventory-parts-manager': { label: 'annual inventories as parts manager', record: 'inventory', approveIt: 'approve it' },
  'annual-inventory-controller': { label: 'annual inventories as controller', record: 'inventory', approveIt: 'approve it' },
  /** A technician's time off (/scheduletimeoff): a service manager approves or denies it, never its requester. */
  'technician-time-off': { label: 'technician time off', record: 'time off request', approveIt: 'decide it' },
  /** A technician's labor cost rate change (/automatetechnicianrate): a service manager, never its submitter; a raise over RATE_GM_PERCENT the general manager. */
  'technician-rate': { label: 'technician rates', record: 'rate change', approveIt: 'approve it' },
  'technician-rate-general-manager': { label: 'technician rate increases as general manager', record: 'rate change', approveIt: 'approve it' },
} as const satisfies Record<string, { label: string; record: string; approveIt: string }>;

export type ApprovalKind = keyof typeof APPROVAL_KINDS;

export const isApprovalKind = (kind: string): kind is ApprovalKind => Object.hasOwn(APPROVAL_KINDS, kind);

/** One of a user's approval authorities; limitCents null is no limit. */
export interface ApprovalAuthority {
  kind: string;
  limitCents: number | null;
}

export interface ApprovalRequest {
  kind: ApprovalKind;
  /** Who made the record (its created_by). */
  makerId: number;
  /** Who would approve it (the person at the keyboard, not a user they assume). */
  approverId: number;
  /** What it is for, in cents; its size (a shortage or an overage alike) is what a limit bounds. */
  amountCents: number;
}

export type ApprovalRefusal = { reason: 'own record' | 'no authority' | 'over limit'; message: string };

/** The authority of a database row: its limit (numeric(14,2) text) in cents. */
export const authorityOf = (row: { kind: string; limitAmount: string | null }): ApprovalAuthority => ({
  kind: row.kind,
  limitCents: row.limitAmount === null ? null : centsOf(row.limitAmount),
});

/** The first rule alone, for a sign-off that needs no authority beyond the screen's permission: never the maker. */
export function ownRecordRefusal(request: Pick<ApprovalRequest, 'kind' | 'makerId' | 'approverId'>): ApprovalRefusal | null {
  const { record, approveIt } = APPROVAL_KINDS[request.kind];
  return request.makerId === request.approverId ? { reason: 'own record', message: `You recorded this ${record}: someone else must ${approveIt}.` } : null;
}

/** Why this approver may not approve this record, or null when they may. */
export function approvalRefusal(request: ApprovalRequest, authorities: readonly ApprovalAuthority[]): ApprovalRefusal | null {
  const { label, record } = APPROVAL_KINDS[request.kind];
  const own = ownRecordRefusal(request);
  if (own) return own;
  const held = authorities.filter((a) => a.kind === request.kind);
  if (!held.length) return { reason: 'no authority', message: `You have no approval authority for ${label}.` };
  const size = Math.abs(request.amountCents);
  if (held.some((a) => a.limitCents === null || size <= a.limitCents)) return null;
  const limit = Math.max(...held.map((a) => a.limitCents ?? 0));
  return {
    reason: 'over limit',
    message: `Your approval limit for ${label} is ${formatMoney2(limit / 100)}; this ${record} is for ${formatMoney2(size / 100)}.`,
  };
}
