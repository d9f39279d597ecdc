import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { COLOUR_MESSAGE, MINUTES_MESSAGE, TYPE_IN_USE_MESSAGE, type ScheduleType } from '../../../src/domain/service/scheduleTypes';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let service: string;
let viewer: string;
let accounting: string;

type Answer<T> = { status: number; body: T & { message?: string; errors?: { field: string; message: string }[] } };
const call = async <T>(path: string, init: { method?: string; json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`service/schedule-types${path}`, { method: init.method, token: init.token === undefined ? service : init.token, json: init.json });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Answer<T>['body'] };
};
const list = async () => (await call<{ types: ScheduleType[] }>('')).body.types;
const writes = async () => ({ types: await countRows(api, 'schedule_types'), audit: await countRows(api, 'audit_log') });
const newType = { code: 'yard', name: 'Yard move', colour: '#0A7E8C', productive: false, defaultMinutes: 30, roRequired: false };
const { code: _code, ...editable } = newType;
const auditOf = async (action: string, id: number) =>
  queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    api.db,
    sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`,
  );

beforeAll(async () => {
  api = await createTestApi();
  [service, viewer, accounting] = await api.tokensOf('service@demo.local', 'viewer@demo.local', 'accounting@demo.local');
});
afterAll(() => api.close());

describe('who may keep the schedule types', () => {
  it('needs a token (401) and the schedule types permission (403 for the viewer and accounting) on every endpoint, writing nothing', async () => {
    const before = await writes();
    const endpoints = [
      { path: '', method: 'GET' },
      { path: '', method: 'POST', json: newType },
      { path: '/1', method: 'PUT', json: { ...editable, version: 1 } },
      { path: '/1/active', method: 'POST', json: { active: false, version: 1 } },
      { path: '/1', method: 'DELETE', json: { version: 1 } },
    ];
    for (const { path, method, json } of endpoints) {
      expect((await call(path, { method, json, token: null })).status).toBe(401);
      expect((await call(path, { method, json, token: viewer })).status).toBe(403);
      expect((await call(path, { method, json, token: accounting })).status).toBe(403);
    }
    expect(await writes()).toEqual(before);
  });
});

describe('the list', () => {
  it('holds the seven kinds of block the demo starts with, by name, none used yet', async () => {
    const types = await list();
    expect(types.map((t) => t.code).sort()).toEqual(['CUST', 'INT', 'PM', 'ROAD', 'SHOP', 'TRAIN', 'WTY']);
    expect(types[0]).toMatchObject({ code: 'CUST', name: 'Customer RO job', productive: true, roRequired: true, active: true, timesUsed: 0 });
    expect(types.find((t) => t.code === 'TRAIN')).toMatchObject({ productive: false, roRequired: false, defaultMinutes: 240 });
  });
});

describe('adding, editing, deactivating, deleting', () => {
  it('refuses a bad colour, a duration off the 15-minute steps or a missing name with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    const colour = await call('', { json: { ...newType, colour: 'teal' } });
    expect(colour.status).toBe(400);
    expect(colour.body.errors).toContainEqual({ field: 'colour', message: COLOUR_MESSAGE });
    const minutes = await call('', { json: { ...newType, defaultMinutes: 40 } });
    expect(minutes.body.errors).toContainEqual({ field: 'defaultMinutes', message: MINUTES_MESSAGE });
    const name = await call('/1', { method: 'PUT', json: { ...editable, name: ' ', version: 1 } });
    expect(name.status).toBe(400);
    expect(name.body.errors).toContainEqual({ field: 'name', message: 'Enter the name.' });
    expect(await writes()).toEqual(before);
  });

  it('adds a type in upper case, audited with what it holds, and refuses its code again in any case (409 on the code)', async () => {
    const made = await call<ScheduleType>('', { json: newType });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'YARD', colour: '#0a7e8c', active: true, timesUsed: 0, version: 1 });
    const [entry] = await auditOf('schedule-type.create', made.body.id);
    expect(entry!.after).toMatchObject({ code: 'YARD', name: 'Yard move', defaultMinutes: 30 });
    const before = await writes();
    const again = await call('', { json: { ...newType, code: 'Yard' } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toContainEqual({ field: 'code', message: expect.stringContaining('YARD is taken') });
    expect(await writes()).toEqual(before);
  });

  it('edits a type as of the version seen, its code kept; a stale version is a 409 and changes nothing', async () => {
    const made = (await call<ScheduleType>('', { json: { ...newType, code: 'WASH' } })).body;
    const edited = await call<ScheduleType>(`/${made.id}`, { method: 'PUT', json: { ...editable, code: 'OTHER', name: 'Wash bay', defaultMinutes: 45, version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ code: 'WASH', name: 'Wash bay', defaultMinutes: 45, version: 2 });
    const [entry] = await auditOf('schedule-type.edit', made.id);
    expect(entry).toMatchObject({ before: { name: 'Yard move', version: 1 }, after: { name: 'Wash bay', version: 2 } });
    const before = await writes();
    const stale = await call(`/${made.id}`, { method: 'PUT', json: { ...editable, name: 'Overwritten', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect(await writes()).toEqual(before);
  });

  it('deactivates and activates a type, audited, as of the version seen', async () => {
    const made = (await call<ScheduleType>('', { json: { ...newType, code: 'OLD' } })).body;
    expect((await call<ScheduleType>(`/${made.id}/active`, { json: { active: false, version: 1 } })).body).toMatchObject({ active: false, version: 2 });
    const [entry] = await auditOf('schedule-type.deactivate', made.id);
    expect(entry).toMatchObject({ before: { active: true }, after: { active: false } });
    expect((await call(`/${made.id}/active`, { json: { active: true, version: 1 } })).status).toBe(409);
    expect((await call(`/${made.id}/active`, { json: { active: 'yes', version: 2 } })).status).toBe(400);
  });

  it('deletes an unused type, audited; a type a schedule entry names stays (409) and counts its entries', async () => {
    const unused = (await call<ScheduleType>('', { json: { ...newType, code: 'TYPO' } })).body;
    expect((await call(`/${unused.id}`, { method: 'DELETE', json: { version: 2 } })).status).toBe(409);
    expect((await call(`/${unused.id}`, { method: 'DELETE', json: { version: 1 } })).status).toBe(204);
    expect((await auditOf('schedule-type.delete', unused.id))[0]).toMatchObject({ before: { code: 'TYPO' }, after: null });
    expect((await call(`/${unused.id}`, { method: 'DELETE', json: { version: 1 } })).status).toBe(404);

    const used = (await call<ScheduleType>('', { json: { ...newType, code: 'USED' } })).body;
    await api.db.execute(
      sql`insert into schedule_entries (brn_id, schedule_type, start_at, end_at, created_by, updated_by) values ('101', 'USED', now(), now() + interval '1 hour', 1, 1)`,
    );
    expect((await list()).find((t) => t.id === used.id)).toMatchObject({ timesUsed: 1 });
    const before = await writes();
    const refused = await call(`/${used.id}`, { method: 'DELETE', json: { version: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TYPE_IN_USE_MESSAGE);
    expect(await writes()).toEqual(before);
  });
});
