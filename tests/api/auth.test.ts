import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_ANSWER,
  INACTIVE_ACCOUNT_MESSAGE,
  REGISTERED_ANSWER,
  RESET_LINK_INVALID_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from '../../src/domain/auth';
import { ALL_PERMISSIONS, PERMISSION_AREAS } from '../../src/domain/permissions';
import { mailOutbox, sessions } from '../../server/db/schema';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /api/login', () => {
  it('signs in each demo account with the spec auth user and a token', async () => {
    const admin = await api.login('admin@demo.local');
    expect(admin.token).toMatch(/^[\w-]{43}$/);
    expect(admin).toMatchObject({ name: 'Alex Admin', userid: 'admin@demo.local', excede_id: '10001', roles: ['Administrator'] });
    expect(admin.branches[0]).toBe('101 - Norcross');
    expect(admin.permissions.map((p) => p.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(admin.permissions[0]).toEqual({ id: expect.any(Number), name: expect.any(String), short_name: expect.stringMatching(/^Can /) });

    const parts = await api.login('PARTS@demo.local');
    expect(parts.permissions.map((p) => p.name).sort()).toEqual([...PERMISSION_AREAS.Parts].sort());
    expect(parts.branches).toHaveLength(2);
    expect(parts.branches).toContain('101 - Norcross');

    const accounting = await api.login('accounting@demo.local');
    expect(accounting.permissions.map((p) => p.name).sort()).toEqual([...PERMISSION_AREAS.Accounting].sort());

    const viewer = await api.login('viewer@demo.local');
    expect(viewer.permissions).toEqual([]);
  });

  it('stores only a hash of the token and audits the sign-in', async () => {
    const { token } = await api.login('viewer@demo.local');
    const [row] = await api.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${token}`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(row!.n).toBe(0);
    const audits = await api.db.execute(sql`select count(*)::int as n from audit_log where action = 'login.success' and subject = 'viewer@demo.local'`);
    expect((audits as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });

  it('answers wrong credentials with one message that does not say which part was wrong', async () => {
    const wrongPassword = await api.request('login', { json: { email: 'admin@demo.local', password: 'nope' } });
    const noAccount = await api.request('login', { json: { email: 'nobody@demo.local', password: 'demo1234' } });
    expect(wrongPassword.status).toBe(401);
    expect(noAccount.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
    expect(await noAccount.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
  });

  it('rejects a bad payload with a 400 naming the field, and writes nothing', async () => {
    const before = await countRows(api, 'sessions');
    const audits = await countRows(api, 'audit_log');
    for (const json of [{}, { email: 'not-an-email', password: 'x' }, { email: 'admin@demo.local' }, 'text']) {
      const response = await api.request('login', { json });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/email|password|body/);
    }
    const notJson = await api.request('login', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await countRows(api, 'sessions')).toBe(before);
    expect(await countRows(api, 'audit_log')).toBe(audits);
  });

  it('limits failed attempts per account with a clear 429', async () => {
    const email = 'accounting@demo.local';
    for (let i = 0; i < 5; i++) {
      expect((await api.request('login', { json: { email, password: `wrong-${i}` } })).status).toBe(401);
    }
    const limited = await api.request('login', { json: { email, password: 'demo1234' } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it('refuses an account an administrator has not activated', async () => {
    await api.request('register', { json: { name: 'New Hire', email: 'new.hire@demo.local', password: 'longenough' } });
    const response = await api.request('login', { json: { email: 'new.hire@demo.local', password: 'longenough' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: INACTIVE_ACCOUNT_MESSAGE });
  });
});

describe('POST /api/logout', () => {
  it('needs a token', async () => {
    expect((await api.request('logout', { method: 'POST' })).status).toBe(401);
    expect((await api.request('logout', { method: 'POST', token: 'made-up' })).status).toBe(401);
  });

  it('revokes the token: it is refused afterwards', async () => {
    const { token } = await api.login('parts@demo.local');
    expect((await api.request('user/refresh', { token })).status).toBe(200);
    expect((await api.request('logout', { method: 'POST', token })).status).toBe(200);
    expect((await api.request('user/refresh', { token })).status).toBe(401);
    const audits = await api.db.execute(sql`select count(*)::int as n from audit_log where action = 'logout'`);
    expect((audits as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });

  it('ends a session past its idle or absolute expiry', async () => {
    const idle = await api.login('viewer@demo.local');
    await api.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 days'` }).where(sql`true`);
    expect((await api.request('user/refresh', { token: idle.token })).status).toBe(401);
    const old = await api.login('viewer@demo.local');
    await api.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(sql`true`);
    expect((await api.request('user/refresh', { token: old.token })).status).toBe(401);
  });
});

describe('POST /api/register', () => {
  it('creates an inactive account, audits it, and answers a taken address the same without a second account', async () => {
    const response = await api.request('register', { json: { name: 'Dana Doe', email: 'Dana.Doe@demo.local', password: 'longenough' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: REGISTERED_ANSWER });
    const users = await countRows(api, 'users');
    const again = await api.request('register', { json: { name: 'Someone Else', email: 'dana.doe@demo.local', password: 'otherpassword' } });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ message: REGISTERED_ANSWER });
    expect(await countRows(api, 'users')).toBe(users);
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'dana.doe@demo.local'));
    expect(mails.map((m) => m.body)).toEqual([expect.stringContaining('An administrator activates'), expect.stringContaining('already has an account')]);
  });

  it('rejects a bad payload and writes nothing', async () => {
    const users = await countRows(api, 'users');
    const response = await api.request('register', { json: { name: '', email: 'x', password: 'short' } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'name', 'password']);
    expect(await countRows(api, 'users')).toBe(users);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const outbox = await countRows(api, 'mail_outbox');
    const known = await api.request('forgotpassword', { json: { email: 'parts@demo.local' } });
    const unknown = await api.request('forgotpassword', { json: { email: 'ghost@demo.local' } });
    expect(await known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await countRows(api, 'mail_outbox')).toBe(outbox + 1);
    expect((await api.request('forgotpassword', { json: { email: 'bad' } })).status).toBe(400);
  });

  it('sets a new password once with the mailed token, which then expires', async () => {
    await api.request('forgotpassword', { json: { email: 'viewer@demo.local' } });
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'viewer@demo.local'));
    const token = /forgotpassword\/([\w-]+)/.exec(mail!.body)![1]!;
    const before = await api.login('viewer@demo.local');

    const reset = await api.request('forgotpassword/reset', { json: { token, password: 'a-new-password' } });
    expect(reset.status).toBe(200);
    expect((await api.request('user/refresh', { token: before.token })).status).toBe(401);
    expect((await api.request('login', { json: { email: 'viewer@demo.local', password: 'a-new-password' } })).status).toBe(200);

    const reused = await api.request('forgotpassword/reset', { json: { token, password: 'another-password' } });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: RESET_LINK_INVALID_MESSAGE });
    expect((await api.request('forgotpassword/reset', { json: { token, password: 'short' } })).status).toBe(400);
  });
});

describe('GET /api/logindemo/accounts', () => {
  it('lists the demo accounts in demo mode and nothing when it is off', async () => {
    const response = await api.request('logindemo/accounts');
    expect((await response.json()).content.map((a: { email: string }) => a.email)).toEqual([
      'admin@demo.local',
      'parts@demo.local',
      'accounting@demo.local',
      'service@demo.local',
      'sales@demo.local',
      'viewer@demo.local',
    ]);
    const off = await createTestApi({ demoMode: false });
    expect((await off.request('logindemo/accounts')).status).toBe(404);
    await off.close();
  });
});
