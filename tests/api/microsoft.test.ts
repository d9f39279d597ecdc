import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let off: TestApi;
let tokenServer: Server;
let received: URLSearchParams | null = null;
let admin: string;
let parts: string;

beforeAll(async () => {
  // A stand-in for Microsoft's token endpoint, on loopback.
  tokenServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received = new URLSearchParams(body);
      const ok = received.get('code') === 'good-code';
      res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { access_token: 'at-123', refresh_token: 'rt-456', expires_in: 3600 } : { error: 'invalid_grant' }));
    });
  });
  await new Promise<void>((r) => tokenServer.listen(0, '127.0.0.1', r));
  const port = (tokenServer.address() as { port: number }).port;
  api = await createTestApi({
    microsoftOAuth: { authorizeUrl: 'https://login.example/authorize', tokenUrl: `http://127.0.0.1:${port}/token`, clientId: 'portal', clientSecret: undefined, scope: 'offline_access' },
  });
  off = await createTestApi();
  admin = (await api.login('admin@demo.local')).token;
  parts = (await api.login('parts@demo.local')).token;
});
afterAll(async () => {
  tokenServer.close();
  await api.close();
  await off.close();
});

describe('the Microsoft API token', () => {
  it('needs a token', async () => {
    expect((await api.request('microsoft/status')).status).toBe(401);
    expect((await api.request('microsoft/authorize', { method: 'POST' })).status).toBe(401);
    expect((await api.request('microsoft/callback', { json: { code: 'x', state: 'y'.repeat(30) } })).status).toBe(401);
  });

  it('is only for the configured employee ids', async () => {
    expect(await (await api.request('microsoft/status', { token: parts })).json()).toMatchObject({ configured: true, allowed: false });
    expect((await api.request('microsoft/authorize', { method: 'POST', token: parts })).status).toBe(403);
  });

  it('is off when unconfigured', async () => {
    const token = (await off.login('admin@demo.local')).token;
    expect(await (await off.request('microsoft/status', { token })).json()).toMatchObject({ configured: false });
    expect((await off.request('microsoft/authorize', { method: 'POST', token })).status).toBe(404);
  });

  it('signs in with PKCE and keeps the token on the server', async () => {
    const { url } = await (await api.request('microsoft/authorize', { method: 'POST', token: admin })).json();
    const authorize = new URL(url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/callback\/microsoft$/);
    const state = authorize.searchParams.get('state')!;

    const done = await api.request('microsoft/callback', { token: admin, json: { code: 'good-code', state } });
    expect(done.status).toBe(200);
    expect(received!.get('code_verifier')).toMatch(/^[\w-]{60,}$/);
    const status = await (await api.request('microsoft/status', { token: admin })).json();
    expect(status).toMatchObject({ connected: true });
    expect(JSON.stringify(status)).not.toContain('at-123');
    // The state is single-use.
    expect((await api.request('microsoft/callback', { token: admin, json: { code: 'good-code', state } })).status).toBe(400);
  });

  it('rejects a bad payload or a refused code, keeping nothing', async () => {
    const before = await countRows(api, 'oauth_tokens');
    expect((await api.request('microsoft/callback', { token: admin, json: { code: '' } })).status).toBe(400);
    const { url } = await (await api.request('microsoft/authorize', { method: 'POST', token: admin })).json();
    const state = new URL(url).searchParams.get('state')!;
    const refused = await api.request('microsoft/callback', { token: admin, json: { code: 'bad-code', state } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Microsoft did not accept the sign-in. Try again.');
    expect(await countRows(api, 'oauth_tokens')).toBe(before);
  });
});
