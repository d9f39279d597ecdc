import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_CHANGE_WHILE_ASSUMING_MESSAGE,
  TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type LoginAnswer,
} from '../../src/domain/auth';
import { PROFILE_IMAGE_TYPE_MESSAGE, PROFILE_NAME_SAVED, type MyProfileData } from '../../src/domain/users';
import { queryRows } from '../../server/db/database';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: LoginAnswer;
let viewer: LoginAnswer;

const json = async <T>(response: Response) => (await response.json()) as T;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** An account of this test alone (made by the administrator), signed in with its temporary password. */
async function makeUser(email: string): Promise<LoginAnswer> {
  const created = await api.request('users/create', { token: admin.token, json: { name: email.split('@')[0], email, temporaryPassword: 'temporary1' } });
  expect(created.status).toBe(201);
  return api.login(email, 'temporary1');
}

const passwordHashOf = async (id: number) =>
  (await queryRows<{ password_hash: string }>(api.db, sql`select password_hash from users where id = ${id}`))[0]!.password_hash;

const auditRows = (action: string, id: number) =>
  queryRows<{ actor_user_id: number; assumed_user_id: number | null; before: unknown; after: unknown }>(
    api.db,
    sql`select actor_user_id, assumed_user_id, before, after from audit_log where action = ${action} and entity = 'user' and entity_id = ${String(id)} order by id`,
  );

const changePassword = (token: string, body: unknown) => api.request('profile/password', { token, json: body });

function uploadImage(token: string, bytes: Uint8Array, name = 'me.png') {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return api.request('profile/image', { method: 'POST', token, body: form });
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin@demo.local');
  viewer = await api.login('viewer@demo.local');
});
afterAll(() => api.close());

describe('/api/profile without a session', () => {
  it.each([
    ['GET', 'profile'],
    ['PUT', 'profile'],
    ['POST', 'profile/password'],
    ['POST', 'profile/image'],
  ])('%s /api/%s answers 401', async (method, path) => {
    expect((await api.request(path, { method, json: method === 'GET' ? undefined : {} })).status).toBe(401);
  });
});

describe('GET /api/profile', () => {
  it('answers the caller their own account, though they hold no permission at all', async () => {
    expect(viewer.permissions).toEqual([]);
    const response = await api.request('profile', { token: viewer.token });
    expect(response.status).toBe(200);
    const { content } = await json<{ content: MyProfileData }>(response);
    expect(content.user).toMatchObject({ id: viewer.id, name: viewer.name, email: 'viewer@demo.local', branches: ['101 - Norcross'] });
    expect(content.user.last_login_at).not.toBeNull();
    expect(content.user).not.toHaveProperty('password_hash');
    expect(Array.isArray(content.activity)).toBe(true);
    expect(content.image_url).toBeNull();
  });
});

describe('PUT /api/profile', () => {
  it.each([
    [{ name: '' }, 'name: Enter the name.'],
    [{ name: '   ' }, 'name: Enter the name.'],
    [{ name: 'x'.repeat(121) }, 'name: Name is too long.'],
    [{ name: 'a\u0000b' }, 'name:'],
    [{}, 'name:'],
  ])('refuses %j with a 400 naming the field, writing nothing', async (body, message) => {
    const audits = await countRows(api, 'audit_log');
    const response = await api.request('profile', { method: 'PUT', token: viewer.token, json: body });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toContain(message);
    expect(await countRows(api, 'audit_log')).toBe(audits);
    const [row] = await queryRows<{ name: string }>(api.db, sql`select name from users where id = ${viewer.id}`);
    expect(row!.name).toBe(viewer.name);
  });

  it('changes the caller\'s own name only (trimmed), audited with before and after, seen at once by user/refresh', async () => {
    const response = await api.request('profile', { method: 'PUT', token: viewer.token, json: { name: '  Vera Viewer-Smith  ', email: 'x@y.z', id: admin.id } });
    expect(response.status).toBe(200);
    expect(await json<{ message: string }>(response)).toMatchObject({ message: PROFILE_NAME_SAVED, content: { name: 'Vera Viewer-Smith' } });
    const refreshed = await json<{ content: { name: string; email: string } }>(await api.request('user/refresh', { token: viewer.token }));
    expect(refreshed.content).toMatchObject({ name: 'Vera Viewer-Smith', email: 'viewer@demo.local' });
    const [adminRow] = await queryRows<{ name: string }>(api.db, sql`select name from users where id = ${admin.id}`);
    expect(adminRow!.name).toBe(admin.name);
    expect((await auditRows('user.profile', viewer.id)).at(-1)).toEqual({
      actor_user_id: viewer.id,
      assumed_user_id: null,
      before: { name: viewer.name },
      after: { name: 'Vera Viewer-Smith' },
    });
  });
});

describe('POST /api/profile/image', () => {
  it('stores the caller\'s own image by the same rules as the administrators\' upload, and GET answers its signed URL', async () => {
    const files = await countRows(api, 'stored_files');
    const fake = await uploadImage(viewer.token, new TextEncoder().encode('GIF89a not really'), 'fake.png');
    expect(fake.status).toBe(415);
    expect((await json<{ message: string }>(fake)).message).toBe(PROFILE_IMAGE_TYPE_MESSAGE);
    expect((await uploadImage(viewer.token, new Uint8Array(2 * 1024 * 1024 + 10).fill(0x89))).status).toBe(413);
    const empty = await api.request('profile/image', { method: 'POST', token: viewer.token, body: new FormData() });
    expect(empty.status).toBe(400);
    expect((await json<{ message: string }>(empty)).message).toMatch(/^file: /);
    expect(await countRows(api, 'stored_files')).toBe(files);

    const response = await uploadImage(viewer.token, PNG);
    expect(response.status).toBe(200);
    const key = (await json<{ content: { profile_image: string } }>(response)).content.profile_image;
    expect(key).toMatch(/^profile-images\//);
    expect((await auditRows('user.profileImage', viewer.id)).at(-1)).toMatchObject({ actor_user_id: viewer.id, after: { profile_image: key } });

    const { content } = await json<{ content: MyProfileData }>(await api.request('profile', { token: viewer.token }));
    expect(content.user.profile_image).toBe(key);
    const file = await api.request(content.image_url!.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });
});

describe('POST /api/profile/password', () => {
  it.each([
    [{ currentPassword: 'demo1234', newPassword: 'short' }, 'newPassword: Password must be at least 8 characters.'],
    [{ currentPassword: '', newPassword: 'long-enough-1' }, 'currentPassword: Enter your current password.'],
    [{ currentPassword: 'demo1234' }, 'newPassword: Enter a password.'],
    [{ currentPassword: 'demo1234', newPassword: 'bad\u0000password' }, 'newPassword'],
  ])('refuses %j with a 400 naming the field, writing nothing', async (body, message) => {
    const hash = await passwordHashOf(viewer.id);
    const audits = await countRows(api, 'audit_log');
    const response = await changePassword(viewer.token, body);
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toContain(message);
    expect(await passwordHashOf(viewer.id)).toBe(hash);
    expect(await countRows(api, 'audit_log')).toBe(audits);
  });

  it('refuses a wrong current password with a 400 on currentPassword, and stops guessing after five', async () => {
    const user = await makeUser('profile.guesser@demo.local');
    const hash = await passwordHashOf(user.id);
    for (let i = 0; i < 5; i++) {
      const response = await changePassword(user.token, { currentPassword: `wrong-${i}`, newPassword: 'new-password-1' });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        message: `currentPassword: ${WRONG_CURRENT_PASSWORD_MESSAGE}`,
        errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
      });
    }
    // The sixth is refused before it is checked, even the right one.
    const right = await changePassword(user.token, { currentPassword: 'temporary1', newPassword: 'new-password-1' });
    expect(right.status).toBe(429);
    expect(await json(right)).toEqual({ message: TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect(await auditRows('user.password.failure', user.id)).toHaveLength(5);
    expect(await auditRows('user.password.throttled', user.id)).toHaveLength(1);
    expect(await auditRows('user.password', user.id)).toEqual([]);
  });

  it('gives a right current password its attempt back: changing it now and then is never throttled', async () => {
    const user = await makeUser('profile.changer@demo.local');
    let current = 'temporary1';
    for (let i = 0; i < 7; i++) {
      const next = `changed-password-${i}`;
      expect((await changePassword(user.token, { currentPassword: current, newPassword: next })).status).toBe(200);
      current = next;
    }
  });

  it('stores the new password, ends every other session of the user but keeps this one, audited without the hash', async () => {
    const here = await makeUser('profile.sessions@demo.local');
    const phone = await api.login('profile.sessions@demo.local', 'temporary1');
    const laptop = await api.login('profile.sessions@demo.local', 'temporary1');
    const before = await passwordHashOf(here.id);

    const response = await changePassword(here.token, { currentPassword: 'temporary1', newPassword: 'a-new-password' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: PASSWORD_CHANGED_MESSAGE });

    expect((await api.request('profile', { token: here.token })).status).toBe(200);
    expect((await api.request('profile', { token: phone.token })).status).toBe(401);
    expect((await api.request('profile', { token: laptop.token })).status).toBe(401);
    expect(await passwordHashOf(here.id)).not.toBe(before);
    expect((await api.request('login', { json: { email: 'profile.sessions@demo.local', password: 'temporary1' } })).status).toBe(401);
    await api.login('profile.sessions@demo.local', 'a-new-password');

    const audits = await auditRows('user.password', here.id);
    expect(audits).toEqual([{ actor_user_id: here.id, assumed_user_id: null, before: null, after: { passwordChanged: true, otherSessionsEnded: 2 } }]);
    expect(JSON.stringify(audits)).not.toContain('$argon2');
  });

  it('is refused while an administrator works as the user: a password is changed by its owner only', async () => {
    const target = await makeUser('profile.assumed@demo.local');
    const assumed = await api.request('user/assume', { token: admin.token, json: { userId: target.id } });
    expect(assumed.status).toBe(200);
    const { token } = (await json<{ content: LoginAnswer }>(assumed)).content;
    const hash = await passwordHashOf(target.id);
    const response = await changePassword(token, { currentPassword: 'temporary1', newPassword: 'assumer-chose-this' });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ message: PASSWORD_CHANGE_WHILE_ASSUMING_MESSAGE });
    expect(await passwordHashOf(target.id)).toBe(hash);
    // The name is the assumed user's to change, audited with both.
    expect((await api.request('profile', { method: 'PUT', token, json: { name: 'Renamed While Assumed' } })).status).toBe(200);
    expect((await auditRows('user.profile', target.id)).at(-1)).toMatchObject({ actor_user_id: admin.id, assumed_user_id: target.id });
  });
});
