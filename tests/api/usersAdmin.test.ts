import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/database';
import { createAccountsForNewEmployees } from '../../server/users/createdAccounts';
import {
  ASSUME_NESTED_MESSAGE,
  ASSUME_SELF_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  PROFILE_IMAGE_TYPE_MESSAGE,
  ROLE_NAME_TAKEN,
  roleInUseMessage,
  type PermissionOption,
  type RoleDetail,
  type UserDetail,
  type UserListRow,
} from '../../src/domain/users';
import { countRows, createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let parts: string;
let viewer: string;
let perms: PermissionOption[];
let branchIds: number[];

const permId = (name: string) => perms.find((p) => p.name === name)!.id;
const json = async <T>(r: Response) => (await r.json()) as T;

async function lastAudit(action: string) {
  const [row] = await queryRows<{ action: string; actor_user_id: number | null; entity_id: string; before: unknown; after: unknown }>(
    api.db,
    sql`select action, actor_user_id, entity_id, before, after from audit_log where action = ${action} order by id desc limit 1`,
  );
  return row;
}

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin@demo.local')).token;
  parts = (await api.login('parts@demo.local')).token;
  viewer = (await api.login('viewer@demo.local')).token;
  perms = (await json<{ content: PermissionOption[] }>(await api.request('permission/list', { token: admin }))).content;
  branchIds = (await json<{ content: { id: number }[] }>(await api.request('branch/list', { token: admin }))).content.map((b) => b.id);
});
afterAll(() => api.close());

const endpoints: [string, string, unknown?][] = [
  ['GET', 'users/list'],
  ['GET', 'users/detail/1'],
  ['GET', 'branch/list'],
  ['POST', 'users/create', {}],
  ['PUT', 'users/update/1', {}],
  ['GET', 'users/profile/1'],
  ['POST', 'users/bulk', {}],
  ['POST', 'users/permissions-sharing/preview', {}],
  ['POST', 'users/permissions-sharing/apply', {}],
  ['GET', 'createduser/list'],
  ['POST', 'createduser/run', {}],
  ['GET', 'roles/detail/1'],
  ['POST', 'roles/create', {}],
  ['PUT', 'roles/update/1', {}],
  ['DELETE', 'roles/delete/1'],
  ['POST', 'user/assume', { userId: 2 }],
  ['POST', 'newfeatures/getDocumentSASUrlGen', { filename: 'x.png', folderName: 'profile-images' }],
];

describe('every endpoint needs a token', () => {
  it.each(endpoints)('%s %s without a token is 401', async (method, path, body) => {
    const response = await api.request(path, { method, ...(body ? { json: body } : {}) });
    expect(response.status).toBe(401);
  });
});

describe('and the permission', () => {
  it.each(endpoints.filter(([, path]) => path !== 'newfeatures/getDocumentSASUrlGen'))(
    '%s %s without the permission is 403',
    async (method, path, body) => {
      const response = await api.request(path, { method, token: viewer, ...(body ? { json: body } : {}) });
      expect(response.status).toBe(403);
    },
  );
  it('the parts user cannot list users', async () => {
    expect((await api.request('users/list', { token: parts })).status).toBe(403);
  });
});

describe('roles', () => {
  let roleId: number;
  it('creates a role with permissions, audited', async () => {
    const before = await countRows(api, 'roles');
    const response = await api.request('roles/create', {
      token: admin,
      json: { name: 'Bin checkers', description: 'Waiting list and bins', permissionIds: [permId('can view waiting list'), permId('can view bin verification')] },
    });
    expect(response.status).toBe(201);
    roleId = (await json<{ content: { id: number } }>(response)).content.id;
    expect(await countRows(api, 'roles')).toBe(before + 1);
    const detail = (await json<{ content: RoleDetail }>(await api.request(`roles/detail/${roleId}`, { token: admin }))).content;
    expect(detail).toMatchObject({ name: 'Bin checkers', user_count: 0 });
    expect(detail.permissionIds).toHaveLength(2);
    const entry = await lastAudit('role.create');
    expect(entry).toMatchObject({ entity_id: String(roleId), after: { name: 'Bin checkers', permissions: ['can view bin verification', 'can view waiting list'] } });
  });

  it('400 with the field and nothing written', async () => {
    const before = await countRows(api, 'roles');
    const response = await api.request('roles/create', { token: admin, json: { name: '  ', permissionIds: [] } });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toBe('name: Enter the role name.');
    const unknown = await api.request('roles/create', { token: admin, json: { name: 'X', permissionIds: [99999] } });
    expect(unknown.status).toBe(400);
    expect((await json<{ message: string }>(unknown)).message).toContain('permissionIds');
    expect(await countRows(api, 'roles')).toBe(before);
  });

  it('409 for a taken name', async () => {
    const response = await api.request('roles/create', { token: admin, json: { name: 'parts' } });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ message: ROLE_NAME_TAKEN, errors: [{ field: 'name', message: ROLE_NAME_TAKEN }] });
  });

  it('updates a role and audits before and after', async () => {
    const response = await api.request(`roles/update/${roleId}`, {
      method: 'PUT',
      token: admin,
      json: { name: 'Bin checkers', description: 'Bins only', permissionIds: [permId('can view bin verification')] },
    });
    expect(response.status).toBe(200);
    const entry = await lastAudit('role.update');
    expect(entry?.before).toMatchObject({ permissions: ['can view bin verification', 'can view waiting list'] });
    expect(entry?.after).toMatchObject({ description: 'Bins only', permissions: ['can view bin verification'] });
    expect((await api.request('roles/update/99999', { method: 'PUT', token: admin, json: { name: 'Nope' } })).status).toBe(404);
  });

  it('a role in use is not deleted without moving its users; with moveUsersToRoleId it moves them in one go', async () => {
    const roles = (await json<{ content: { id: number; name: string; user_count: number }[] }>(await api.request('role/list', { token: admin }))).content;
    const partsRole = roles.find((r) => ['Sales', 'Service'].includes(r.name) && r.user_count > 0)!;
    const service = roles.find((r) => r.name === 'Marketing')!;
    const refused = await api.request(`roles/delete/${partsRole.id}`, { method: 'DELETE', token: admin });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(roleInUseMessage(partsRole.user_count));
    expect((await api.request(`roles/delete/${partsRole.id}?moveUsersToRoleId=${partsRole.id}`, { method: 'DELETE', token: admin })).status).toBe(400);

    const createdRole = (await json<{ content: { id: number } }>(await api.request('roles/create', { token: admin, json: { name: 'Temp role' } }))).content.id;
    const partsHolders = partsRole.user_count;
    const moved = await api.request(`roles/delete/${partsRole.id}?moveUsersToRoleId=${createdRole}`, { method: 'DELETE', token: admin });
    expect(moved.status).toBe(200);
    const after = (await json<{ content: { id: number; name: string; user_count: number }[] }>(await api.request('role/list', { token: admin }))).content;
    expect(after.find((r) => r.name === partsRole.name)).toBeUndefined();
    expect(after.find((r) => r.id === createdRole)?.user_count).toBe(partsHolders);
    expect(await lastAudit('role.delete')).toMatchObject({ entity_id: String(partsRole.id), after: { movedTo: 'Temp role' } });
    // an unused role goes at once
    expect((await api.request(`roles/delete/${service.id}`, { method: 'DELETE', token: viewer })).status).toBe(403);
    expect((await api.request(`roles/delete/${roleId}`, { method: 'DELETE', token: admin })).status).toBe(200);
  });
});

describe('users', () => {
  let userId: number;
  const payload = () => ({
    name: 'Nia New',
    email: 'Nia.New@demo.local',
    excedeId: '',
    roleIds: [],
    permissionIds: [permId('can view waiting list')],
    branchIds: branchIds.slice(0, 2),
    landingPage: '/displaytickets',
    active: true,
    temporaryPassword: 'temporary1',
  });

  it('lists users with roles, branches and last sign-in', async () => {
    const rows = (await json<{ content: UserListRow[] }>(await api.request('users/list', { token: admin }))).content;
    const adminRow = rows.find((r) => r.email === 'admin@demo.local')!;
    expect(adminRow).toMatchObject({ excede_id: '10001', roles: ['Administrator'], active: true });
    expect(adminRow.last_login_at).not.toBeNull();
    expect(adminRow.branches[0]).toBe('101 - Norcross');
  });

  it('creates a user who can sign in with the temporary password', async () => {
    const before = await countRows(api, 'users');
    const response = await api.request('users/create', { token: admin, json: payload() });
    expect(response.status).toBe(201);
    userId = (await json<{ content: { id: number } }>(response)).content.id;
    expect(await countRows(api, 'users')).toBe(before + 1);
    const signedIn = await api.login('nia.new@demo.local', 'temporary1');
    expect(signedIn.permissions.map((p) => p.name)).toEqual(['can view waiting list']);
    expect(signedIn.landingPage).toBe('/displaytickets');
    const entry = await lastAudit('user.create');
    expect(entry).toMatchObject({ entity_id: String(userId), after: { email: 'nia.new@demo.local', passwordSet: true } });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('400 naming the field, and 409 for a taken email, with nothing written', async () => {
    const before = await countRows(api, 'users');
    const bad = await api.request('users/create', { token: admin, json: { ...payload(), email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe('email: Enter a valid email address.');
    const shortPassword = await api.request('users/create', { token: admin, json: { ...payload(), email: 'x@demo.local', temporaryPassword: 'short' } });
    expect((await json<{ message: string }>(shortPassword)).message).toContain('temporaryPassword');
    const badLanding = await api.request('users/create', { token: admin, json: { ...payload(), email: 'y@demo.local', landingPage: '/users/edit/:id' } });
    expect(badLanding.status).toBe(400);
    const badExcede = await api.request('users/create', { token: admin, json: { ...payload(), email: 'z@demo.local', excedeId: '99999999' } });
    expect(badExcede.status).toBe(400);
    const taken = await api.request('users/create', { token: admin, json: { ...payload(), email: 'PARTS@demo.local' } });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual({ message: EMAIL_TAKEN_MESSAGE, errors: [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }] });
    expect(await countRows(api, 'users')).toBe(before);
  });

  it('reads and updates a user; the Excede name comes from Excede', async () => {
    const detail = (await json<{ content: UserDetail }>(await api.request(`users/detail/${userId}`, { token: admin }))).content;
    expect(detail).toMatchObject({ email: 'nia.new@demo.local', has_password: true, active: true });
    const employees = (await json<{ content: { excede_id: string; excede_name: string; user_id: number | null }[] }>(
      await api.request('user/excede/list', { token: admin }),
    )).content;
    const free = employees.find((e) => e.user_id === null)!;
    const response = await api.request(`users/update/${userId}`, {
      method: 'PUT',
      token: admin,
      json: { ...payload(), excedeId: free.excede_id, temporaryPassword: '' },
    });
    expect(response.status).toBe(200);
    const after = (await json<{ content: UserDetail }>(await api.request(`users/detail/${userId}`, { token: admin }))).content;
    expect(after.excede_name).toBe(free.excede_name);
    expect((await lastAudit('user.update'))?.after).toMatchObject({ excede_id: free.excede_id });
  });

  it('deactivating a user ends their sessions at once', async () => {
    const { token } = await api.login('nia.new@demo.local', 'temporary1');
    expect((await api.request('user/refresh', { token })).status).toBe(200);
    const response = await api.request(`users/update/${userId}`, { method: 'PUT', token: admin, json: { ...payload(), active: false, temporaryPassword: '' } });
    expect(response.status).toBe(200);
    expect((await json<{ content: { endedSessions: boolean } }>(response)).content.endedSessions).toBe(true);
    expect((await api.request('user/refresh', { token })).status).toBe(401);
    const [open] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from sessions where user_id = ${userId} and revoked_at is null`);
    expect(open!.n).toBe(0);
    expect((await lastAudit('user.update'))).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('an administrator cannot deactivate themself', async () => {
    const me = (await api.login('admin@demo.local')).id;
    const detail = (await json<{ content: UserDetail }>(await api.request(`users/detail/${me}`, { token: admin }))).content;
    const response = await api.request(`users/update/${me}`, {
      method: 'PUT',
      token: admin,
      json: { name: detail.name, email: detail.email, roleIds: detail.roleIds, branchIds: detail.branchIds, active: false },
    });
    expect(response.status).toBe(400);
  });
});

describe('profile image and its signed URL', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const upload = (id: number, bytes: Uint8Array, name = 'me.png', token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), name);
    return api.request(`users/profile-image/${id}`, { method: 'POST', token, body: form });
  };

  it('refuses a file that is not a PNG or JPEG by its bytes, writing nothing', async () => {
    const before = await countRows(api, 'stored_files');
    const response = await upload(2, new TextEncoder().encode('GIF89a not really'), 'fake.png');
    expect(response.status).toBe(415);
    expect((await json<{ message: string }>(response)).message).toBe(PROFILE_IMAGE_TYPE_MESSAGE);
    expect(await countRows(api, 'stored_files')).toBe(before);
    expect((await upload(2, new Uint8Array(2 * 1024 * 1024 + 10).fill(0x89))).status).toBe(413);
    expect((await upload(2, png, 'me.png', viewer)).status).toBe(403);
  });

  it('stores a PNG, sets the profile image, and serves it by a signed URL to whom may see it', async () => {
    const partsId = (await api.login('parts@demo.local')).id;
    const response = await upload(partsId, png);
    expect(response.status).toBe(200);
    const key = (await json<{ content: { profile_image: string } }>(response)).content.profile_image;
    expect(key).toMatch(/^profile-images\//);
    expect(await lastAudit('user.profileImage')).toMatchObject({ entity_id: String(partsId), after: { profile_image: key } });

    const asOwner = await api.request('newfeatures/getDocumentSASUrlGen', { token: parts, json: { filename: key.split('/')[1], folderName: 'profile-images' } });
    expect(asOwner.status).toBe(200);
    const { url } = await json<{ url: string }>(asOwner);
    const file = await api.request(url.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);
    expect((await api.request('newfeatures/getDocumentSASUrlGen', { token: admin, json: { filename: key, folderName: 'profile-images' } })).status).toBe(200);
    expect((await api.request('newfeatures/getDocumentSASUrlGen', { token: viewer, json: { filename: key, folderName: 'profile-images' } })).status).toBe(404);
    expect((await api.request('newfeatures/getDocumentSASUrlGen', { token: admin, json: { filename: key } })).status).toBe(400);

    const profile = await json<{ content: { user: { profile_image: string; roles: string[] }; activity: unknown[] } }>(
      await api.request(`users/profile/${partsId}`, { token: admin }),
    );
    expect(profile.content.user.profile_image).toBe(key);
  });

  it('shows the last 20 activity rows', async () => {
    const viewerId = (await api.login('viewer@demo.local')).id;
    for (let i = 0; i < 22; i++) {
      await api.request('addUserActivityLogs', {
        token: viewer,
        json: { action: 'navigate', data: { fromObj: null, toObj: null }, loadtime: 0.1, pageName: `Page ${i}` },
      });
    }
    const profile = await json<{ content: { activity: { page_name: string }[] } }>(await api.request(`users/profile/${viewerId}`, { token: admin }));
    expect(profile.content.activity).toHaveLength(20);
    expect(profile.content.activity[0]!.page_name).toBe('Page 21');
  });
});

describe('bulk work', () => {
  it('validates the action', async () => {
    const before = await countRows(api, 'user_roles');
    const response = await api.request('users/bulk', { token: admin, json: { action: 'assignRole', userIds: [1, 2] } });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toBe('roleId: Choose a role.');
    expect((await api.request('users/bulk', { token: admin, json: { action: 'assignRole', userIds: [] , roleId: 1 } })).status).toBe(400);
    expect((await api.request('users/bulk', { token: admin, json: { action: 'assignRole', userIds: [999999], roleId: 1 } })).status).toBe(400);
    expect(await countRows(api, 'user_roles')).toBe(before);
  });

  it('assigns a role and adds a branch to many, one audit entry per user changed', async () => {
    const rows = (await json<{ content: UserListRow[] }>(await api.request('users/list', { token: admin }))).content;
    const roles = (await json<{ content: { id: number; name: string }[] }>(await api.request('role/list', { token: admin }))).content;
    const marketing = roles.find((r) => r.name === 'Marketing')!;
    const targets = rows.filter((r) => !r.roles.includes('Marketing')).slice(0, 3).map((r) => r.id);
    const auditsBefore = await countRows(api, 'audit_log');
    const response = await api.request('users/bulk', { token: admin, json: { action: 'assignRole', userIds: targets, roleId: marketing.id } });
    expect(response.status).toBe(200);
    expect((await json<{ content: { changed: number } }>(response)).content.changed).toBe(3);
    expect(await countRows(api, 'audit_log')).toBe(auditsBefore + 3);
    // again: nothing changes, nothing audited
    const again = await api.request('users/bulk', { token: admin, json: { action: 'assignRole', userIds: targets, roleId: marketing.id } });
    expect((await json<{ content: { changed: number } }>(again)).content.changed).toBe(0);

    const branch = await api.request('users/bulk', { token: admin, json: { action: 'addBranch', userIds: targets, branchId: branchIds.at(-1) } });
    expect(branch.status).toBe(200);
    expect(await lastAudit('user.bulk.addBranch')).toBeTruthy();
  });

  it('activates accounts that registered, and only those', async () => {
    await api.request('register', { json: { name: 'Reggie Request', email: 'reggie@demo.local', password: 'password123' } });
    const rows = (await json<{ content: UserListRow[] }>(await api.request('users/list', { token: admin }))).content;
    const reggie = rows.find((r) => r.email === 'reggie@demo.local')!;
    expect(reggie).toMatchObject({ registered: true, active: false });
    const otherInactive = rows.find((r) => !r.active && !r.registered);
    const ids = [reggie.id, ...(otherInactive ? [otherInactive.id] : [])];
    const response = await api.request('users/bulk', { token: admin, json: { action: 'activateRegistered', userIds: ids } });
    expect((await json<{ content: { userIds: number[] } }>(response)).content.userIds).toEqual([reggie.id]);
    await api.login('reggie@demo.local', 'password123');
    expect(await lastAudit('user.bulk.activate')).toMatchObject({ entity_id: String(reggie.id) });
  });
});

describe('permissions sharing', () => {
  it('previews and applies a copy of roles, permissions and branches', async () => {
    const rows = (await json<{ content: UserListRow[] }>(await api.request('users/list', { token: admin }))).content;
    const source = rows.find((r) => r.email === 'accounting@demo.local')!;
    const target = rows.find((r) => r.email === 'viewer@demo.local')!;
    const bad = await api.request('users/permissions-sharing/preview', { token: admin, json: { sourceUserId: source.id, targetUserIds: [source.id] } });
    expect(bad.status).toBe(400);
    const preview = await api.request('users/permissions-sharing/preview', { token: admin, json: { sourceUserId: source.id, targetUserIds: [target.id] } });
    const [change] = (await json<{ content: { roles: { added: string[] }; branches: { added: string[]; removed: string[] } }[] }>(preview)).content;
    expect(change!.roles.added).toContain('Accounting');
    const auditsBefore = await countRows(api, 'audit_log');
    const apply = await api.request('users/permissions-sharing/apply', { token: admin, json: { sourceUserId: source.id, targetUserIds: [target.id] } });
    expect(apply.status).toBe(200);
    expect(await countRows(api, 'audit_log')).toBe(auditsBefore + 1);
    const after = (await json<{ content: UserListRow[] }>(await api.request('users/list', { token: admin }))).content.find((r) => r.id === target.id)!;
    expect(after.roles).toEqual(source.roles);
    expect(after.branches).toEqual(source.branches);
  });
});

describe('automatically created accounts', () => {
  it('creates an active, passwordless Read-only account per employee without one, audited without an actor', async () => {
    const employeesWithout = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from excede_employees e where not exists (select 1 from users u where u.excede_id = e.excede_id)`,
    );
    const response = await api.request('createduser/run', { token: admin, json: {} });
    expect(response.status).toBe(200);
    const { created } = (await json<{ content: { created: { id: number; branch: string | null }[] } }>(response)).content;
    expect(created).toHaveLength(employeesWithout[0]!.n);
    expect(created.length).toBeGreaterThan(0);
    const list = (await json<{ content: { id: number; roles: string[]; active: boolean; branches: string[] }[] }>(
      await api.request('createduser/list', { token: admin }),
    )).content;
    expect(list).toHaveLength(created.length);
    expect(list[0]).toMatchObject({ roles: ['Read-only'], active: true });
    expect(list[0]!.branches).toHaveLength(1);
    const entry = await lastAudit('user.create.automatic');
    expect(entry?.actor_user_id).toBeNull();
    // a second run finds nothing to do
    expect((await createAccountsForNewEmployees(api.db)).created).toHaveLength(0);
    expect((await api.request('createduser/run', { token: parts, json: {} })).status).toBe(403);
  });
});

describe('assume user', () => {
  it('issues a new session for the target, audited, and goes back to the original', async () => {
    const me = await api.login('admin@demo.local');
    const partsId = (await api.login('parts@demo.local')).id;
    const sessionsBefore = await countRows(api, 'sessions');
    const response = await api.request('user/assume', { token: me.token, json: { userId: partsId, isBackToOriginal: false } });
    expect(response.status).toBe(200);
    const { content } = await json<{ content: { token: string; userid: string; id: number; roles: string[]; assumedBy: { id: number } } }>(response);
    expect(content).toMatchObject({ userid: 'parts@demo.local', id: partsId, roles: ['Parts'], assumedBy: { id: me.id } });
    expect(await countRows(api, 'sessions')).toBe(sessionsBefore + 1);
    expect(await lastAudit('user.assume.start')).toMatchObject({ actor_user_id: me.id, after: { originalUserId: me.id, assumedUserId: partsId } });
    const refreshed = await json<{ content: { userid: string } }>(await api.request('user/refresh', { token: content.token }));
    expect(refreshed.content.userid).toBe('parts@demo.local');

    // no assuming from an assumed session, even for someone with the permission
    const nested = await api.request('user/assume', { token: content.token, json: { userId: me.id } });
    expect(nested.status).toBe(403);

    const back = await api.request('user/assume', { token: content.token, json: { isBackToOriginal: true } });
    expect(back.status).toBe(200);
    expect((await json<{ content: { userid: string } }>(back)).content.userid).toBe('admin@demo.local');
    expect((await api.request('user/refresh', { token: content.token })).status).toBe(401);
    expect((await api.request('user/refresh', { token: me.token })).status).toBe(200);
    expect(await lastAudit('user.assume.stop')).toMatchObject({ actor_user_id: me.id });
  });

  it('refuses self, inactive targets, nested sessions and callers without the permission', async () => {
    const me = await api.login('admin@demo.local');
    expect((await json<{ message: string }>(await api.request('user/assume', { token: me.token, json: { userId: me.id } }))).message).toBe(ASSUME_SELF_MESSAGE);
    const rows = (await json<{ content: UserListRow[] }>(await api.request('users/list', { token: admin }))).content;
    const inactive = rows.find((r) => !r.active)!;
    expect((await api.request('user/assume', { token: me.token, json: { userId: inactive.id } })).status).toBe(403);
    expect((await api.request('user/assume', { token: parts, json: { userId: me.id } })).status).toBe(403);
    expect((await api.request('user/assume', { token: me.token, json: { userId: 'x' } })).status).toBe(400);
    expect((await api.request('user/assume', { token: me.token, json: { isBackToOriginal: true } })).status).toBe(400);
    const assumed = (await json<{ content: { token: string } }>(
      await api.request('user/assume', { token: me.token, json: { userId: rows.find((r) => r.email === 'accounting@demo.local')!.id } }),
    )).content.token;
    const nested = await api.request('user/assume', { token: assumed, json: { userId: rows.find((r) => r.email === 'viewer@demo.local')!.id } });
    expect(nested.status).toBe(403);
    expect((await json<{ message: string }>(nested)).message).toBe(ASSUME_NESTED_MESSAGE);
  });
});
