import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/database';
import { ANONYMOUS_SUGGESTION_LIMIT, SUGGESTION_SENT_MESSAGE } from '../../../src/domain/feedback/suggestions';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let admin: string;
let parts: string;
let viewer: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin@demo.local')).token;
  parts = (await api.login('parts@demo.local')).token;
  viewer = (await api.login('viewer@demo.local')).token;
});
afterAll(() => api.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const idea = { title: 'Bigger print on shelf labels', description: 'Hard to read from the ladder.', screen: 'Shelf Label Parts' };

async function lastAudit(action: string) {
  const [row] = await queryRows<{ actor_user_id: number | null; entity_id: string; ip: string; before: unknown; after: unknown }>(
    api.db,
    sql`select actor_user_id, entity_id, ip, before, after from audit_log where action = ${action} order by id desc limit 1`,
  );
  return row!;
}

describe('POST /api/suggestions', () => {
  it('takes a signed-out suggestion with name and email, and audits it', async () => {
    const before = await countRows(api, 'suggestions');
    const response = await api.request('suggestions', { json: { ...idea, name: 'Sam Visitor', email: 'Sam@Example.com' } });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe(SUGGESTION_SENT_MESSAGE);
    expect(body.content).toMatchObject({ userId: null, submitterName: 'Sam Visitor', submitterEmail: 'sam@example.com', status: 'New' });
    expect(await countRows(api, 'suggestions')).toBe(before + 1);
    expect(await lastAudit('suggestion.create')).toMatchObject({ actor_user_id: null, entity_id: String(body.content.id) });
  });

  it('ties a suggestion to the user when a token is sent', async () => {
    const response = await api.request('suggestions', { token: parts, json: idea });
    expect(response.status).toBe(201);
    const { content } = await response.json();
    expect(content).toMatchObject({ submitterName: 'Pat Parts', submitterEmail: 'parts@demo.local', title: idea.title });
    expect(content.userId).toBeGreaterThan(0);
    expect((await lastAudit('suggestion.create')).actor_user_id).toBe(content.userId);
  });

  it('refuses a bad token with 401 rather than taking it as anonymous', async () => {
    const before = await countRows(api, 'suggestions');
    expect((await api.request('suggestions', { token: 'nope', json: idea })).status).toBe(401);
    expect(await countRows(api, 'suggestions')).toBe(before);
  });

  it.each([
    [{ ...idea, title: '' }, 'title: Title is required.'],
    [{ ...idea, screen: 'Nowhere' }, 'screen: Choose the screen it concerns.'],
    [{ ...idea, description: 'x'.repeat(2001) }, 'description: Description must be at most 2000 characters.'],
    [{ ...idea, name: 'Sam' }, 'email: Enter your email address.'],
    [{ ...idea, name: 'Sam', email: 'not-an-email' }, 'email: Enter a valid email address.'],
  ])('answers 400 naming the field and writes nothing (%#)', async (json, message) => {
    const before = await countRows(api, 'suggestions');
    const response = await api.request('suggestions', { json });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await countRows(api, 'suggestions')).toBe(before);
  });

  it('stores a PNG attachment (multipart) in the suggestions folder', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(idea)) form.set(k, v);
    form.set('attachment', new File([PNG], 'shot.png', { type: 'image/png' }));
    const response = await api.request('suggestions', { token: parts, body: form });
    expect(response.status).toBe(201);
    const { content } = await response.json();
    expect(content.attachment).toMatchObject({ originalName: 'shot.png', mimeType: 'image/png', size: PNG.byteLength });
    expect(content.attachment.storageKey).toMatch(/^suggestions\//);
    const file = await api.request(content.attachment.url.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file whose bytes are not PNG, JPEG or PDF, whatever its name says (415), and writes nothing', async () => {
    const [suggestionsBefore, filesBefore] = [await countRows(api, 'suggestions'), await countRows(api, 'stored_files')];
    const form = new FormData();
    for (const [k, v] of Object.entries(idea)) form.set(k, v);
    form.set('attachment', new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' }));
    const response = await api.request('suggestions', { token: parts, body: form });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('attachment: Only PNG, JPEG or PDF files can be attached.');
    expect(await countRows(api, 'suggestions')).toBe(suggestionsBefore);
    expect(await countRows(api, 'stored_files')).toBe(filesBefore);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const before = await countRows(api, 'suggestions');
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(PNG);
    const form = new FormData();
    for (const [k, v] of Object.entries(idea)) form.set(k, v);
    form.set('attachment', new File([big], 'big.png', { type: 'image/png' }));
    expect((await api.request('suggestions', { token: parts, body: form })).status).toBe(413);
    expect(await countRows(api, 'suggestions')).toBe(before);
  });

  it('limits signed-out submissions per address (429), not signed-in ones', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const json = { ...idea, name: 'Spam Bot', email: 'bot@example.com' };
    for (let i = 0; i < ANONYMOUS_SUGGESTION_LIMIT; i++) {
      expect((await api.request('suggestions', { json, headers })).status).toBe(201);
    }
    const before = await countRows(api, 'suggestions');
    const refused = await api.request('suggestions', { json, headers });
    expect(refused.status).toBe(429);
    expect(await countRows(api, 'suggestions')).toBe(before);
    expect((await api.request('suggestions', { json: idea, headers, token: parts })).status).toBe(201);
  });
});

describe('GET /api/suggestions and /api/suggestions/:id', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request('suggestions')).status).toBe(401);
    expect((await api.request('suggestions', { token: parts })).status).toBe(403);
    expect((await api.request('suggestions/1', { token: viewer })).status).toBe(403);
  });

  it('lists every suggestion newest first, filtered by status', async () => {
    const all = (await (await api.request('suggestions', { token: admin })).json()).content as { status: string; createdAt: string }[];
    expect(all.length).toBeGreaterThan(5);
    expect([...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(all);
    const planned = (await (await api.request('suggestions?status=Planned', { token: admin })).json()).content as { status: string }[];
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.every((s) => s.status === 'Planned')).toBe(true);
    const bad = await api.request('suggestions?status=Maybe', { token: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('status');
  });

  it('answers one suggestion, or 404', async () => {
    const [first] = (await (await api.request('suggestions', { token: admin })).json()).content;
    const one = await api.request(`suggestions/${first.id}`, { token: admin });
    expect((await one.json()).content).toMatchObject({ id: first.id, title: first.title });
    expect((await api.request('suggestions/999999', { token: admin })).status).toBe(404);
    expect((await api.request('suggestions/abc', { token: admin })).status).toBe(400);
  });
});

describe('PUT /api/suggestions/:id', () => {
  let id: number;
  beforeAll(async () => {
    id = (await (await api.request('suggestions', { token: parts, json: { ...idea, title: 'Triage me' } })).json()).content.id;
  });

  it('needs a token and the permission', async () => {
    expect((await api.request(`suggestions/${id}`, { method: 'PUT', json: { status: 'Planned' } })).status).toBe(401);
    expect((await api.request(`suggestions/${id}`, { method: 'PUT', token: parts, json: { status: 'Planned' } })).status).toBe(403);
  });

  it('answers 400 for an unknown status or a long reply, and changes nothing', async () => {
    const audits = await countRows(api, 'audit_log');
    for (const json of [{ status: 'Maybe' }, { status: 'Planned', reply: 'x'.repeat(1001) }, {}]) {
      const response = await api.request(`suggestions/${id}`, { method: 'PUT', token: admin, json });
      expect(response.status).toBe(400);
    }
    expect(await countRows(api, 'audit_log')).toBe(audits);
    const { content } = await (await api.request(`suggestions/${id}`, { token: admin })).json();
    expect(content.status).toBe('New');
  });

  it('moves it to Planned with a reply, audits before and after, and pushes to the submitter', async () => {
    const pushes = await countRows(api, 'push_outbox');
    const response = await api.request(`suggestions/${id}`, { method: 'PUT', token: admin, json: { status: 'Planned', reply: 'Coming in December.' } });
    expect(response.status).toBe(200);
    expect((await response.json()).content).toMatchObject({ status: 'Planned', reply: 'Coming in December.' });
    expect(await lastAudit('suggestion.update')).toMatchObject({
      entity_id: String(id),
      before: { status: 'New', reply: null },
      after: { status: 'Planned', reply: 'Coming in December.' },
    });
    expect(await countRows(api, 'push_outbox')).toBe(pushes + 1);
    const [push] = await queryRows<{ user_id: number; title: string; body: string; url: string }>(
      api.db,
      sql`select p.user_id, p.title, p.body, p.url from push_outbox p order by id desc limit 1`,
    );
    const { content } = await (await api.request(`suggestions/${id}`, { token: admin })).json();
    expect(push).toEqual({ user_id: content.userId, title: 'Your suggestion is Planned', body: 'Coming in December.', url: '/gettingstarted' });

    // the submitter reads the reply on My Open Issues
    const mine = (await (await api.request('my-open-issues', { token: parts })).json()).content;
    expect(mine.find((i: { id: number; kind: string }) => i.kind === 'suggestion' && i.id === id)).toMatchObject({ status: 'Planned', reply: 'Coming in December.' });
  });

  it('does not push again when only the reply changes; the push body is the title without a reply', async () => {
    const pushes = await countRows(api, 'push_outbox');
    await api.request(`suggestions/${id}`, { method: 'PUT', token: admin, json: { status: 'Planned', reply: 'Early December.' } });
    expect(await countRows(api, 'push_outbox')).toBe(pushes);
    await api.request(`suggestions/${id}`, { method: 'PUT', token: admin, json: { status: 'Done' } });
    const [push] = await queryRows<{ title: string; body: string }>(api.db, sql`select title, body from push_outbox order by id desc limit 1`);
    expect(push).toEqual({ title: 'Your suggestion is Done', body: 'Triage me' });
  });

  it('answers 404 for an unknown suggestion', async () => {
    expect((await api.request('suggestions/999999', { method: 'PUT', token: admin, json: { status: 'Done' } })).status).toBe(404);
  });
});
