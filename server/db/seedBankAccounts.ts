import { DEMO_BRANCHES } from '../../src/demo/branches';
import { DEMO_BANK, demoBankAccountNumber } from '../excede/demo/bankStatements';
import { bankAccounts } from './bankReconciliation';
import type { Database } from './database';

/** Each demo branch's operating account at the demo's bank, reconciled against its GL cash account (1010). */
export async function seedBankAccounts(tx: Database, systemUserId: number): Promise<void> {
  await tx
    .insert(bankAccounts)
    .values(DEMO_BRANCHES.map((b) => ({ accountNumber: demoBankAccountNumber(b.code), bankName: DEMO_BANK.name, brnId: b.code, acctId: '1010', createdBy: systemUserId, updatedBy: systemUserId })))
    .onConflictDoNothing();
}
