import { isoTime } from '../db/isoTime';
import { inArray, sql } from 'drizzle-orm';
import type { UserDetail, UserListRow } from '../../src/domain/users';
import { queryRows, type Database } from '../db/database';
import { branches, permissions, roles } from '../db/schema';
import { fail } from '../http';

/** PGlite answers json columns parsed, node-postgres sometimes as text. */
export const parseJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

type Executor = Pick<Database, 'execute'>;

export async function listUsers(db: Executor, where = sql`true`): Promise<UserListRow[]> {
  const rows = await queryRows<UserListRow>(
    db as Database,
    sql`select u.id, u.name, u.email, u.excede_name, u.excede_id, u.active, u.created_automatically, u.created_at, u.last_login_at,
          coalesce((select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]') as roles,
          coalesce((select json_agg(b.code || ' - ' || b.name order by b.code) from user_branches ub
            join branches b on b.id = ub.branch_id where ub.user_id = u.id), '[]') as branches,
          exists (select 1 from audit_log a where a.action = 'user.register' and a.entity = 'user' and a.entity_id = u.id::text) as registered
        from users u where ${where} order by u.name, u.id`,
  );
  return rows.map((r) => ({
    ...r,
    roles: parseJson(r.roles),
    branches: parseJson(r.branches),
    created_at: isoTime(r.created_at)!,
    last_login_at: isoTime(r.last_login_at),
  }));
}

export async function userDetail(db: Executor, userId: number): Promise<UserDetail | null> {
  const [row] = await queryRows<UserDetail & { password_hash: unknown }>(
    db as Database,
    sql`select u.id, u.name, u.email, u.excede_id, u.excede_name, u.landing_page, u.active, u.created_automatically,
          (u.password_hash is not null) as has_password, u.profile_image, u.created_at, u.last_login_at,
          coalesce((select json_agg(ur.role_id order by ur.role_id) from user_roles ur where ur.user_id = u.id), '[]') as "roleIds",
          coalesce((select json_agg(up.permission_id order by up.permission_id) from user_permissions up where up.user_id = u.id), '[]') as "permissionIds",
          coalesce((select json_agg(ub.branch_id order by ub.branch_id) from user_branches ub where ub.user_id = u.id), '[]') as "branchIds"
        from users u where u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    excede_id: row.excede_id,
    excede_name: row.excede_name,
    landing_page: row.landing_page,
    active: row.active,
    created_automatically: row.created_automatically,
    has_password: row.has_password,
    profile_image: row.profile_image,
    created_at: isoTime(row.created_at)!,
    last_login_at: isoTime(row.last_login_at),
    roleIds: parseJson(row.roleIds),
    permissionIds: parseJson(row.permissionIds),
    branchIds: parseJson(row.branchIds),
  };
}

/** 400 naming the field when a list holds an id that does not exist. */
export async function assertIdsExist(
  db: Pick<Database, 'select'>,
  input: { roleIds?: number[]; permissionIds?: number[]; branchIds?: number[] },
): Promise<void> {
  const checks = [
    ['roleIds', input.roleIds, roles] as const,
    ['permissionIds', input.permissionIds, permissions] as const,
    ['branchIds', input.branchIds, branches] as const,
  ];
  for (const [field, wanted, table] of checks) {
    const unique = [...new Set(wanted ?? [])];
    if (!unique.length) continue;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
    if (found.length !== unique.length) {
      const known = new Set(found.map((f) => f.id));
      fail(400, `${field}: Unknown id ${unique.filter((id) => !known.has(id)).join(', ')}.`);
    }
  }
}

/** The names a user holds: roles, direct permissions and branches, for audits and the sharing preview. */
export async function grantsOf(db: Executor, userIds: number[]) {
  if (!userIds.length) return new Map<number, { roles: string[]; permissions: string[]; branches: string[] }>();
  const rows = await queryRows<{ id: number; roles: string[]; permissions: string[]; branches: string[] }>(
    db as Database,
    sql`select u.id,
          coalesce((select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]') as roles,
          coalesce((select json_agg(p.name order by p.name) from user_permissions up join permissions p on p.id = up.permission_id where up.user_id = u.id), '[]') as permissions,
          coalesce((select json_agg(b.code || ' - ' || b.name order by b.code) from user_branches ub join branches b on b.id = ub.branch_id where ub.user_id = u.id), '[]') as branches
        from users u where u.id in ${userIds}`,
  );
  return new Map(
    rows.map((r) => [r.id, { roles: parseJson(r.roles), permissions: parseJson(r.permissions), branches: parseJson(r.branches) }]),
  );
}
