import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import type { BoardEntry, SchedulerBoard } from '../../../src/domain/service/schedulerBoard';
import { queryRows } from '../../../server/db/database';
import { schedulerTemplates } from '../../../server/db/schedulerTemplates';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let admin: string;
let viewer: string;
let dana: { empId: string; name: string };
let luis: { empId: string; name: string };
let job: { slsId: string; opsId: number; laborOp: string };

// Monday 02/01/2027, Eastern Standard Time: Norcross (101) works bays TB1 and TB2; TB9 is Forest Park's (102).
const DAY = '2027-02-01';
const at = (time: string) => `${DAY}T${time}:00-05:00`;

type Answer<T> = { status: number; body: T & { message?: string; error?: string; errors?: { field: string; message: string }[] } };
async function call<T = BoardEntry>(method: string, path: string, json?: unknown, token: string | null = service): Promise<Answer<T>> {
  const response = await api.request(`service/scheduler${path}`, { method, token, json });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<T>['body'] };
}
const shop = (json: Record<string, unknown>, token?: string | null) =>
  call('POST', '/entries', { brnId: '101', job: null, scheduleType: 'SHOP', empId: dana.empId, startAt: at('08:00'), endAt: at('10:00'), ...json }, token);
const move = (entry: BoardEntry, json: Record<string, unknown>, token?: string | null) =>
  call('PATCH', `/entries/${entry.id}`, { empId: entry.empId, startAt: entry.startAt, endAt: entry.endAt, version: entry.version, ...json }, token);
const writes = async () => ({ entries: await countRows(api, 'schedule_entries'), audit: await countRows(api, 'audit_log') });
const auditOf = async (action: string, id: number) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`))[0];
const fieldsOf = (body: Answer<unknown>['body']) => JSON.stringify(body);

beforeAll(async () => {
  api = await createTestApi();
  [service, admin, viewer] = await api.tokensOf('service@demo.local', 'admin@demo.local', 'viewer@demo.local');
  const adminId = (await queryRows<{ id: number }>(api.db, sql`select id from users where email = 'admin@demo.local'`))[0]!.id;
  const by = { createdBy: adminId, updatedBy: adminId };
  [dana, luis] = (await queryRows<{ empId: string; name: string }>(
    api.db,
    sql`select excede_id as "empId", name from excede_employees where is_technician and branch_code = '101' order by excede_id limit 2`,
  )) as [typeof dana, typeof luis];
  const template = { weekdays: [1, 2, 3, 4, 5], shiftStart: '07:00', shiftEnd: '15:30', ...by };
  await api.db.insert(schedulerTemplates).values([
    { brnId: '101', name: 'Bay test shift', empIds: [dana.empId], bays: ['TB1', 'TB2'], ...template },
    { brnId: '102', name: 'Bay test shift', empIds: [], bays: ['TB9'], ...template },
  ]);
  // The test data's repair orders are all invoiced: the last of 101 is open again, its jobs to do.
  await api.db.execute(
    sql`with ro as (select sls_id from excede_repair_orders where brn_id = '101' order by sls_id desc limit 1),
             opened as (update excede_repair_orders set date_invoice = null, status = '644' where sls_id in (select sls_id from ro))
        update excede_ro_jobs set status = 'Scheduled' where sls_id in (select sls_id from ro)`,
  );
  [job] = (await queryRows<typeof job>(
    api.db,
    sql`select j.sls_id as "slsId", j.ops_id as "opsId", j.labor_op as "laborOp" from excede_ro_jobs j join excede_repair_orders r on r.sls_id = j.sls_id
         where r.brn_id = '101' and r.date_invoice is null and r.status = '644' and j.status <> 'Complete' order by j.sls_id, j.ops_id limit 1`,
  )) as [typeof job];
});
afterAll(() => api.close());

describe('the board by bay', () => {
  it("lists the branch's bays (its active templates' bays) and each technician's shift", async () => {
    const board = await call<SchedulerBoard>('GET', `?brnId=101&day=${DAY}`);
    expect(board.status).toBe(200);
    expect(board.body.bays).toEqual(expect.arrayContaining(['TB1', 'TB2']));
    expect(board.body.bays).not.toContain('TB9');
    expect(board.body.technicians.every((t) => typeof t.shiftName === 'string')).toBe(true);
  });

  it('refuses the viewer (403) a placement in a bay, and another branch (403), with nothing written', async () => {
    const before = await writes();
    expect((await shop({ bay: 'TB1' }, viewer)).status).toBe(403);
    expect((await shop({ bay: 'TB1' }, null)).status).toBe(401);
    expect((await shop({ brnId: '102', empId: null, bay: 'TB9' })).status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses (400 naming bay) a bay not of the branch, and neither technician nor bay, with nothing written', async () => {
    const before = await writes();
    const foreign = await shop({ bay: 'TB9' });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.body)).toContain('"bay"');
    const neither = await shop({ empId: null, bay: null });
    expect(neither.status).toBe(400);
    expect(fieldsOf(neither.body)).toContain('Choose a technician or a bay.');
    const blank = await shop({ bay: '' });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.body)).toContain('"bay"');
    expect(await writes()).toEqual(before);
  });

  it('places a job in a bay without a technician, then gives it one (audited, the bay kept)', async () => {
    const placed = await call('POST', '/entries', { brnId: '101', job: { slsId: job.slsId, opsId: job.opsId }, empId: null, bay: 'tb1', startAt: at('07:00'), endAt: at('08:00') });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ empId: null, bay: 'TB1', job: { slsId: job.slsId, opsId: job.opsId } });
    expect(await auditOf('schedule-entry.place', placed.body.id)).toMatchObject({ before: null, after: { bay: 'TB1', empId: null } });
    const board = await call<SchedulerBoard>('GET', `?brnId=101&day=${DAY}`);
    expect(board.body.entries.find((e) => e.id === placed.body.id)).toMatchObject({ bay: 'TB1', empId: null });

    const given = await move(placed.body, { empId: luis.empId });
    expect(given.status, given.body.message).toBe(200);
    expect(given.body).toMatchObject({ empId: luis.empId, bay: 'TB1', version: placed.body.version + 1 });
    expect(await auditOf('schedule-entry.move', placed.body.id)).toMatchObject({ before: { empId: null, bay: 'TB1' }, after: { empId: luis.empId, bay: 'TB1' } });
    await call('DELETE', `/entries/${placed.body.id}?version=${given.body.version}`);
  });

  it('moves a block to another bay keeping its technician; refuses (409) two blocks at once in one bay, and a stale version', async () => {
    const first = await shop({ bay: 'TB1', startAt: at('09:00'), endAt: at('11:00') });
    expect(first.status).toBe(201);
    const second = await shop({ empId: luis.empId, bay: 'TB2', startAt: at('10:00'), endAt: at('12:00') });
    expect(second.status).toBe(201);

    const before = await writes();
    const overlap = await move(second.body, { bay: 'TB1' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatch(/^Bay TB1 already has .+ from 09:00 AM to 11:00 AM\.$/);
    const placedOver = await shop({ empId: luis.empId, bay: 'TB1', startAt: at('10:30'), endAt: at('11:30') });
    expect(placedOver.status).toBe(409);
    expect(await writes()).toEqual(before);

    const moved = await move(second.body, { bay: 'TB1', startAt: at('11:00'), endAt: at('13:00') });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body).toMatchObject({ bay: 'TB1', empId: luis.empId, startAt: new Date(at('11:00')).toISOString() });
    expect(await auditOf('schedule-entry.move', second.body.id)).toMatchObject({ before: { bay: 'TB2' }, after: { bay: 'TB1' } });

    const stale = await move(second.body, { bay: 'TB2' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);

    // A move without `bay` keeps the block's bay.
    const later = await move(moved.body, { startAt: at('13:00'), endAt: at('14:00') });
    expect(later.body).toMatchObject({ bay: 'TB1' });
  });

  it('lets the administrator place in a bay of another branch', async () => {
    const other = await call('POST', '/entries', { brnId: '102', job: null, scheduleType: 'SHOP', empId: null, bay: 'TB9', startAt: at('07:00'), endAt: at('08:00') }, admin);
    expect(other.status).toBe(201);
    expect(other.body.bay).toBe('TB9');
  });
});
