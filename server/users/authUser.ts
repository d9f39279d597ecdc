import { sql } from 'drizzle-orm';
import type { AuthUser, Permission } from '../../src/domain/auth';
import type { RestrictedEntry } from '../../src/domain/routes';
import { BRANCH_PREFERENCE_KEY } from '../../src/domain/constants';
import type { ServerConfig } from '../config';
import { queryRows, type Database } from '../db/database';

/** The spec limits two entries to specific Excede employee ids, read from configuration. */
function restrictedAccessOf(config: ServerConfig, excedeId: string | null): RestrictedEntry[] {
  if (!excedeId) return [];
  const allowed: RestrictedEntry[] = [];
  if (config.informixEmployeeIds.includes(excedeId)) allowed.push('informix');
  if (config.microsoftTokenEmployeeIds.includes(excedeId)) allowed.push('microsoftToken');
  return allowed;
}

interface Row {
  id: number;
  name: string;
  email: string;
  excede_id: string | null;
  excede_name: string | null;
  landing_page: string | null;
  roles: string[];
  branches: string[];
  permissions: Permission[];
  saved_branch: string | null;
}

/** The spec's auth user in one query: roles, branches and the union of role and direct permissions. */
export async function loadAuthUser(db: Database, config: ServerConfig, userId: number): Promise<AuthUser | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`
      select u.id, u.name, u.email, u.excede_id, u.excede_name, u.landing_page,
        coalesce((select json_agg(r.name order by r.name) from user_roles ur
          join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]') as roles,
        coalesce((select json_agg(b.code || ' - ' || b.name order by b.code) from user_branches ub
          join branches b on b.id = ub.branch_id where ub.user_id = u.id), '[]') as branches,
        coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'short_name', p.short_name) order by p.id)
          from permissions p where p.id in (
            select rp.permission_id from role_permissions rp join user_roles ur on ur.role_id = rp.role_id
              where ur.user_id = u.id
            union select up.permission_id from user_permissions up where up.user_id = u.id)), '[]') as permissions,
        (select p.value #>> '{}' from user_preferences p where p.user_id = u.id and p.key = ${BRANCH_PREFERENCE_KEY}) as saved_branch
      from users u where u.id = ${userId}`,
  );
  if (!row) return null;
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const branches = parse(row.branches);
  return {
    id: row.id,
    userid: row.email,
    name: row.name,
    email: row.email,
    excede_id: row.excede_id,
    excede_name: row.excede_name,
    landingPage: row.landing_page,
    roles: parse(row.roles),
    branches,
    savedBranch: row.saved_branch && branches.includes(row.saved_branch) ? row.saved_branch : null,
    permissions: parse(row.permissions),
    restrictedAccess: restrictedAccessOf(config, row.excede_id),
  };
}
