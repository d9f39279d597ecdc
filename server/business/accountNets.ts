import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { inBranches } from './branchScope';
import { centsOf } from '../../src/domain/money';
import { wholeMonthsOf, type DayRange } from '../../src/domain/accounting/wholeMonths';
import type { StatementColumn } from '../../src/domain/accounting/financialStatementQuery';

/** Each column's sum of a value over the rows it asks for (none: nothing). */
const columnSums = (value: SQL, rowsOf: readonly (SQL | null)[]) =>
  sql.join(
    rowsOf.map((rows, i) => (rows ? sql`coalesce(sum(${value}) filter (where ${rows}), 0)::text as ${sql.identifier(`c${i}`)}` : sql`'0' as ${sql.identifier(`c${i}`)}`)),
    sql`, `,
  );

const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;
const within = (column: SQL, { from, to }: DayRange) => sql`${column} between ${from}::date and ${to}::date`;

/**
 * Each profit-and-loss account's net (debit − credit) in every column, summed in SQL (numeric, exact): actuals
 * read the month totals for a column's whole months and Excede's GL lines only for the days at its edges;
 * budgets (kept in the account's natural sense) are turned to the same sense by the account's type.
 */
export async function accountNets(db: Database, columns: readonly StatementColumn[]): Promise<Map<string, number[]>> {
  const nets = new Map<string, number[]>();
  const add = (rows: Record<string, string | null>[]) => {
    for (const row of rows) {
      const amounts = nets.get(row.acct_id!) ?? columns.map(() => 0);
      columns.forEach((_, i) => (amounts[i]! += centsOf(row[`c${i}`] ?? '0') ?? 0));
      nets.set(row.acct_id!, amounts);
    }
  };
  const branches = [...new Set(columns.flatMap((c) => c.branches))];
  const actual = columns.map((c) => (c.basis === 'actual' ? wholeMonthsOf(c) : null));
  const query = async (rowsOf: (SQL | null)[], value: SQL, from: SQL, branch: SQL) => {
    const asked = rowsOf.filter((r): r is SQL => r !== null);
    if (asked.length) add(await queryRows(db, sql`select acct_id, ${columnSums(value, rowsOf)} ${from} where acct_id >= '4000' and ${inBranches(branch, branches)} and ${anyOf(asked)} group by acct_id`));
  };
  const inColumn = (i: number, branch: SQL, rows: SQL | null) => rows && sql`(${rows} and ${inBranches(branch, columns[i]!.branches)})`;

  await query(
    actual.map((cut, i) => inColumn(i, sql`brn_id`, cut?.months ? within(sql`month`, cut.months) : null)),
    sql`debit - credit`,
    sql`from gl_month_totals`,
    sql`brn_id`,
  );
  await query(
    actual.map((cut, i) => inColumn(i, sql`brn_id`, cut?.days.length ? anyOf(cut.days.map((d) => within(sql`posted_on`, d))) : null)),
    sql`debit - credit`,
    sql`from excede_gl_lines`,
    sql`brn_id`,
  );
  await query(
    columns.map((c, i) => (c.basis === 'budget' ? inColumn(i, sql`b.brn_id`, sql`b.month between date_trunc('month', ${c.from}::date) and ${c.to}::date`) : null)),
    sql`case when a.acct_type = 'Income' then -b.amount else b.amount end`,
    sql`from budgets b left join excede_gl_accounts a using (acct_id)`,
    sql`b.brn_id`,
  );
  return nets;
}
