import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOW } from '../../src/demo/now';
import { defaultUserLogRange, USER_LOG_ROW_LIMIT, type UserLogFilterOptions, type UserLogsAnswer } from '../../src/domain/userLogs';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let parts: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin@demo.local')).token;
  parts = (await api.login('parts@demo.local')).token;
});
afterAll(() => api.close());

const range = defaultUserLogRange(DEMO_NOW);
const get = async (query: string, token = admin) => (await (await api.request(`user-logs?${query}`, { token })).json()) as UserLogsAnswer;

describe('GET /api/user-logs', () => {
  it('needs a token and the permission', async () => {
    expect((await api.request(`user-logs?from=${range.from}&to=${range.to}`)).status).toBe(401);
    expect((await api.request(`user-logs?from=${range.from}&to=${range.to}`, { token: parts })).status).toBe(403);
    expect((await api.request('user-logs/filters', { token: parts })).status).toBe(403);
  });

  it('answers the seeded month: newest first, a total and a count per day that add up', async () => {
    const answer = await get(`from=${range.from}&to=${range.to}`);
    expect(answer.total).toBeGreaterThan(2000);
    expect(answer.rows.length).toBe(Math.min(answer.total, USER_LOG_ROW_LIMIT));
    expect(answer.perDay.reduce((s, d) => s + d.count, 0)).toBe(answer.total);
    expect(answer.perDay.length).toBeGreaterThan(25);
    const times = answer.rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(answer.rows[0]).toMatchObject({ userName: expect.any(String), pageName: expect.any(String), toName: expect.any(String), toPath: expect.stringMatching(/^\//) });
  });

  it('filters by user, page, branch and dates', async () => {
    const options = (await (await api.request('user-logs/filters', { token: admin })).json()) as UserLogFilterOptions;
    const pat = options.users.find((u) => u.name === 'Pat Parts')!;
    const byUser = await get(`from=${range.from}&to=${range.to}&userId=${pat.id}`);
    expect(byUser.total).toBeGreaterThan(100);
    expect(byUser.rows.every((r) => r.userName === 'Pat Parts')).toBe(true);
    const page = byUser.rows[0]!.pageName;
    const byPage = await get(`from=${range.from}&to=${range.to}&userId=${pat.id}&page=${encodeURIComponent(page)}`);
    expect(byPage.rows.every((r) => r.pageName === page && r.userName === 'Pat Parts')).toBe(true);
    const byBranch = await get(`from=${range.from}&to=${range.to}&branch=${encodeURIComponent('201 - Birmingham')}`);
    expect(byBranch.total).toBeGreaterThan(0);
    expect(byBranch.rows.every((r) => r.branch === '201 - Birmingham')).toBe(true);
    const oneDay = await get(`from=${range.to}&to=${range.to}`);
    expect(oneDay.perDay.every((d) => d.day === range.to)).toBe(true);
    expect(options.branches).toContain('101 - Norcross');
  });

  it('answers 400 naming the field for bad dates or ranges', async () => {
    for (const [query, field] of [
      ['to=2026-11-01', 'from'],
      ['from=2026-13-45&to=2026-11-01', 'from'],
      ['from=2026-11-10&to=2026-11-01', 'to'],
      ['from=2020-01-01&to=2026-11-01', 'to'],
      [`from=${range.from}&to=${range.to}&userId=abc`, 'userId'],
    ] as const) {
      const response = await api.request(`user-logs?${query}`, { token: admin });
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toMatch(new RegExp(`^${field}:`));
    }
  });
});
