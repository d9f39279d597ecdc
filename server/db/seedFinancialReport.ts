import { DEFAULT_LAYOUT } from '../../src/domain/accounting/financialStatement';
import type { Database } from './database';
import { stmtLayout } from './financialReport';

/** The default statement layout over the demo chart of accounts, for the controller to change later. */
export async function seedFinancialReport(tx: Database, systemUserId: number): Promise<void> {
  await tx
    .insert(stmtLayout)
    .values(DEFAULT_LAYOUT.map((line) => ({ ...line, createdBy: systemUserId, updatedBy: systemUserId })))
    .onConflictDoNothing();
}
