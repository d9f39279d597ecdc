import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/database';
import type { AdminFeature, AdminFeaturePage, WhatsNewListAnswer } from '../../src/domain/newFeatures';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let parts: string;
let accounting: string;
let viewer: string;
let permissionIds: Record<string, number>;

const PDF = new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...new Uint8Array(200)]);
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), ...new Uint8Array(200)]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, ...new Uint8Array(200)]);

function form(fields: Record<string, string>, files: Record<string, [Uint8Array, string, string]> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const [k, [bytes, name, type]] of Object.entries(files)) body.set(k, new File([bytes as BlobPart], name, { type }));
  return body;
}

async function list(token: string, query = ''): Promise<WhatsNewListAnswer> {
  const response = await api.request(`newfeatures?page=1&view=Published${query}`, { token });
  expect(response.status).toBe(200);
  return response.json();
}
const auditCount = async (action: string) =>
  (await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from audit_log where action = ${action}`))[0]!.n;

beforeAll(async () => {
  api = await createTestApi();
  [admin, parts, accounting, viewer] = await api.tokensOf('admin@demo.local', 'parts@demo.local', 'accounting@demo.local', 'viewer@demo.local');
  const rows = await queryRows<{ id: number; name: string }>(api.db, sql`select id, name from permissions`);
  permissionIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => api.close());

describe("GET /api/newfeatures (the header's What's new)", () => {
  it('needs a token', async () => {
    expect((await api.request('newfeatures?page=1&view=Published')).status).toBe(401);
  });

  it("lists published features targeted at the user's 'Can View' permissions, or at everyone", async () => {
    const names = async (token: string) => (await list(token)).content.map((f) => f.PageName);
    expect(await names(parts)).toEqual(['Informix Schedule', 'My Open Issues']);
    expect(await names(accounting)).toEqual(['My Open Issues']);
    expect(await names(viewer)).toEqual(['My Open Issues']);
    expect(await names(admin)).toEqual(['Informix Schedule', 'Automatically Created Users', 'My Open Issues']);
    const [first] = (await list(parts)).content;
    expect(first).toMatchObject({
      PageName: 'Informix Schedule',
      Filename: expect.stringMatching(/^newfeatures\/[0-9a-f-]{36}\.pdf$/),
      Document_Url: null,
      hasDocument: true,
      hasVideo: false,
      created_at: '2026-11-18T15:30:00.000Z',
    });
    // The seeded document is a real PDF the portal serves to whoever may see the note.
    const signed = await api.request('newfeatures/getDocumentSASUrl', { token: parts, json: { filename: first!.Filename } });
    const { url } = (await signed.json()) as { url: string };
    const file = await api.request(url.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
  });

  it('narrows by pmid and answers 400 for a bad page or pmid', async () => {
    const narrowed = await list(parts, `&pmid=${permissionIds['can view informix schedule']}`);
    expect(narrowed.content.map((f) => f.PageName)).toEqual(['Informix Schedule']);
    expect((await api.request('newfeatures?page=0', { token: parts })).status).toBe(400);
    const bad = await api.request('newfeatures?page=1&pmid=abc', { token: parts });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('pmid');
    expect((await api.request('newfeatures?page=1&view=Draft', { token: parts })).status).toBe(400);
  });

  it('counts unread features until POST /api/newfeatures/seen', async () => {
    expect((await list(viewer)).unreadCount).toBe(1);
    expect((await api.request('newfeatures/seen', { method: 'POST' })).status).toBe(401);
    const seen = await api.request('newfeatures/seen', { method: 'POST', token: viewer });
    expect(seen.status).toBe(200);
    expect((await list(viewer)).unreadCount).toBe(0);
    expect((await list(parts)).unreadCount).toBe(2);
  });
});

describe('POST /api/newfeatures/whatsnewlog', () => {
  it('needs a token', async () => {
    expect((await api.request('newfeatures/whatsnewlog', { json: { logtype: 'PDF', id: 1 } })).status).toBe(401);
  });

  it('answers 400 for a bad logtype or id, and writes nothing', async () => {
    const before = await countRows(api, 'whats_new_logs');
    const bad = await api.request('newfeatures/whatsnewlog', { token: parts, json: { logtype: 'Excel', id: 1 } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("logtype: logtype must be 'PDF' or 'Video'.");
    expect((await api.request('newfeatures/whatsnewlog', { token: parts, json: { logtype: 'PDF', id: -4 } })).status).toBe(400);
    expect(await countRows(api, 'whats_new_logs')).toBe(before);
  });

  it('logs an opened document of a feature the user sees; 404 for one they do not', async () => {
    const [feature] = (await list(parts)).content;
    const before = await countRows(api, 'whats_new_logs');
    const ok = await api.request('newfeatures/whatsnewlog', { token: parts, json: { logtype: 'Video', id: feature!.id } });
    expect(ok.status).toBe(201);
    expect(await countRows(api, 'whats_new_logs')).toBe(before + 1);
    const [row] = await queryRows<{ log_type: string }>(api.db, sql`select log_type from whats_new_logs order by id desc limit 1`);
    expect(row!.log_type).toBe('Video');
    const hidden = (await list(admin)).content[1]!; // Automatically Created Users, for user administrators
    expect((await api.request('newfeatures/whatsnewlog', { token: parts, json: { logtype: 'PDF', id: hidden.id } })).status).toBe(404);
    expect(await countRows(api, 'whats_new_logs')).toBe(before + 1);
  });
});

describe('GET /api/newfeatures/admin', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('newfeatures/admin')).status).toBe(401);
    expect((await api.request('newfeatures/admin', { token: parts })).status).toBe(403);
  });

  it('pages every status, 50 by default; only 30, 50 or 100 rows a page', async () => {
    const page: AdminFeaturePage = await (await api.request('newfeatures/admin', { token: admin })).json();
    expect(page.pageSize).toBe(50);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.content.map((f) => f.status)).toContain('Draft');
    const bad = await api.request('newfeatures/admin?pageSize=20', { token: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('pageSize: pageSize must be 30, 50 or 100.');
  });

  it("lists only 'Can View' permissions for the form", async () => {
    expect((await api.request('newfeatures/permissions', { token: parts })).status).toBe(403);
    const { content } = await (await api.request('newfeatures/permissions', { token: admin })).json();
    expect(content.length).toBeGreaterThan(20);
    expect(content.every((p: { short_name: string }) => p.short_name === 'Can View')).toBe(true);
  });
});

describe('POST /api/newfeatures (create) and PUT /api/newfeatures/{id} (update)', () => {
  const valid = () => ({
    pageName: 'Bank Reconciliation',
    description: 'Match statements to the ledger in one screen.',
    status: 'Published',
    permissionIds: String(permissionIds['can view bank reconcillation']),
  });

  it('needs a token and the permission, whatever the route table says', async () => {
    expect((await api.request('newfeatures', { body: form(valid()) })).status).toBe(401);
    const before = await countRows(api, 'whats_new_features');
    expect((await api.request('newfeatures', { token: parts, body: form(valid()) })).status).toBe(403);
    expect((await api.request('newfeatures/1', { method: 'PUT', token: accounting, body: form(valid()) })).status).toBe(403);
    expect(await countRows(api, 'whats_new_features')).toBe(before);
  });

  it.each([
    ['no page name', { pageName: '' }, {}, 'pageName: Enter the page name.'],
    ['a bad status', { status: 'Live' }, {}, 'status: Choose Draft or Published.'],
    ['a bad URL', { documentUrl: 'javascript:alert(1)' }, {}, 'documentUrl: Document URL must start with http:// or https://.'],
    ['a permission that is not Can View', { permissionIds: '999999' }, {}, "permissionIds: 999999 is not a 'Can View' permission."],
    ['a renamed executable as the document', {}, { document: [EXE, 'notes.pdf', 'application/pdf'] }, 'document: The document must be a PDF file'],
    ['a PDF as the video', {}, { video: [PDF, 'clip.mp4', 'video/mp4'] }, 'video: The video must be an MP4, WebM or QuickTime video'],
    ['a document over 10 MB', {}, { document: [new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25), 'big.pdf', 'application/pdf'] }, 'document: The document exceeds 10 MB.'],
  ] as const)('answers 400 for %s, and writes nothing', async (_, fields, files, message) => {
    const before = await Promise.all(['whats_new_features', 'stored_files', 'audit_log'].map((t) => countRows(api, t)));
    const response = await api.request('newfeatures', { token: admin, body: form({ ...valid(), ...fields }, files as never) });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await Promise.all(['whats_new_features', 'stored_files', 'audit_log'].map((t) => countRows(api, t)))).toEqual(before);
  });

  let created: AdminFeature;
  it('creates a published feature with a stored PDF and video, audited, seen by its audience only', async () => {
    const audits = await auditCount('whatsnew.create');
    const response = await api.request('newfeatures', {
      token: admin,
      body: form(valid(), { document: [PDF, 'Bank rec.pdf', 'application/pdf'], video: [MP4, 'Bank rec.mp4', 'video/mp4'] }),
    });
    expect(response.status).toBe(201);
    created = (await response.json()).content;
    expect(created).toMatchObject({ pageName: 'Bank Reconciliation', status: 'Published', documentName: 'Bank rec.pdf', videoName: 'Bank rec.mp4' });
    expect(created.filename).toMatch(/^newfeatures\/[0-9a-f-]{36}\.pdf$/);
    expect(created.videoFilename).toMatch(/^newfeatures\/[0-9a-f-]{36}\.mp4$/);
    expect(created.publishedAt).not.toBeNull();
    expect(await auditCount('whatsnew.create')).toBe(audits + 1);

    expect((await list(accounting)).content[0]).toMatchObject({ PageName: 'Bank Reconciliation', Filename: created.filename, hasDocument: true });
    expect((await list(parts)).content.map((f) => f.PageName)).not.toContain('Bank Reconciliation');
  });

  it('signs a URL for the stored file only for a user who may see the feature', async () => {
    expect((await api.request('newfeatures/getDocumentSASUrl', { json: { filename: created.filename } })).status).toBe(401);
    expect((await api.request('newfeatures/getDocumentSASUrl', { token: accounting, json: { filename: '../etc/passwd' } })).status).toBe(400);
    expect((await api.request('newfeatures/getDocumentSASUrl', { token: parts, json: { filename: created.filename } })).status).toBe(404);
    const answer = await api.request('newfeatures/getDocumentSASUrl', { token: accounting, json: { filename: created.filename } });
    expect(answer.status).toBe(200);
    const { url } = await answer.json();
    expect(url).toMatch(/^\/api\/files\/newfeatures\/.+expires=\d+&signature=/);
    const file = await api.request(url.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('updates a feature (back to Draft hides it), audited with before and after', async () => {
    const before = await countRows(api, 'whats_new_features');
    const bad = await api.request(`newfeatures/${created.id}`, { method: 'PUT', token: admin, body: form({ ...valid(), description: '' }) });
    expect(bad.status).toBe(400);
    const response = await api.request(`newfeatures/${created.id}`, {
      method: 'PUT',
      token: admin,
      body: form({ ...valid(), status: 'Draft', videoUrl: 'https://example.com/v.mp4', removeVideo: 'true' }),
    });
    expect(response.status).toBe(200);
    const updated: AdminFeature = (await response.json()).content;
    expect(updated).toMatchObject({ status: 'Draft', publishedAt: null, filename: created.filename, videoFilename: null, videoUrl: 'https://example.com/v.mp4' });
    expect(await countRows(api, 'whats_new_features')).toBe(before);
    const [entry] = await queryRows<{ before: { status: string }; after: { status: string } }>(
      api.db,
      sql`select before, after from audit_log where action = 'whatsnew.update' order by id desc limit 1`,
    );
    expect([entry!.before.status, entry!.after.status]).toEqual(['Published', 'Draft']);
    expect((await list(accounting)).content.map((f) => f.PageName)).not.toContain('Bank Reconciliation');
    expect((await api.request('newfeatures/999999', { method: 'PUT', token: admin, body: form(valid()) })).status).toBe(404);
    expect((await api.request(`newfeatures/admin/${created.id}`, { token: admin })).status).toBe(200);
  });
});
