import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  AUTOMATIC_ACCOUNT_ROLE,
  BULK_DONE,
  CLAIM_ACTIVE_MESSAGE,
  CLAIM_GONE_MESSAGE,
  claimSettledMessage,
  EMAIL_TAKEN_MESSAGE,
  SHARING_APPLIED,
  USER_CREATED,
  USER_NOT_FOUND,
  USER_UPDATED,
  diffLists,
  type CreatedAccountsResult,
  type SharingChange,
} from '../../src/domain/users';
import {
  bulkSchema,
  claimSettleSchema,
  sharingSchema,
  userSchema,
  type UserValues,
} from '../../src/domain/userPayloads';
import { actorOf, audit } from '../audit';
import { invalidateAuthCache } from '../auth/authCache';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import type { Database } from '../db/database';
import { branches, excedeEmployees, roles, userBranches, userPermissions, userRoles, users } from '../db/schema';
import { recordIdParam } from '../../src/domain/recordId';
import { conflictOn, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../http';
import { assertIdsExist, grantsOf, listUsers, userDetail } from '../users/adminQueries';
import { CREATED_ACCOUNTS_LOCK_ID, createAccountsForNewEmployees } from '../users/createdAccounts';
import { findClaimedAddresses } from '../users/claimedAddresses';
import { profileImageUploadLimit, saveProfileImage, userProfile } from '../users/profile';
import { usersApprovalsRoutes } from './usersApprovals';
import { usersAssumeRoutes } from './usersAssume';
import { usersRolesRoutes } from './usersRoles';

const userId = (value: string | undefined) => parseWith(recordIdParam('id', 'id must be a user id.'), value);
const SELF_DEACTIVATE = 'You cannot deactivate your own account.';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function emailTaken(tx: Pick<Database, 'select'>, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined));
  return !!row;
}

async function excedeNameOf(tx: Pick<Database, 'select'>, excedeId: string | null | undefined): Promise<string | null> {
  if (!excedeId) return null;
  const [row] = await tx.select({ name: excedeEmployees.excedeName }).from(excedeEmployees).where(eq(excedeEmployees.excedeId, excedeId));
  if (!row) fail(400, 'excedeId: Choose an Excede employee from the list.');
  return row.name;
}

async function replaceGrants(tx: Tx, id: number, values: Pick<UserValues, 'roleIds' | 'permissionIds' | 'branchIds'>) {
  await tx.delete(userRoles).where(eq(userRoles.userId, id));
  await tx.delete(userPermissions).where(eq(userPermissions.userId, id));
  await tx.delete(userBranches).where(eq(userBranches.userId, id));
  const roleIds = [...new Set(values.roleIds)];
  const permissionIds = [...new Set(values.permissionIds)];
  const branchIds = [...new Set(values.branchIds)];
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
  if (permissionIds.length) await tx.insert(userPermissions).values(permissionIds.map((permissionId) => ({ userId: id, permissionId })));
  if (branchIds.length) await tx.insert(userBranches).values(branchIds.map((branchId) => ({ userId: id, branchId })));
}

/** What an audit entry keeps of a user: never the password hash. */
async function auditView(tx: Tx, id: number) {
  const detail = await userDetail(tx, id);
  const grants = (await grantsOf(tx, [id])).get(id);
  if (!detail) return null;
  return {
    name: detail.name,
    email: detail.email,
    excede_id: detail.excede_id,
    landing_page: detail.landing_page,
    active: detail.active,
    has_password: detail.has_password,
    ...grants,
  };
}

async function saveUser(c: AppContext, id: number | null) {
  const values = await readJson(c, userSchema);
  const { db } = c.var.deps;
  await assertIdsExist(db, values);
  if (id !== null && id === c.var.user.id && !values.active) fail(400, `active: ${SELF_DEACTIVATE}`);
  const passwordHash = values.temporaryPassword ? await hashPassword(values.temporaryPassword) : undefined;
  const result = await db.transaction(async (tx) => {
    const before = id === null ? null : await auditView(tx, id);
    if (id !== null && !before) fail(404, USER_NOT_FOUND);
    if (await emailTaken(tx, values.email, id ?? undefined)) conflictOn('email', EMAIL_TAKEN_MESSAGE);
    const excedeName = await excedeNameOf(tx, values.excedeId);
    const row = {
      name: values.name,
      email: values.email,
      excedeId: values.excedeId ?? null,
      excedeName,
      landingPage: values.landingPage ?? null,
      active: values.active,
      ...(passwordHash ? { passwordHash } : {}),
    };
    let savedId: number;
    if (id === null) {
      const [created] = await tx.insert(users).values(row).returning({ id: users.id });
      savedId = created!.id;
    } else {
      await tx.update(users).set(row).where(eq(users.id, id));
      savedId = id;
    }
    await replaceGrants(tx, savedId, values);
    const endedSessions = !!before?.active && !values.active;
    // A deactivated account, or one given a new password by an administrator, loses every session at once.
    if (endedSessions || (id !== null && passwordHash)) await revokeAllSessions(tx, savedId);
    await audit(tx, {
      action: id === null ? 'user.create' : 'user.update',
      ...actorOf(c),
      entity: 'user',
      entityId: savedId,
      before,
      after: { ...(await auditView(tx, savedId)), ...(passwordHash ? { passwordSet: true } : {}) },
    });
    return { id: savedId, endedSessions };
  });
  invalidateAuthCache();
  return result;
}

export const usersAdminRoutes = new Hono<AppEnv>()
  .route('/', usersRolesRoutes)
  .route('/', usersAssumeRoutes)
  .route('/', usersApprovalsRoutes)

  .get('/users/list', guard('GET /users/list'), async (c) => {
    return c.json({ content: await listUsers(c.var.deps.db) });
  })

  .get('/users/detail/:id', guard('GET /users/detail/:id'), async (c) => {
    const detail = await userDetail(c.var.deps.db, userId(c.req.param('id')));
    if (!detail) fail(404, USER_NOT_FOUND);
    return c.json({ content: detail });
  })

  .get('/branch/list', guard('GET /branch/list'), async (c) => {
    const rows = await c.var.deps.db.select().from(branches).orderBy(asc(branches.code));
    return c.json({ content: rows.map((b) => ({ id: b.id, code: b.code, name: b.name, label: `${b.code} - ${b.name}` })) });
  })

  .post('/users/create', guard('POST /users/create'), async (c) => {
    const { id } = await saveUser(c, null);
    return c.json({ content: { id }, message: USER_CREATED }, 201);
  })

  .on(['PUT', 'POST'], '/users/update/:id', guard('PUT,POST /users/update/:id'), async (c) => {
    const { id, endedSessions } = await saveUser(c, userId(c.req.param('id')));
    return c.json({ content: { id, endedSessions }, message: USER_UPDATED });
  })

  .get('/users/profile/:id', guard('GET /users/profile/:id'), async (c) => {
    const profile = await userProfile(c.var.deps.db, userId(c.req.param('id')));
    if (!profile) fail(404, USER_NOT_FOUND);
    return c.json({ content: profile });
  })

  .post('/users/profile-image/:id', guard('POST /users/profile-image/:id'), profileImageUploadLimit(), async (c) =>
    saveProfileImage(c, userId(c.req.param('id'))),
  )

  /** Bulk work from /usermanagement: one transaction per action, an audit entry per user changed. */
  .post('/users/bulk', guard('POST /users/bulk'), async (c) => {
    const payload = await readJson(c, bulkSchema);
    const { db } = c.var.deps;
    const userIds = [...new Set(payload.userIds)];
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    if (found.length !== userIds.length) fail(400, 'userIds: Some of the selected users no longer exist.');
    await assertIdsExist(db, {
      roleIds: payload.action === 'assignRole' ? [payload.roleId] : [],
      branchIds: payload.action === 'addBranch' ? [payload.branchId] : [],
    });
    const changed = await db.transaction(async (tx) => {
      const ids: number[] = [];
      if (payload.action === 'assignRole') {
        const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, payload.roleId));
        const rows = await tx
          .insert(userRoles)
          .values(userIds.map((id) => ({ userId: id, roleId: payload.roleId })))
          .onConflictDoNothing()
          .returning({ userId: userRoles.userId });
        for (const { userId: id } of rows) {
          ids.push(id);
          await audit(tx, { action: 'user.bulk.assignRole', ...actorOf(c), entity: 'user', entityId: id, after: { roleAdded: role!.name } });
        }
      } else if (payload.action === 'addBranch') {
        const [branch] = await tx.select().from(branches).where(eq(branches.id, payload.branchId));
        const rows = await tx
          .insert(userBranches)
          .values(userIds.map((id) => ({ userId: id, branchId: payload.branchId })))
          .onConflictDoNothing()
          .returning({ userId: userBranches.userId });
        for (const { userId: id } of rows) {
          ids.push(id);
          await audit(tx, {
            action: 'user.bulk.addBranch',
            ...actorOf(c),
            entity: 'user',
            entityId: id,
            after: { branchAdded: `${branch!.code} - ${branch!.name}` },
          });
        }
      } else {
        const rows = await tx
          .update(users)
          .set({ active: true })
          .where(
            and(
              inArray(users.id, userIds),
              eq(users.active, false),
              sql`exists (select 1 from audit_log a where a.action = 'user.register' and a.entity = 'user' and a.entity_id = ${users.id}::text)`,
            ),
          )
          .returning({ id: users.id });
        for (const { id } of rows) {
          ids.push(id);
          await audit(tx, { action: 'user.bulk.activate', ...actorOf(c), entity: 'user', entityId: id, before: { active: false }, after: { active: true } });
        }
      }
      return ids;
    });
    invalidateAuthCache();
    return c.json({ content: { changed: changed.length, userIds: changed }, message: BULK_DONE(changed.length) });
  })

  .post('/users/permissions-sharing/preview', guard('POST /users/permissions-sharing/preview'), async (c) => {
    const payload = await readJson(c, sharingSchema);
    return c.json({ content: await sharingPreview(c.var.deps.db, payload.sourceUserId, payload.targetUserIds) });
  })

  .post('/users/permissions-sharing/apply', guard('POST /users/permissions-sharing/apply'), async (c) => {
    const { sourceUserId, targetUserIds } = await readJson(c, sharingSchema);
    const { db } = c.var.deps;
    const targets = [...new Set(targetUserIds)];
    const changes = await sharingPreview(db, sourceUserId, targets);
    await db.transaction(async (tx) => {
      const source = (await userDetail(tx, sourceUserId))!;
      const grants = await grantsOf(tx, [sourceUserId, ...targets]);
      for (const target of targets) {
        const before = grants.get(target);
        await replaceGrants(tx, target, { roleIds: source.roleIds, permissionIds: source.permissionIds, branchIds: source.branchIds });
        await audit(tx, {
          action: 'user.permissions.copy',
          ...actorOf(c),
          entity: 'user',
          entityId: target,
          before,
          after: { ...grants.get(sourceUserId), copiedFrom: sourceUserId },
        });
      }
    });
    invalidateAuthCache();
    return c.json({ content: changes, message: SHARING_APPLIED });
  })

  .get('/createduser/list', guard('GET /createduser/list'), async (c) => {
    const rows = await listUsers(c.var.deps.db, sql`u.created_automatically`);
    return c.json({
      content: rows
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map(({ id, name, email, excede_id, excede_name, branches: b, roles: r, active, created_at }) => ({
          id,
          name,
          email,
          excede_id,
          excede_name,
          branches: b,
          roles: r,
          active,
          created_at,
        })),
    });
  })

  .post('/createduser/run', guard('POST /createduser/run'), async (c) => {
    const result = await createAccountsForNewEmployees(c.var.deps.db);
    return c.json({ content: result, message: createdMessage(result) });
  })

  .get('/createduser/claims', guard('GET /createduser/claims'), async (c) => {
    return c.json({ content: await findClaimedAddresses(c.var.deps.db) });
  })

  /** Settles a claimed address: the registration is the employee (link), or it is not (remove, then the job runs). */
  .post('/createduser/claims/:id/settle', guard('POST /createduser/claims/:id/settle'), async (c) => {
    const id = idParam(c, 'a user');
    const { action } = await readJson(c, claimSettleSchema);
    const { db } = c.var.deps;
    const claim = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CREATED_ACCOUNTS_LOCK_ID})`);
      const found = (await findClaimedAddresses(tx)).find((x) => x.userId === id);
      if (!found) fail(404, CLAIM_GONE_MESSAGE);
      const before = await auditView(tx, id);
      if (action === 'remove') {
        if (found.active) fail(409, CLAIM_ACTIVE_MESSAGE);
        await tx.delete(users).where(eq(users.id, id));
        await audit(tx, { action: 'user.claim.remove', ...actorOf(c), entity: 'user', entityId: id, before, after: { employee: found.employee } });
        return found;
      }
      await tx
        .update(users)
        .set({ excedeId: found.employee.excede_id, excedeName: found.employee.excede_name, active: true })
        .where(eq(users.id, id));
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, AUTOMATIC_ACCOUNT_ROLE));
      if (role) await tx.insert(userRoles).values({ userId: id, roleId: role.id }).onConflictDoNothing();
      const [branch] = found.employee.branch
        ? await tx.select({ id: branches.id }).from(branches).where(sql`${branches.code} || ' - ' || ${branches.name} = ${found.employee.branch}`)
        : [];
      if (branch) await tx.insert(userBranches).values({ userId: id, branchId: branch.id }).onConflictDoNothing();
      await audit(tx, { action: 'user.claim.link', ...actorOf(c), entity: 'user', entityId: id, before, after: await auditView(tx, id) });
      return found;
    });
    if (action === 'remove') await createAccountsForNewEmployees(db);
    invalidateAuthCache();
    return c.json({ message: claimSettledMessage(action, claim) });
  });

const createdMessage = ({ created, claimed }: CreatedAccountsResult) =>
  `${created.length} ${created.length === 1 ? 'account' : 'accounts'} created.` +
  (claimed.length ? ` ${claimed.length} ${claimed.length === 1 ? 'address is' : 'addresses are'} claimed by a registration: settle below.` : '');

async function sharingPreview(db: Database, sourceUserId: number, targetUserIds: number[]): Promise<SharingChange[]> {
  const all = [sourceUserId, ...new Set(targetUserIds)];
  const people = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, all));
  if (people.length !== all.length) fail(400, 'targetUserIds: Some of the chosen users no longer exist.');
  const grants = await grantsOf(db, all);
  const source = grants.get(sourceUserId)!;
  const names = new Map(people.map((p) => [p.id, p.name]));
  return [...new Set(targetUserIds)].map((id) => {
    const current = grants.get(id)!;
    return {
      userId: id,
      name: names.get(id)!,
      roles: diffLists(current.roles, source.roles),
      permissions: diffLists(current.permissions, source.permissions),
      branches: diffLists(current.branches, source.branches),
    };
  });
}

