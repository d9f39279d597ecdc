import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { VehicleSalesDealRow, VehicleSalesGroupRow, VehicleSalesSummary } from '../../../src/domain/sales/vehicleSalesFields';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let sales: string;
let viewer: string;
let service: string;
let oneBranch: string;

// June 2020, before the demo's history. At Norcross (101): deal T1 (new Ford, 31 days in stock) and T2 (used
// International, 100 days) delivered in June, T3 unwinding T1, T4 sold in June and not delivered, T5 delivered in
// May, T6 in June 2019; at Forest Park (201) T7 delivered in June.
const get = (path: string, query: string, token: string | null = sales) => api.request(`sales/vehicle-sales${path}?${query}`, { token });
const json = async <T>(path: string, query: string) => {
  const answer = await get(path, query);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
};
const groups = (query: string) => json<ListAnswer<VehicleSalesGroupRow>>('/groups', query);
const deals = (query: string) => json<ListAnswer<VehicleSalesDealRow>>('/deals', query);

/** A user of Norcross only, holding the Sales role, made by the administrator. */
async function makeNorcrossSeller(admin: string): Promise<string> {
  const [role] = await queryRows<{ id: number }>(api.db, sql`select id from roles where name = 'Sales'`);
  const [branch] = await queryRows<{ id: number }>(api.db, sql`select id from branches where code = '101'`);
  const email = 'norcross.seller@demo.local';
  const made = await api.request('users/create', {
    token: admin,
    json: { name: 'Norcross Seller', email, excedeId: '', roleIds: [role!.id], permissionIds: [], branchIds: [branch!.id], landingPage: null, active: true, temporaryPassword: 'selling12' },
  });
  expect(made.status).toBe(201);
  return (await api.login(email, 'selling12')).token;
}

beforeAll(async () => {
  api = await createTestApi();
  let admin: string;
  [sales, viewer, service, admin] = await api.tokensOf('sales@demo.local', 'viewer@demo.local', 'service@demo.local', 'admin@demo.local');
  oneBranch = await makeNorcrossSeller(admin);
  await api.db.execute(sql`insert into excede_employees (excede_id, name, excede_name, branch_code, title) values
    ('T9001', 'Terry Trucks', 'TRUCKS, TERRY', '101', 'Salesperson'), ('T9002', 'Uma Used', 'USED, UMA', '101', 'Salesperson')`);
  await api.db.execute(sql`insert into excede_vehicles (stock_no, vin, is_new, brn_id, year, make, model, received_on, cost, status, lender, floored_amount, apr, curtailment_on) values
    ('TS1', '1FTTEST0000000001', true, '101', 2020, 'Ford', 'F-750', '2020-05-01', 95000, 'Delivered', null, 0, 0, null),
    ('TS2', '3HTTEST0000000002', false, '101', 2016, 'International', 'LT', '2020-03-02', 37000, 'Delivered', null, 0, 0, null),
    ('TS3', '1FTTEST0000000003', true, '101', 2020, 'Ford', 'F-650', '2020-06-01', 76000, 'Sold', null, 0, 0, null),
    ('TS4', '1FTTEST0000000004', false, '101', 2015, 'Ford', 'F-550', '2020-04-15', 28000, 'Delivered', null, 0, 0, null),
    ('TS5', 'JALTEST0000000005', true, '101', 2019, 'Isuzu', 'NPR', '2019-05-01', 57000, 'Delivered', null, 0, 0, null),
    ('TS6', '1FTTEST0000000006', true, '201', 2020, 'Ford', 'F-750', '2020-05-20', 69000, 'Delivered', null, 0, 0, null)`);
  const [customer] = await queryRows<{ cus_id: string }>(api.db, sql`select cus_id from excede_customers order by cus_id limit 1`);
  const cus = customer!.cus_id;
  await api.db.execute(sql`insert into excede_deals (deal_id, stock_no, brn_id, cus_id, emp_id_sales, emp_id_fi, sold_on, delivered_on, price, front_gross, back_gross, trade_allowance, lender) values
    ('T1', 'TS1', '101', ${cus}, 'T9001', null, '2020-06-01', '2020-06-03', 100000, 5000, 1500.50, 0, 'Ford Credit'),
    ('T2', 'TS2', '101', ${cus}, 'T9002', null, '2020-06-10', '2020-06-12', 40000, 3000.25, 0, 12000, null),
    ('T3', 'TS1', '101', ${cus}, 'T9001', null, '2020-06-20', '2020-06-20', -100000, -5000, -1500.50, 0, 'Ford Credit'),
    ('T4', 'TS3', '101', ${cus}, 'T9001', null, '2020-06-25', null, 80000, 4000, 1000, 0, null),
    ('T5', 'TS4', '101', ${cus}, 'T9002', null, '2020-05-14', '2020-05-15', 30000, 2000, 500, 0, null),
    ('T6', 'TS5', '101', ${cus}, 'T9001', null, '2019-06-08', '2019-06-10', 60000, 3000, 800, 0, null),
    ('T7', 'TS6', '201', ${cus}, 'T9001', null, '2020-06-02', '2020-06-05', 70000, 1000, 0, 0, null)`);
});
afterAll(() => api.close());

describe('who may read the vehicle sales report', () => {
  const endpoints = [
    ['', 'period=2020-06'],
    ['/groups', 'period=2020-06'],
    ['/deals', 'period=2020-06&groupBy=branch&value=101'],
  ] as const;

  it('needs a token (401), the permission (403 to the viewer and the service account) and the user’s own branch (403)', async () => {
    for (const [path, query] of endpoints) {
      expect((await get(path, query, null)).status, path).toBe(401);
      expect((await get(path, query, viewer)).status, path).toBe(403);
      expect((await get(path, query, service)).status, path).toBe(403);
      expect((await get(path, `${query}&brnId=101`, oneBranch)).status, path).toBe(200);
      const refused = await get(path, `${query}&brnId=102`, oneBranch);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain('102');
    }
  });

  it('refuses a parameter it cannot read, naming it', async () => {
    const cases = [
      ['', 'period=2020-13', 'period'],
      ['', 'brnId=101', 'period'],
      ['/groups', 'period=2020-06&groupBy=colour', 'groupBy'],
      ['/groups', 'period=2020-06&undelivered=maybe', 'undelivered'],
      ['/deals', 'period=2020-06&groupBy=make', 'value'],
      ['/deals', 'period=2020-06&groupBy=make&value=Ford&brnId=a%20b', 'brnId'],
    ] as const;
    for (const [path, query, name] of cases) {
      const answer = await get(path, query);
      expect(answer.status, query).toBe(400);
      expect(await answer.text(), query).toContain(name);
    }
  });
});

describe('GET /api/sales/vehicle-sales', () => {
  it('adds up the delivered deals of the month, an unwind as a negative unit, against the month before and last year', async () => {
    const answer = await json<VehicleSalesSummary>('', 'period=2020-06&brnId=101');
    expect(answer.month).toEqual({ units: 1, sales: '40000.00', frontGross: '3000.25', backGross: '0.00', grossPerUnit: '3000.25', avgDaysToSell: 65.5 });
    expect(answer.priorMonth).toMatchObject({ units: 1, frontGross: '2000.00', backGross: '500.00', grossPerUnit: '2500.00', avgDaysToSell: 29 });
    expect(answer.lastYear).toMatchObject({ units: 1, grossPerUnit: '3800.00' });
    expect(answer.mix).toEqual({ newUnits: 0, usedUnits: 1 });
    expect(answer.trend).toHaveLength(13);
    expect(answer.trend[0]).toEqual({ month: '2019-06', units: 1, grossPerUnit: '3800.00' });
    expect(answer.trend.at(-1)).toEqual({ month: '2020-06', units: 1, grossPerUnit: '3000.25' });
    expect(answer.trend.find((t) => t.month === '2020-01')).toEqual({ month: '2020-01', units: 0, grossPerUnit: null });
  });

  it('counts a deal sold and not delivered in the month sold when asked', async () => {
    const answer = await json<VehicleSalesSummary>('', 'period=2020-06&brnId=101&undelivered=true');
    expect(answer.month).toEqual({ units: 2, sales: '120000.00', frontGross: '7000.25', backGross: '1000.00', grossPerUnit: '4000.13', avgDaysToSell: 51.7 });
  });
});

describe('GET /api/sales/vehicle-sales/groups', () => {
  it('groups by salesperson with the months compared', async () => {
    const answer = await groups('period=2020-06&brnId=101&groupBy=salesperson&sort=label');
    expect(answer.rows).toEqual([
      { value: 'T9001', label: 'Terry Trucks', units: 0, sales: '0.00', frontGross: '0.00', backGross: '0.00', grossPerUnit: null, avgDaysToSell: '31.0', priorUnits: 0, priorGross: '0.00', lastYearUnits: 1, lastYearGross: '3800.00' },
      { value: 'T9002', label: 'Uma Used', units: 1, sales: '40000.00', frontGross: '3000.25', backGross: '0.00', grossPerUnit: '3000.25', avgDaysToSell: '100.0', priorUnits: 1, priorGross: '2500.00', lastYearUnits: 0, lastYearGross: '0.00' },
    ]);
    expect(answer.totals).toMatchObject({ units: '1', frontGross: '3000.25', lastYearGross: '3800.00' });
  });

  it('groups by branch over the branches asked, by new or used and by make', async () => {
    const byBranch = await groups('period=2020-06&brnId=101&brnId=201&groupBy=branch&sort=value');
    expect(byBranch.rows.map((r) => [r.value, r.units, r.frontGross])).toEqual([
      ['101', 1, '3000.25'],
      ['201', 1, '1000.00'],
    ]);
    expect(byBranch.rows[0]!.label).toMatch(/^101 - /);
    const byKind = await groups('period=2020-06&brnId=101&groupBy=newUsed&sort=value');
    expect(byKind.rows.map((r) => [r.value, r.units, r.sales])).toEqual([
      ['New', 0, '0.00'],
      ['Used', 1, '40000.00'],
    ]);
    const byMake = await groups('period=2020-06&brnId=101&groupBy=make&undelivered=true&sort=value');
    expect(byMake.rows.map((r) => [r.value, r.units, r.frontGross, r.priorUnits, r.lastYearUnits])).toEqual([
      ['Ford', 1, '4000.00', 1, 0],
      ['International', 1, '3000.25', 0, 0],
      ['Isuzu', 0, '0.00', 0, 1],
    ]);
  });

  it('exports the groups as CSV', async () => {
    const answer = await get('/groups', 'period=2020-06&brnId=101&groupBy=salesperson&format=csv');
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('Uma Used');
    expect(text).toContain('Gross per unit');
  });
});

describe('GET /api/sales/vehicle-sales/deals', () => {
  it('drills a group’s figure to the deals that add up to it', async () => {
    const group = (await groups('period=2020-06&brnId=101&groupBy=salesperson')).rows.find((r) => r.value === 'T9002')!;
    const answer = await deals('period=2020-06&brnId=101&groupBy=salesperson&value=T9002');
    expect(answer.rows.map((d) => d.dealId)).toEqual(['T2']);
    expect(answer.rows[0]).toMatchObject({ day: '2020-06-12', stockNo: 'TS2', vin: '3HTTEST0000000002', salesperson: 'Uma Used', newUsed: 'Used', make: 'International', price: '40000.00', cost: '37000.00', tradeAllowance: '12000.00', deliveredOn: '2020-06-12' });
    expect(answer.totals).toMatchObject({ units: String(group.units), price: group.sales, frontGross: group.frontGross, backGross: group.backGross });
  });

  it('lists an unwind as a negative unit, and a deal not delivered only when asked', async () => {
    const delivered = await deals('period=2020-06&brnId=101&groupBy=make&value=Ford');
    expect(delivered.rows.map((d) => [d.dealId, d.units])).toEqual([
      ['T1', 1],
      ['T3', -1],
    ]);
    expect(delivered.totals).toMatchObject({ units: '0', frontGross: '0.00' });
    const withSold = await deals('period=2020-06&brnId=101&groupBy=make&value=Ford&undelivered=true');
    expect(withSold.rows.map((d) => [d.dealId, d.deliveredOn])).toEqual([
      ['T1', '2020-06-03'],
      ['T3', '2020-06-20'],
      ['T4', null],
    ]);
  });

  it('exports the deals as Excel', async () => {
    const answer = await get('/deals', 'period=2020-06&brnId=101&groupBy=branch&value=101&format=xlsx');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheet');
  });
});
