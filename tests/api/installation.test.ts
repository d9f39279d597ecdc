import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApi } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrateDatabase, openDatabase, queryRows, type OpenDatabase } from '../../server/db/database';
import { writeReferenceData } from '../../server/db/referenceData';
import { seedIfEmpty } from '../../server/db/seed';
import { createFileStorage } from '../../server/storage/fileStorage';
import { secureAccounts } from '../../server/users/firstAdministrator';
import { ALL_PERMISSIONS } from '../../src/domain/permissions';
import { createTestApi, type TestApi } from './harness';

/** A new installation with demo mode off: a fresh database, as `npm start` makes it on first start. */
describe('an installation without demo mode', () => {
  let open: OpenDatabase;
  const config = {
    ...loadConfig({ DEMO_MODE: 'false', ADMIN_EMAIL: 'Owner@Dealer.example', ADMIN_PASSWORD: 'first-admin-secret', ADMIN_NAME: 'Olga Owner' }),
    dataDir: 'memory://',
  };
  const login = (email: string, password: string) =>
    createApi({ db: open.db, config, storage: createFileStorage(config) }).request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  beforeAll(async () => {
    open = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(open);
    await writeReferenceData(open.db);
    expect(await seedIfEmpty(open.db, config, createFileStorage(config))).toBe('installation');
    await secureAccounts(open.db, config);
  }, 120_000);
  afterAll(() => open.close());

  it('has no demo account: the published password opens nothing', async () => {
    expect((await login('admin@demo.local', 'demo1234')).status).toBe(401);
    const [row] = await queryRows<{ n: number }>(open.db, sql`select count(*)::int as n from users where email like '%@demo.local'`);
    expect(row!.n).toBe(0);
  });

  it('makes the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, with every permission and branch, once', async () => {
    const response = await login('owner@dealer.example', 'first-admin-secret');
    expect(response.status).toBe(200);
    const admin = (await response.json()) as { name: string; roles: string[]; permissions: { name: string }[]; branches: string[] };
    expect(admin).toMatchObject({ name: 'Olga Owner', roles: ['Administrator'] });
    expect(admin.permissions.map((p) => p.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(admin.branches).toHaveLength(10);
    await secureAccounts(open.db, { ...config, firstAdmin: { ...config.firstAdmin!, password: 'another-password' } });
    expect((await login('owner@dealer.example', 'first-admin-secret')).status).toBe(200);
  });
});

describe('a demo database started with demo mode off', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ demoMode: false });
  });
  afterAll(() => api.close());

  it('deactivates the demo accounts and ends their sessions', async () => {
    const { token } = await api.login('admin@demo.local');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await secureAccounts(api.db, api.config);
    expect(warn.mock.calls.flat().join(' ')).toContain('admin@demo.local');
    warn.mockRestore();
    expect((await api.request('user/refresh', { token })).status).toBe(401);
    expect((await api.request('login', { json: { email: 'admin@demo.local', password: 'demo1234' } })).status).toBe(403);
  });
});
