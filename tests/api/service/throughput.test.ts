import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { instantOf } from '../../../src/domain/service/availability';
import { availableHours, daysFrom, shiftOf } from '../../../src/domain/service/placement';
import { dwellHistogram, stageFunnel } from '../../../src/domain/service/throughput';
import { figuresOf, type ThroughputReport, type ThroughputRoFacts } from '../../../src/domain/service/throughputReport';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let accounting: string;
let tech: string;
let techs: number;

// A week of 2020, before the demo's history: only the ROs this file writes were invoiced or opened in it.
const WEEK = 'from=2020-03-02&to=2020-03-08';
const call = async <T = ThroughputReport>(path: string, token: string | null = service) => {
  const response = await api.request(`service/throughput${path}`, { token });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};

const done = { diagnosed: true, authorized: true, parts: true, inWork: true, complete: true, invoiced: true };
const A: ThroughputRoFacts = {
  ...done,
  slsId: 'TP-A',
  brnId: '101',
  comeback: true, // TP-P0 did BRK-R on the unit 11 days before
  arrivedAt: '2020-03-02T13:00:00.000Z',
  openedAt: '2020-03-02T14:00:00.000Z',
  authorizedAt: '2020-03-02T16:00:00.000Z',
  notifiedAt: '2020-03-04T13:00:00.000Z',
  invoicedAt: '2020-03-05T14:00:00.000Z',
  hrsFlat: 3,
  hrsBill: 4,
  hrsActual: 3.2,
  laborCents: 600_00,
  partsCents: 200_00,
};
const B: ThroughputRoFacts = {
  ...done,
  parts: false,
  slsId: 'TP-B',
  brnId: '101',
  comeback: false,
  arrivedAt: null,
  openedAt: '2020-03-03T14:00:00.000Z',
  authorizedAt: '2020-03-03T20:00:00.000Z',
  notifiedAt: '2020-03-03T20:00:00.000Z',
  invoicedAt: '2020-03-04T14:00:00.000Z',
  hrsFlat: 2,
  hrsBill: 2,
  hrsActual: 2.5,
  laborCents: 280_00,
  partsCents: 0,
};
const nothing = { diagnosed: false, authorized: false, parts: false, inWork: false, complete: false, invoiced: false };
/** Still open, long past OPEN_TOO_LONG_DAYS: the WIP tile's labor and parts (the test database has no other open RO at 101). */
const O: ThroughputRoFacts = {
  ...nothing,
  slsId: 'TP-O',
  brnId: '101',
  comeback: false,
  arrivedAt: null,
  openedAt: '2020-03-06T14:00:00.000Z',
  authorizedAt: null,
  notifiedAt: null,
  invoicedAt: null,
  hrsFlat: 1.5,
  hrsBill: 0,
  hrsActual: 0,
  laborCents: 150_00,
  partsCents: 50_00,
};
const period = { fromAt: new Date(instantOf('2020-03-02', '00:00')).toISOString(), toAt: new Date(instantOf('2020-03-09', '00:00')).toISOString() };
/** A technician's hours of the week as the board counts them: no shift recorded, no holiday or time off in 2020. */
const weekHours = () => daysFrom('2020-03-02', '2020-03-08').reduce((sum, d) => sum + (shiftOf(d, undefined) ? availableHours([shiftOf(d, undefined)!], []) : 0), 0);

beforeAll(async () => {
  api = await createTestApi();
  [service, admin, viewer, accounting] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  const at101 = await queryRows<{ id: string }>(api.db, sql`select excede_id as id from excede_employees where is_technician and branch_code = '101' order by excede_id`);
  tech = at101[0]!.id;
  techs = at101.length;
  await api.db.execute(sql`insert into excede_repair_orders (sls_id, sls_typ_id, brn_id, cus_id, unt_id, emp_id_writer, status, date_vin_arrive, date_open, date_authorize, date_notify_complete, date_invoice, hrs_flat, hrs_bill, hrs_actual, amt_labor, amt_parts, amt_total) values
    ('TP-P0', 'CP', '101', 'TP-C', 'TP-U1', 'W', '645', null, '2020-02-18T14:00:00Z', '2020-02-18T15:00:00Z', '2020-02-19T14:00:00Z', '2020-02-20T14:00:00Z', 1, 1, 1, 150, 0, 150),
    ('TP-A', 'CP', '101', 'TP-C', 'TP-U1', 'W', '645', ${A.arrivedAt}, ${A.openedAt}, ${A.authorizedAt}, ${A.notifiedAt}, ${A.invoicedAt}, 3, 4, 3.2, 600, 200, 800),
    ('TP-B', 'CP', '101', 'TP-C', 'TP-U2', 'W', '645', null, ${B.openedAt}, ${B.authorizedAt}, ${B.notifiedAt}, ${B.invoicedAt}, 2, 2, 2.5, 280, 0, 280),
    ('TP-O', 'CP', '101', 'TP-C', 'TP-U3', 'W', '644', null, ${O.openedAt}, null, null, null, 1.5, 0, 0, 150, 50, 200)`);
  await api.db.execute(sql`insert into excede_ro_jobs (sls_id, ops_id, labor_op, description, hrs_flat, hrs_bill, status) values
    ('TP-P0', 1, 'BRK-R', 'Brakes', 1, 1, 'Complete'), ('TP-A', 1, 'BRK-R', 'Brakes again', 3, 4, 'Complete'), ('TP-B', 1, 'PM-A', 'PM', 2, 2, 'Complete')`);
  await api.db.execute(sql`insert into excede_ro_lines (sls_id, ops_id, line_no, kind, part_no, emp_id_lbr, qty, amount) values
    ('TP-A', 1, 1, 'Labor', null, ${tech}, 4, 600), ('TP-A', 1, 2, 'Part', 'PAD', null, 1, 200), ('TP-B', 1, 1, 'Labor', null, ${tech}, 2, 280)`);
  await api.db.execute(sql`insert into excede_tech_time (time_id, emp_id, sls_id, ops_id, clock_in, clock_out) values
    ('TP-1', ${tech}, 'TP-A', 1, '2020-03-02T15:00:00Z', '2020-03-02T18:12:00Z'), ('TP-2', ${tech}, 'TP-B', 1, '2020-03-03T15:00:00Z', '2020-03-03T17:30:00Z')`);
});
afterAll(() => api.close());

const FIGURES = ['openTooLong', 'wipCents', 'productivity', 'efficiency', 'hoursPerRo', 'laborRate', 'cycleDays', 'dwellDays', 'authorizationHours', 'comebackRate', 'invoicedRos', 'comebacks', 'availableHours', 'clockedHours'] as const;
const picked = (figures: object) => Object.fromEntries(FIGURES.map((f) => [f, (figures as Record<string, unknown>)[f]]));

describe('GET /service/throughput and /service/throughput/:brn', () => {
  it('refuses without a session, without the permission, and another branch', async () => {
    expect((await call(`?${WEEK}`, null)).status).toBe(401);
    expect((await call(`?${WEEK}`, viewer)).status).toBe(403);
    expect((await call(`?${WEEK}`, accounting)).status).toBe(403);
    expect((await call(`/101?${WEEK}`, viewer)).status).toBe(403);
    expect((await call(`/ros?drill=open`, viewer)).status).toBe(403);
    const other = await call(`/102?${WEEK}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/102/);
    expect((await call(`?${WEEK}&brnId=102`)).status).toBe(403);
  });

  it('refuses bad dates naming the field', async () => {
    const reversed = await call('?from=2020-03-08&to=2020-03-02');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/to/);
    expect((await call('/101?from=03/02/2020&to=2020-03-08')).status).toBe(400);
    expect((await call(`?${WEEK}&roType=fleet`)).status).toBe(400);
  });

  it('answers the figures the domain rules give on the ROs it reads', async () => {
    const { status, body } = await call(`/101?${WEEK}`);
    expect(status).toBe(200);
    const expected = figuresOf([A, B, O], period, { available: techs * weekHours(), clocked: 5.7 }, new Date().toISOString());
    expect(picked(body.figures)).toEqual(picked({ ...expected, productivity: expect.closeTo(expected.productivity!, 10), efficiency: expect.closeTo(expected.efficiency!, 10), clockedHours: expect.closeTo(5.7, 10) }));
    expect(body.figures.comebacks).toBe(1);
    expect(body.dwell).toEqual(dwellHistogram([A, B]));
    expect(body.funnel).toEqual(stageFunnel([A, B, O]));
    expect(body.branchRows.map((r) => r.brnId)).toEqual(['101']);
    const mine = body.technicians!.find((t) => t.empId === tech)!;
    expect(mine).toMatchObject({ billed: 6, ros: 2, comebacks: 1, available: weekHours() });
    expect(mine.efficiency).toBeCloseTo(6 / 5.7, 10);
    expect(mine.productivity).toBeCloseTo(5.7 / weekHours(), 10);
    expect(body.trend).toEqual([{ week: '2020-03-02', productivity: expect.closeTo(expected.productivity!, 10), efficiency: expect.closeTo(expected.efficiency!, 10) }]);
  });

  it('takes one RO type: warranty leaves the customer-pay ROs out', async () => {
    const { body } = await call(`/101?${WEEK}&roType=warranty`);
    expect(body.figures).toMatchObject({ invoicedRos: 0, efficiency: null, clockedHours: 0 });
  });

  it('gives the group a row per branch of the user, admin all of theirs', async () => {
    const mine = await call(`?${WEEK}`);
    expect(mine.body.branchRows.map((r) => r.brnId)).toEqual(['101']);
    expect(mine.body.technicians).toBeNull();
    const all = await call(`?${WEEK}`, admin);
    expect(all.body.branchRows.length).toBeGreaterThan(2);
    expect(all.body.figures.invoicedRos).toBe(2);
  });
});

describe('GET /service/throughput/ros (the ROs behind a tile)', () => {
  it('lists the ROs behind the invoiced figures and the comebacks, each with its customer', async () => {
    const invoiced = await call<ListAnswer<{ slsId: string; cusId: string }>>(`/ros?drill=invoiced&${WEEK}`);
    expect(invoiced.status).toBe(200);
    expect(invoiced.body.rows.map((r) => r.slsId)).toEqual(['TP-A', 'TP-B']);
    expect(invoiced.body.rows[0]!.cusId).toBe('TP-C');
    const comebacks = await call<ListAnswer<{ slsId: string }>>(`/ros?drill=comebacks&${WEEK}`);
    expect(comebacks.body.rows.map((r) => r.slsId)).toEqual(['TP-A']);
  });

  it('lists the open ROs whose labor and parts make the WIP tile', async () => {
    const [report, open] = await Promise.all([call(`?${WEEK}`), call<ListAnswer<{ slsId: string }>>(`/ros?drill=open`)]);
    expect(open.body.rows.map((r) => r.slsId)).toEqual(['TP-O']);
    expect(report.body.figures).toMatchObject({ wipCents: 200_00, openTooLong: 1 });
    const totals = open.body.totals as Record<string, string>;
    expect(Math.round((Number(totals.labor) + Number(totals.parts)) * 100)).toBe(report.body.figures.wipCents);
    const tooLong = await call<ListAnswer<{ slsId: string }>>(`/ros?drill=openTooLong`);
    expect(tooLong.body.rows.map((r) => r.slsId)).toEqual(['TP-O']);
  });

  it('refuses an unknown drill, no session, the viewer and another branch', async () => {
    const bad = await call(`/ros?drill=everything`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/drill/);
    expect((await call(`/ros?drill=open`, null)).status).toBe(401);
    expect((await call(`/ros?drill=open`, viewer)).status).toBe(403);
    expect((await call(`/ros?drill=open&brnId=102`)).status).toBe(403);
  });
});
