import { and, eq, inArray, sql } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/auth';
import { DEMO_ACCOUNTS } from '../../src/demo/people';
import { audit } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { branches, roles, sessions, userBranches, userRoles, users } from '../db/schema';

export const ADMINISTRATOR_ROLE = 'Administrator';

/**
 * At every start: outside demo mode the demo accounts (whose password is published) cannot sign in, and
 * the first administrator comes from ADMIN_EMAIL and ADMIN_PASSWORD, created once when no account has
 * that address. An installation where no active administrator exists says so in the log.
 */
export async function secureAccounts(db: Database, config: ServerConfig): Promise<void> {
  if (!config.demoMode) await retireDemoAccounts(db);
  if (config.firstAdmin) await createFirstAdministrator(db, config.firstAdmin);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, ADMINISTRATOR_ROLE), eq(users.active, true)))
    .limit(1);
  if (!admin) console.warn('[users] no active administrator: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one');
}

async function retireDemoAccounts(db: Database): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const retired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ active: false })
      .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.active, true)))
      .returning({ id: users.id, email: users.email });
    for (const row of rows) {
      await tx.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, row.id));
      await audit(tx, { action: 'user.demo.retired', entity: 'user', entityId: row.id, subject: row.email, before: { active: true }, after: { active: false } });
    }
    return rows;
  });
  if (retired.length) console.warn(`[users] demo mode is off: deactivated the demo accounts ${retired.map((r) => r.email).join(', ')}`);
}

async function createFirstAdministrator(db: Database, admin: NonNullable<ServerConfig['firstAdmin']>): Promise<void> {
  if (admin.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${admin.email}`);
  if (existing) return;
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMINISTRATOR_ROLE));
    if (!role) throw new Error(`The ${ADMINISTRATOR_ROLE} role is missing: the first administrator cannot be created.`);
    const [user] = await tx
      .insert(users)
      .values({ name: admin.name, email: admin.email, passwordHash, active: true })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id });
    const all = await tx.select({ id: branches.id }).from(branches);
    if (all.length) await tx.insert(userBranches).values(all.map((b) => ({ userId: user!.id, branchId: b.id })));
    await audit(tx, { action: 'user.create.firstAdmin', entity: 'user', entityId: user!.id, subject: admin.email, after: { name: admin.name, email: admin.email, roles: [ADMINISTRATOR_ROLE] } });
  });
  console.info(`[users] created the first administrator ${admin.email} (from ADMIN_EMAIL)`);
}
