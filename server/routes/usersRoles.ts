import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  MOVE_TO_SAME_ROLE,
  ROLE_CREATED,
  ROLE_DELETED,
  ROLE_NAME_TAKEN,
  ROLE_NOT_FOUND,
  ROLE_UPDATED,
  roleInUseMessage,
  type RoleDetail,
} from '../../src/domain/users';
import { roleDeleteSchema, roleSchema } from '../../src/domain/userPayloads';
import { actorOf, audit } from '../audit';
import { invalidateAuthCache } from '../auth/authCache';
import type { Database } from '../db/database';
import { permissions, rolePermissions, roles, userRoles } from '../db/schema';
import { recordIdParam } from '../../src/domain/recordId';
import { conflictOn, fail, parseWith, readJson, type AppEnv } from '../http';
import { assertIdsExist } from '../users/adminQueries';

const roleId = (value: string | undefined) => parseWith(recordIdParam('id', 'id must be a role id.'), value);

type Tx = Pick<Database, 'select'>;

async function roleDetail(db: Tx, id: number): Promise<RoleDetail | null> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) return null;
  const perms = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id))
    .orderBy(rolePermissions.permissionId);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.roleId, id));
  return { id: role.id, name: role.name, description: role.description, permissionIds: perms.map((p) => p.id), user_count: count?.n ?? 0 };
}

async function permissionNames(db: Tx, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions).orderBy(permissions.name);
  const wanted = new Set(ids);
  return rows.filter((r) => wanted.has(r.id)).map((r) => r.name);
}

async function nameTaken(db: Tx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined));
  return !!row;
}

/** Roles: a name, a description and permissions. The list is GET /api/role/list (server/routes/user.ts). */
export const usersRolesRoutes = new Hono<AppEnv>()
  .get('/roles/detail/:id', guard('GET /roles/detail/:id'), async (c) => {
    const role = await roleDetail(c.var.deps.db, roleId(c.req.param('id')));
    if (!role) fail(404, ROLE_NOT_FOUND);
    return c.json({ content: role });
  })

  .post('/roles/create', guard('POST /roles/create'), async (c) => {
    const payload = await readJson(c, roleSchema);
    const { db } = c.var.deps;
    const permissionIds = [...new Set(payload.permissionIds)];
    await assertIdsExist(db, { permissionIds });
    const created = await db.transaction(async (tx) => {
      if (await nameTaken(tx, payload.name)) conflictOn('name', ROLE_NAME_TAKEN);
      const [row] = await tx.insert(roles).values({ name: payload.name, description: payload.description }).returning();
      if (permissionIds.length) await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId: row!.id, permissionId })));
      await audit(tx, {
        action: 'role.create',
        ...actorOf(c),
        entity: 'role',
        entityId: row!.id,
        after: { name: row!.name, description: row!.description, permissions: await permissionNames(tx, permissionIds) },
      });
      return row!;
    });
    return c.json({ content: { id: created.id }, message: ROLE_CREATED }, 201);
  })

  .on(['PUT', 'POST'], '/roles/update/:id', guard('PUT,POST /roles/update/:id'), async (c) => {
    const id = roleId(c.req.param('id'));
    const payload = await readJson(c, roleSchema);
    const { db } = c.var.deps;
    const permissionIds = [...new Set(payload.permissionIds)];
    await assertIdsExist(db, { permissionIds });
    await db.transaction(async (tx) => {
      const before = await roleDetail(tx, id);
      if (!before) fail(404, ROLE_NOT_FOUND);
      if (await nameTaken(tx, payload.name, id)) conflictOn('name', ROLE_NAME_TAKEN);
      await tx.update(roles).set({ name: payload.name, description: payload.description }).where(eq(roles.id, id));
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
      if (permissionIds.length) await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId: id, permissionId })));
      await audit(tx, {
        action: 'role.update',
        ...actorOf(c),
        entity: 'role',
        entityId: id,
        before: { name: before.name, description: before.description, permissions: await permissionNames(tx, before.permissionIds) },
        after: { name: payload.name, description: payload.description, permissions: await permissionNames(tx, permissionIds) },
      });
    });
    invalidateAuthCache();
    return c.json({ content: { id }, message: ROLE_UPDATED });
  })

  /** A role in use is deleted only with ?moveUsersToRoleId=: its users move to that role first, in one transaction. */
  .delete('/roles/delete/:id', guard('DELETE /roles/delete/:id'), async (c) => {
    const id = roleId(c.req.param('id'));
    const { moveUsersToRoleId } = parseWith(roleDeleteSchema, { moveUsersToRoleId: c.req.query('moveUsersToRoleId') || undefined });
    const { db } = c.var.deps;
    const moved = await db.transaction(async (tx) => {
      const before = await roleDetail(tx, id);
      if (!before) fail(404, ROLE_NOT_FOUND);
      const holders = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, id));
      let target: RoleDetail | null = null;
      if (holders.length) {
        if (!moveUsersToRoleId) fail(409, roleInUseMessage(holders.length));
        if (moveUsersToRoleId === id) fail(400, `moveUsersToRoleId: ${MOVE_TO_SAME_ROLE}`);
        target = await roleDetail(tx, moveUsersToRoleId);
        if (!target) fail(400, `moveUsersToRoleId: ${ROLE_NOT_FOUND}`);
        await tx
          .insert(userRoles)
          .values(holders.map((h) => ({ userId: h.userId, roleId: target!.id })))
          .onConflictDoNothing();
        await tx.delete(userRoles).where(eq(userRoles.roleId, id));
      }
      await tx.delete(roles).where(eq(roles.id, id));
      await audit(tx, {
        action: 'role.delete',
        ...actorOf(c),
        entity: 'role',
        entityId: id,
        before: { name: before.name, description: before.description, permissions: await permissionNames(tx, before.permissionIds) },
        after: target ? { movedUsers: holders.map((h) => h.userId), movedTo: target.name } : null,
      });
      return holders.length;
    });
    invalidateAuthCache();
    return c.json({ content: { id, movedUsers: moved }, message: ROLE_DELETED });
  });
