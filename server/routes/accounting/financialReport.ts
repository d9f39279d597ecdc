import { Hono } from 'hono';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { queryRows, type Database } from '../../db/database';
import { budgets, stmtLayout } from '../../db/financialReport';
import { actorOf, audit } from '../../audit';
import { staffMemberOf } from '../../business/recordChange';
import { DEMO_AS_OF } from '../../demoAsOf';
import { newYorkDay } from '../../../src/domain/businessDays';
import { centsOf, moneyText } from '../../../src/domain/money';
import { readBudgetCsv } from '../../../src/domain/accounting/financialStatementBudgets';
import { buildStatement, DEFAULT_LAYOUT, isPreliminary, statementKpis, type LayoutLine } from '../../../src/domain/accounting/financialStatement';
import { readColumns, type FinancialStatement, type StatementColumn } from '../../../src/domain/accounting/financialStatementQuery';
import { fail, type AppContext, type AppEnv } from '../../http';

/** The statement's layout as the controller keeps it; the default until one is stored. */
async function layoutOf(db: Database): Promise<LayoutLine[]> {
  const stored = await db.select().from(stmtLayout).where(eq(stmtLayout.layoutKey, 'default')).orderBy(asc(stmtLayout.sortOrder));
  return stored.length ? stored : [...DEFAULT_LAYOUT];
}

/**
 * Each profit-and-loss account's net (debit − credit) in every column, summed in SQL (numeric, exact): actuals
 * from the GL lines of the column's branches and days, budgets (kept in the account's natural sense) turned to
 * the same sense by the account's type.
 */
async function accountNets(db: Database, columns: readonly StatementColumn[]): Promise<Map<string, number[]>> {
  const nets = new Map<string, number[]>();
  const add = (rows: Record<string, string | null>[]) => {
    for (const row of rows) {
      const amounts = nets.get(row.acct_id!) ?? columns.map(() => 0);
      columns.forEach((_, i) => (amounts[i]! += centsOf(row[`c${i}`] ?? '0') ?? 0));
      nets.set(row.acct_id!, amounts);
    }
  };
  /** Each column's sum of a value over its own rows (the others' are nothing). */
  const sums = (basis: StatementColumn['basis'], value: SQL, rowsOf: (column: StatementColumn) => SQL) =>
    sql.join(
      columns.map((column, i) =>
        column.basis === basis ? sql`coalesce(sum(${value}) filter (where ${rowsOf(column)}), 0)::text as ${sql.identifier(`c${i}`)}` : sql`'0' as ${sql.identifier(`c${i}`)}`,
      ),
      sql`, `,
    );
  const from = columns.reduce((min, c) => (c.from < min ? c.from : min), columns[0]!.from);
  const to = columns.reduce((max, c) => (c.to > max ? c.to : max), columns[0]!.to);
  const branches = [...new Set(columns.flatMap((c) => c.branches))];
  if (columns.some((c) => c.basis === 'actual')) {
    const rowsOf = (c: StatementColumn) => sql`l.posted_on between ${c.from}::date and ${c.to}::date and ${inBranches(sql`l.brn_id`, c.branches)}`;
    add(
      await queryRows(
        db,
        sql`select l.acct_id, ${sums('actual', sql`l.debit - l.credit`, rowsOf)} from excede_gl_lines l
            where l.posted_on between ${from}::date and ${to}::date and ${inBranches(sql`l.brn_id`, branches)} and l.acct_id >= '4000'
            group by l.acct_id`,
      ),
    );
  }
  if (columns.some((c) => c.basis === 'budget')) {
    const rowsOf = (c: StatementColumn) => sql`b.month between date_trunc('month', ${c.from}::date) and ${c.to}::date and ${inBranches(sql`b.brn_id`, c.branches)}`;
    add(
      await queryRows(
        db,
        sql`select b.acct_id, ${sums('budget', sql`case when a.acct_type = 'Income' then -b.amount else b.amount end`, rowsOf)}
            from budgets b left join excede_gl_accounts a on a.acct_id = b.acct_id
            where b.month between date_trunc('month', ${from}::date) and ${to}::date and ${inBranches(sql`b.brn_id`, branches)}
            group by b.acct_id`,
      ),
    );
  }
  return nets;
}

/** The statement the address's columns ask for, of the user's branches only (another's is a 403). */
async function statementOf(c: AppContext): Promise<FinancialStatement> {
  const read = readColumns(new URL(c.req.url).searchParams.getAll('col'));
  if (!read.ok) fail(400, read.message);
  const columns = read.columns.map((column) => ({ ...column, branches: branchScope(c, column.branches) }));
  const { db } = c.var.deps;
  const rows = buildStatement(await layoutOf(db), await accountNets(db, columns), columns.length);
  const today = newYorkDay(DEMO_AS_OF);
  return {
    columns: columns.map((column, i) => ({ ...column, preliminary: column.basis === 'actual' && isPreliminary(column.to, today), kpis: statementKpis(rows, i) })),
    rows,
    ...(await freshnessOf(db, ['excede_gl_lines'])),
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
  const rows = read.lines.map((l) => ({ brnId: l.brnId, acctId: l.acctId, month: `${l.month}-01`, amount: moneyText(l.cents), createdBy: userId, updatedBy: userId }));
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
