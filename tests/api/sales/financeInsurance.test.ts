import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import type { FiDealProductRow, FiManagerRow, FiSummary } from '../../../src/domain/sales/financeInsuranceFields';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let sales: string;
let viewer: string;
let service: string;
let oneBranch: string;

// June 2020 at Norcross (101), before the demo's history: Fiona's deals F1 (retail, financed, service contract and
// GAP), F2 (retail, cash, tire and wheel), F3 (fleet, financed, no products); F4 closed by no F&I manager; a GAP of
// her 2019 deal F0 charged back on June 15.
const get = (path: string, query: string, token: string | null = sales) => api.request(`sales/finance-insurance${path}?${query}`, { token });
const list = async <T>(path: string, query: string) => {
  const answer = await get(path, query);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as ListAnswer<T>;
};

beforeAll(async () => {
  api = await createTestApi();
  let admin: string;
  [sales, viewer, service, admin] = await api.tokensOf('sales@demo.local', 'viewer@demo.local', 'service@demo.local', 'admin@demo.local');
  const [role] = await queryRows<{ id: number }>(api.db, sql`select id from roles where name = 'Sales'`);
  const [branch] = await queryRows<{ id: number }>(api.db, sql`select id from branches where code = '101'`);
  const made = await api.request('users/create', {
    token: admin,
    json: { name: 'Norcross F&I', email: 'norcross.fi@demo.local', excedeId: '', roleIds: [role!.id], permissionIds: [], branchIds: [branch!.id], landingPage: null, active: true, temporaryPassword: 'finance12' },
  });
  expect(made.status).toBe(201);
  oneBranch = (await api.login('norcross.fi@demo.local', 'finance12')).token;
  await api.db.execute(sql`insert into excede_employees (excede_id, name, excede_name, branch_code, title) values ('F9001', 'Fiona Finance', 'FINANCE, FIONA', '101', 'F&I manager')`);
  await api.db.execute(sql`insert into excede_customers (cus_id, name, brn_id, trm_id, credit_limit, on_hold, is_fleet) values
    ('FC1', 'Retail Hauling LLC', '101', 'COD', 0, false, false), ('FC2', 'County Fleet', '101', 'N30', 0, false, true)`);
  await api.db.execute(sql`insert into excede_deals (deal_id, stock_no, brn_id, cus_id, emp_id_sales, emp_id_fi, sold_on, delivered_on, price, front_gross, back_gross, trade_allowance, lender) values
    ('F0', 'FS0', '101', 'FC1', 'X1', 'F9001', '2019-01-08', '2019-01-10', 60000, 1000, 700, 0, 'Ford Credit'),
    ('F1', 'FS1', '101', 'FC1', 'X1', 'F9001', '2020-06-01', '2020-06-03', 100000, 5000, 2000, 0, 'Ford Credit'),
    ('F2', 'FS2', '101', 'FC1', 'X1', 'F9001', '2020-06-05', '2020-06-08', 50000, 2000, 500, 0, null),
    ('F3', 'FS3', '101', 'FC2', 'X1', 'F9001', '2020-06-09', '2020-06-10', 80000, 3000, 900, 0, 'PNC Equipment Finance'),
    ('F4', 'FS4', '101', 'FC1', 'X1', null, '2020-06-11', '2020-06-12', 40000, 1500, 0, 0, null)`);
  // F1 and F3 sold new trucks, F0, F2 and F4 used ones.
  await api.db.execute(sql`insert into excede_vehicles (stock_no, vin, is_new, brn_id, year, make, model, received_on, cost, status, floored_amount, apr) values
    ${sql.join(
      [['FS0', false], ['FS1', true], ['FS2', false], ['FS3', true], ['FS4', false]].map(
        ([stockNo, isNew], i) => sql`(${stockNo}, ${`1FDXF6FIVIN00000${i}`}, ${isNew}, '101', 2020, 'Ford', 'F-650', '2020-01-02', 50000, 'Delivered', 0, 0)`,
      ),
      sql`, `,
    )}`);
  await api.db.execute(sql`insert into excede_deal_products (deal_id, product, sale, cost, reserve, cancelled_on) values
    ('F0', 'GAP', 700, 300, 0, '2020-06-15'),
    ('F1', 'Extended service contract', 3000, 1800, 0, null), ('F1', 'GAP', 1000, 400, 120, null),
    ('F2', 'Tire and wheel', 1000, 500, 0, null)`);
  await api.db.execute(sql`insert into excede_gl_lines (je_id, line_no, acct_id, brn_id, department, posted_on, debit, credit, xref, source, description) values
    ('FCB1', 1, '5300', '101', 'F&I', '2020-06-15', 250, 0, 'F0', 'F&I chargeback', 'GAP cancelled on deal F0'),
    ('FCB1', 2, '2300', '101', 'F&I', '2020-06-15', 0, 250, 'F0', 'F&I chargeback', 'GAP cancelled on deal F0')`);
});
afterAll(() => api.close());

describe('who may read the F&I report', () => {
  it('needs a token (401), the permission (403 to the viewer and the service account) and the user’s own branch (403)', async () => {
    for (const [path, query] of [['/managers', 'period=2020-06'], ['/deals', 'period=2020-06&mgr=F9001']] as const) {
      expect((await get(path, query, null)).status, path).toBe(401);
      expect((await get(path, query, viewer)).status, path).toBe(403);
      expect((await get(path, query, service)).status, path).toBe(403);
      expect((await get(path, `${query}&brnId=101`, oneBranch)).status, path).toBe(200);
      expect((await get(path, `${query}&brnId=102`, oneBranch)).status, path).toBe(403);
    }
  });

  it('refuses a parameter it cannot read, naming it', async () => {
    for (const [path, query, name] of [['/managers', 'brnId=101', 'period'], ['/managers', 'period=2020-6', 'period'], ['/deals', 'period=2020-06&product=Paint', 'product'], ['/managers', 'period=2020-06&newUsed=Old', 'newUsed']] as const) {
      const answer = await get(path, query);
      expect(answer.status, query).toBe(400);
      expect(await answer.text(), query).toContain(name);
    }
  });
});

describe('GET /api/sales/finance-insurance/managers', () => {
  it('gives each manager PVR and penetration over retail units, the reserve, and the chargebacks posted in the month', async () => {
    const answer = await list<FiManagerRow>('/managers', 'period=2020-06&brnId=101&sort=mgr');
    expect(answer.rows).toEqual([
      {
        brnId: '101', mgr: '', manager: 'No F&I manager', deals: 1, retailUnits: 1, financedPercent: '0.0', financeReserve: '0.00', productCount: 0, backGross: '0.00', pvr: '0.00',
        serviceContractPercent: '0.0', gapPercent: '0.0', creditLifePercent: '0.0', tireWheelPercent: '0.0', maintenancePercent: '0.0', chargebacks: '0.00',
      },
      {
        brnId: '101', mgr: 'F9001', manager: 'Fiona Finance', deals: 3, retailUnits: 2, financedPercent: '66.7', financeReserve: '980.00', productCount: 3, backGross: '3400.00', pvr: '1250.00',
        serviceContractPercent: '50.0', gapPercent: '50.0', creditLifePercent: '0.0', tireWheelPercent: '50.0', maintenancePercent: '0.0', chargebacks: '250.00',
      },
    ]);
    expect(answer.totals).toMatchObject({ deals: '4', retailUnits: '3', backGross: '3400.00', chargebacks: '250.00' });
  });

  it('splits new from used trucks, chargebacks by their deal’s truck', async () => {
    const fiona = async (newUsed: string) => (await list<FiManagerRow>('/managers', `period=2020-06&brnId=101&newUsed=${newUsed}`)).rows.find((r) => r.mgr === 'F9001');
    expect(await fiona('New')).toMatchObject({ deals: 2, retailUnits: 1, financedPercent: '100.0', productCount: 2, backGross: '2900.00', pvr: '2000.00', gapPercent: '100.0', chargebacks: '0.00' });
    expect(await fiona('Used')).toMatchObject({ deals: 1, retailUnits: 1, financedPercent: '0.0', productCount: 1, backGross: '500.00', pvr: '500.00', tireWheelPercent: '100.0', chargebacks: '250.00' });
    const used = await list<FiDealProductRow>('/deals', 'period=2020-06&brnId=101&newUsed=Used');
    expect(used.rows.map((r) => [r.dealId, r.product])).toEqual([['F2', 'Tire and wheel'], ['F4', null]]);
    const summary = (await (await get('', 'period=2020-06&brnId=101&newUsed=New')).json()) as FiSummary;
    expect(summary).toMatchObject({ newUsed: 'New', retailUnits: 1, backGross: '2000.00', pvr: '2000.00', chargebacks: '0.00' });
  });
});

describe('GET /api/sales/finance-insurance/deals', () => {
  it("drills a manager's month to the deals with their products, and to one product", async () => {
    const all = await list<FiDealProductRow>('/deals', 'period=2020-06&brnId=101&mgr=F9001');
    expect(all.rows.map((r) => [r.dealId, r.product, r.retail])).toEqual([
      ['F1', 'Extended service contract', 'Retail'],
      ['F1', 'GAP', 'Retail'],
      ['F2', 'Tire and wheel', 'Retail'],
      ['F3', null, 'Fleet'],
    ]);
    expect(all.totals).toMatchObject({ sale: '5000.00', cost: '2700.00', reserve: '120.00' });
    const gap = await list<FiDealProductRow>('/deals', 'period=2020-06&brnId=101&mgr=F9001&product=GAP');
    expect(gap.rows).toEqual([
      { dealId: 'F1', deliveredOn: '2020-06-03', brnId: '101', customer: 'Retail Hauling LLC', manager: 'Fiona Finance', retail: 'Retail', lender: 'Ford Credit', product: 'GAP', sale: '1000.00', cost: '400.00', reserve: '120.00', cancelledOn: null },
    ]);
  });
});

describe('GET /api/sales/finance-insurance', () => {
  it('gives the month’s PVR over retail units, its chargebacks, penetration against target and the PVR trend', async () => {
    const answer = await get('', 'period=2020-06&brnId=101');
    expect(answer.status).toBe(200);
    const summary = (await answer.json()) as FiSummary;
    expect(summary).toMatchObject({ retailUnits: 3, backGross: '2500.00', pvr: '833.33', chargebacks: '250.00' });
    expect(summary.penetration).toEqual([
      { product: 'Extended service contract', percent: 33.3, target: 40 },
      { product: 'GAP', percent: 33.3, target: 30 },
      { product: 'Credit life', percent: 0, target: 10 },
      { product: 'Tire and wheel', percent: 33.3, target: 20 },
      { product: 'Maintenance plan', percent: 0, target: 25 },
    ]);
    expect(summary.trend).toHaveLength(13);
    expect(summary.trend.at(-1)).toEqual({ month: '2020-06', pvr: '833.33' });
    expect(summary.trend[0]).toEqual({ month: '2019-06', pvr: null });
    expect((await get('', 'period=2020-06', viewer)).status).toBe(403);
    expect((await get('', 'period=2020-06&brnId=102', oneBranch)).status).toBe(403);
    expect((await get('', 'period=June')).status).toBe(400);
  });
});
