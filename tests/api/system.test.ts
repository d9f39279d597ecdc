import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let parts: string;
beforeAll(async () => {
  api = await createTestApi({ appVersion: '2.4.0' });
  parts = (await api.login('parts@demo.local')).token;
});
afterAll(() => api.close());

const visit = {
  action: 'navigate',
  userAgent: 'Chromium',
  data: {
    fromObj: { name: 'My Open Issues', params: {}, query: {}, path: '/gettingstarted' },
    toObj: { name: 'Waiting List', params: {}, query: { brnid: '101' }, path: '/displaytickets' },
  },
  description: 'Opened Waiting List',
  loadtime: 0.42,
  branch_id: '101 - Norcross',
  pageName: 'Waiting List',
};

describe('GET /api/healthcheck', () => {
  it('answers without sign-in: database reachable and the version', async () => {
    const body = await (await api.request('healthcheck')).json();
    expect(body).toMatchObject({ status: 'ok', version: '2.4.0', database: { status: 'ok', kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
  });
});

describe('POST /api/checkversion', () => {
  it('needs a token', async () => {
    expect((await api.request('checkversion', { json: { version: '1.0.0' } })).status).toBe(401);
  });
  it('answers content 1 and the new version when the client is behind, 0 when current', async () => {
    expect(await (await api.request('checkversion', { token: parts, json: { version: '1.0.0' } })).json()).toEqual({
      content: 1,
      version: '2.4.0',
    });
    expect(await (await api.request('checkversion', { token: parts, json: { version: '2.4.0' } })).json()).toEqual({
      content: 0,
      version: '2.4.0',
    });
  });
  it('rejects a missing version', async () => {
    const response = await api.request('checkversion', { token: parts, json: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^version/);
  });
});

describe('POST /api/addUserActivityLogs', () => {
  it('needs a token', async () => {
    expect((await api.request('addUserActivityLogs', { json: visit })).status).toBe(401);
  });
  it('stores a navigation for the user and branch', async () => {
    const before = await countRows(api, 'activity_logs');
    expect((await api.request('addUserActivityLogs', { token: parts, json: visit })).status).toBe(201);
    expect(await countRows(api, 'activity_logs')).toBe(before + 1);
  });
  it('refuses a branch the user does not hold', async () => {
    const before = await countRows(api, 'activity_logs');
    const response = await api.request('addUserActivityLogs', { token: parts, json: { ...visit, branch_id: '104 - Savannah' } });
    expect(response.status).toBe(403);
    expect(await countRows(api, 'activity_logs')).toBe(before);
  });
  it('rejects a bad payload, writing nothing', async () => {
    const before = await countRows(api, 'activity_logs');
    for (const json of [{}, { ...visit, loadtime: 'slow' }, { ...visit, pageName: '' }, { ...visit, data: null }]) {
      const response = await api.request('addUserActivityLogs', { token: parts, json });
      expect(response.status).toBe(400);
    }
    expect(await countRows(api, 'activity_logs')).toBe(before);
  });
});
