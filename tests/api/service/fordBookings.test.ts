import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { SLOT_TAKEN_MESSAGE, type FordBooking } from '../../../src/domain/service/fordBooking';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let viewer: string;
let accounting: string;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(api.db, query))[0]!;
const call = async <T = FordBooking>(path: string, init: { token?: string | null; json?: unknown } = {}) => {
  const response = await api.request(`service/ford-bookings${path}`, { token: service, ...init });
  return { status: response.status, body: (await response.json()) as T & { message?: string; errors?: { field: string }[] } };
};
const seeded = (confirmation: string) => one<{ id: number; version: number }>(sql`select id, version from ford_bookings where confirmation = ${confirmation}`);
const audits = (action: string) => countRows(api, `audit_log where action = '${action}'`);

/** Norcross's free Express times a week on, as the public form reads them. */
async function freeTimes(brnId = '101', lane = 'Express'): Promise<string[]> {
  const response = await api.request(`public/ford/slots?brnId=${brnId}&lane=${lane}&from=${addDays(newYorkDay(Date.now()), 7)}`);
  return ((await response.json()) as { slots: string[] }).slots;
}

beforeAll(async () => {
  api = await createTestApi();
  [service, viewer, accounting] = await api.tokensOf('service@demo.local', 'viewer@demo.local', 'accounting@demo.local');
});
afterAll(async () => api.close());

describe('who may use the appointment book', () => {
  const endpoints: [string, unknown?][] = [['?brnId=101&day=2026-12-01'], ['/1'], ['', {}], ['/1/status', {}], ['/1/reschedule', {}], ['/1/ro', {}]];
  it.each(endpoints)('%s: 401 signed out, 403 to the viewer and to accounting', async (path, json) => {
    expect((await call(path, { token: null, json })).status).toBe(401);
    expect((await call(path, { token: viewer, json })).status).toBe(403);
    expect((await call(path, { token: accounting, json })).status).toBe(403);
  });

  it('refuses service@ a booking of Forest Park (102), reading or changing it', async () => {
    const b = await seeded('FDEMO005');
    expect((await call(`/${b.id}`)).status).toBe(403);
    expect((await call('?brnId=102&day=2026-12-01')).status).toBe(403);
    expect((await call(`/${b.id}/status`, { json: { version: b.version, status: 'Confirmed' } })).status).toBe(403);
    expect((await one<{ status: string }>(sql`select status from ford_bookings where id = ${b.id}`)).status).toBe('Requested');
  });
});

describe('GET /api/service/ford-bookings', () => {
  it("lists a branch's day by time and the week's load by lane", async () => {
    const b = await call(`/${(await seeded('FDEMO001')).id}`);
    const day = newYorkDay(b.body.slotStart);
    const { status, body } = await call<{ bookings: FordBooking[]; week: { day: string; lane: string; bookings: number }[] }>(`?brnId=101&day=${day}`);
    expect(status).toBe(200);
    expect(body.bookings.map((x) => x.confirmation)).toEqual(['FDEMO001', 'FDEMO002']);
    expect(body.week[0]).toEqual({ day, lane: 'Express', bookings: 2 });
  });
  it('names a missing day (400)', async () => expect((await call('?brnId=101')).body.message).toContain('day'));
});

describe('the workflow: confirm, arrived, RO', () => {
  it('confirms a request, marks it arrived and links its RO, each change audited with before and after', async () => {
    const b = await seeded('FDEMO002');
    const before = await audits('ford-booking.status');
    const confirmed = await call(`/${b.id}/status`, { json: { version: b.version, status: 'Confirmed' } });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'Confirmed', version: b.version + 1 } });
    expect((await call(`/${b.id}/status`, { json: { version: b.version, status: 'Arrived' } })).body.message).toBe(RECORD_CHANGED_MESSAGE);
    const arrived = await call(`/${b.id}/status`, { json: { version: b.version + 1, status: 'Arrived' } });
    expect(arrived.body.status).toBe('Arrived');
    expect(await audits('ford-booking.status')).toBe(before + 2);
    const entry = await one<{ before: { status: string }; after: { status: string } }>(sql`select before, after from audit_log where action = 'ford-booking.status' order by id desc limit 1`);
    expect([entry.before.status, entry.after.status]).toEqual(['Confirmed', 'Arrived']);

    const ro = await one<{ slsId: string }>(sql`select sls_id as "slsId" from excede_repair_orders where brn_id = '101' order by sls_id limit 1`);
    const other = await one<{ slsId: string }>(sql`select sls_id as "slsId" from excede_repair_orders where brn_id <> '101' order by sls_id limit 1`);
    const refused = await call(`/${b.id}/ro`, { json: { version: b.version + 2, slsId: other.slsId } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'slsId' })]);
    const linked = await call(`/${b.id}/ro`, { json: { version: b.version + 2, slsId: ro.slsId } });
    expect(linked.body).toMatchObject({ status: 'RO opened', slsId: ro.slsId });
  });

  it('refuses a move the path does not allow (409), and a status it does not know (400 naming status)', async () => {
    const b = await seeded('FDEMO003');
    expect((await call(`/${b.id}/status`, { json: { version: b.version, status: 'Completed' } })).status).toBe(409);
    const bad = await call(`/${b.id}/status`, { json: { version: b.version, status: 'Lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'status' })]);
  });
});

describe('staff record and reschedule', () => {
  it('records a booking at the drive (Confirmed, Staff), then moves it; a taken time is a 409', async () => {
    const [first, second] = await freeTimes('101', 'Medium-duty');
    const before = await countRows(api, 'ford_bookings');
    const made = await call('', {
      json: { company: 'Gwinnett Towing', phone: '770-555-0123', email: 'ops@gwinnetttowing.example', brnId: '101', year: 2020, model: 'F-750', services: ['Brakes'], lane: 'Medium-duty', slotStart: first, visit: 'Drop-off' },
    });
    expect(made).toMatchObject({ status: 201, body: { status: 'Confirmed', source: 'Staff', lane: 'Medium-duty', slotStart: first } });
    expect(await countRows(api, 'ford_bookings')).toBe(before + 1);
    const moved = await call(`/${made.body.id}/reschedule`, { json: { version: 1, lane: 'Medium-duty', slotStart: second } });
    expect(moved).toMatchObject({ status: 200, body: { slotStart: second, version: 2 } });
    expect(await audits('ford-booking.reschedule')).toBe(1);
    // Norcross has two medium-duty bays: fill the first time, and the move back is refused.
    for (const phone of ['770-555-0124', '770-555-0125']) {
      await call('', { json: { name: 'Walk-in', phone, email: 'w@example.com', brnId: '101', year: 2019, model: 'F-650', services: ['PM'], lane: 'Medium-duty', slotStart: first, visit: 'Waiting' } });
    }
    expect(await call(`/${made.body.id}/reschedule`, { json: { version: 2, lane: 'Medium-duty', slotStart: first } })).toMatchObject({ status: 409, body: { message: SLOT_TAKEN_MESSAGE } });
  });

  it('refuses a bad booking (400 naming the field) and a branch service@ lacks (403), writing nothing', async () => {
    const [slot] = await freeTimes();
    const before = await countRows(api, 'ford_bookings');
    const good = { name: 'Walk-in', phone: '770-555-0126', email: 'w@example.com', brnId: '101', vin: '1FTBW3XM1HKA12345', services: ['PM'], lane: 'Express', slotStart: slot, visit: 'Waiting' };
    const bad = await call('', { json: good });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'vin' })]);
    expect((await call('', { json: { ...good, vin: '', year: 2021, model: 'Transit', brnId: '102' } })).status).toBe(403);
    expect(await countRows(api, 'ford_bookings')).toBe(before);
  });
});
