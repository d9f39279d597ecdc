import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { readBudgetCsv } from '../../src/domain/accounting/financialStatementBudgets';
import { budgetRowsOf } from '../business/budgetRows';
import type { Database } from './database';
import { budgets } from './financialReport';
import { users } from './schema';

const ROWS_A_STATEMENT = 1000;

/**
 * The demo year's budget from its CSV (server/excede/demo/budgetFile.ts), read as an upload is, kept as uploaded by
 * accounting@demo.local; a month already budgeted is left as it is. Answers how many lines were new.
 */
export async function seedDemoBudget(db: Database, file: string): Promise<number> {
  const read = readBudgetCsv(await readFile(file, 'utf8'));
  if (!read.ok) throw new Error(`${file}: ${read.message}`);
  const [accountant] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'accounting@demo.local'));
  if (!accountant) return 0;
  const rows = budgetRowsOf(read.lines, accountant.id);
  let added = 0;
  for (let i = 0; i < rows.length; i += ROWS_A_STATEMENT) {
    added += (await db.insert(budgets).values(rows.slice(i, i + ROWS_A_STATEMENT)).onConflictDoNothing().returning({ id: budgets.id })).length;
  }
  return added;
}
