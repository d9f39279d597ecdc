import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../src/domain/permissions';
import { LANDING_PAGE_ALREADY_SET, LANDING_PAGE_UPDATED } from '../../src/domain/constants';
import { countRows, createTestApi, type TestApi } from './harness';

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

const protectedGets = [
  'user/refresh',
  'user/permission/list',
  'permission/list',
  'role/list',
  'user/excede/list',
  'user/branch/excede/10001',
  'user/preference?key=grid.users',
];

describe('every user endpoint needs a token', () => {
  it.each(protectedGets)('GET %s without a token is 401', async (path) => {
    const response = await api.request(path);
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Your session has ended. Please sign in again.');
  });
  it.each(['user/preference', 'user/preference/reset', 'landingPage'])('POST %s without a token is 401', async (path) => {
    expect((await api.request(path, { json: {} })).status).toBe(401);
  });
});

describe('GET /api/user/refresh', () => {
  it('answers the current user', async () => {
    const response = await api.request('user/refresh', { token: parts });
    const { content } = await response.json();
    expect(content).toMatchObject({ userid: 'parts@demo.local', excede_id: '10002', roles: ['Parts'] });
    expect(content.token).toBeUndefined();
  });
});

describe('GET /api/user/permission/list', () => {
  it("answers the user's own permissions", async () => {
    const { content } = await (await api.request('user/permission/list', { token: viewer })).json();
    expect(content).toEqual([]);
  });
});

describe('permission and role lists', () => {
  it.each(['permission/list', 'role/list', 'user/excede/list', 'user/branch/excede/10001'])(
    'GET %s without the permission is 403',
    async (path) => {
      const response = await api.request(path, { token: parts });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('You do not have permission to do this.');
    },
  );

  it('lists every permission with its area and short name', async () => {
    const { content } = await (await api.request('permission/list', { token: admin })).json();
    expect(content).toHaveLength(ALL_PERMISSIONS.length);
    expect(content).toContainEqual(expect.objectContaining({ name: 'can view cash clearing', short_name: 'Can View', area: 'Accounting' }));
  });

  it('lists the roles with their counts', async () => {
    const { content } = await (await api.request('role/list', { token: admin })).json();
    expect(content.map((r: { name: string }) => r.name)).toEqual([
      'Accounting',
      'Administrator',
      'Marketing',
      'Parts',
      'Read-only',
      'Sales',
      'Service',
    ]);
    expect(content.find((r: { name: string }) => r.name === 'Administrator').user_count).toBeGreaterThanOrEqual(1);
  });

  it("answers an Excede employee's branch, a 404 for an unknown one and a 400 for a malformed id", async () => {
    expect(await (await api.request('user/branch/excede/10002', { token: admin })).json()).toEqual({
      code: 200,
      content: ['101 - Norcross'],
    });
    expect((await api.request('user/branch/excede/99999999', { token: admin })).status).toBe(404);
    const bad = await api.request('user/branch/excede/abc', { token: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/employeeId/);
  });

  it('lists the Excede employees and who already has an account', async () => {
    const { content } = await (await api.request('user/excede/list', { token: admin })).json();
    expect(content.length).toBeGreaterThan(50);
    expect(content.some((e: { user_id: number | null }) => e.user_id === null)).toBe(true);
  });
});

describe('user preferences', () => {
  it('saves, reads and resets a value per user', async () => {
    const view = { sort: [{ id: 'name', desc: false }], pageSize: 50 };
    expect((await api.request('user/preference', { token: parts, json: { key: 'grid.users', value: view } })).status).toBe(200);
    const read = await (await api.request('user/preference?key=grid.users', { token: parts })).json();
    expect(read.content).toEqual({ key: 'grid.users', value: view });
    const other = await (await api.request('user/preference?key=grid.users', { token: admin })).json();
    expect(other.content.value).toBeNull();
    await api.request('user/preference/reset', { token: parts, json: { key: 'grid.users' } });
    expect((await (await api.request('user/preference?key=grid.users', { token: parts })).json()).content.value).toBeNull();
  });

  it('rejects a bad key or value with a 400 and writes nothing', async () => {
    const before = await countRows(api, 'user_preferences');
    for (const json of [{ value: 1 }, { key: '', value: 1 }, { key: 'bad key!', value: 1 }, { key: 'k' }, { key: 'k', value: 'x'.repeat(70_000) }]) {
      const response = await api.request('user/preference', { token: parts, json });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/key|value/);
    }
    expect((await api.request('user/preference', { token: parts })).status).toBe(400);
    expect((await api.request('user/preference/reset', { token: parts, json: {} })).status).toBe(400);
    expect(await countRows(api, 'user_preferences')).toBe(before);
  });
});

describe('the branch preference', () => {
  it('keeps a branch the user holds and refuses one they do not', async () => {
    expect((await api.request('user/preference', { token: parts, json: { key: 'branch', value: '201 - Birmingham' } })).status).toBe(200);
    const refused = await api.request('user/preference', { token: parts, json: { key: 'branch', value: '104 - Savannah' } });
    expect(refused.status).toBe(403);
    const { content } = await (await api.request('user/preference?key=branch', { token: parts })).json();
    expect(content.value).toBe('201 - Birmingham');
  });
});

describe('POST /api/landingPage', () => {
  it("sets the user's landing page once and then says it is already set", async () => {
    const first = await (await api.request('landingPage', { token: viewer, json: { landingpage: '/suggestions', userid: 4 } })).json();
    expect(first).toMatchObject({ page: '/suggestions', message: LANDING_PAGE_UPDATED });
    const again = await (await api.request('landingPage', { token: viewer, json: { landingpage: '/suggestions' } })).json();
    expect(again.message).toBe(LANDING_PAGE_ALREADY_SET);
    const { content } = await (await api.request('user/refresh', { token: viewer })).json();
    expect(content.landingPage).toBe('/suggestions');
  });

  it('rejects anything but a path of the portal, writing nothing', async () => {
    const audits = await countRows(api, 'audit_log');
    for (const landingpage of ['https://evil.example', '//evil.example', '', undefined]) {
      const response = await api.request('landingPage', { token: parts, json: { landingpage } });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^landingpage/);
    }
    expect(await countRows(api, 'audit_log')).toBe(audits);
  });
});
