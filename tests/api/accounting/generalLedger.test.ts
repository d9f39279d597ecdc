import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let admin: string;

type GlRow = { postedOn: string; brnId: string; jeId: string; lineNo: number; acctId: string; account: string | null; source: string; debit: string; credit: string; description: string };
const list = async (query: string, token = accounting) => api.request(`accounting/gl-lines${query}`, { token });
const page = async (query: string, token = accounting) => (await (await list(query, token)).json()) as ListAnswer<GlRow>;

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts, admin] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'admin@demo.local');
  await api.db.execute(sql`delete from excede_gl_lines`);
  await api.db.execute(sql`insert into excede_gl_accounts (acct_id, description, acct_type, department) values ('1000', 'Cash', 'Asset', 'ACCT'), ('1200', 'Cash clearing', 'Asset', 'ACCT')
    on conflict (acct_id) do update set description = excluded.description`);
  // 5,100 lines at Norcross (a Georgia branch, one of accounting's), 3 at Birmingham (Alabama: not accounting's).
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description)
    select 'JE' || lpad(n::text, 5, '0'), 1, case when n % 2 = 0 then '1000' else '1200' end, '101', 'ACCT', date '2026-11-01' + (n % 20),
      (n % 100) + 0.01, 0, 'X' || n, case when n % 3 = 0 then 'CR' else 'GJ' end, 'Counter receipt ' || n
    from generate_series(1, 5100) n`);
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values
    ('AL1', 1, '1000', '201', 'ACCT', '2026-11-05', 999.99, 0, 'AL', 'CR', 'Birmingham receipt'),
    ('AL1', 2, '1200', '201', 'ACCT', '2026-11-05', 0, 999.99, 'AL', 'CR', 'Birmingham receipt'),
    ('AL2', 1, '1000', '201', 'ACCT', '2026-11-06', 5, 0, 'AL2', 'GJ', 'Birmingham adjustment')`);
});
afterAll(() => api.close());

describe('GET /api/accounting/gl-lines (the list protocol)', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('accounting/gl-lines')).status).toBe(401);
    expect((await list('', parts)).status).toBe(403);
  });

  it("refuses another branch's rows with a 403, whether asked alone or beside one's own", async () => {
    for (const query of ['?brnId=201', '?brnId=101&brnId=201', '?brnId=201&format=csv']) {
      const response = await list(query);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('You do not have access to branch 201.');
    }
  });

  it.each([
    ['?sort=password', "sort: The list cannot be sorted by 'password'."],
    ['?sort=debit.sideways', "sort: 'sideways' is not asc or desc."],
    ['?pageSize=5000', 'pageSize: Enter a page size from 1 to 500.'],
    ['?page=0', 'page: Enter a page number from 1.'],
    ['?f.debit.min=lots', "f.debit.min: 'lots' is not a number."],
    ['?f.lineNo=1', "f.lineNo: The list cannot be filtered by 'lineNo'."],
    ['?f.postedOn.min=11/01/2026', "f.postedOn.min: '11/01/2026' is not a date (YYYY-MM-DD)."],
    ['?from=2026-11-30&to=2026-11-01', 'to: The end date is before the start date.'],
    ['?from=2026-02-30', 'from: Enter a date as YYYY-MM-DD.'],
    ['?format=pdf', 'format: Choose csv or xlsx.'],
    ['?limit=10', 'limit: Not a list parameter.'],
    ['?sort=postedOn;drop table users', "sort: The list cannot be sorted by 'postedOn;drop table users'."],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it("answers one page of the user's own branches, the total and exact totals over every matching row", async () => {
    const answer = await page('?pageSize=25');
    expect(answer.total).toBe(5100);
    expect(answer.rows).toHaveLength(25);
    expect(answer.rows.every((r) => r.brnId === '101')).toBe(true);
    // 51 runs of 0.01 … 99.01: 51 × 4,950 + 5,100 × 0.01 = 252,501.00 exactly, never a float sum.
    expect(answer.totals).toEqual({ debit: '252501.00', credit: '0.00' });
    expect(answer.rows[0]).toMatchObject({ postedOn: '2026-11-20', account: expect.any(String), lineNo: 1 });
    const admins = await page('?pageSize=1', admin);
    expect(admins.total).toBe(5103);
  });

  it('sorts, pages without overlap, filters by column, range, date and search, on the server', async () => {
    const sorted = await page('?sort=debit.desc,jeId&pageSize=3');
    expect(sorted.rows.map((r) => [r.debit, r.jeId])).toEqual([
      ['99.01', 'JE00099'],
      ['99.01', 'JE00199'],
      ['99.01', 'JE00299'],
    ]);
    const first = await page('?sort=jeId&pageSize=50&page=1');
    const second = await page('?sort=jeId&pageSize=50&page=2');
    expect(second.rows[0]!.jeId).toBe('JE00051');
    expect(new Set([...first.rows, ...second.rows].map((r) => r.jeId)).size).toBe(100);

    expect((await page('?f.source=CR')).total).toBe(1700);
    expect((await page('?f.source=CR&f.source=GJ')).total).toBe(5100);
    expect((await page('?f.debit.min=99&f.debit.max=99.5')).total).toBe(51);
    expect((await page('?from=2026-11-20&to=2026-11-20')).total).toBe(255);
    expect((await page('?f.postedOn.min=2026-11-20')).total).toBe(255);
    const searched = await page('?q=receipt 4242');
    expect(searched.rows.map((r) => r.jeId)).toEqual(['JE04242']);
    expect((await page('?f.description=100%25')).total).toBe(0);
    expect((await page('?brnId=101&f.acctId=1200')).total).toBe(2550);
  });

  it('says how fresh the data is: no good import yet is stale; after one, its time', async () => {
    await api.db.execute(sql`delete from import_runs where job_id in (select id from import_jobs where target_table in ('excede_gl_lines', 'excede_gl_accounts'))`);
    const before = await page('?pageSize=1');
    expect(before).toMatchObject({ asOf: null, stale: true });
    await api.db.execute(sql`insert into import_runs (job_id, trigger, started_at, finished_at, status)
      select id, 'schedule', now() - interval '2 minutes', now() - interval '1 minute', 'Succeeded' from import_jobs where target_table in ('excede_gl_lines', 'excede_gl_accounts')`);
    const after = await page('?pageSize=1');
    expect(after.stale).toBe(false);
    expect(Date.now() - new Date(after.asOf!).getTime()).toBeGreaterThan(30_000);
    expect(Date.now() - new Date(after.asOf!).getTime()).toBeLessThan(10 * 60_000);
  });

  it('exports every matching row as CSV, formatted like the grid, in the sorted order, past one batch', async () => {
    const response = await list('?sort=jeId&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="gl-lines-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Date,Branch,Entry,Line,Account,Account name,Department,Source,Xref,Description,Debit,Credit');
    expect(lines).toHaveLength(5101);
    expect(lines[1]).toBe('11/02/2026,101,JE00001,1,1200,Cash clearing,ACCT,GJ,X1,Counter receipt 1,$1.01,$0.00');
    expect(lines.some((l) => l.includes(',201,'))).toBe(false);
  });

  it('exports the same rows as an Excel workbook, numbers as numbers', async () => {
    const response = await list('?f.source=CR&sort=jeId&format=xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1701);
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.getRow(2).values).toEqual([undefined, '11/04/2026', '101', 'JE00003', 1, '1200', 'Cash clearing', 'ACCT', 'CR', 'X3', 'Counter receipt 3', 3.01, 0]);
  });
});

describe('GET /api/accounting/gl-totals (a period by branch and account)', () => {
  type TotalRow = { brnId: string; acctId: string; account: string; acctType: string; lines: number; debit: string; credit: string; net: string };
  const totals = async (query: string, token = accounting) => (await (await api.request(`accounting/gl-totals${query}`, { token })).json()) as ListAnswer<TotalRow>;

  it('needs a token, one of the financial permissions, and only the user’s branches', async () => {
    expect((await api.request('accounting/gl-totals')).status).toBe(401);
    expect((await api.request('accounting/gl-totals', { token: parts })).status).toBe(403);
    expect((await api.request('accounting/gl-totals?brnId=201', { token: accounting })).status).toBe(403);
    expect((await api.request('accounting/gl-totals?sort=secret', { token: accounting })).status).toBe(400);
  });

  it('adds up the period by branch and account, exactly, with grand totals', async () => {
    const answer = await totals('?from=2026-11-01&to=2026-11-30');
    expect(answer.rows).toEqual([
      // even lines to Cash: 51 × (0 + 2 + … + 98) + 2,550 × 0.01; odd ones to Cash clearing: 51 × (1 + 3 + … + 99) + 25.50
      { brnId: '101', acctId: '1000', account: 'Cash', acctType: 'Asset', lines: 2550, debit: '124975.50', credit: '0.00', net: '124975.50' },
      { brnId: '101', acctId: '1200', account: 'Cash clearing', acctType: 'Asset', lines: 2550, debit: '127525.50', credit: '0.00', net: '127525.50' },
    ]);
    expect(answer.totals).toEqual({ lines: '5100', debit: '252501.00', credit: '0.00', net: '252501.00' });
    const everyBranch = await totals('?from=2026-11-05&to=2026-11-05', admin);
    expect(everyBranch.rows.filter((r) => r.brnId === '201')).toEqual([
      { brnId: '201', acctId: '1000', account: 'Cash', acctType: 'Asset', lines: 1, debit: '999.99', credit: '0.00', net: '999.99' },
      { brnId: '201', acctId: '1200', account: 'Cash clearing', acctType: 'Asset', lines: 1, debit: '0.00', credit: '999.99', net: '-999.99' },
    ]);
  });

  it('is this month in New York when no period is given', async () => {
    const { year, month } = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric' }).formatToParts(new Date()).map((p) => [p.type, Number(p.value)]),
    ) as { year: number; month: number };
    const ym = `${year}-${String(month).padStart(2, '0')}`;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(await totals('')).toEqual(await totals(`?from=${ym}-01&to=${ym}-${last}`));
  });
});
