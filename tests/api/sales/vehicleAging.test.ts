import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDay, daysBetween } from '../../../src/domain/businessDays';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { centsOf, sumCents } from '../../../src/domain/money';
import {
  AGING_STATUSES,
  bucketOf,
  dailyInterestCents,
  floorPlanInterestCents,
  isCurtailmentDue,
  needsUsedReview,
  type VehicleAgingRow,
  type VehicleAgingSummary,
  type VehicleCostAdds,
} from '../../../src/domain/sales/vehicleAging';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let sales: string;
let viewer: string;
let service: string;
let accounting: string;
let norcrossOnly: string;

type Answer<T> = { status: number; body: T & { message?: string }; text: string; type: string | null };
const get = async <T>(pathAndQuery: string, token: string | null = sales): Promise<Answer<T>> => {
  const response = await api.request(`sales/vehicle-aging${pathAndQuery}`, { token });
  const text = await response.text();
  const type = response.headers.get('content-type');
  return { status: response.status, text, type, body: (type?.includes('json') ? JSON.parse(text) : {}) as T & { message?: string } };
};
const list = (query: string, token?: string) => get<ListAnswer<VehicleAgingRow>>(`?${query}`, token);
const EVERY = 'pageSize=500';

/** A truck of a branch in stock, with the most recon orders. */
const aTruckOf = async (brnId: string) =>
  (
    await queryRows<{ stock_no: string }>(
      api.db,
      sql`select v.stock_no from excede_vehicles v join excede_units u on u.vin = v.vin join excede_repair_orders r on r.unt_id = u.unt_id and r.sls_typ_id = 'INT'
           where v.brn_id = ${brnId} and v.status in ('In stock', 'In recon') group by v.stock_no order by count(*) desc, v.stock_no limit 1`,
    )
  )[0]!.stock_no;

beforeAll(async () => {
  api = await createTestApi();
  let admin: string;
  [sales, viewer, service, accounting, admin] = await api.tokensOf('sales@demo.local', 'viewer@demo.local', 'service@demo.local', 'accounting@demo.local', 'admin@demo.local');
  // A salesperson of Norcross alone, to be refused another branch's trucks.
  const roles = (await (await api.request('role/list', { token: admin })).json()).content as { id: number; name: string }[];
  const branches = (await (await api.request('branch/list', { token: admin })).json()).content as { id: number; label: string }[];
  const made = await api.request('users/create', {
    token: admin,
    json: { name: 'Norcross Sales', email: 'norcross.sales@demo.local', excedeId: '', roleIds: [roles.find((r) => r.name === 'Sales')!.id], permissionIds: [], branchIds: [branches.find((b) => b.label.startsWith('101 '))!.id], landingPage: null, active: true, temporaryPassword: 'demo1234' },
  });
  expect(made.status).toBe(201);
  norcrossOnly = (await api.login('norcross.sales@demo.local', 'demo1234')).token;
}, 120_000);
afterAll(() => api.close());

describe('who may read the vehicle aging report', () => {
  it('needs a token (401) and the aging permission (403: the viewer, service@, accounting@) on every endpoint', async () => {
    const stockNo = await aTruckOf('101');
    for (const endpoint of ['', '/summary', `/${stockNo}`]) {
      expect((await get(endpoint, null)).status, endpoint).toBe(401);
      for (const token of [viewer, service, accounting]) expect((await get(endpoint, token)).status, endpoint).toBe(403);
    }
  });

  it("refuses another branch's trucks to a one-branch salesperson (403) and answers their own", async () => {
    expect((await list('brnId=102', norcrossOnly)).status).toBe(403);
    expect((await get('/summary?brnId=102', norcrossOnly)).status).toBe(403);
    expect((await get(`/${await aTruckOf('102')}`, norcrossOnly)).status).toBe(403);
    const own = await list(EVERY, norcrossOnly);
    expect(own.status).toBe(200);
    expect(own.body.rows.length).toBeGreaterThan(0);
    expect(new Set(own.body.rows.map((r) => r.brnId))).toEqual(new Set(['101']));
  });

  it('answers 400 naming a filter it does not know, and 404 for a stock number no truck has', async () => {
    const bad = await list('f.bucket.min=3');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/bucket/);
    expect((await get('/N99999999')).status).toBe(404);
  });
});

describe('the trucks in stock', () => {
  it("ages every truck on today's New York day with the domain's buckets, interest and flags, to the cent", async () => {
    const today = newYorkDay(new Date());
    const { status, body } = await list(`${EVERY}`);
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(20);
    expect(body.rows.length).toBe(Math.min(body.total, 500));
    for (const row of body.rows) {
      const days = daysBetween(row.receivedOn, today);
      const floored = centsOf(row.flooredAmount)!;
      expect(row.daysInStock, row.stockNo).toBe(days);
      expect(row.bucket, row.stockNo).toBe(bucketOf(days));
      expect(centsOf(row.dailyInterest), row.stockNo).toBe(dailyInterestCents(floored, row.apr));
      expect(centsOf(row.interestToDate), row.stockNo).toBe(floorPlanInterestCents(floored, row.apr, days));
      expect(row.curtailmentDue === 'Yes', row.stockNo).toBe(isCurtailmentDue(row.curtailmentOn, today));
      expect(row.usedReview === 'Yes', row.stockNo).toBe(needsUsedReview(row.newUsed === 'New', days));
      expect(row.vin).toHaveLength(8);
      // Excede's listing: every truck has a body, a truck in stock an asking price, a curtailment its amount.
      expect(row.body, row.stockNo).not.toBeNull();
      expect(row.askingPrice === null, row.stockNo).toBe(row.status === 'Sold');
      expect(row.curtailmentAmount === null, row.stockNo).toBe(row.curtailmentOn === null);
      expect(AGING_STATUSES).toContain(row.status);
    }
    // Oldest first, and the totals are the rows' exact sums.
    expect(body.rows.map((r) => r.daysInStock)).toEqual([...body.rows.map((r) => r.daysInStock)].sort((a, b) => b - a));
    if (body.total <= 500) expect(centsOf(String(body.totals.interestToDate))).toBe(sumCents(body.rows.map((r) => r.interestToDate)));
  });

  it('filters by bucket, new or used, status and flag, and sums only what matches', async () => {
    const used = await list(`${EVERY}&f.newUsed=Used&f.usedReview=Yes`);
    expect(used.body.total).toBeGreaterThan(0);
    expect(used.body.rows.every((r) => r.newUsed === 'Used' && r.daysInStock > 90)).toBe(true);
    const bucket = await list(`${EVERY}&f.bucket=${encodeURIComponent('91–180')}`);
    expect(bucket.body.rows.every((r) => r.daysInStock >= 91 && r.daysInStock <= 180)).toBe(true);
    expect(centsOf(String(bucket.body.totals.cost))).toBe(sumCents(bucket.body.rows.map((r) => r.cost)));
    const due = await list(`${EVERY}&f.curtailmentDue=Yes&f.status=${encodeURIComponent('In stock')}`);
    expect(due.body.rows.every((r) => r.curtailmentDue === 'Yes' && r.status === 'In stock' && r.curtailmentOn !== null)).toBe(true);
  });

  it('exports every matching truck as CSV and Excel', async () => {
    const all = await list(`${EVERY}&brnId=101`);
    const csv = await get<unknown>('?brnId=101&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/text\/csv/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Interest to date');
    expect(lines.length).toBe(all.body.total + 1);
    const xlsx = await api.request('sales/vehicle-aging?brnId=101&format=xlsx', { token: sales });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
  });
});

describe('the summary by bucket and branch', () => {
  it('adds up to the grid over the same selection: units, cost and interest to date by bucket and branch, and the flags', async () => {
    const query = `${EVERY}&brnId=101&brnId=201`;
    const rows = (await list(query)).body.rows;
    const { status, body } = await get<VehicleAgingSummary>(`/summary?${query}`);
    expect(status).toBe(200);
    expect(body.units).toBe(rows.length);
    expect(centsOf(body.interestToDate)).toBe(sumCents(rows.map((r) => r.interestToDate)));
    expect(centsOf(body.dailyInterest)).toBe(sumCents(rows.map((r) => r.dailyInterest)));
    expect(body.curtailmentsDue).toBe(rows.filter((r) => r.curtailmentDue === 'Yes').length);
    expect(body.usedForReview).toBe(rows.filter((r) => r.usedReview === 'Yes').length);
    for (const cell of body.cells) {
      const mine = rows.filter((r) => r.brnId === cell.brnId && r.bucket === cell.bucket);
      expect(cell.units, `${cell.brnId} ${cell.bucket}`).toBe(mine.length);
      expect(centsOf(cell.cost)).toBe(sumCents(mine.map((r) => r.cost)));
    }
    expect(body.cells.reduce((n, c) => n + c.units, 0)).toBe(rows.length);
  });
});

describe("a truck's cost adds", () => {
  it('lists the recon or make-ready orders on its VIN since it came in, and adds them to its cost', async () => {
    const stockNo = await aTruckOf('101');
    const { status, body } = await get<VehicleCostAdds>(`/${stockNo}`);
    expect(status).toBe(200);
    expect(body.stockNo).toBe(stockNo);
    expect(body.orders.length).toBeGreaterThan(0);
    expect(centsOf(body.costAdds)).toBe(sumCents(body.orders.map((o) => o.total)));
    expect(centsOf(body.totalCost)).toBe(centsOf(body.cost)! + centsOf(body.costAdds)!);
    expect(body.sale).toBeNull();
  });

  it('names the deal a sold, not yet delivered truck went on, for the drill to the vehicle sales report', async () => {
    const [sold] = await queryRows<{ stock_no: string; deal_id: string; sold_on: string }>(
      api.db,
      sql`select v.stock_no, d.deal_id, d.sold_on::text from excede_vehicles v join excede_deals d on d.stock_no = v.stock_no and d.price >= 0
           where v.status = 'Sold' order by d.sold_on desc, d.deal_id desc limit 1`,
    );
    const { status, body } = await get<VehicleCostAdds>(`/${sold!.stock_no}`);
    expect(status).toBe(200);
    expect(body.sale).toEqual({ dealId: sold!.deal_id, soldOn: sold!.sold_on });
  });
});

describe('where the trucks on the books stand', () => {
  it('shows the new trucks on their way and at the upfitter beside those in stock, each accruing interest', async () => {
    const { body } = await list(`${EVERY}&f.newUsed=New`);
    const statuses = new Set(body.rows.map((r) => r.status));
    for (const status of ['In stock', 'In transit', 'At upfitter'] as const) expect(statuses, status).toContain(status);
    // Floor-plan interest runs from the day the lender paid the factory, on the road or at the upfitter too.
    const away = body.rows.filter((r) => (r.status === 'In transit' || r.status === 'At upfitter') && centsOf(r.flooredAmount)! > 0 && r.daysInStock > 0);
    expect(away.length).toBeGreaterThan(0);
    for (const r of away) expect(centsOf(r.interestToDate), r.stockNo).toBe(floorPlanInterestCents(centsOf(r.flooredAmount)!, r.apr, r.daysInStock));
  });
});
