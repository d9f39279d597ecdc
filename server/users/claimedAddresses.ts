import { sql } from 'drizzle-orm';
import { automaticAccountEmail, type ClaimedAddress } from '../../src/domain/users';
import { queryRows, type Database } from '../db/database';

/**
 * Employees without an account whose portal address (automaticAccountEmail) is held by an account that
 * is nobody's in Excede yet: a self-registration made before the job got to the employee.
 */
export async function findClaimedAddresses(db: Pick<Database, 'execute'>): Promise<ClaimedAddress[]> {
  const employees = await queryRows<{ excede_id: string; name: string; excede_name: string; branch: string | null }>(
    db as Database,
    sql`select e.excede_id, e.name, e.excede_name, b.code || ' - ' || b.name as branch
        from excede_employees e left join branches b on b.code = e.branch_code
        where not exists (select 1 from users u where u.excede_id = e.excede_id)`,
  );
  if (!employees.length) return [];
  const byEmail = new Map(employees.map((e) => [automaticAccountEmail(e.name, e.excede_id), e]));
  const holders = await queryRows<{ id: number; name: string; email: string; active: boolean; created_at: string }>(
    db as Database,
    sql`select u.id, u.name, u.email, u.active, u.created_at from users u
        where u.excede_id is null and lower(u.email) in ${[...byEmail.keys()]} order by u.created_at`,
  );
  return holders.map((u) => ({
    userId: u.id,
    name: u.name,
    email: u.email,
    active: u.active,
    registeredAt: new Date(u.created_at).toISOString(),
    employee: byEmail.get(u.email.toLowerCase())!,
  }));
}
