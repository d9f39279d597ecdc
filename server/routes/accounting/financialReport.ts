import { Hono } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { accountNets } from '../../business/accountNets';
import { branchScope } from '../../business/branchScope';
import { budgetRowsOf } from '../../business/budgetRows';
import { freshnessOf } from '../../business/freshness';
import { queryRows, type Database } from '../../db/database';
import { budgets, stmtLayout } from '../../db/financialReport';
import { actorOf, audit } from '../../audit';
import { staffMemberOf } from '../../business/recordChange';
import { readBudgetCsv } from '../../../src/domain/accounting/financialStatementBudgets';
import { buildStatement, DEFAULT_LAYOUT, isPreliminary, statementKpis, type LayoutLine } from '../../../src/domain/accounting/financialStatement';
import { readColumns, type FinancialStatement } from '../../../src/domain/accounting/financialStatementQuery';
import { fail, type AppContext, type AppEnv } from '../../http';

/** The statement's layout as the controller keeps it; the default until one is stored. */
async function layoutOf(db: Database): Promise<LayoutLine[]> {
  const stored = await db.select().from(stmtLayout).where(eq(stmtLayout.layoutKey, 'default')).orderBy(asc(stmtLayout.sortOrder));
  return stored.length ? stored : [...DEFAULT_LAYOUT];
}

/** The statement the address's columns ask for, of the user's branches only (another's is a 403). */
async function statementOf(c: AppContext): Promise<FinancialStatement> {
  const read = readColumns(new URL(c.req.url).searchParams.getAll('col'));
  if (!read.ok) fail(400, read.message);
  const columns = read.columns.map((column) => ({ ...column, branches: branchScope(c, column.branches) }));
  const { db } = c.var.deps;
  const rows = buildStatement(await layoutOf(db), await accountNets(db, columns), columns.length);
  const closed = new Set((await queryRows<{ month: string }>(db, sql`select to_char(period, 'YYYY-MM') as month from excede_gl_periods where closed_on is not null`)).map((r) => r.month));
  return {
    columns: columns.map((column, i) => ({ ...column, preliminary: column.basis === 'actual' && isPreliminary(column.from, column.to, closed), kpis: statementKpis(rows, i) })),
    rows,
    ...(await freshnessOf(db, ['excede_gl_lines', 'excede_gl_periods'])),
  };
}

/**
 * A budget file (CSV) replaces the months, accounts and branches it names, all at once or nothing: a wrong line
 * (named) or an account Excede does not know is a 400, a branch not the user's a 403. Audited with the amounts
 * before and after.
 */
async function uploadBudgets(c: AppContext) {
  const read = readBudgetCsv(await c.req.text());
  if (!read.ok) fail(400, read.message);
  branchScope(c, [...new Set(read.lines.map((l) => l.brnId))]);
  const { db } = c.var.deps;
  const accounts = [...new Set(read.lines.map((l) => l.acctId))];
  const known = new Set((await queryRows<{ acct_id: string }>(db, sql`select acct_id from excede_gl_accounts where acct_id in (${sql.join(accounts.map((a) => sql`${a}`), sql`, `)})`)).map((r) => r.acct_id));
  const unknown = read.lines.findIndex((l) => !known.has(l.acctId));
  if (unknown >= 0) fail(400, `line ${unknown + 2}: Excede has no account ${read.lines[unknown]!.acctId}.`);
  const userId = staffMemberOf(c);
  const rows = budgetRowsOf(read.lines, userId);
  const keyOf = (r: { brnId: string; acctId: string; month: string }) => `${r.brnId}|${r.acctId}|${r.month}`;
  const asked = new Set(rows.map(keyOf));
  return db.transaction(async (tx) => {
    const before = (
      await tx
        .select({ brnId: budgets.brnId, acctId: budgets.acctId, month: budgets.month, amount: budgets.amount })
        .from(budgets)
        .where(and(inArray(budgets.brnId, [...new Set(rows.map((r) => r.brnId))]), inArray(budgets.month, [...new Set(rows.map((r) => r.month))])))
        .for('update')
    ).filter((r) => asked.has(keyOf(r)));
    await tx
      .insert(budgets)
      .values(rows)
      .onConflictDoUpdate({
        target: [budgets.brnId, budgets.month, budgets.acctId],
        set: { amount: sql`excluded.amount`, version: sql`${budgets.version} + 1`, updatedBy: userId, updatedAt: sql`now()` },
      });
    const after = rows.map(({ brnId, acctId, month, amount }) => ({ brnId, acctId, month, amount }));
    await audit(tx, { action: 'budgets.upload', ...actorOf(c), entity: 'budgets', before, after });
    return { saved: rows.length };
  });
}

export const financialReportRoutes = new Hono<AppEnv>().get('/accounting/financial-statement', guard('GET /accounting/financial-statement'), async (c) =>
  c.json(await statementOf(c)),
).post('/accounting/budgets', guard('POST /accounting/budgets'), async (c) => c.json(await uploadBudgets(c)));
