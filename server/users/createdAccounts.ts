import { eq, sql } from 'drizzle-orm';
import { AUTOMATIC_ACCOUNT_ROLE, automaticAccountEmail, type CreatedAccountsResult } from '../../src/domain/users';
import { audit } from '../audit';
import { invalidateAuthCache } from '../auth/authCache';
import { queryRows, type Database } from '../db/database';
import { roles, userBranches, userRoles, users } from '../db/schema';
import { findClaimedAddresses } from './claimedAddresses';

/** One lock id for the job, so two runs at once (two processes, or a click during the schedule) never double up. */
export const CREATED_ACCOUNTS_LOCK_ID = 460_001;

/**
 * The job behind /createduser: an account for every Excede employee who has none (matched by Excede
 * id): active, no password (they set it through 'Forgot password'), the Read-only role and the
 * employee's home branch, marked created_automatically and audited with no actor.
 */
export async function createAccountsForNewEmployees(db: Database): Promise<CreatedAccountsResult> {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATED_ACCOUNTS_LOCK_ID})`);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, AUTOMATIC_ACCOUNT_ROLE));
    const employees = await queryRows<{ excede_id: string; name: string; excede_name: string; branch_id: number | null; branch: string | null }>(
      tx as unknown as Database,
      sql`select e.excede_id, e.name, e.excede_name, b.id as branch_id, b.code || ' - ' || b.name as branch
          from excede_employees e left join branches b on b.code = e.branch_code
          where not exists (select 1 from users u where u.excede_id = e.excede_id)
          order by e.excede_id`,
    );
    const done: CreatedAccountsResult['created'] = [];
    for (const employee of employees) {
      const email = automaticAccountEmail(employee.name, employee.excede_id);
      const [row] = await tx
        .insert(users)
        .values({
          name: employee.name,
          email,
          passwordHash: null,
          excedeId: employee.excede_id,
          excedeName: employee.excede_name,
          active: true,
          createdAutomatically: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue; // the address is taken: reported as a claim below, for an administrator to settle
      if (role) await tx.insert(userRoles).values({ userId: row.id, roleId: role.id });
      if (employee.branch_id) await tx.insert(userBranches).values({ userId: row.id, branchId: employee.branch_id });
      const after = {
        name: employee.name,
        email,
        excede_id: employee.excede_id,
        roles: role ? [AUTOMATIC_ACCOUNT_ROLE] : [],
        branches: employee.branch ? [employee.branch] : [],
        active: true,
      };
      await audit(tx, { action: 'user.create.automatic', actorUserId: null, entity: 'user', entityId: row.id, after });
      done.push({ id: row.id, name: employee.name, email, excede_id: employee.excede_id, branch: employee.branch });
    }
    return done;
  });
  if (created.length) invalidateAuthCache();
  return { created, claimed: await findClaimedAddresses(db) };
}
