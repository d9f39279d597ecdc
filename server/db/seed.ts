import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, areaOf, shortNameOf } from '../../src/domain/permissions';
import { branchCode } from '../../src/domain/branches';
import { DEMO_BRANCHES } from '../../src/demo/branches';
import { DEMO_PASSWORD, DEMO_ROLES, demoEmployees, demoUsers } from '../../src/demo/people';
import { demoQuotes } from '../../src/demo/quotes';
import { DEMO_FLAGGED_ERRORS, DEMO_SUGGESTIONS, demoStaffFeedback } from '../../src/demo/feedback';
import { hashPassword } from '../auth/passwords';
import type { Database } from './database';
import * as t from './schema';

/** Seeds the demo world on first start; a database that already has branches is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.branches);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}

export async function seedDemoData(db: Database): Promise<void> {
  const people = demoUsers();
  const demoHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const branchRows = await tx.insert(t.branches).values(DEMO_BRANCHES.map((b) => ({ ...b }))).returning();
    const branchId = new Map(branchRows.map((b) => [b.code, b.id]));

    const permissionRows = await tx
      .insert(t.permissions)
      .values(ALL_PERMISSIONS.map((name) => ({ name, shortName: shortNameOf(name), area: areaOf(name) ?? 'Other' })))
      .returning();
    const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));

    const roleRows = await tx
      .insert(t.roles)
      .values(DEMO_ROLES.map(({ name, description }) => ({ name, description })))
      .returning();
    const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
    await tx.insert(t.rolePermissions).values(
      DEMO_ROLES.flatMap((role) =>
        role.permissions.map((name) => ({ roleId: roleId.get(role.name)!, permissionId: permissionId.get(name)! })),
      ),
    );

    await tx.insert(t.excedeEmployees).values(
      demoEmployees().map((e) => ({
        excedeId: e.excede_id,
        name: e.name,
        excedeName: e.excede_name,
        branchCode: branchCode(e.branch),
      })),
    );

    const userRows = await tx
      .insert(t.users)
      .values(
        people.map((p) => ({
          name: p.name,
          email: p.email,
          passwordHash: p.demoAccount ? demoHash : null,
          excedeId: p.excede_id,
          excedeName: p.excede_name,
          landingPage: p.landingPage,
          active: p.active,
        })),
      )
      .returning({ id: t.users.id, email: t.users.email });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));

    const userRoleRows = people.flatMap((p) => p.roles.map((r) => ({ userId: userId.get(p.email)!, roleId: roleId.get(r)! })));
    if (userRoleRows.length) await tx.insert(t.userRoles).values(userRoleRows);
    await tx.insert(t.userBranches).values(
      people.flatMap((p) =>
        p.branches.map((b) => ({ userId: userId.get(p.email)!, branchId: branchId.get(branchCode(b))! })),
      ),
    );

    await tx.insert(t.quotes).values(demoQuotes());

    const staff = demoStaffFeedback(people.filter((p) => !p.demoAccount && p.active).map((p) => p.email));
    const nameOf = new Map(people.map((p) => [p.email, p.name]));
    await tx.insert(t.suggestions).values(
      [...DEMO_SUGGESTIONS, ...staff.suggestions].map((s) => ({
        userId: userId.get(s.email)!,
        submitterName: nameOf.get(s.email)!,
        submitterEmail: s.email,
        title: s.title,
        description: s.description,
        screen: s.screen,
        status: s.status,
        reply: s.reply,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      })),
    );
    await tx.insert(t.flaggedErrors).values(
      [...DEMO_FLAGGED_ERRORS, ...staff.errors].map((e) => ({
        userId: userId.get(e.email)!,
        description: e.description,
        priority: e.priority,
        category: e.category,
        status: e.status,
        pagePath: e.pagePath,
        createdAt: e.createdAt,
        updatedAt: e.createdAt,
      })),
    );
  });
}
