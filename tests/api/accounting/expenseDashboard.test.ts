import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExpenseAccountRow, ExpenseDashboard } from '../../../src/domain/accounting/expenseDashboardFields';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { centsOf } from '../../../src/domain/money';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;

// June 2020, before the demo's history: Norcross (101, accounting's) spends on advertising (over its budget by
// more than 10% and $1,000), salaries (under) and rent (over by $100 only); February adds to the year; June 2019
// is the prior year; Birmingham (201) is not accounting's.
const dashboard = (query: string, token: string | null = accounting) => api.request(`accounting/expense-dashboard?${query}`, { token });
const accounts = (query: string, token: string | null = accounting) => api.request(`accounting/expense-dashboard/accounts?${query}`, { token });
const read = async (query: string) => (await (await dashboard(query)).json()) as ExpenseDashboard;
/** Each query is a 400 whose message names its parameter. */
async function refusesNaming(ask: (query: string) => Promise<Response>, cases: readonly (readonly [string, string])[]) {
  for (const [query, name] of cases) {
    const answer = await ask(query);
    expect(answer.status, query).toBe(400);
    expect(JSON.stringify(await answer.json()), query).toContain(name);
  }
}
const cents = (text: string | null | undefined) => centsOf(text ?? '0');
/** The SQL sums the dashboard must agree with: expense accounts' GL debits less credits, and their budgets. */
const linesSum = async (brnId: string, from: string, to: string) =>
  (await queryRows<{ s: string }>(api.db, sql`select coalesce(sum(l.debit - l.credit), 0)::text as s from excede_gl_lines l join excede_gl_accounts a using (acct_id)
    where a.acct_type = 'Expense' and l.brn_id = ${brnId} and l.posted_on between ${from}::date and ${to}::date`))[0]!.s;
const budgetSum = async (brnId: string, from: string, to: string) =>
  (await queryRows<{ s: string }>(api.db, sql`select coalesce(sum(b.amount), 0)::text as s from budgets b join excede_gl_accounts a using (acct_id)
    where a.acct_type = 'Expense' and b.brn_id = ${brnId} and b.month between ${from}::date and ${to}::date`))[0]!.s;

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts] = (await Promise.all(['accounting@demo.local', 'parts@demo.local'].map(async (e) => (await api.login(e)).token))) as [string, string];
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values
    ('ED1', 1, '6200', '101', 'Administration', '2020-06-05', 3000.10, 0, 'AD1', 'General journal', 'Radio spots'),
    ('ED1', 2, '2000', '101', 'Administration', '2020-06-05', 0, 3000.10, 'AD1', 'General journal', 'Radio spots'),
    ('ED2', 1, '6200', '101', 'Administration', '2020-06-20', 0, 0.05, 'AD2', 'General journal', 'Refund'),
    ('ED2', 2, '2000', '101', 'Administration', '2020-06-20', 0.05, 0, 'AD2', 'General journal', 'Refund'),
    ('ED3', 1, '6020', '101', 'Parts', '2020-06-30', 5000, 0, 'PR1', 'Payroll', 'Payroll'),
    ('ED3', 2, '6300', '101', 'Administration', '2020-06-30', 4000, 0, 'PR1', 'Payroll', 'Rent'),
    ('ED3', 3, '1000', '101', 'Administration', '2020-06-30', 0, 9000, 'PR1', 'Payroll', 'Paid'),
    ('ED4', 1, '4100', '101', 'New trucks', '2020-06-10', 0, 80000, 'D1', 'Vehicle deal', 'Deal'),
    ('ED4', 2, '1200', '101', 'New trucks', '2020-06-10', 80000, 0, 'D1', 'Vehicle deal', 'Deal'),
    ('ED5', 1, '6200', '101', 'Administration', '2020-02-14', 700, 0, 'AD0', 'General journal', 'Flyers'),
    ('ED5', 2, '2000', '101', 'Administration', '2020-02-14', 0, 700, 'AD0', 'General journal', 'Flyers'),
    ('ED6', 1, '6300', '101', 'Administration', '2019-06-30', 3800, 0, 'PR0', 'Payroll', 'Rent'),
    ('ED6', 2, '1000', '101', 'Administration', '2019-06-30', 0, 3800, 'PR0', 'Payroll', 'Paid'),
    ('ED7', 1, '6200', '201', 'Administration', '2020-06-05', 9999, 0, 'AD9', 'General journal', 'Billboard'),
    ('ED7', 2, '2000', '201', 'Administration', '2020-06-05', 0, 9999, 'AD9', 'General journal', 'Billboard')`);
  const csv = 'brnId,acctId,month,amount\n101,6200,2020-06,1000\n101,6020,2020-06,5200\n101,6300,2020-06,3900\n101,6200,2020-02,800\n101,4100,2020-06,90000\n';
  const saved = await api.request('accounting/budgets', { token: accounting, method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
  expect(saved.status).toBe(200);
});
afterAll(() => api.close());

describe('GET /api/accounting/expense-dashboard', () => {
  it('needs a token, the permission and the user’s own branches', async () => {
    expect((await dashboard('period=2020-06', null)).status).toBe(401);
    expect((await dashboard('period=2020-06', parts)).status).toBe(403);
    expect((await dashboard('period=2020-06&brnId=201')).status).toBe(403);
    expect((await dashboard('period=2020-06&brnId=101&brnId=201')).status).toBe(403);
  });

  it('refuses a parameter it cannot read, naming it', async () => {
    await refusesNaming(dashboard, [
      ['period=2020-13', 'period'],
      ['brnId=101', 'period'],
      ['period=2020-06&department=Nowhere', 'department'],
      ['period=2020-06&category=Food', 'category'],
      ['period=2020-06&brnId=a%20b', 'brnId'],
    ]);
  });

  it('adds up the month and the year against budget, exactly, as the GL lines and budgets sum in SQL', async () => {
    const answer = await read('period=2020-06&brnId=101');
    expect(answer.branches).toEqual(['101']);
    expect(answer.month).toEqual({ actual: '12000.05', budget: '10100.00', percentOfBudget: 118.8 });
    expect(cents(answer.month.actual)).toBe(cents(await linesSum('101', '2020-06-01', '2020-06-30')));
    expect(cents(answer.month.budget)).toBe(cents(await budgetSum('101', '2020-06-01', '2020-06-30')));
    expect(answer.yearToDate).toEqual({ actual: '12700.05', budget: '10900.00', percentOfBudget: 116.5 });
    expect(cents(answer.yearToDate.actual)).toBe(cents(await linesSum('101', '2020-01-01', '2020-06-30')));
    expect(cents(answer.yearToDate.budget)).toBe(cents(await budgetSum('101', '2020-01-01', '2020-06-30')));
    expect(answer.categories).toEqual([{ brnId: '101', amounts: { Personnel: '5000.00', 'Semi-fixed': '3000.05', Fixed: '4000.00' } }]);
    expect(answer.trend.map((t) => t.month)).toEqual(['2019-07', '2019-08', '2019-09', '2019-10', '2019-11', '2019-12', '2020-01', '2020-02', '2020-03', '2020-04', '2020-05', '2020-06']);
    expect(answer.trend[7]).toEqual({ month: '2020-02', actual: '700.00', budget: '800.00' });
    expect(answer.trend[11]).toEqual({ month: '2020-06', actual: '12000.05', budget: '10100.00' });
    expect(answer.limits).toEqual({ percent: 10, cents: 100_000 });
  });

  it('ranks the accounts over budget and flags the overrun over both limits only', async () => {
    const answer = await read('period=2020-06&brnId=101');
    expect(answer.top.map((r) => [r.acctId, r.variance, r.overrun])).toEqual([
      ['6200', '2000.05', true],
      ['6300', '100.00', false],
    ]);
    expect(answer.largestOverrun).toMatchObject({ brnId: '101', acctId: '6200', description: 'Advertising', category: 'Semi-fixed', actual: '3000.05', budget: '1000.00', variancePercent: '200.0' });
  });

  it('narrows to a category or a department', async () => {
    expect((await read('period=2020-06&brnId=101&category=Personnel')).month.actual).toBe('5000.00');
    const administration = await read('period=2020-06&brnId=101&department=Administration');
    expect(administration.month).toMatchObject({ actual: '7000.05', budget: '4900.00' });
    expect(administration.departments).toContain('Parts');
  });
});

describe('GET /api/accounting/expense-dashboard/accounts', () => {
  it('needs a token, the permission and the user’s own branches', async () => {
    expect((await accounts('period=2020-06', null)).status).toBe(401);
    expect((await accounts('period=2020-06', parts)).status).toBe(403);
    expect((await accounts('period=2020-06&brnId=201')).status).toBe(403);
  });

  it('refuses a bad month, department, category or page, naming it', async () => {
    await refusesNaming(accounts, [
      ['period=2020-6', 'period'],
      ['period=2020-06&department=Nowhere', 'department'],
      ['period=2020-06&category=Food', 'category'],
      ['period=2020-06&page=0', 'page'],
      ['period=2020-06&sort=nothing', 'sort'],
    ]);
  });

  it('lists each account of the month with its budget, variance and prior year; its total is the tile’s', async () => {
    const answer = (await (await accounts('period=2020-06&brnId=101')).json()) as ListAnswer<ExpenseAccountRow>;
    const tiles = await read('period=2020-06&brnId=101');
    expect(answer.total).toBe(3);
    expect(cents(String(answer.totals.actual))).toBe(cents(tiles.month.actual));
    expect(cents(String(answer.totals.budget))).toBe(cents(tiles.month.budget));
    expect(answer.rows.map((r) => r.acctId)).toEqual(['6200', '6300', '6020']);
    const [advertising, rent, salaries] = answer.rows;
    expect(advertising).toMatchObject({ brnId: '101', department: 'Administration', overrun: true, variancePercent: '200.0' });
    expect(cents(rent!.priorYear)).toBe(3800_00);
    expect(rent!.overrun).toBe(false);
    expect(salaries).toMatchObject({ category: 'Personnel', overrun: false, variancePercent: '-3.8' });
    expect(cents(salaries!.variance)).toBe(-200_00);
  });

  it('pages, sorts and narrows on the server', async () => {
    const page = (await (await accounts('period=2020-06&brnId=101&sort=acctId&pageSize=2&page=2')).json()) as ListAnswer<ExpenseAccountRow>;
    expect(page.rows.map((r) => r.acctId)).toEqual(['6300']);
    expect(page.total).toBe(3);
    const personnel = (await (await accounts('period=2020-06&brnId=101&category=Personnel')).json()) as ListAnswer<ExpenseAccountRow>;
    expect(personnel.rows.map((r) => r.acctId)).toEqual(['6020']);
  });

  it('exports every matching row as CSV', async () => {
    const answer = await accounts('period=2020-06&brnId=101&format=csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const text = await answer.text();
    expect(text).toContain('Variance %');
    expect(text.trim().split('\n')).toHaveLength(4);
    expect(text).toContain('Advertising');
  });
});
