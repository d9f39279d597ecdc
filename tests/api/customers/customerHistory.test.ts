import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerHeader, CustomerSearch, RecentCustomers } from '../../../src/domain/customers/customerHistory';
import type { CustomerAging, DealRow, PartsInvoiceRow } from '../../../src/domain/customers/customerHistoryTabs';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { sumCents } from '../../../src/domain/money';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let sales: string;
let viewer: string;
let parts: string;
let norcrossOnly: string;
let counter: string;
/** A customer of Norcross (101) with parts invoices and a truck bought, and one of another branch (102). */
let ours: string;
let theirs: string;

const TABS = ['invoices', 'ros', 'units', 'deals', 'leases', 'ar', 'ar/aging', 'documents', 'lost-sales'];

const get = (path: string, token: string | null = sales) => api.request(`customers/history/${path}`, { token });
const read = async <T>(path: string, token: string | null = sales): Promise<T> => {
  const answer = await get(path, token);
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200);
  return (await answer.json()) as T;
};

async function makeUser(admin: string, email: string, json: { roleIds: number[]; permissionIds: number[]; branchIds: number[] }) {
  const made = await api.request('users/create', { token: admin, json: { name: email, email, excedeId: '', landingPage: null, active: true, temporaryPassword: 'demo1234', ...json } });
  expect(made.status, await made.clone().text()).toBe(201);
  return (await api.login(email, 'demo1234')).token;
}

beforeAll(async () => {
  api = await createTestApi();
  let admin: string;
  [sales, viewer, parts, admin] = await api.tokensOf('sales@demo.local', 'viewer@demo.local', 'parts@demo.local', 'admin@demo.local');
  const [role] = await queryRows<{ id: number }>(api.db, sql`select id from roles where name = 'Sales'`);
  const [branch] = await queryRows<{ id: number }>(api.db, sql`select id from branches where code = '101'`);
  const [permission] = await queryRows<{ id: number }>(api.db, sql`select id from permissions where name = 'can view customer history'`);
  // A salesperson of Norcross alone; a counterperson who reads customer history and nothing that shows gross.
  norcrossOnly = await makeUser(admin, 'norcross.history@demo.local', { roleIds: [role!.id], permissionIds: [], branchIds: [branch!.id] });
  counter = await makeUser(admin, 'counter.history@demo.local', { roleIds: [], permissionIds: [permission!.id], branchIds: [branch!.id] });
  [{ cus_id: ours }] = (await queryRows<{ cus_id: string }>(
    api.db,
    sql`select c.cus_id from excede_customers c where c.brn_id = '101' and exists (select 1 from excede_deals d where d.cus_id = c.cus_id and d.brn_id = '101')
          and exists (select 1 from excede_units u where u.cus_id = c.cus_id)
        order by (select count(*) from excede_parts_invoices p where p.cus_id = c.cus_id and p.brn_id = '101') desc, c.cus_id limit 1`,
  )) as [{ cus_id: string }];
  [{ cus_id: theirs }] = (await queryRows<{ cus_id: string }>(api.db, sql`select cus_id from excede_customers where brn_id = '102' order by cus_id limit 1`)) as [{ cus_id: string }];
}, 120_000);
afterAll(() => api.close());

describe('who may read customer history', () => {
  it('needs a token (401), the permission (403 to the viewer and parts@) and, for a customer, their branch (403)', async () => {
    const paths = ['search?q=truck', 'recent', ours, ...TABS.map((t) => `${ours}/${t}`)];
    for (const path of paths) {
      expect((await get(path, null)).status, path).toBe(401);
      expect((await get(path, viewer)).status, path).toBe(403);
      expect((await get(path, parts)).status, path).toBe(403);
      expect((await get(path, norcrossOnly)).status, path).toBe(200);
    }
    for (const path of [theirs, ...TABS.map((t) => `${theirs}/${t}`)]) {
      const refused = await get(path, norcrossOnly);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain('102');
    }
  });

  it('refuses what it cannot read, naming it, and writes no view of it', async () => {
    const views = await countRows(api, 'customer_views');
    for (const [path, name] of [
      ['search?q=a', 'q'],
      ['search', 'q'],
      ['bad%20id!', 'cusId'],
      ...TABS.map((t) => [`bad%20id!/${t}`, 'cusId']),
      ...TABS.filter((t) => t !== 'ar/aging').map((t) => [`${ours}/${t}?sort=nope`, 'sort']),
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(await answer.text(), path).toContain(name);
    }
    expect((await get('NOSUCHCUSTOMER')).status).toBe(404);
    expect(await countRows(api, 'customer_views')).toBe(views);
  });
});

describe('GET /api/customers/history/search', () => {
  it('finds a customer by the last 6 of a unit’s VIN, by its CusId, a word of its name and its phone, saying what matched', async () => {
    const [unit] = await queryRows<{ vin: string }>(api.db, sql`select vin from excede_units where cus_id = ${ours} order by unt_id limit 1`);
    const last6 = unit!.vin.slice(-6).toLowerCase();
    const byVin = await read<CustomerSearch>(`search?q=${last6}`);
    expect(byVin.matches.find((m) => m.cusId === ours)?.match).toEqual({ field: 'VIN last 6', value: unit!.vin });
    expect((await read<CustomerSearch>(`search?q=${ours}`)).matches[0]).toMatchObject({ cusId: ours, match: { field: 'CusId', value: ours } });
    const [customer] = await queryRows<{ name: string; phone: string | null }>(api.db, sql`select name, phone from excede_customers where cus_id = ${ours}`);
    const byName = await read<CustomerSearch>(`search?q=${encodeURIComponent(customer!.name.toLowerCase())}`);
    expect(byName.matches.find((m) => m.cusId === ours)?.match).toEqual({ field: 'Name', value: customer!.name });
    const common = await read<CustomerSearch>('search?q=in');
    expect(common.matches).toHaveLength(20);
    if (customer!.phone) {
      const digits = customer!.phone.replace(/\D/g, '').slice(-7);
      expect((await read<CustomerSearch>(`search?q=${digits}`)).matches.some((m) => m.cusId === ours && m.match?.field === 'Phone')).toBe(true);
    }
  });

  it('asks each question through an index, so it stays fast however many customers and units there are', async () => {
    // With only bitmap scans allowed, a question no index can answer would still read the table; these name their index.
    const planners = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'];
    const plan = async (question: ReturnType<typeof sql>) => {
      for (const p of planners) await api.db.execute(sql.raw(`set ${p} = off`));
      const rows = await queryRows<{ 'QUERY PLAN': string }>(api.db, sql`explain ${question}`);
      for (const p of planners) await api.db.execute(sql.raw(`reset ${p}`));
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    expect(await plan(sql`select 1 from excede_units u where upper(right(u.vin, 6)) = 'J41286'`)).toContain('excede_units_vin_last6_idx');
    expect(await plan(sql`select 1 from excede_units u where u.vin ilike '%HJ412%'`)).toContain('excede_units_vin_trgm_idx');
    expect(await plan(sql`select 1 from excede_units u where u.fleet_unt_id ilike '%PH10%'`)).toContain('excede_units_fleet_unt_id_trgm_idx');
    expect(await plan(sql`select 1 from excede_customers c where c.name ilike '%hauling%'`)).toContain('excede_customers_name_trgm_idx');
    expect(await plan(sql`select 1 from excede_customers c where regexp_replace(c.phone, '\\D', '', 'g') like '%5551212%'`)).toContain('excede_customers_phone_digits_trgm_idx');
  });

  it('finds only customers of the user’s branches', async () => {
    const found = await read<CustomerSearch>(`search?q=${theirs}`, norcrossOnly);
    expect(found.matches.some((m) => m.cusId === theirs)).toBe(false);
    expect((await read<CustomerSearch>(`search?q=${theirs}`)).matches[0]?.cusId).toBe(theirs);
  });
});

describe('GET /api/customers/history/recent and /:cusId', () => {
  it('opens on the latest activity, then on the customers the user opened, the last first', async () => {
    const first = await read<RecentCustomers>('recent', counter);
    expect(first.kind).toBe('latest');
    expect(first.customers.length).toBeGreaterThan(0);
    expect(first.customers.every((c) => c.brnId === '101')).toBe(true);
    const days = first.customers.map((c) => c.lastActivity!);
    expect([...days].sort().reverse()).toEqual(days);

    const other = first.customers.find((c) => c.cusId !== ours)!.cusId;
    await read<CustomerHeader>(other, counter);
    await read<CustomerHeader>(ours, counter);
    const viewed = await read<RecentCustomers>('recent', counter);
    expect(viewed.kind).toBe('viewed');
    expect(viewed.customers.map((c) => c.cusId)).toEqual([ours, other]);
  });

  it('gives the header: terms, limit, hold, the open balance the AR tab adds up to, fleet size and 24 months of spend', async () => {
    const header = await read<CustomerHeader>(ours);
    const [row] = await queryRows<{ trm_id: string; credit_limit: string; on_hold: boolean; tax_exempt: boolean | null; units: number }>(
      api.db,
      sql`select trm_id, credit_limit::text, on_hold, tax_exempt, (select count(*)::int from excede_units where cus_id = ${ours}) as units from excede_customers where cus_id = ${ours}`,
    );
    expect(row!.tax_exempt).not.toBeNull();
    expect(header).toMatchObject({ cusId: ours, brnId: '101', terms: row!.trm_id, creditLimit: row!.credit_limit, onHold: row!.on_hold, taxExempt: row!.tax_exempt, fleetSize: row!.units, seesCostAndGross: true });
    expect(header.salesperson).toBeTruthy();
    expect(header.firstActivity! <= header.lastActivity!).toBe(true);
    const ar = await read<ListAnswer<unknown>>(`${ours}/ar`);
    expect(ar.totals.balance ?? '0.00').toBe(header.balance);
    const aging = await read<CustomerAging>(`${ours}/ar/aging`);
    expect(sumCents(aging.buckets.map((b) => b.balance))).toBe(sumCents([header.balance]));

    expect(header.spend).toHaveLength(24);
    const from = `${header.spend[0]!.month}-01`;
    const [parts] = await queryRows<{ total: string }>(
      api.db,
      sql`select coalesce(sum(total), 0)::numeric(14,2)::text as total from excede_parts_invoices
          where cus_id = ${ours} and brn_id in ('101','102','103','104','201','202','203') and (invoiced_at at time zone 'America/New_York')::date >= ${from}::date`,
    );
    expect(sumCents(header.spend.map((s) => s.parts))).toBe(sumCents([parts!.total]));
  });
});

describe('the tabs', () => {
  it('pages, sorts and totals a customer’s parts invoices in the user’s branches, and exports them as CSV', async () => {
    const all = await read<ListAnswer<PartsInvoiceRow>>(`${ours}/invoices?pageSize=500`);
    const [db] = await queryRows<{ n: number; total: string }>(api.db, sql`select count(*)::int as n, sum(total)::text as total from excede_parts_invoices where cus_id = ${ours}`);
    expect(all.total).toBe(db!.n);
    expect(all.totals.total).toBe(db!.total);
    const page = await read<ListAnswer<PartsInvoiceRow>>(`${ours}/invoices?pageSize=5&sort=total.desc`);
    expect(page.rows.map((r) => r.total)).toEqual([...all.rows].sort((a, b) => Number(b.total) - Number(a.total)).slice(0, 5).map((r) => r.total));
    const norcross = await read<ListAnswer<PartsInvoiceRow>>(`${ours}/invoices?pageSize=500`, norcrossOnly);
    expect(norcross.rows.every((r) => r.brnId === '101')).toBe(true);
    const csv = await get(`${ours}/invoices?format=csv`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split(/\r?\n/).filter(Boolean)).toHaveLength(all.total + 1);
  });

  it('shows cost and gross to a manager, and leaves them out of the answers, totals and exports for anyone else', async () => {
    const managerInvoices = await read<ListAnswer<PartsInvoiceRow>>(`${ours}/invoices`);
    const row = managerInvoices.rows[0]!;
    expect(sumCents([row.total]) - sumCents([row.cost!])).toBe(sumCents([row.gross!]));
    const managerDeals = await read<ListAnswer<DealRow>>(`${ours}/deals`);
    expect(managerDeals.rows[0]).toHaveProperty('frontGross');
    expect(managerDeals.totals).toHaveProperty('backGross');

    expect((await read<CustomerHeader>(ours, counter)).seesCostAndGross).toBe(false);
    const invoices = await read<ListAnswer<PartsInvoiceRow>>(`${ours}/invoices`, counter);
    expect(invoices.rows[0]).not.toHaveProperty('cost');
    expect(invoices.rows[0]).not.toHaveProperty('gross');
    expect(invoices.totals).not.toHaveProperty('gross');
    const deals = await read<ListAnswer<DealRow>>(`${ours}/deals`, counter);
    for (const field of ['cost', 'frontGross', 'backGross']) expect(deals.rows[0]).not.toHaveProperty(field);
    const csv = await (await get(`${ours}/deals?format=csv`, counter)).text();
    expect(csv).not.toContain('Front gross');
    expect((await get(`${ours}/deals?sort=frontGross`, counter)).status).toBe(400);
  });

  it('lists the units with their last service, the ROs, leases, documents and lost sales of the customer', async () => {
    const units = await read<ListAnswer<{ untId: string; vin: string }>>(`${ours}/units`);
    const [count] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from excede_units where cus_id = ${ours}`);
    expect(units.total).toBe(count!.n);
    for (const tab of ['ros', 'leases', 'documents', 'lost-sales']) {
      const answer = await read<ListAnswer<{ brnId: string }>>(`${ours}/${tab}`);
      expect(answer.rows.every((r) => r.brnId)).toBe(true);
    }
    const [ros] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from excede_repair_orders where cus_id = ${ours}`);
    expect((await read<ListAnswer<unknown>>(`${ours}/ros`)).total).toBe(ros!.n);
  });
});
