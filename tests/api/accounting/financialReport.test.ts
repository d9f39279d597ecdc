import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FinancialStatement } from '../../../src/domain/accounting/financialStatementQuery';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;

// March 2020, before the demo's history: Norcross (101, accounting's) sells a new truck and pays a commission;
// Birmingham (201) is not accounting's. March 2019 is the prior year.
const MONTH = 'actual:2020-03-01:2020-03-31:101';
const statement = async (cols: string[], token = accounting) => api.request(`accounting/financial-statement?${cols.map((c) => `col=${c}`).join('&')}`, { token });
const upload = async (csv: string, token = accounting) => api.request('accounting/budgets', { token, method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
const row = (answer: FinancialStatement, key: string) => answer.rows.find((r) => r.key === key)!;
const budgetCount = async () => Number((await queryRows<{ n: string }>(api.db, sql`select count(*)::text as n from budgets where month < '2021-01-01'`))[0]!.n);

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts, viewer] = (await Promise.all(['accounting@demo.local', 'parts@demo.local', 'viewer@demo.local'].map(async (e) => (await api.login(e)).token))) as [string, string, string];
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values
    ('FR1', 1, '1200', '101', 'New trucks', '2020-03-10', 120000.01, 0, 'D1', 'Vehicle deal', 'Deal'),
    ('FR1', 2, '4100', '101', 'New trucks', '2020-03-10', 0, 120000.01, 'D1', 'Vehicle deal', 'Deal'),
    ('FR1', 3, '5100', '101', 'New trucks', '2020-03-10', 110000.00, 0, 'D1', 'Vehicle deal', 'Deal'),
    ('FR1', 4, '1300', '101', 'New trucks', '2020-03-10', 0, 110000.00, 'D1', 'Vehicle deal', 'Deal'),
    ('FR2', 1, '6010', '101', 'New trucks', '2020-03-31', 2500.10, 0, 'C1', 'General journal', 'Commission'),
    ('FR2', 2, '2000', '101', 'New trucks', '2020-03-31', 0, 2500.10, 'C1', 'General journal', 'Commission'),
    ('FR3', 1, '4100', '101', 'New trucks', '2019-03-15', 0, 90000, 'D0', 'Vehicle deal', 'Deal'),
    ('FR3', 2, '1200', '101', 'New trucks', '2019-03-15', 90000, 0, 'D0', 'Vehicle deal', 'Deal'),
    ('FR4', 1, '4100', '201', 'New trucks', '2020-03-12', 0, 50000, 'D9', 'Vehicle deal', 'Deal'),
    ('FR4', 2, '1200', '201', 'New trucks', '2020-03-12', 50000, 0, 'D9', 'Vehicle deal', 'Deal')`);
  // Excede closed March 2019 and March 2020; April 2020 is still open.
  await api.db.execute(sql`insert into excede_gl_periods (period, closed_on) values ('2019-03-01', '2019-04-12'), ('2020-03-01', '2020-04-14'), ('2020-04-01', null)`);
});
afterAll(() => api.close());

describe('GET /api/accounting/financial-statement', () => {
  it('needs a token, the permission and the user’s own branches', async () => {
    expect((await api.request(`accounting/financial-statement?col=${MONTH}`)).status).toBe(401);
    expect((await statement([MONTH], parts)).status).toBe(403);
    expect((await statement(['actual:2020-03-01:2020-03-31:201'])).status).toBe(403);
    expect((await statement(['actual:2020-03-01:2020-03-31:101,201'])).status).toBe(403);
  });

  it('refuses columns it cannot read, naming them', async () => {
    const answer = await statement([MONTH, 'actual:2020-03-31:2020-03-01:101']);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('col 2');
  });

  it('adds up the layout from the GL lines, exactly, a column each', async () => {
    const answer = (await (await statement([MONTH, 'actual:2019-03-01:2019-03-31:101'])).json()) as FinancialStatement;
    expect(row(answer, 'sales-new').amounts).toEqual([120000_01, 90000_00]);
    expect(row(answer, 'gross-new').amounts).toEqual([10000_01, 90000_00]);
    expect(row(answer, 'expenses').amounts).toEqual([2500_10, 0]);
    expect(row(answer, 'net').amounts).toEqual([7499_91, 90000_00]);
    expect(row(answer, 'net').accounts).toEqual(['4100', '5100', '6010']);
    expect(answer.columns[0]).toMatchObject({ branches: ['101'], preliminary: false, kpis: { netProfitPercent: 6.2 } });
    const open = (await (await statement(['actual:2020-03-01:2020-04-30:101', 'actual:2020-04-01:2020-04-30:101', 'budget:2020-04-01:2020-04-30:101'])).json()) as FinancialStatement;
    expect(open.columns.map((c) => c.preliminary)).toEqual([true, true, false]);
  });

  it('adds a range of whole months and edge days up as the lines do, the month totals kept by every write', async () => {
    const answer = (await (await statement(['actual:2020-03-10:2020-03-30:101', 'actual:2019-03-15:2020-03-31:101', 'actual:2020-02-29:2020-04-30:101'])).json()) as FinancialStatement;
    expect(row(answer, 'sales-new').amounts).toEqual([120000_01, 210000_01, 120000_01]);
    expect(row(answer, 'expenses').amounts).toEqual([0, 2500_10, 2500_10]);
    await api.db.execute(sql`update excede_gl_lines set posted_on = '2020-04-01' where je_id = 'FR2'`);
    const moved = (await (await statement([MONTH, 'actual:2020-04-01:2020-04-30:101'])).json()) as FinancialStatement;
    expect(row(moved, 'expenses').amounts).toEqual([0, 2500_10]);
    await api.db.execute(sql`update excede_gl_lines set posted_on = '2020-03-31' where je_id = 'FR2'`);
    const drift = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from (select brn_id, date_trunc('month', posted_on)::date as month, acct_id, sum(debit) as debit, sum(credit) as credit from excede_gl_lines group by 1, 2, 3) l
          full join gl_month_totals t using (brn_id, month, acct_id)
          where (l.debit, l.credit) is distinct from (t.debit, t.credit) and not (l.acct_id is null and t.debit = 0 and t.credit = 0)`,
    );
    expect(drift[0]!.n).toBe(0);
  });
});

describe('POST /api/accounting/budgets (a CSV)', () => {
  it('needs a token, the permission and the user’s branches', async () => {
    const csv = 'brnId,acctId,month,amount\n101,4100,2020-03,100000\n';
    expect((await api.request('accounting/budgets', { method: 'POST', body: csv })).status).toBe(401);
    expect((await upload(csv, viewer)).status).toBe(403);
    expect((await upload('brnId,acctId,month,amount\n201,4100,2020-03,100000\n')).status).toBe(403);
    expect(await budgetCount()).toBe(0);
  });

  it('refuses a file with a wrong line, naming it, and writes nothing', async () => {
    const bad = await upload('brnId,acctId,month,amount\n101,4100,2020-03,100000\n101,6010,2020-3,1\n');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('line 3');
    const unknown = await upload('brnId,acctId,month,amount\n101,4100,2020-03,100000\n101,9999,2020-03,1\n');
    expect(JSON.stringify(await unknown.json())).toContain('line 3: Excede has no account 9999');
    expect(await budgetCount()).toBe(0);
  });

  it('keeps the budget, compares it in the statement, replaces it on a second upload and audits both', async () => {
    expect(await (await upload('brnId,acctId,month,amount\n101,4100,2020-03,100000\n101,6010,2020-03,3000.25\n')).json()).toEqual({ saved: 2 });
    const budget = (await (await statement([MONTH, 'budget:2020-03-01:2020-03-31:101'])).json()) as FinancialStatement;
    expect(row(budget, 'sales-new').amounts).toEqual([120000_01, 100000_00]);
    expect(row(budget, 'expenses').amounts).toEqual([2500_10, 3000_25]);
    expect((await upload('brnId,acctId,month,amount\n101,4100,2020-03,110000\n')).status).toBe(200);
    const after = (await (await statement(['budget:2020-03-01:2020-03-31:101'])).json()) as FinancialStatement;
    expect(row(after, 'sales-new').amounts).toEqual([110000_00]);
    const trail = await queryRows<{ before: unknown; after: unknown }>(api.db, sql`select before, after from audit_log where action = 'budgets.upload' order by id`);
    expect(trail).toHaveLength(2);
    expect(trail[1]).toEqual({
      before: [{ brnId: '101', acctId: '4100', month: '2020-03-01', amount: '100000.00' }],
      after: [{ brnId: '101', acctId: '4100', month: '2020-03-01', amount: '110000.00' }],
    });
  });
});
