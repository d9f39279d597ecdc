import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startPortal } from './globalSetup';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function post(base: string, route: string, json: unknown) {
  return fetch(`${base}/api/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
}

describe('the file-backed database', () => {
  it('keeps every acknowledged write across a restart and a kill -9 of npm start', async () => {
    const dataDir = path.join(dir, 'db');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    let server = await startPortal(dataDir, port);
    expect((await post(base, 'register', { name: 'Before Restart', email: 'before.restart@demo.local', password: 'longenough' })).status).toBe(201);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));

    server = await startPortal(dataDir, port);
    expect((await post(base, 'register', { name: 'Before Kill', email: 'before.kill@demo.local', password: 'longenough' })).status).toBe(201);
    const signedIn = await (await post(base, 'login', { email: 'parts@demo.local', password: 'demo1234' })).json();
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));

    server = await startPortal(dataDir, port);
    try {
      // Both registered accounts exist (inactive: 403, not 401), and the session survived.
      for (const email of ['before.restart@demo.local', 'before.kill@demo.local']) {
        expect((await post(base, 'login', { email, password: 'longenough' })).status).toBe(403);
      }
      const refresh = await fetch(`${base}/api/user/refresh`, { headers: { authorization: `Bearer ${signedIn.token}` } });
      expect(refresh.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  });
});
