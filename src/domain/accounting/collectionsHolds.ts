import type { ApprovalKind } from '../approvals';
import type { AccountStatus } from './collections';

/**
 * Credit holds, releases and referrals to legal (/ar/cashandcreditcollections): Excede holds and releases an
 * account, so the portal keeps the request (who, why, when) and its state, Requested until someone records it
 * done in Excede or declines it. Releasing an account needs an AR manager (an authority of the approval kind
 * below, src/domain/approvals.ts), never the person who asked.
 */

export const HOLD_REQUEST_KINDS = ['Credit hold', 'Release', 'Legal'] as const;
export type HoldRequestKind = (typeof HOLD_REQUEST_KINDS)[number];

export const HOLD_REQUEST_STATES = ['Requested', 'Done in Excede', 'Declined'] as const;
export type HoldRequestState = (typeof HOLD_REQUEST_STATES)[number];

/** What the screen calls asking for each kind. */
export const HOLD_REQUEST_LABELS: Record<HoldRequestKind, string> = {
  'Credit hold': 'Request credit hold',
  Release: 'Request release',
  Legal: 'Refer to legal',
};

/** The approval kind of deciding a release. */
export const RELEASE_APPROVAL: ApprovalKind = 'credit-hold-release';

/** Whether deciding a request of this kind needs an AR manager. */
export const needsArManager = (kind: HoldRequestKind): boolean => kind === 'Release';

/** Why a request of this kind cannot be made on an account of this status, or null when it can. */
export function holdRequestProblem(kind: HoldRequestKind, status: AccountStatus): string | null {
  if (kind === 'Credit hold' && status !== 'Active') return `The account is already ${status === 'Legal' ? 'with legal' : 'on credit hold'}.`;
  if (kind === 'Release' && status === 'Active') return 'The account is not on hold: there is nothing to release.';
  if (kind === 'Legal' && status === 'Legal') return 'The account is already with legal.';
  return null;
}

