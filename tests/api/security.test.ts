import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ASSUME_MORE_RIGHTS_MESSAGE } from '../../src/domain/assumeUser';
import { FORGOT_PASSWORD_ANSWER, TOO_MANY_ATTEMPTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, type LoginAnswer } from '../../src/domain/auth';
import { AUTOMATIC_ACCOUNT_ROLE, automaticAccountEmail, type ClaimedAddress } from '../../src/domain/users';
import { queryRows } from '../../server/db/database';
import { mailOutbox } from '../../server/db/schema';
import { REDACTED_BODY } from '../../server/mail';
import { storeUpload } from '../../server/storage/uploads';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: LoginAnswer;

const json = async <T>(response: Response) => (await response.json()) as T;

/** An account made through the administration API, with exactly these permissions and branches. */
async function makeUser(email: string, permissionNames: string[], branchLabels: string[]): Promise<LoginAnswer> {
  const permissions = (await json<{ content: { id: number; name: string }[] }>(await api.request('permission/list', { token: admin.token }))).content;
  const branches = (await json<{ content: { id: number; label: string }[] }>(await api.request('branch/list', { token: admin.token }))).content;
  const created = await api.request('users/create', {
    token: admin.token,
    json: {
      name: email.split('@')[0],
      email,
      permissionIds: permissions.filter((p) => permissionNames.includes(p.name)).map((p) => p.id),
      branchIds: branches.filter((b) => branchLabels.includes(b.label)).map((b) => b.id),
      temporaryPassword: 'temporary1',
    },
  });
  expect(created.status).toBe(201);
  return api.login(email, 'temporary1');
}

const idOf = async (email: string) =>
  (await queryRows<{ id: number }>(api.db, sql`select id from users where email = ${email}`))[0]!.id;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

describe('sign-in throttling under a burst', () => {
  it('checks at most five wrong passwords for one account however many arrive at once, and then refuses the right one', async () => {
    const email = 'viewer@demo.local';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api.request('login', { json: { email, password: `wrong-${i}` } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    const [failures] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from audit_log where action = 'login.failure' and subject = ${email}`);
    expect(failures!.n).toBe(5);
    const right = await api.request('login', { json: { email, password: 'demo1234' } });
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it('checks at most twenty wrong passwords from one address, across accounts', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api.request('login', { headers, json: { email: `guess${i}@demo.local`, password: 'wrong-password' } })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(20);
    const right = await api.request('login', { headers, json: { email: 'parts@demo.local', password: 'demo1234' } });
    expect(right.status).toBe(429);
  });

  it('gives a right password its attempt back: a user signing in often is never throttled', async () => {
    for (let i = 0; i < 8; i++) expect((await api.request('login', { json: { email: 'parts@demo.local', password: 'demo1234' } })).status).toBe(200);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored from an address that is not a trusted proxy: a changing header dodges no limit and writes no false address', async () => {
    const from = '203.0.113.9';
    const answers = [];
    for (let i = 0; i < 22; i++) {
      answers.push((await api.request('login', { from, headers: { 'x-forwarded-for': `10.9.${i}.1` }, json: { email: `spoof${i}@demo.local`, password: 'wrong-password' } })).status);
    }
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
    const ips = await queryRows<{ ip: string }>(api.db, sql`select distinct ip from audit_log where subject like 'spoof%'`);
    expect(ips).toEqual([{ ip: from }]);
  });
});

describe('assume user', () => {
  it("'can assume user' alone cannot assume anyone who holds more: no way to Administrator", async () => {
    const assumer = await makeUser('assumer.only@demo.local', ['can assume user'], ['101 - Norcross']);
    const response = await api.request('user/assume', { token: assumer.token, json: { userId: admin.id } });
    expect(response.status).toBe(403);
    expect(await json<{ message: string }>(response)).toMatchObject({ message: ASSUME_MORE_RIGHTS_MESSAGE });
    // Parts holds parts permissions and a branch the assumer lacks; the viewer holds nothing more.
    expect((await api.request('user/assume', { token: assumer.token, json: { userId: await idOf('parts@demo.local') } })).status).toBe(403);
    const viewer = await api.request('user/assume', { token: assumer.token, json: { userId: await idOf('viewer@demo.local') } });
    expect(viewer.status).toBe(200);
    const [refusal] = await queryRows<{ actor_user_id: number; entity_id: string }>(
      api.db,
      sql`select actor_user_id, entity_id from audit_log where action = 'user.assume.refused' order by id limit 1`,
    );
    expect(refusal).toEqual({ actor_user_id: assumer.id, entity_id: String(admin.id) });
  });

  it('ends an assumed session when the assumer loses the permission, and audits what was done with both users', async () => {
    const assumer = await makeUser('assumer.audited@demo.local', ['can assume user', 'can view users'], ['101 - Norcross', '201 - Birmingham']);
    const target = await makeUser('assumed.target@demo.local', ['can view users'], ['101 - Norcross']);
    const assumed = (await json<{ content: LoginAnswer }>(await api.request('user/assume', { token: assumer.token, json: { userId: target.id } }))).content;
    expect((await json<{ content: LoginAnswer }>(await api.request('user/refresh', { token: assumed.token }))).content.assumedBy).toEqual({ id: assumer.id, name: assumer.name });

    await api.request('landingPage', { token: assumed.token, json: { landingpage: '/users' } });
    const [row] = await queryRows<{ actor_user_id: number; assumed_user_id: number }>(
      api.db,
      sql`select actor_user_id, assumed_user_id from audit_log where action = 'user.landingPage' order by id desc limit 1`,
    );
    expect(row).toEqual({ actor_user_id: assumer.id, assumed_user_id: target.id });

    // The administrator takes 'can assume user' away: the assumed session ends at once.
    const detail = (await json<{ content: { permissionIds: number[]; branchIds: number[] } }>(await api.request(`users/detail/${assumer.id}`, { token: admin.token }))).content;
    const permissions = (await json<{ content: { id: number; name: string }[] }>(await api.request('permission/list', { token: admin.token }))).content;
    const assumeId = permissions.find((p) => p.name === 'can assume user')!.id;
    const update = await api.request(`users/update/${assumer.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { name: assumer.name, email: assumer.email, permissionIds: detail.permissionIds.filter((id) => id !== assumeId), branchIds: detail.branchIds },
    });
    expect(update.status).toBe(200);
    expect((await api.request('user/refresh', { token: assumed.token })).status).toBe(401);
    expect((await api.request('user/refresh', { token: assumer.token })).status).toBe(200);
  });

  it('ends the assumed session when the assumer is deactivated', async () => {
    const assumer = await makeUser('assumer.deactivated@demo.local', ['can assume user'], ['101 - Norcross']);
    const assumed = (await json<{ content: LoginAnswer }>(await api.request('user/assume', { token: assumer.token, json: { userId: await idOf('viewer@demo.local') } }))).content;
    await api.db.execute(sql`update users set active = false where id = ${assumer.id}`);
    expect((await api.request('user/refresh', { token: assumed.token })).status).toBe(401);
  });

  it('signs out both sessions from either one', async () => {
    const fromOriginal = await api.login('admin@demo.local');
    const assumedA = (await json<{ content: LoginAnswer }>(await api.request('user/assume', { token: fromOriginal.token, json: { userId: await idOf('parts@demo.local') } }))).content;
    expect((await api.request('logout', { method: 'POST', token: fromOriginal.token })).status).toBe(200);
    expect((await api.request('user/refresh', { token: assumedA.token })).status).toBe(401);

    const original = await api.login('admin@demo.local');
    const assumedB = (await json<{ content: LoginAnswer }>(await api.request('user/assume', { token: original.token, json: { userId: await idOf('parts@demo.local') } }))).content;
    expect((await api.request('logout', { method: 'POST', token: assumedB.token })).status).toBe(200);
    expect((await api.request('user/refresh', { token: original.token })).status).toBe(401);
  });
});

describe('request limits', () => {
  it('refuses a JSON body over 1 MB with a 413 before reading it, signed in or not, and writes nothing', async () => {
    const activity = await countRows(api, 'activity_logs');
    const big = { action: 'navigate', pageName: 'x', loadtime: 1, data: { fromObj: null, toObj: { name: 'x', query: { pad: 'x'.repeat(2_000_000) } } } };
    const stored = await api.request('addUserActivityLogs', { token: admin.token, json: big });
    expect(stored.status).toBe(413);
    expect(await json<{ message: string }>(stored)).toMatchObject({ message: expect.stringContaining('too large') });
    expect(await countRows(api, 'activity_logs')).toBe(activity);
    const login = await api.request('login', { json: { email: 'admin@demo.local', password: 'x'.repeat(2_000_000) } });
    expect(login.status).toBe(413);
  });

  it('bounds what one activity row may hold', async () => {
    const response = await api.request('addUserActivityLogs', {
      token: admin.token,
      json: { action: 'navigate', pageName: 'x', loadtime: 1, data: { fromObj: null, toObj: { name: 'x', query: { pad: 'x'.repeat(20_000) } } } },
    });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toContain('data');
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  it.each([
    ['a NUL character', { key: 'grid.view', value: 'x' }, { name: 'Nul\u0000Role' }, 'name'],
    ['a lone surrogate', { key: 'grid.view', value: 'x' }, { name: 'Half \ud800 role' }, 'name'],
  ])('%s in a text field', async (_what, _pref, role, field) => {
    const roles = await countRows(api, 'roles');
    const response = await api.request('roles/create', { token: admin.token, json: role });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toMatch(new RegExp(`^${field}: `));
    expect(await countRows(api, 'roles')).toBe(roles);
  });

  it('a lone surrogate escaped in the raw JSON', async () => {
    const response = await api.request('roles/create', {
      token: admin.token,
      body: '{"name":"Half \\ud800 role"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('JSON nested 10,000 deep', async () => {
    const deep = `{"key":"grid.view","value":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const response = await api.request('user/preference', { token: admin.token, body: deep, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toContain('nested');
  });

  it('ids above 2³¹−1 in paths, queries and bodies', async () => {
    for (const path of ['users/detail/2147483648', 'roles/detail/99999999999', 'user-logs?from=2026-11-01&to=2026-11-02&userId=2147483648']) {
      const response = await api.request(path, { token: admin.token });
      expect(response.status, path).toBe(400);
    }
    const roles = await countRows(api, 'roles');
    const body = await api.request('roles/create', { token: admin.token, json: { name: 'Huge', permissionIds: [2147483648] } });
    expect(body.status).toBe(400);
    expect((await json<{ message: string }>(body)).message).toMatch(/^permissionIds/);
    expect(await countRows(api, 'roles')).toBe(roles);
    const assume = await api.request('user/assume', { token: admin.token, json: { userId: 2147483648 } });
    expect(assume.status).toBe(400);
  });

  it('a NUL in a multipart field or a file name', async () => {
    const form = new FormData();
    form.set('description', 'Broken\u0000screen');
    form.set('priority', 'High');
    form.set('category', 'Account Issue');
    const flags = await countRows(api, 'flagged_errors');
    const response = await api.request('flag-error/store', { token: admin.token, body: form });
    expect(response.status).toBe(400);
    expect(await countRows(api, 'flagged_errors')).toBe(flags);
  });
});

describe('an unknown path under /api', () => {
  it('is a 404 JSON answer with or without a token', async () => {
    for (const token of [null, admin.token, 'made-up']) {
      const response = await api.request('no/such/endpoint', { token });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });
});

describe('security headers', () => {
  it('are on every answer', async () => {
    for (const response of [await api.request('healthcheck'), await api.request('user/refresh'), await api.request('no/such')]) {
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('include HSTS when the portal is served over https', async () => {
    const https = await createTestApi({ publicUrl: 'https://portal.example.com' });
    try {
      expect((await https.request('healthcheck')).headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await https.close();
    }
  });
});

describe('password reset', () => {
  it('keeps one live link per user: an older link stops working when a newer one is sent', async () => {
    const email = 'accounting@demo.local';
    await api.request('forgotpassword', { json: { email } });
    await api.request('forgotpassword', { json: { email } });
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const [older, newer] = mails.map((m) => /forgotpassword\/([\w-]+)/.exec(m.body)![1]!);
    const stale = await api.request('forgotpassword/reset', { json: { token: older, password: 'brand-new-1' } });
    expect(stale.status).toBe(400);
    expect((await api.request('forgotpassword/reset', { json: { token: newer, password: 'brand-new-1' } })).status).toBe(200);
  });

  it('mails one account at most three links an hour, with the same answer, and limits an address', async () => {
    const email = 'parts@demo.local';
    const before = (await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
    for (let i = 0; i < 5; i++) {
      const response = await api.request('forgotpassword', { json: { email } });
      expect(await response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect((await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length).toBe(before + 3);
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await api.request('forgotpassword', { headers, json: { email: `nobody${i}@demo.local` } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await api.request('forgotpassword', { headers, json: { email: 'nobody@demo.local' } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
  });

  it('never writes the link to the log, and removes it from the outbox once it has expired', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await api.request('forgotpassword', { json: { email: 'admin@demo.local' } });
      expect(info.mock.calls.flat().join(' ')).not.toMatch(/forgotpassword\//);
    } finally {
      info.mockRestore();
    }
    await api.db.update(mailOutbox).set({ redactAfter: sql`now() - interval '1 minute'` }).where(eq(mailOutbox.to, 'admin@demo.local'));
    await api.request('register', { json: { name: 'Trigger', email: 'trigger.mail@demo.local', password: 'longenough' } });
    const bodies = (await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'admin@demo.local'))).map((m) => m.body);
    expect(bodies).toEqual([REDACTED_BODY]);
  });
});

describe('registration', () => {
  it('is limited per address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.99' };
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await api.request('register', { headers, json: { name: 'Bulk', email: `bulk${i}@demo.local`, password: 'longenough' } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('user log filters', () => {
  it('offer only users and pages seen in the viewer’s branches', async () => {
    const viewer = await makeUser('logs.viewer@demo.local', ['can view user logs'], ['101 - Norcross']);
    const other = await makeUser('birmingham.only@demo.local', [], ['201 - Birmingham']);
    await api.request('addUserActivityLogs', {
      token: other.token,
      json: { action: 'navigate', pageName: 'Secret Birmingham Page', loadtime: 1, branch_id: '201 - Birmingham', data: { fromObj: null, toObj: null } },
    });
    const filters = await json<{ users: { name: string }[]; pages: string[] }>(await api.request('user-logs/filters', { token: viewer.token }));
    expect(filters.pages).not.toContain('Secret Birmingham Page');
    expect(filters.users.map((u) => u.name)).not.toContain(other.name);
    const all = await json<{ pages: string[] }>(await api.request('user-logs/filters', { token: admin.token }));
    expect(all.pages).toContain('Secret Birmingham Page');
  });
});

describe('flag an error', () => {
  it('takes at most ten files', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.set('description', 'Too many screenshots');
    form.set('priority', 'High');
    form.set('category', 'Account Issue');
    for (let i = 0; i < 11; i++) form.append('attachments[]', new File([png], `shot${i}.png`, { type: 'image/png' }));
    const flags = await countRows(api, 'flagged_errors');
    const response = await api.request('flag-error/store', { token: admin.token, body: form });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toContain('At most 10 files');
    expect(await countRows(api, 'flagged_errors')).toBe(flags);
  });
});

describe('stored files', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF');
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const get = (url: string) => api.request(url.replace(/^\/api\//, ''));

  it('serves a document as a download in a sandbox, never inline', async () => {
    const file = await storeUpload(api.db, api.storage, { folder: 'suggestions', bytes: pdf, originalName: 'quote.pdf', userId: null });
    const response = await get(api.storage.signedUrl(file.storageKey, file.originalName));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="quote.pdf"/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('shows an image inline', async () => {
    const file = await storeUpload(api.db, api.storage, { folder: 'flag-errors', bytes: png, originalName: 'shot.png', userId: null });
    const response = await get(api.storage.signedUrl(file.storageKey, file.originalName));
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('signs the name: a link edited to another name is refused', async () => {
    const file = await storeUpload(api.db, api.storage, { folder: 'suggestions', bytes: pdf, originalName: 'invoice.pdf', userId: null });
    const url = new URL(api.storage.signedUrl(file.storageKey, file.originalName), 'http://portal');
    url.searchParams.set('name', 'invoice.html');
    expect((await get(`${url.pathname}${url.search}`)).status).toBe(403);
    url.searchParams.delete('name');
    expect((await get(`${url.pathname}${url.search}`)).status).toBe(403);
  });

  it('answers a name outside ASCII with an RFC 6266 header instead of a 500', async () => {
    const file = await storeUpload(api.db, api.storage, { folder: 'suggestions', bytes: pdf, originalName: 'Überweisung „März“ €.pdf', userId: null });
    const response = await get(api.storage.signedUrl(file.storageKey, file.originalName));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Uberweisung Marz .pdf"; filename*=UTF-8''${encodeURIComponent('Überweisung „März“ €.pdf')}`,
    );
  });
});

describe('an address registered before the employee’s account was made', () => {
  const employee = async () =>
    (await queryRows<{ excede_id: string; name: string }>(api.db, sql`select excede_id, name from excede_employees order by excede_id desc limit 1`))[0]!;

  it('is reported by the job and settled by an administrator: removed, then the employee’s account is made', async () => {
    const { excede_id, name } = await employee();
    await api.db.execute(sql`delete from users where excede_id = ${excede_id}`);
    const address = automaticAccountEmail(name, excede_id);
    expect((await api.request('register', { json: { name: 'Impostor', email: address, password: 'longenough' } })).status).toBe(201);

    const run = await json<{ content: { claimed: ClaimedAddress[] }; message: string }>(await api.request('createduser/run', { method: 'POST', token: admin.token }));
    expect(run.content.claimed).toEqual([expect.objectContaining({ email: address, name: 'Impostor', active: false, employee: expect.objectContaining({ excede_id }) })]);
    expect(run.message).toContain('1 address is claimed');
    const claims = await json<{ content: ClaimedAddress[] }>(await api.request('createduser/claims', { token: admin.token }));
    const claim = claims.content.find((x) => x.email === address)!;

    expect((await api.request(`createduser/claims/${claim.userId}/settle`, { token: admin.token, json: { action: 'keep' } })).status).toBe(400);
    expect((await api.request(`createduser/claims/${claim.userId}/settle`, { token: (await api.login('parts@demo.local')).token, json: { action: 'remove' } })).status).toBe(403);
    const settled = await api.request(`createduser/claims/${claim.userId}/settle`, { token: admin.token, json: { action: 'remove' } });
    expect(settled.status).toBe(200);
    const [account] = await queryRows<{ name: string; excede_id: string; created_automatically: boolean }>(
      api.db,
      sql`select name, excede_id, created_automatically from users where lower(email) = ${address}`,
    );
    expect(account).toEqual({ name, excede_id, created_automatically: true });
    expect((await api.request(`createduser/claims/${claim.userId}/settle`, { token: admin.token, json: { action: 'remove' } })).status).toBe(404);
  });

  it('can be linked when the registration is the employee: active, with the Read-only role and home branch', async () => {
    const { excede_id, name } = await employee();
    await api.db.execute(sql`delete from users where excede_id = ${excede_id}`);
    const address = automaticAccountEmail(name, excede_id);
    const registered = await api.request('register', { json: { name, email: address, password: 'my-own-password' } });
    expect(registered.status).toBe(201);
    expect((await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from users where lower(email) = ${address}`))[0]!.n).toBe(1);
    const claim = (await json<{ content: ClaimedAddress[] }>(await api.request('createduser/claims', { token: admin.token }))).content.find((x) => x.email === address)!;
    expect((await api.request(`createduser/claims/${claim.userId}/settle`, { token: admin.token, json: { action: 'link' } })).status).toBe(200);
    const signedIn = await api.login(address, 'my-own-password');
    expect(signedIn).toMatchObject({ excede_id, roles: [AUTOMATIC_ACCOUNT_ROLE] });
    expect(signedIn.branches).toHaveLength(1);
  });
});
