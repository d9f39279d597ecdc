import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StatementUnits } from '../../../src/domain/accounting/statementUnits';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;

const units = async (cols: string[], token = accounting) => api.request(`accounting/statement-units?${cols.map((c) => `col=${c}`).join('&')}`, { token });
const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: string }>(api.db, query))[0]!.n);

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts] = (await Promise.all(['accounting@demo.local', 'parts@demo.local'].map(async (e) => (await api.login(e)).token))) as [string, string];
});
afterAll(() => api.close());

describe('GET /api/accounting/statement-units', () => {
  it('needs a token, the permission and the user’s own branches', async () => {
    const col = 'actual:2026-09-01:2026-09-30:101';
    expect((await api.request(`accounting/statement-units?col=${col}`)).status).toBe(401);
    expect((await units([col], parts)).status).toBe(403);
    expect((await units(['actual:2026-09-01:2026-09-30:201'])).status).toBe(403);
    expect((await units([col, 'actual:2026-09-01:2026-09-30:101,201'])).status).toBe(403);
  });

  it('refuses columns it cannot read, naming them', async () => {
    const answer = await units(['actual:2026-09-01:2026-09-30:101', 'actual:2026-09-31:2026-09-01:101']);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('col 2');
    expect((await units([])).status).toBe(400);
  });

  it("counts each column's trucks delivered, ROs invoiced and counter staff as Excede's tables hold them; a budget has none", async () => {
    const answer = await units(['actual:2026-09-01:2026-09-30:101', 'actual:2025-09-01:2026-09-30:101', 'budget:2026-09-01:2026-09-30:101', 'actual:1999-01-01:1999-01-31:101']);
    expect(answer.status).toBe(200);
    const { columns } = (await answer.json()) as StatementUnits;
    const deals = (from: string, to: string) => count(sql`select count(*) as n from excede_deals where brn_id = '101' and delivered_on between ${from}::date and ${to}::date`);
    const ros = (from: string, to: string) =>
      count(sql`select count(*) as n from excede_repair_orders where brn_id = '101' and (date_invoice at time zone 'America/New_York')::date between ${from}::date and ${to}::date`);
    const counter = await count(sql`select count(*) as n from excede_employees where branch_code = '101' and title in ('Parts counter', 'Parts manager')`);
    expect(columns[0]).toEqual({ trucksDelivered: await deals('2026-09-01', '2026-09-30'), rosClosed: await ros('2026-09-01', '2026-09-30'), counterStaff: counter });
    expect(columns[1]).toEqual({ trucksDelivered: await deals('2025-09-01', '2026-09-30'), rosClosed: await ros('2025-09-01', '2026-09-30'), counterStaff: counter });
    expect(columns[1]!.trucksDelivered).toBeGreaterThan(0);
    expect(columns[1]!.rosClosed).toBeGreaterThan(0);
    expect(counter).toBeGreaterThan(0);
    expect(columns[2]).toBeNull();
    expect(columns[3]).toEqual({ trucksDelivered: 0, rosClosed: 0, counterStaff: counter });
  });

  it('adds up the branches of a column, and every branch of the user’s when it names none', async () => {
    const [one, two, mine] = ((await (await units(['actual:2026-09-01:2026-09-30:101', 'actual:2026-09-01:2026-09-30:102', 'actual:2026-09-01:2026-09-30:101,102'])).json()) as StatementUnits).columns;
    expect(mine).toEqual({ trucksDelivered: one!.trucksDelivered + two!.trucksDelivered, rosClosed: one!.rosClosed + two!.rosClosed, counterStaff: one!.counterStaff + two!.counterStaff });
    const [all] = ((await (await units(['actual:2026-09-01:2026-09-30:'])).json()) as StatementUnits).columns;
    expect(all!.trucksDelivered).toBeGreaterThanOrEqual(mine!.trucksDelivered);
  });
});
