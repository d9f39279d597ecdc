import { formatMoney2 } from './format';
import { APPROVAL_KINDS, isApprovalKind, type ApprovalKind } from './approvals';

/**
 * A user's approval authorities as administrators keep them on the user's profile (/users/userprofile/{id}):
 * of each approval kind (src/domain/approvals.ts) at most one, with a limit in dollars or none. No one
 * changes their own: segregation of duties means another administrator grants what a person may approve.
 */

/** One authority as GET /api/users/{id}/approval-authorities answers it. */
export interface ApprovalAuthorityRow {
  kind: ApprovalKind;
  /** numeric(14,2) text; null: no limit. */
  limitAmount: string | null;
  version: number;
  updatedAt: string;
  /** Who granted or last changed it; null for the demo's seeded ones. */
  updatedByName: string | null;
}

/** What an authority of a kind lets its holder do, as the profile lists it: 'Cash over/short'. */
export const approvalKindTitle = (kind: ApprovalKind): string => {
  const { label } = APPROVAL_KINDS[kind];
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** A limit as the profile shows it: '$1,250.00', or 'No limit'. */
export const authorityLimitText = (limitAmount: string | null): string => (limitAmount === null ? 'No limit' : formatMoney2(limitAmount));

export const APPROVAL_KIND_OPTIONS = (Object.keys(APPROVAL_KINDS) as ApprovalKind[]).map((kind) => ({ id: kind, label: approvalKindTitle(kind) }));

/** The largest limit an authority may carry: $100,000,000.00. */
export const MAX_AUTHORITY_LIMIT_CENTS = 10_000_000_000;

export const OWN_AUTHORITY_MESSAGE = 'You cannot change your own approval authorities: another administrator must.';
export const NOT_AN_APPROVAL_KIND = 'kind: Choose what the authority approves from the list.';
export const AUTHORITY_NOT_FOUND = 'This user no longer holds that approval authority.';
export const AUTHORITY_EXISTS = 'This user already holds that approval authority: change it instead.';

export const approvalKindOf = (value: string | undefined): ApprovalKind | null => (value && isApprovalKind(value) ? value : null);
