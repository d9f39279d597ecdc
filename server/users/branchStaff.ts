import { sql } from 'drizzle-orm';
import type { PermissionName } from '../../src/domain/permissions';
import { queryRows, type Database } from '../db/database';

export interface StaffMember {
  id: number;
  name: string;
}

/**
 * The active users who hold a branch and one of the permission names (through a role or their own): who a
 * branch's work may be given to (a pick list's picker), by name.
 */
export function staffOfBranch(db: Database, brnId: string, anyOf: readonly PermissionName[]): Promise<StaffMember[]> {
  const names = sql.join(anyOf.map((n) => sql`${n}`), sql`, `);
  return queryRows<StaffMember>(
    db,
    sql`select u.id, u.name from users u
        join user_branches ub on ub.user_id = u.id join branches b on b.id = ub.branch_id and b.code = ${brnId}
        where u.active and exists (
          select 1 from permissions p where p.name in (${names}) and (
            exists (select 1 from user_permissions up where up.user_id = u.id and up.permission_id = p.id)
            or exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id and rp.permission_id = p.id)))
        order by u.name, u.id`,
  );
}
