import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FlowItemRow, FlowSummary } from '../../../src/domain/flow/flowItems';
import { FLOWS, type FlowId } from '../../../src/domain/flow/flows';
import type { PermissionName } from '../../../src/domain/permissions';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let accounting: string;
let parts: string;
let viewer: string;
let admin: string;

// June 2020 at Norcross (101), before the demo's history: five ROs of two test customers (hours worked out by hand).
// R1 fleet: arrived 06-01 08:00, authorized 10:00, parts issued 14:00, clocked in 15:00, invoiced 06-02 10:00, paid 06-05 10:00.
// R2 retail: arrived 06-03 08:00, authorized 12:00, no parts, clocked in 13:00, invoiced 16:00, open in AR.
// R3 internal: arrived 06-04 08:00, authorized 09:00, clocked in 10:00, invoiced 11:00, billed to no account.
// R4 retail: arrived 06-05 08:00, not authorized. R5 fleet: arrived 06-06 08:00, authorized 09:00, a parts line not issued.
const JUNE = 'from=2020-06-01&to=2020-06-30&brnId=101';

const get = (path: string, query: string, token: string | null) => api.request(`flow/${path}?${query}`, { token });
async function json<T>(path: string, query: string, token: string): Promise<T> {
  const answer = await get(path, query, token);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as T;
}
const summary = (flow: string, query: string, token = service) => json<FlowSummary>(flow, query, token);
const items = (flow: string, query: string, token = service) => json<ListAnswer<FlowItemRow>>(`${flow}/items`, query, token);

/** A user of Norcross holding one permission and nothing else. */
async function holderOf(permission: PermissionName): Promise<string> {
  const [p] = await queryRows<{ id: number }>(api.db, sql`select id from permissions where name = ${permission}`);
  const [branch] = await queryRows<{ id: number }>(api.db, sql`select id from branches where code = '101'`);
  const email = `${permission.replaceAll(' ', '.')}@demo.local`;
  const made = await api.request('users/create', {
    token: admin,
    json: { name: `Holder ${permission}`, email, excedeId: '', roleIds: [], permissionIds: [p!.id], branchIds: [branch!.id], landingPage: null, active: true, temporaryPassword: 'flowing12' },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  return (await api.login(email, 'flowing12')).token;
}

beforeAll(async () => {
  api = await createTestApi();
  [service, accounting, parts, viewer, admin] = await api.tokensOf('service@demo.local', 'accounting@demo.local', 'parts@demo.local', 'viewer@demo.local', 'admin@demo.local');
  await api.db.execute(sql`insert into excede_customers (cus_id, name, brn_id, trm_id, credit_limit, on_hold, is_fleet) values
    ('FLOWF', 'Flow Fleet Co', '101', 'N30', 10000, false, true), ('FLOWR', 'Flow Retail', '101', 'N30', 10000, false, false)`);
  await api.db.execute(sql`insert into excede_repair_orders (sls_id, sls_typ_id, brn_id, cus_id, unt_id, emp_id_writer, status, date_vin_arrive, date_open, date_authorize, date_invoice, hrs_flat, hrs_bill, hrs_actual, amt_labor, amt_parts, amt_total) values
    ('R1', 'CP', '101', 'FLOWF', 'U1', 'E1', '645', '2020-06-01T08:00Z', '2020-06-01T08:10Z', '2020-06-01T10:00Z', '2020-06-02T10:00Z', 1, 1, 1, 100, 50, 150),
    ('R2', 'CP', '101', 'FLOWR', 'U2', 'E1', '645', '2020-06-03T08:00Z', '2020-06-03T08:10Z', '2020-06-03T12:00Z', '2020-06-03T16:00Z', 1, 1, 1, 100, 0, 100),
    ('R3', 'INT', '101', 'FLOWR', 'U3', 'E1', '645', null, '2020-06-04T08:00Z', '2020-06-04T09:00Z', '2020-06-04T11:00Z', 1, 1, 1, 100, 0, 100),
    ('R4', 'CP', '101', 'FLOWR', 'U4', 'E1', '644', '2020-06-05T08:00Z', '2020-06-05T08:10Z', null, null, 1, 0, 0, 0, 0, 0),
    ('R5', 'CP', '101', 'FLOWF', 'U5', 'E1', '644', '2020-06-06T08:00Z', '2020-06-06T08:10Z', '2020-06-06T09:00Z', null, 1, 0, 0, 0, 0, 0)`);
  await api.db.execute(sql`insert into excede_ro_lines (sls_id, ops_id, line_no, kind, part_no, qty, amount) values
    ('R1', 1, 2, 'Part', 'X1', 1, 50), ('R5', 1, 2, 'Part', 'X1', 1, 50)`);
  await api.db.execute(sql`insert into excede_parts_invoices (sls_id, brn_id, cus_id, emp_id, ro_sls_id, invoiced_at, total) values ('PR1', '101', 'FLOWF', 'E2', 'R1', '2020-06-01T14:00Z', 50)`);
  await api.db.execute(sql`insert into excede_tech_time (time_id, emp_id, sls_id, ops_id, clock_in, clock_out) values
    ('TT1', 'E3', 'R1', 1, '2020-06-01T15:00Z', '2020-06-01T16:00Z'), ('TT2', 'E3', 'R2', 1, '2020-06-03T13:00Z', '2020-06-03T14:00Z'),
    ('TT3', 'E3', 'R3', 1, '2020-06-04T10:00Z', '2020-06-04T10:30Z')`);
  await api.db.execute(sql`insert into excede_ar_receipts (receipt_id, cus_id, brn_id, received_at, method, amount, xref) values
    ('FR1', 'FLOWF', '101', '2020-06-05T10:00Z', 'Check', 150, 'R1')`);
  await api.db.execute(sql`insert into excede_ar_open_items (doc_id, cus_id, brn_id, doc_type, doc_date, due_date, amount, balance) values
    ('R2', 'FLOWR', '101', 'Invoice', '2020-06-03', '2020-07-03', 100, 100)`);
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe('GET /api/flow/:flow', () => {
  it('counts each RO step, times it from the step reached before, and names the slowest', async () => {
    const ro = await summary('ro', JUNE);
    expect(ro.items).toBe(5);
    expect(ro.steps.map(({ step, passed, inStep, skipped, left }) => [step, passed, inStep, skipped, left])).toEqual([
      ['arrival', 5, 0, 0, 0],
      ['authorization', 4, 1, 0, 0],
      ['parts', 1, 1, 2, 0],
      ['work', 3, 0, 0, 0],
      ['invoice', 3, 0, 0, 0],
      ['paid', 1, 1, 0, 1],
    ]);
    const hours = Object.fromEntries(ro.steps.map((s) => [s.step, [s.medianHours, s.p90Hours]]));
    expect(hours.arrival).toEqual([null, null]);
    expect(hours.authorization![0]).toBeCloseTo(1.5);
    expect(hours.authorization![1]).toBeCloseTo(3.4);
    expect(hours.parts).toEqual([4, 4]);
    expect(hours.work).toEqual([1, 1]);
    expect(hours.invoice![0]).toBeCloseTo(3);
    expect(hours.invoice![1]).toBeCloseTo(15.8);
    expect(hours.paid).toEqual([72, 72]);
    expect(ro.slowestStep).toBe('paid');
    expect(ro.stuck.authorization!.map((i) => [i.reference, i.party, i.state])).toEqual([['R4', 'Flow Retail', 'In step']]);
    expect(ro.stuck.authorization![0]!.hours).toBeCloseTo((Date.parse(ro.measuredAt) - Date.parse('2020-06-05T08:00Z')) / 3_600_000, 0);
    expect(ro.stuck.parts!.map((i) => i.reference)).toEqual(['R5']);
    expect(ro.stuck.paid!.map((i) => [i.reference, i.account])).toEqual([['R2', 'FLOWR']]);
  });

  it('keeps to a customer type', async () => {
    const fleet = await summary('ro', `${JUNE}&customerType=Fleet`);
    expect(fleet.items).toBe(2);
    expect(fleet.steps.find((s) => s.step === 'parts')).toMatchObject({ passed: 1, inStep: 1 });
  });

  it("reads the demo's repair orders, picks and vendor invoices", async () => {
    const ro = await summary('ro', 'brnId=101');
    expect(ro.items).toBeGreaterThan(50);
    expect(ro.slowestStep).not.toBeNull();
    expect(ro.asOf).not.toBeNull();
    const ap = await summary('ap', 'brnId=101', accounting);
    const [invoices] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from vendor_invoices where brn_id = '101'`);
    expect(ap.steps.find((s) => s.step === 'categorized')!.passed).toBe(invoices!.n);
    const pick = await summary('parts', 'brnId=101', parts);
    const [picks] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from parts_picks where brn_id = '101'`);
    expect(pick.steps[0]!.passed).toBe(picks!.n);
  });

  it('refuses without a session, without the flow area permission, for another branch, and a bad filter', async () => {
    expect((await get('ro', '', null)).status).toBe(401);
    expect((await get('ro', '', viewer)).status).toBe(403);
    expect((await get('ro', '', accounting)).status).toBe(403);
    expect((await get('ap', '', service)).status).toBe(403);
    expect((await get('parts', '', service)).status).toBe(403);
    expect((await get('ro', '', parts)).status).toBe(403);
    expect((await get('ro', 'brnId=102', service)).status).toBe(403);
    const badType = await get('ro', 'customerType=Walk-in', service);
    expect(badType.status).toBe(400);
    expect(await badType.text()).toMatch(/customerType/);
    const noCustomers = await get('ap', 'customerType=Fleet', accounting);
    expect(noCustomers.status).toBe(400);
    expect(await noCustomers.text()).toMatch(/customerType/);
    expect((await get('ro', 'from=June', service)).status).toBe(400);
    expect((await get('trucks', '', service)).status).toBe(404);
  });

  it('lets a holder of either of a flow area permissions see it, and no other flow', async () => {
    const sides: [PermissionName, string, string][] = [
      ['can view service throughput', 'ro', 'ap'],
      ['can view service scheduler', 'ro', 'parts'],
      ['can view parts pickup status', 'parts', 'ro'],
      ['can view waiting list', 'parts', 'ap'],
      ['can view vendor invoices', 'ap', 'ro'],
      ['can view categorized scanned', 'ap', 'parts'],
    ];
    for (const [permission, seen, refused] of sides) {
      const token = await holderOf(permission);
      expect((await get(seen, '', token)).status, permission).toBe(200);
      expect((await get(`${seen}/items`, `step=${FLOWS[seen as FlowId].steps[1]!.id}`, token)).status, permission).toBe(200);
      expect((await get(refused, '', token)).status, permission).toBe(403);
    }
  });
});

describe('GET /api/flow/:flow/items', () => {
  it("lists a step's items, waiting and passed, longest first", async () => {
    const list = await items('ro', `${JUNE}&step=authorization`);
    expect(list.total).toBe(5);
    expect(list.rows[0]).toMatchObject({ reference: 'R4', state: 'In step', reachedAt: null, startedAt: '2020-06-05T08:00:00.000Z' });
    expect(list.rows.slice(1).map((r) => [r.reference, r.hours])).toEqual([['R2', 4], ['R1', 2], ['R5', 1], ['R3', 1]]);
    const waiting = await items('ro', `${JUNE}&step=parts&f.state=In step`);
    expect(waiting.rows.map((r) => r.reference)).toEqual(['R5']);
    const fleet = await items('ro', `${JUNE}&step=paid&customerType=Retail`);
    expect(fleet.rows.map((r) => [r.reference, r.state])).toEqual([['R2', 'In step']]);
  });

  it('exports the CSV', async () => {
    const answer = await get('ro/items', `${JUNE}&step=invoice&format=csv`, service);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text.split('\n')[0]).toContain('Reference');
    expect(text).toContain('R1');
  });

  it('refuses without a session or permission, another branch, an unknown step and a bad filter', async () => {
    expect((await get('ro/items', 'step=work', null)).status).toBe(401);
    expect((await get('ro/items', 'step=work', viewer)).status).toBe(403);
    expect((await get('ro/items', 'step=work', accounting)).status).toBe(403);
    expect((await get('ap/items', 'step=paid', service)).status).toBe(403);
    expect((await get('ro/items', 'step=work&brnId=102', service)).status).toBe(403);
    const step = await get('ro/items', 'step=lunch', service);
    expect(step.status).toBe(400);
    expect(await step.text()).toMatch(/step/);
    expect((await get('ro/items', '', service)).status).toBe(400);
    expect((await get('ro/items', 'step=work&f.hours=lots', service)).status).toBe(400);
    expect((await get('ro/items', 'step=work&sort=nope', service)).status).toBe(400);
  });
});
