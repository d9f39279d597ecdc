import { eq } from 'drizzle-orm';
import { approvalRefusal, authorityOf, type ApprovalAuthority, type ApprovalKind, type ApprovalRefusal } from '../../src/domain/approvals';
import { approvalAuthorities } from '../db/approvals';
import type { Database } from '../db/database';
import { fail, type AppContext } from '../http';
import { staffMemberOf } from './recordChange';

/** The approval authorities of a user (the person at the keyboard, never a user they assume). */
export async function authoritiesOf(db: Database, userId: number): Promise<ApprovalAuthority[]> {
  const rows = await db.select({ kind: approvalAuthorities.kind, limitAmount: approvalAuthorities.limitAmount }).from(approvalAuthorities).where(eq(approvalAuthorities.userId, userId));
  return rows.map(authorityOf);
}

/**
 * Why the person at the keyboard may not approve this record (src/domain/approvals.ts), or null: for a screen
 * that says so beside the button. The approval itself goes through `refuseApproval`.
 */
export async function approvalRefusalFor(c: AppContext, db: Database, record: { kind: ApprovalKind; makerId: number; amountCents: number }): Promise<ApprovalRefusal | null> {
  const approverId = staffMemberOf(c);
  return approvalRefusal({ ...record, approverId }, await authoritiesOf(db, approverId));
}

/** Refuses (403, saying why) an approval the rule does not allow: the maker, no authority of the kind, over the limit. */
export async function refuseApproval(c: AppContext, db: Database, record: { kind: ApprovalKind; makerId: number; amountCents: number }): Promise<void> {
  const refusal = await approvalRefusalFor(c, db, record);
  if (refusal) fail(403, refusal.message);
}
