import type { ApprovalAuthorityRow } from '../../../src/domain/approvalAuthorities';

/** What a branch controller holds: cash sign-offs to $500, bank reconciliations without limit. */
export const CONTROLLER_AUTHORITIES: ApprovalAuthorityRow[] = [
  { kind: 'bank-reconciliation', limitAmount: null, version: 2, updatedAt: '2026-11-18T14:05:00.000Z', updatedByName: 'Alex Admin' },
  { kind: 'cash-over-short', limitAmount: '500.00', version: 1, updatedAt: '2026-11-02T13:00:00.000Z', updatedByName: null },
];
