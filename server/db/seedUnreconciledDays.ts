import { moneyText } from '../../src/domain/money';
import { DEMO_APPROVERS } from '../../src/demo/cashFunds';
import { approvalAuthorities } from './approvals';
import type { Database } from './database';

/** The demo's approvers of unreconciled items' explanations: those who sign off cash counts, with the same limits; a second run adds nothing. */
export async function seedUnreconciledDays(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  await tx
    .insert(approvalAuthorities)
    .values(
      DEMO_APPROVERS.map((a) => ({
        userId: userId.get(a.email)!,
        kind: 'reconciliation-explanation',
        limitAmount: a.limitCents === null ? null : moneyText(a.limitCents),
        createdBy: userId.get('admin@demo.local')!,
      })),
    )
    .onConflictDoNothing();
}
