import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import type { RootCauseCode } from '../../../src/domain/parts/rootCauseCodes';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let parts: string;
let viewer: string;
let accounting: string;

type Answer<T> = { status: number; body: T & { message?: string; errors?: { field: string; message: string }[] } };
const call = async <T>(path: string, init: { method?: string; json?: unknown; token?: string | null } = {}): Promise<Answer<T>> => {
  const response = await api.request(`parts/root-cause-codes${path}`, { method: init.method, token: init.token === undefined ? parts : init.token, json: init.json });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Answer<T>['body'] };
};
const list = async () => (await call<{ codes: RootCauseCode[] }>('')).body.codes;
const writes = async () => ({ codes: await countRows(api, 'root_cause_codes'), audit: await countRows(api, 'audit_log') });
const newCode = { code: 'wrnty', description: 'Warranty part only', type: 'Reason', category: 'Other', recordsDemand: false, noteRequired: true };
const auditOf = async (action: string, id: number) =>
  queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    api.db,
    sql`select before, after from audit_log where action = ${action} and entity_id = ${String(id)} order by id desc limit 1`,
  );

beforeAll(async () => {
  api = await createTestApi();
  [parts, viewer, accounting] = (await Promise.all(['parts@demo.local', 'viewer@demo.local', 'accounting@demo.local'].map(async (e) => (await api.login(e)).token))) as [
    string,
    string,
    string,
  ];
});
afterAll(() => api.close());

describe('who may keep the codes', () => {
  it('needs a token (401) and the action and reason permission (403 for the viewer and accounting), writing nothing', async () => {
    const before = await writes();
    expect((await call('', { token: null })).status).toBe(401);
    expect((await call('', { token: viewer })).status).toBe(403);
    expect((await call('', { token: accounting })).status).toBe(403);
    expect((await call('', { token: accounting, json: newCode })).status).toBe(403);
    expect((await call('/1', { method: 'PUT', token: viewer, json: { ...newCode, version: 1 } })).status).toBe(403);
    expect((await call('/1', { method: 'DELETE', token: accounting, json: { version: 1 } })).status).toBe(403);
    expect(await writes()).toEqual(before);
  });
});

describe('the list', () => {
  it('holds the demo’s starting codes, reasons and actions in their sort order, each used 0 times so far', async () => {
    const codes = await list();
    const reasons = codes.filter((c) => c.type === 'Reason').map((c) => c.code);
    expect(reasons.slice(0, 7)).toEqual(['NOSTK', 'OOS', 'SHORT', 'PRICE', 'SUPER', 'BINERR', 'VENBO']);
    expect(codes.filter((c) => c.type === 'Action').map((c) => c.code).slice(0, 5)).toEqual(['ADDSTK', 'RAISEM', 'FIXBIN', 'LINKSU', 'NOACT']);
    expect(codes.find((c) => c.code === 'NOSTK')).toMatchObject({ description: 'Not stocked', recordsDemand: true, active: true, timesUsed: 0 });
  });
});

describe('adding, editing, deactivating', () => {
  it('refuses a bad code or a missing description with a 400 naming the field, writing nothing', async () => {
    const before = await writes();
    const bad = await call('', { json: { ...newCode, code: 'AB' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ field: 'code', message: '3 to 6 letters or digits.' });
    expect(bad.body.message).toBe('code: 3 to 6 letters or digits.');
    expect((await call('', { json: { ...newCode, code: 'AB-12' } })).status).toBe(400);
    const blank = await call('', { json: { ...newCode, description: ' ' } });
    expect(blank.body.errors).toContainEqual({ field: 'description', message: 'Enter the description.' });
    expect((await call('', { json: { ...newCode, type: 'Excuse' } })).status).toBe(400);
    expect(await writes()).toEqual(before);
  });

  it('adds a code in upper case at the end of its list, audited with what it holds, and refuses the same code in any case (409)', async () => {
    const made = await call<RootCauseCode>('', { json: newCode });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'WRNTY', type: 'Reason', active: true, timesUsed: 0, version: 1 });
    const reasons = (await list()).filter((c) => c.type === 'Reason');
    expect(reasons.at(-1)!.code).toBe('WRNTY');
    const [entry] = await auditOf('root-cause-code.create', made.body.id);
    expect(entry!.after).toMatchObject({ code: 'WRNTY', description: 'Warranty part only' });
    const before = await writes();
    const again = await call('', { json: { ...newCode, code: 'Wrnty' } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toContainEqual({ field: 'code', message: expect.stringContaining('WRNTY is taken') });
    const nostk = (await list()).find((c) => c.code === 'NOSTK')!;
    expect((await call(`/${made.body.id}`, { method: 'PUT', json: { ...newCode, code: 'nostk', version: 1 } })).status).toBe(409);
    expect(nostk.version).toBe(1);
    expect(await writes()).toEqual(before);
  });

  it('edits a code as of the version seen (a stale version is a 409), audited before and after', async () => {
    const made = (await call<RootCauseCode>('', { json: { ...newCode, code: 'CORE1', description: 'Core not returned' } })).body;
    const edited = await call<RootCauseCode>(`/${made.id}`, { method: 'PUT', json: { ...newCode, code: 'CORE1', description: 'Core missing', recordsDemand: true, version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ description: 'Core missing', recordsDemand: true, version: 2 });
    const [entry] = await auditOf('root-cause-code.edit', made.id);
    expect(entry!.before).toMatchObject({ description: 'Core not returned', version: 1 });
    expect(entry!.after).toMatchObject({ description: 'Core missing', version: 2 });
    const before = await writes();
    const stale = await call(`/${made.id}`, { method: 'PUT', json: { ...newCode, code: 'CORE1', description: 'Overwritten', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(RECORD_CHANGED_MESSAGE);
    expect(await writes()).toEqual(before);
  });

  it('deactivates and activates a code, which stays in the list for history', async () => {
    const made = (await call<RootCauseCode>('', { json: { ...newCode, code: 'OLD1' } })).body;
    const off = await call<RootCauseCode>(`/${made.id}/active`, { json: { active: false, version: 1 } });
    expect(off.body).toMatchObject({ active: false, version: 2 });
    expect((await list()).find((c) => c.id === made.id)).toMatchObject({ active: false });
    const [entry] = await auditOf('root-cause-code.deactivate', made.id);
    expect(entry).toMatchObject({ before: { active: true }, after: { active: false } });
    expect((await call(`/${made.id}/active`, { json: { active: true, version: 1 } })).status).toBe(409);
    expect((await call<RootCauseCode>(`/${made.id}/active`, { json: { active: true, version: 2 } })).body.active).toBe(true);
  });
});

describe('reordering and deleting', () => {
  it('moves a code a place up, swapping with its neighbour; the top one cannot move up (409)', async () => {
    const actions = (await list()).filter((c) => c.type === 'Action');
    const [first, second] = actions as [RootCauseCode, RootCauseCode];
    const moved = await call<{ codes: RootCauseCode[] }>(`/${second.id}/move`, { json: { direction: 'up', version: second.version } });
    expect(moved.status).toBe(200);
    const order = moved.body.codes.filter((c) => c.type === 'Action').map((c) => c.code);
    expect(order.slice(0, 2)).toEqual([second.code, first.code]);
    const [entry] = await auditOf('root-cause-code.move', first.id);
    expect(entry).toMatchObject({ before: { sortOrder: 1 }, after: { sortOrder: 2 } });
    const top = moved.body.codes.find((c) => c.id === second.id)!;
    expect((await call(`/${second.id}/move`, { json: { direction: 'up', version: top.version } })).status).toBe(409);
    expect((await call(`/${second.id}/move`, { json: { direction: 'sideways', version: top.version } })).status).toBe(400);
  });

  it('deletes an unused code as of the version seen, audited with what it held', async () => {
    const made = (await call<RootCauseCode>('', { json: { ...newCode, code: 'TYPO' } })).body;
    expect((await call(`/${made.id}`, { method: 'DELETE', json: { version: 2 } })).status).toBe(409);
    expect((await call(`/${made.id}`, { method: 'DELETE', json: { version: 1 } })).status).toBe(204);
    expect((await list()).some((c) => c.id === made.id)).toBe(false);
    const [entry] = await auditOf('root-cause-code.delete', made.id);
    expect(entry).toMatchObject({ before: { code: 'TYPO' }, after: null });
    expect((await call(`/${made.id}`, { method: 'DELETE', json: { version: 1 } })).status).toBe(404);
  });

  it('counts the lost sales that name a code as reason or action, and keeps a used code (409), writing nothing', async () => {
    const made = (await call<RootCauseCode>('', { json: { ...newCode, code: 'USED1' } })).body;
    await api.db.execute(
      sql`insert into lost_sales (brn_id, source, reason, reason_code_id, action_code_id, created_by, updated_by) values ('101', 'Counter', 'Went elsewhere', ${made.id}, null, 1, 1), ('101', 'Counter', 'Went elsewhere', null, ${made.id}, 1, 1)`,
    );
    expect((await list()).find((c) => c.id === made.id)).toMatchObject({ timesUsed: 2 });
    const before = await writes();
    const refused = await call(`/${made.id}`, { method: 'DELETE', json: { version: made.version } });
    expect(refused.status).toBe(409);
    expect(await writes()).toEqual(before);
  });
});
