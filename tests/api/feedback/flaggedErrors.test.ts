import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/database';
import { storeUpload } from '../../../server/storage/uploads';
import { flaggedErrors } from '../../../server/db/schema';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let admin: string;
let parts: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin@demo.local')).token;
  parts = (await api.login('parts@demo.local')).token;
});
afterAll(() => api.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

interface Row {
  id: number;
  status: string;
  reporterId: number;
  reporterName: string;
  assigneeId: number | null;
  assigneeName: string | null;
  attachments: { url: string; originalName: string; mimeType: string }[];
}
const list = async () => (await (await api.request('flag-error/list', { token: admin })).json()) as { content: Row[]; assignees: { id: number; name: string }[] };

describe('GET /api/flag-error/list', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('flag-error/list')).status).toBe(401);
    expect((await api.request('flag-error/list', { token: parts })).status).toBe(403);
  });

  it('lists every flagged error with reporter, and a signed URL per attachment', async () => {
    const [reporter] = await queryRows<{ id: number }>(api.db, sql`select id from users where email = 'parts@demo.local'`);
    const file = await storeUpload(api.db, api.storage, { folder: 'flag-errors', bytes: PNG, originalName: 'screen.png', userId: reporter!.id });
    await api.db.insert(flaggedErrors).values({ userId: reporter!.id, description: 'With a screenshot', priority: 'High', category: 'Bug', attachments: [file] });
    const { content, assignees } = await list();
    expect(content.length).toBeGreaterThan(3);
    const withFile = content.find((r) => r.attachments.length)!;
    expect(withFile).toMatchObject({ reporterName: 'Pat Parts', status: 'Open' });
    expect(withFile.attachments[0]).toMatchObject({ originalName: 'screen.png', mimeType: 'image/png' });
    const served = await api.request(withFile.attachments[0]!.url.replace(/^\/api\//, ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(assignees.map((a) => a.name)).toContain('Alex Admin');
    expect(assignees.map((a) => a.name)).not.toContain('Pat Parts');
  });
});

describe('PUT /api/flag-error/:id', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('flag-error/1', { method: 'PUT', json: { status: 'Resolved', assigneeId: null } })).status).toBe(401);
    expect((await api.request('flag-error/1', { method: 'PUT', token: parts, json: { status: 'Resolved', assigneeId: null } })).status).toBe(403);
  });

  it('answers 400 for a bad status or an assignee without the permission, and changes nothing', async () => {
    const { content } = await list();
    const target = content.find((r) => r.status === 'Open')!;
    const audits = await countRows(api, 'audit_log');
    const bad1 = await api.request(`flag-error/${target.id}`, { method: 'PUT', token: admin, json: { status: 'Closed', assigneeId: null } });
    expect(bad1.status).toBe(400);
    expect((await bad1.json()).message).toContain('status');
    const bad2 = await api.request(`flag-error/${target.id}`, { method: 'PUT', token: admin, json: { status: 'Open', assigneeId: target.reporterId } });
    expect(bad2.status).toBe(400);
    expect((await bad2.json()).message).toBe('assigneeId: The assignee must be an active user who can view flag errors.');
    expect(await countRows(api, 'audit_log')).toBe(audits);
    expect((await list()).content.find((r) => r.id === target.id)).toMatchObject({ status: 'Open', assigneeId: target.assigneeId });
  });

  it('sets status and assignee, audits it, and pushes the status change to the reporter', async () => {
    const { content, assignees } = await list();
    const target = content.find((r) => r.status === 'Open')!;
    const assignee = assignees[0]!;
    const pushes = await countRows(api, 'push_outbox');
    const response = await api.request(`flag-error/${target.id}`, { method: 'PUT', token: admin, json: { status: 'In progress', assigneeId: assignee.id } });
    expect(response.status).toBe(200);
    expect((await response.json()).content).toMatchObject({ status: 'In progress', assigneeId: assignee.id, assigneeName: assignee.name });
    const [entry] = await queryRows<{ before: unknown; after: unknown; entity_id: string }>(
      api.db,
      sql`select before, after, entity_id from audit_log where action = 'flagError.update' order by id desc limit 1`,
    );
    expect(entry).toEqual({ entity_id: String(target.id), before: { status: 'Open', assigneeId: null }, after: { status: 'In progress', assigneeId: assignee.id } });
    expect(await countRows(api, 'push_outbox')).toBe(pushes + 1);
    const [push] = await queryRows<{ user_id: number; title: string; url: string }>(api.db, sql`select user_id, title, url from push_outbox order by id desc limit 1`);
    expect(push).toEqual({ user_id: target.reporterId, title: 'Your flagged error is In progress', url: '/gettingstarted' });

    // only the assignee changes: no push
    await api.request(`flag-error/${target.id}`, { method: 'PUT', token: admin, json: { status: 'In progress', assigneeId: null } });
    expect(await countRows(api, 'push_outbox')).toBe(pushes + 1);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api.request('flag-error/999999', { method: 'PUT', token: admin, json: { status: 'Resolved', assigneeId: null } })).status).toBe(404);
  });
});
