import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAnswer, AuditFilterOptions } from '../../src/domain/auditTrail';
import type { LoginAnswer } from '../../src/domain/auth';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: LoginAnswer;
let parts: LoginAnswer;
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
const range = `from=${today}&to=${today}`;
const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin@demo.local');
  parts = await api.login('parts@demo.local');
  // The administrator works as Parts and changes Parts' landing page.
  const assumed = await json<{ content: LoginAnswer }>(await api.request('user/assume', { token: admin.token, json: { userId: parts.id } }));
  await api.request('landingPage', { token: assumed.content.token, json: { landingpage: '/parts-research' } });
});
afterAll(() => api.close());

describe('GET /api/audit', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(`audit?${range}`)).status).toBe(401);
    expect((await api.request(`audit?${range}`, { token: parts.token })).status).toBe(403);
    expect((await api.request('audit/filters', { token: parts.token })).status).toBe(403);
  });

  it.each([
    ['', 'from'],
    [`from=${today}&to=2020-01-01`, 'to'],
    ['from=2024-01-01&to=2026-01-01', 'to'],
    [`${range}&actorId=2147483648`, 'actorId'],
    [`${range}&page=0`, 'page'],
    [`${range}&action=${'x'.repeat(61)}`, 'action'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await api.request(`audit?${query}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toMatch(new RegExp(`^${field}: `));
  });

  it('answers newest first, with both users of what was done while assuming', async () => {
    const answer = await json<AuditAnswer>(await api.request(`audit?${range}`, { token: admin.token }));
    expect(answer.page).toBe(1);
    expect(answer.total).toBeGreaterThan(3);
    const times = answer.rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    const change = answer.rows.find((r) => r.action === 'user.landingPage')!;
    expect(change).toMatchObject({
      actorId: admin.id,
      actorName: 'Alex Admin',
      assumedUserId: parts.id,
      assumedUserName: parts.name,
      entity: 'user',
      entityId: String(parts.id),
      after: { landingPage: '/parts-research' },
    });
  });

  it('filters by actor, assumed user, entity and action', async () => {
    const byAssumed = await json<AuditAnswer>(await api.request(`audit?${range}&assumedUserId=${parts.id}`, { token: admin.token }));
    expect(byAssumed.rows.length).toBeGreaterThan(0);
    expect(byAssumed.rows.every((r) => r.assumedUserId === parts.id)).toBe(true);
    const byAction = await json<AuditAnswer>(await api.request(`audit?${range}&action=login.success&entity=session`, { token: admin.token }));
    expect(byAction.total).toBe(2);
    const byActor = await json<AuditAnswer>(await api.request(`audit?${range}&actorId=${parts.id}`, { token: admin.token }));
    expect(byActor.rows.every((r) => r.actorId === parts.id)).toBe(true);
    const nothing = await json<AuditAnswer>(await api.request('audit?from=2020-01-01&to=2020-01-02', { token: admin.token }));
    expect(nothing).toEqual({ rows: [], total: 0, page: 1, pageSize: 100 });
  });

  it('offers the people, entities and actions of the trail', async () => {
    const options = await json<AuditFilterOptions>(await api.request('audit/filters', { token: admin.token }));
    expect(options.users.map((u) => u.name)).toEqual(expect.arrayContaining(['Alex Admin', parts.name]));
    expect(options.actions).toEqual(expect.arrayContaining(['login.success', 'user.assume.start', 'user.landingPage']));
    expect(options.entities).toContain('session');
  });
});
