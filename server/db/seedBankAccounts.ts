import { DEMO_BRANCHES } from '../../src/demo/branches';
import { lastClosedMonth } from '../excede/demo/bankStatementFiles';
import { DEMO_BANK, demoBankAccountNumber, demoStaleCheckXref } from '../excede/demo/bankStatements';
import { isoDay, TODAY } from '../excede/demo/calendar';
import { bankAccounts } from './bankReconciliation';
import type { Database } from './database';

/**
 * Each demo branch's operating account at the demo's bank, reconciled against its GL cash account (1010),
 * with the check its last reconciliation before the portal left outstanding (the demo's statements start with
 * the last closed month).
 */
export async function seedBankAccounts(tx: Database, systemUserId: number): Promise<void> {
  const { from } = lastClosedMonth(isoDay(TODAY));
  await tx
    .insert(bankAccounts)
    .values(
      DEMO_BRANCHES.map((b) => ({
        accountNumber: demoBankAccountNumber(b.code),
        bankName: DEMO_BANK.name,
        brnId: b.code,
        acctId: '1010',
        openingItems: [demoStaleCheckXref(b.code, from)],
        createdBy: systemUserId,
        updatedBy: systemUserId,
      })),
    )
    .onConflictDoNothing();
}
