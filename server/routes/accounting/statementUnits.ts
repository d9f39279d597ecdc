import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { queryRows, type Database } from '../../db/database';
import { readColumns, type StatementColumn } from '../../../src/domain/accounting/financialStatementQuery';
import { PARTS_COUNTER_TITLES, type StatementUnits, type UnitCounts } from '../../../src/domain/accounting/statementUnits';
import { fail, type AppContext, type AppEnv } from '../../http';
import { businessDayOf } from '../../db/businessDay';

/** Each actual column's count of one table's rows: those whose day falls in its days at its branches. */
async function countsByColumn(db: Database, columns: readonly StatementColumn[], table: SQL, day: SQL, branch: SQL): Promise<number[]> {
  const actual = columns.filter((c) => c.basis === 'actual');
  if (!actual.length) return columns.map(() => 0);
  const counts = columns.map((c, i) =>
    c.basis === 'actual'
      ? sql`count(*) filter (where ${day} between ${c.from}::date and ${c.to}::date and ${inBranches(branch, c.branches)})::int as ${sql.identifier(`c${i}`)}`
      : sql`0 as ${sql.identifier(`c${i}`)}`,
  );
  const from = actual.reduce((min, c) => (c.from < min ? c.from : min), actual[0]!.from);
  const to = actual.reduce((max, c) => (c.to > max ? c.to : max), actual[0]!.to);
  const branches = [...new Set(actual.flatMap((c) => c.branches))];
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select ${sql.join(counts, sql`, `)} from ${table} where ${day} between ${from}::date and ${to}::date and ${inBranches(branch, branches)}`,
  );
  return columns.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

/** The parts counter staff of each column's branches, as Excede lists them now. */
async function counterStaff(db: Database, columns: readonly StatementColumn[]): Promise<number[]> {
  const rows = await queryRows<{ branch_code: string; n: number }>(
    db,
    sql`select branch_code, count(*)::int as n from excede_employees
        where title in (${sql.join(PARTS_COUNTER_TITLES.map((t) => sql`${t}`), sql`, `)}) group by branch_code`,
  );
  const byBranch = new Map(rows.map((r) => [r.branch_code, Number(r.n)]));
  return columns.map((c) => c.branches.reduce((sum, code) => sum + (byBranch.get(code) ?? 0), 0));
}

/**
 * The counts behind the P&L comparison's per-unit figures, a column each (the statement's columns, of the user's
 * branches only): trucks delivered, repair orders invoiced (New York days) and parts counter staff; a budget
 * column has none.
 */
async function unitsOf(c: AppContext): Promise<StatementUnits> {
  const read = readColumns(new URL(c.req.url).searchParams.getAll('col'));
  if (!read.ok) fail(400, read.message);
  const columns = read.columns.map((column) => ({ ...column, branches: branchScope(c, column.branches) }));
  const { db } = c.var.deps;
  const [trucks, ros, staff] = await Promise.all([
    countsByColumn(db, columns, sql`excede_deals`, sql`delivered_on`, sql`brn_id`),
    countsByColumn(db, columns, sql`excede_repair_orders`, sql`${businessDayOf(sql`date_invoice`)}`, sql`brn_id`),
    counterStaff(db, columns),
  ]);
  return {
    columns: columns.map((column, i): UnitCounts | null =>
      column.basis === 'actual' ? { trucksDelivered: trucks[i]!, rosClosed: ros[i]!, counterStaff: staff[i]! } : null,
    ),
  };
}

export const statementUnitsRoutes = new Hono<AppEnv>().get('/accounting/statement-units', guard('GET /accounting/statement-units'), async (c) => c.json(await unitsOf(c)));
