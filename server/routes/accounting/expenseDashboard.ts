import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { readSetting } from '../../business/settings';
import { queryRows, type Database } from '../../db/database';
import { addMonths, lastDayOf } from '../../../src/domain/accounting/financialStatement';
import { EXPENSE_ACCOUNT_CATEGORIES, EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../src/domain/accounting/expenseDashboard';
import {
  EXPENSE_ACCOUNT_FIELDS,
  type ExpenseAccountRow,
  type ExpenseAgainstBudget,
  type ExpenseDashboard,
  type ExpenseDashboardAsk,
} from '../../../src/domain/accounting/expenseDashboardFields';
import { EXPENSE_DASHBOARD_PARAMS, expenseDashboardQuery } from '../../../src/domain/accounting/expenseDashboardQuery';
import { branchId } from '../../../src/domain/accounting/documents';
import { centsOf, moneyText } from '../../../src/domain/money';
import { fail, parseWith, type AppContext, type AppEnv } from '../../http';

// The month totals follow the GL lines: the lines' import says how fresh they are.
const TABLES = ['excede_gl_lines', 'excede_gl_accounts'];

/** Months 'YYYY-MM', both included. */
interface MonthSpan {
  from: string;
  to: string;
}

const inSpans = (column: SQL, spans: readonly MonthSpan[]) =>
  sql`(${sql.join(
    spans.map((s) => sql`${column} between ${`${s.from}-01`}::date and ${lastDayOf(s.to)}::date`),
    sql` or `,
  )})`;

/**
 * Each branch's GL net (debit − credit) by account and month over the spans: the month totals the database keeps
 * with every write to the GL lines (gl_month_totals), a row per branch, month and account.
 */
const monthNets = (spans: readonly MonthSpan[], branches: readonly string[]) =>
  sql`(select brn_id, acct_id, month, debit - credit as net from gl_month_totals
      where ${inBranches(sql`brn_id`, branches)} and ${inSpans(sql`month`, spans)})`;

// Constants of the domain module (account ids and category names), so written into the SQL as they are.
const CATEGORY_OF = sql.raw(
  `case a.acct_id ${Object.entries(EXPENSE_ACCOUNT_CATEGORIES)
    .map(([id, category]) => `when '${id.replace(/\D/g, '')}' then '${category.replace(/[^\w -]/g, '')}'`)
    .join(' ')} else 'Semi-fixed' end`,
);

/** The expense accounts' actual and budget by branch, account and month, of the branches, department and category asked. */
function expenseFacts(ask: ExpenseDashboardAsk, spans: readonly MonthSpan[], branches: readonly string[]): SQL {
  return sql`(select f.brn_id, f.acct_id, f.month, f.actual, f.budget, a.description, a.department, ${CATEGORY_OF} as category
      from (select brn_id, acct_id, month, coalesce(n.net, 0) as actual, coalesce(b.amount, 0) as budget
            from ${monthNets(spans, branches)} n
            full join (select brn_id, acct_id, month, amount from budgets where ${inBranches(sql`brn_id`, branches)} and ${inSpans(sql`month`, spans)}) b
            using (brn_id, acct_id, month)) f
      join excede_gl_accounts a on a.acct_id = f.acct_id
      where a.acct_type = 'Expense'
        ${ask.department ? sql`and a.department = ${ask.department}` : sql``}
        ${ask.category ? sql`and ${CATEGORY_OF} = ${ask.category}` : sql``})`;
}

interface Limits {
  percent: number;
  cents: number;
}

/** Each branch's expense account in the month: actual, budget, the same month a year before (table alias g). */
function accountsOf(ask: ExpenseDashboardAsk, branches: readonly string[]): SQL {
  const month = `${ask.period}-01`;
  const prior = `${addMonths(ask.period, -12)}-01`;
  const spans = [
    { from: ask.period, to: ask.period },
    { from: addMonths(ask.period, -12), to: addMonths(ask.period, -12) },
  ];
  return sql`(select f.brn_id, f.acct_id, min(f.description) as description, min(f.department) as department, min(f.category) as category,
        coalesce(sum(f.actual) filter (where f.month = ${month}::date), 0) as actual,
        coalesce(sum(f.budget) filter (where f.month = ${month}::date), 0) as budget,
        coalesce(sum(f.actual) filter (where f.month = ${prior}::date), 0) as prior_year
      from ${expenseFacts(ask, spans, branches)} f group by f.brn_id, f.acct_id) g`;
}

const VARIANCE = sql`(g.actual - g.budget)`;
const VARIANCE_PERCENT = sql`(case when g.budget = 0 then null else round((g.actual - g.budget) / abs(g.budget) * 100, 1) end)`;
/** As isOverrun (src/domain/accounting/expenseDashboard.ts) says: over by more than the amount and, with a budget, the percent. */
const overrunOf = ({ percent, cents }: Limits) =>
  sql`(${VARIANCE} > ${moneyText(cents)}::numeric and (g.budget = 0 or ${VARIANCE_PERCENT} > ${percent}::numeric))`;

const limitsOf = async (db: Database): Promise<Limits> => ({
  percent: await readSetting(db, 'expense.overrunPercent'),
  cents: await readSetting(db, 'expense.overrunCents'),
});

/** The month's accounts as a business list: paged, sorted, filtered, totalled and exported on the server. */
function accountList(ask: ExpenseDashboardAsk, limits: Limits): ListDefinition {
  return {
    name: `expenses-${ask.period}`,
    from: (_query, branches) => accountsOf(ask, branches),
    branch: sql`g.brn_id`,
    columns: listColumnsIn('g', EXPENSE_ACCOUNT_FIELDS, { variance: VARIANCE, variancePercent: VARIANCE_PERCENT, overrun: overrunOf(limits) }),
    key: [sql`g.brn_id`, sql`g.acct_id`],
    defaultSort: [{ id: 'variance', desc: true }],
    tables: TABLES,
    params: EXPENSE_DASHBOARD_PARAMS,
  };
}

/** The dashboard's own parameters, and a department Excede's expense accounts do not have is refused by name. */
async function askOf(c: AppContext, departments: readonly string[]): Promise<ExpenseDashboardAsk> {
  const ask = parseWith(expenseDashboardQuery, c.req.query());
  if (ask.department && !departments.includes(ask.department)) fail(400, `department: No expense account is in '${ask.department.slice(0, 40)}'.`);
  return ask;
}

const departmentsOf = async (db: Database) =>
  (await queryRows<{ department: string }>(db, sql`select distinct department from excede_gl_accounts where acct_type = 'Expense' order by 1`)).map((r) => r.department);

const cents = (text: string | null | undefined) => centsOf(text ?? '0') ?? 0;

function againstBudget(actualCents: number, budgetCents: number): ExpenseAgainstBudget {
  return {
    actual: moneyText(actualCents),
    budget: moneyText(budgetCents),
    percentOfBudget: budgetCents === 0 ? null : Math.round((actualCents * 1000) / budgetCents) / 10,
  };
}

/** The tiles and charts of the month for the user's branches asked. */
async function dashboardOf(c: AppContext): Promise<ExpenseDashboard> {
  const { db } = c.var.deps;
  const asked = c.req.queries('brnId') ?? [];
  for (const code of asked) parseWith(branchId, code);
  const branches = branchScope(c, asked.filter((code) => code !== 'all'));
  const departments = await departmentsOf(db);
  const ask = await askOf(c, departments);
  const limits = await limitsOf(db);
  const first = addMonths(ask.period, -11);

  const trendRows = await queryRows<{ month: string; actual: string; budget: string }>(
    db,
    sql`select to_char(f.month, 'YYYY-MM') as month, sum(f.actual)::text as actual, sum(f.budget)::text as budget
        from ${expenseFacts(ask, [{ from: first, to: ask.period }], branches)} f group by 1 order by 1`,
  );
  const trend = Array.from({ length: 12 }, (_, i) => addMonths(first, i)).map((month) => {
    const found = trendRows.find((r) => r.month === month);
    return { month, actual: moneyText(cents(found?.actual)), budget: moneyText(cents(found?.budget)) };
  });
  const yearToDate = trend.filter((t) => t.month >= `${ask.period.slice(0, 4)}-01`);
  const sum = (rows: typeof trend, key: 'actual' | 'budget') => rows.reduce((total, r) => total + cents(r[key]), 0);

  const categoryRows = await queryRows<{ brn_id: string; category: ExpenseCategory; actual: string }>(
    db,
    sql`select f.brn_id, f.category, sum(f.actual)::text as actual
        from ${expenseFacts(ask, [{ from: ask.period, to: ask.period }], branches)} f group by 1, 2`,
  );
  const categories = [...branches].sort().map((brnId) => ({
    brnId,
    amounts: Object.fromEntries(
      EXPENSE_CATEGORIES.map((category) => [category, moneyText(cents(categoryRows.find((r) => r.brn_id === brnId && r.category === category)?.actual))]),
    ) as Record<ExpenseCategory, string>,
  }));

  const list = accountList(ask, limits);
  const top = await queryRows<ExpenseAccountRow>(
    db,
    sql`select ${sql.join(
      Object.entries(list.columns).map(([id, column]) => sql`${column.value}${id === 'overrun' ? sql`` : sql`::text`} as ${sql.identifier(id)}`),
      sql`, `,
    )}
        from ${accountsOf(ask, branches)} where ${VARIANCE} > 0 order by ${VARIANCE} desc, g.brn_id, g.acct_id limit 20`,
  );
  return {
    period: ask.period,
    branches,
    departments,
    month: againstBudget(cents(trend.at(-1)!.actual), cents(trend.at(-1)!.budget)),
    yearToDate: againstBudget(sum(yearToDate, 'actual'), sum(yearToDate, 'budget')),
    largestOverrun: top.find((r) => r.overrun) ?? null,
    categories,
    trend,
    top,
    limits,
    ...(await freshnessOf(db, TABLES)),
  };
}

async function answerAccounts(c: AppContext): Promise<Response> {
  const { db } = c.var.deps;
  const ask = await askOf(c, await departmentsOf(db));
  return answerList(c, accountList(ask, await limitsOf(db)));
}

export const expenseDashboardRoutes = new Hono<AppEnv>()
  .get('/accounting/expense-dashboard', guard('GET /accounting/expense-dashboard'), async (c) => c.json(await dashboardOf(c)))
  .get('/accounting/expense-dashboard/accounts', guard('GET /accounting/expense-dashboard/accounts'), answerAccounts);
