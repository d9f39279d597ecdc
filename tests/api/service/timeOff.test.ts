import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { DECIDED_MESSAGE, OVERLAP_MESSAGE, type TimeOffDetail, type TimeOffRow } from '../../../src/domain/service/timeOff';
import { queryRows } from '../../../server/db/database';
import { scheduleEntries } from '../../../server/db/scheduleEntries';
import { seedTimeOffAfterImport } from '../../../server/db/seedTimeOff';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let accounting: string;
let tech101: string;
let other101: string;
let tech102: string;
let job: { sls_id: string; ops_id: number };

// A Monday to Tuesday well ahead, in New York time (EST, -05:00).
const monday = '2027-03-01';
const at = (day: string, time: string) => `${day}T${time}:00-05:00`;
const call = async <T = TimeOffDetail>(path: string, init: { json?: unknown; token?: string | null } = {}) => {
  const response = await api.request(`service/time-off${path}`, { token: init.token === undefined ? service : init.token, json: init.json });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};
const request = (json: Record<string, unknown> = {}, token?: string | null) =>
  call('', { json: { empId: tech101, type: 'Vacation', fromAt: at(monday, '07:00'), toAt: at('2027-03-02', '15:30'), ...json }, token });
const writes = async () => ({ timeOff: await countRows(api, 'technician_time_off'), audit: await countRows(api, 'audit_log') });
const auditOf = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];

beforeAll(async () => {
  api = await createTestApi();
  [service, admin, viewer, accounting] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local', 'accounting@demo.local');
  const techs = await queryRows<{ excede_id: string; branch_code: string }>(api.db, sql`select excede_id, branch_code from excede_employees where is_technician and branch_code in ('101', '102') order by excede_id`);
  [tech101, other101] = techs.filter((t) => t.branch_code === '101').map((t) => t.excede_id) as [string, string];
  tech102 = techs.find((t) => t.branch_code === '102')!.excede_id;
  [job] = (await queryRows<{ sls_id: string; ops_id: number }>(api.db, sql`select j.sls_id, j.ops_id from excede_ro_jobs j join excede_repair_orders r on r.sls_id = j.sls_id where r.brn_id = '101' limit 1`)) as [{ sls_id: string; ops_id: number }];
  const adminId = (await queryRows<{ id: number }>(api.db, sql`select id from users where email = 'admin@demo.local'`))[0]!.id;
  await api.db.insert(scheduleEntries).values([
    { brnId: '101', scheduleType: 'CUST', slsId: job.sls_id, opsId: job.ops_id, empId: tech101, startAt: new Date(at('2027-03-02', '09:00')), endAt: new Date(at('2027-03-02', '11:00')), createdBy: adminId, updatedBy: adminId },
    { brnId: '101', scheduleType: 'CUST', slsId: job.sls_id, opsId: job.ops_id, empId: tech101, startAt: new Date(at('2027-03-03', '09:00')), endAt: new Date(at('2027-03-03', '11:00')), createdBy: adminId, updatedBy: adminId },
  ]);
});
afterAll(() => api.close());

describe('the demo', () => {
  it('seeds requests, approvals and a denial after the import, and writes nothing a second time', async () => {
    await seedTimeOffAfterImport(api.db);
    const seeded = await queryRows<{ brn_id: string; status: string }>(api.db, sql`select brn_id, status from technician_time_off`);
    expect(new Set(seeded.map((r) => r.brn_id))).toEqual(new Set(['101', '102', '201']));
    expect(new Set(seeded.filter((r) => r.brn_id === '101').map((r) => r.status))).toEqual(new Set(['Requested', 'Approved', 'Denied']));
    const before = await writes();
    await seedTimeOffAfterImport(api.db);
    expect(await writes()).toEqual(before);
  });
});

describe('who may see and request time off', () => {
  it('needs a token (401) and the time off permission (403 for the viewer and accounting), on every endpoint', async () => {
    for (const token of [null, viewer, accounting]) {
      const status = token === null ? 401 : 403;
      expect((await call('', { token })).status).toBe(status);
      expect((await call('/technicians', { token })).status).toBe(status);
      expect((await call('/1', { token })).status).toBe(status);
      expect((await request({}, token)).status).toBe(status);
      expect((await call('/1/decision', { json: { version: 1, decision: 'Approved' }, token })).status).toBe(status);
    }
  });

  it('offers the technicians of the user’s branches and refuses another branch (403), with nothing written', async () => {
    const techs = await call<{ technicians: { empId: string; brnId: string }[] }>('/technicians');
    expect(techs.body.technicians.map((t) => t.brnId)).toEqual(expect.arrayContaining(['101']));
    expect(techs.body.technicians.every((t) => t.brnId === '101')).toBe(true);
    expect((await call('/technicians?brnId=102')).status).toBe(403);
    expect((await call('?brnId=102')).status).toBe(403);
    const before = await writes();
    expect((await request({ empId: tech102 })).status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a bad payload naming the field (400), with nothing written', async () => {
    const before = await writes();
    expect((await request({ toAt: at(monday, '06:00') })).body.message).toMatch(/^toAt:/);
    expect((await request({ type: 'Holiday' })).body.message).toMatch(/^type:/);
    expect((await request({ empId: 'NOBODY' })).body.message).toMatch(/^empId:/);
    expect(await writes()).toEqual(before);
  });
});

describe('requesting and deciding time off', () => {
  let id: number;

  it('requests time off counted against the shop day, audited, listing the jobs it overlaps; an overlap of the technician is a 400', async () => {
    const made = await request({}, admin);
    expect(made.status).toBe(201);
    id = made.body.id;
    expect(made.body).toMatchObject({ status: 'Requested', hours: 17, brnId: '101' });
    expect(made.body.decisionRefusal).toMatch(/someone else must decide it/);
    expect(made.body.conflicts).toHaveLength(1);
    expect(made.body.conflicts[0]).toMatchObject({ slsId: job.sls_id, opsId: job.ops_id, startAt: new Date(at('2027-03-02', '09:00')).toISOString() });
    expect((await auditOf('technician-time-off.request', id))?.after).toMatchObject({ empId: tech101, status: 'Requested', hours: '17.0' });
    const before = await writes();
    const overlap = await request({ fromAt: at('2027-03-02', '12:00'), toAt: at('2027-03-03', '12:00') });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe(`fromAt: ${OVERLAP_MESSAGE}`);
    expect(await writes()).toEqual(before);
    const list = await call<ListAnswer<TimeOffRow>>('?f.status=Requested');
    expect(list.body.rows.map((r) => r.id)).toContain(id);
  });

  it('is never decided by its requester (403) nor without a reason to deny (400), and a stale version is a 409', async () => {
    const own = await call(`/${id}/decision`, { json: { version: 1, decision: 'Approved' }, token: admin });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/someone else must decide it/);
    expect((await call(`/${id}`, { token: admin })).body.decisionRefusal).toMatch(/someone else/);
    expect((await call(`/${id}/decision`, { json: { version: 1, decision: 'Denied' } })).body.message).toMatch(/^note:/);
    const stale = await call(`/${id}/decision`, { json: { version: 2, decision: 'Approved' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
  });

  it('is approved by the service manager, audited before and after, and answers the jobs to reassign; decided once', async () => {
    const approved = await call(`/${id}/decision`, { json: { version: 1, decision: 'Approved', note: 'Covered by the swing shift.' } });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Approved', decidedBy: 'Sam Service', decisionNote: 'Covered by the swing shift.' });
    expect(approved.body.conflicts.map((c) => c.slsId)).toEqual([job.sls_id]);
    const audit = await auditOf('technician-time-off.approve', id);
    expect(audit?.before).toMatchObject({ status: 'Requested' });
    expect(audit?.after).toMatchObject({ status: 'Approved', version: 2 });
    const again = await call(`/${id}/decision`, { json: { version: 2, decision: 'Denied', note: 'No.' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DECIDED_MESSAGE);
  });

  it('is denied with its reason by someone holding the authority', async () => {
    const made = await request({ empId: other101, type: 'Sick', fromAt: at(monday, '07:00'), toAt: at(monday, '11:00') }, admin);
    expect(made.body.hours).toBe(4);
    const denied = await call(`/${made.body.id}/decision`, { json: { version: 1, decision: 'Denied', note: 'Two technicians are out already.' } });
    expect(denied.body).toMatchObject({ status: 'Denied', decisionNote: 'Two technicians are out already.' });
    expect((await auditOf('technician-time-off.deny', made.body.id))?.after).toMatchObject({ status: 'Denied' });
  });
});
