import { sql } from 'drizzle-orm';
import { hasAnyPermission } from '../../src/domain/permissionCheck';
import { branchCode } from '../../src/domain/branches';
import { BRANCH_PREFERENCE_KEY } from '../../src/domain/constants';
import { DEMO_BRANCHES } from '../../src/demo/branches';
import { DEMO_PASSWORD, DEMO_ROLES, demoEmployees, demoUsers } from '../../src/demo/people';
import { demoQuotes } from '../../src/demo/quotes';
import { demoFlaggedErrors, demoStaffFeedback, demoSuggestions } from '../../src/demo/feedback';
import { DEMO_AS_OF } from '../demoAsOf';
import { createRandom, DEMO_SEED } from '../../src/demo/random';
import { ROUTES } from '../../src/domain/routes';
import { hashPassword } from '../auth/passwords';
import { seedProductAndImports } from '../jobs/seedDemo';
import { seedAutomationShortcuts } from './seedAutomationShortcuts';
import { seedBankAccounts } from './seedBankAccounts';
import { seedFinancialReport } from './seedFinancialReport';
import { seedCashOnHand } from './seedCashOnHand';
import { seedCollections } from './seedCollections';
import { seedUnreconciledDays } from './seedUnreconciledDays';
import { seedWires } from './seedWires';
import { seedVendorInvoices } from './seedVendorInvoices';
import { seedCompanyPurchases } from './seedCompanyPurchases';
import { seedPartsPicks } from './seedPartsPicks';
import { seedPartsTickets } from './seedPartsTickets';
import { seedRootCauseCodes } from './seedRootCauseCodes';
import { seedServiceSkills } from './seedServiceSkills';
import { seedScheduleTypes } from './seedScheduleTypes';
import { seedLaborOpSkills } from './seedLaborOpSkills';
import { seedCycleCountAuthorities } from './seedCycleCounts';
import { seedCompanyHolidays } from './seedCompanyHolidays';
import { seedTechnicianRateApprovers } from './seedTechnicianRates';
import { seedServicePhones } from './seedServicePhones';
import { seedFordBooking } from './seedFordBooking';
import type { FileStorage } from '../storage/fileStorage';
import type { Database } from './database';
import * as t from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * First start on an empty database: the group's branches, the standard roles and the daily quotes; in
 * demo mode also the demo world (accounts, staff, feedback, activity). A database with branches is left alone.
 */
export async function seedIfEmpty(db: Database, { demoMode }: { demoMode: boolean }, storage: FileStorage): Promise<'demo' | 'installation' | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.branches);
  if ((row?.n ?? 0) > 0) return null;
  if (demoMode) {
    await seedDemoData(db, storage);
    return 'demo';
  }
  await db.transaction(async (tx) => {
    await seedInstallation(tx);
  });
  return 'installation';
}

/** What every installation starts with; the permissions themselves are reference data (writeReferenceData). */
async function seedInstallation(tx: Tx) {
  const branchRows = await tx.insert(t.branches).values(DEMO_BRANCHES.map((b) => ({ ...b }))).returning();
  const permissionRows = await tx.select({ id: t.permissions.id, name: t.permissions.name }).from(t.permissions);
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
  await tx.insert(t.quotes).values(demoQuotes());
  return { branchId: new Map(branchRows.map((b) => [b.code, b.id])), permissionId, roleId };
}

/** The demo world; its release-note documents go into the file storage. */
export async function seedDemoData(db: Database, storage: FileStorage): Promise<void> {
  const people = demoUsers();
  const demoHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { branchId, permissionId, roleId } = await seedInstallation(tx);

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
    // Seeded staff have worked in their first branch already; only new accounts are asked to choose.
    await tx
      .insert(t.userPreferences)
      .values(people.map((p) => ({ userId: userId.get(p.email)!, key: BRANCH_PREFERENCE_KEY, value: p.branches[0]! })));

    const staff = demoStaffFeedback(people.filter((p) => !p.demoAccount && p.active).map((p) => p.email), DEMO_AS_OF);
    const nameOf = new Map(people.map((p) => [p.email, p.name]));
    await tx.insert(t.suggestions).values(
      [...demoSuggestions(DEMO_AS_OF), ...staff.suggestions].map((s) => ({
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
      [...demoFlaggedErrors(DEMO_AS_OF), ...staff.errors].map((e) => ({
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

    // ---- Logs and feedback: demo activity (begin) ----------------------------------------------
    // About 3,000 navigations over the 30 days before the demo's now by the active users, in their branches,
    // to the menu screens their roles open; deterministic (seeded).
    {
      const random = createRandom(DEMO_SEED + 60);
      const rolePermissions = new Map(DEMO_ROLES.map((r) => [r.name, r.permissions as readonly string[]]));
      const agents = [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ];
      const menuRoutes = ROUTES.filter((r) => r.access === 'protected' && r.menu && !r.path.includes(':'));
      const actors = people
        .filter((p) => p.active)
        .map((p) => {
          const held = p.roles.flatMap((r) => rolePermissions.get(r) ?? []);
          return { p, pages: menuRoutes.filter((r) => hasAnyPermission(held, r.permissions)), agent: random.pick(agents) };
        });
      const rows: (typeof t.activityLogs.$inferInsert)[] = [];
      for (const { p, pages, agent } of actors) {
        const count = p.demoAccount ? 400 : random.int(20, 60);
        let previous: { name: string; path: string } | null = null;
        const times = Array.from({ length: count }, () => DEMO_AS_OF.getTime() - random.int(60, 30 * 24 * 3600) * 1000).sort((a, b) => a - b);
        for (const at of times) {
          const route = random.pick(pages);
          const to = { name: route.name, params: {}, query: {}, path: route.path };
          rows.push({
            userId: userId.get(p.email)!,
            branchId: random.pick(p.branches),
            action: 'navigate',
            userAgent: agent,
            data: { fromObj: previous ? { ...previous, params: {}, query: {} } : null, toObj: to },
            description: previous ? `${previous.name} → ${route.name}` : `Opened ${route.name}`,
            loadtime: Math.round((0.15 + random.next() * random.next() * 4) * 1000) / 1000,
            pageName: route.name,
            createdAt: new Date(at),
          });
          previous = { name: route.name, path: route.path };
        }
      }
      for (let i = 0; i < rows.length; i += 1000) await tx.insert(t.activityLogs).values(rows.slice(i, i + 1000));
    }
    // ---- Logs and feedback: demo activity (end) ------------------------------------------------

    // ---- Cash on hand: funds, counts, approval authorities (src/demo/cashFunds.ts) --------------
    await seedCashOnHand(tx as unknown as Database, userId);
    // Collections: who decides a release from credit hold (src/domain/accounting/collectionsHolds.ts).
    await seedCollections(tx as unknown as Database, userId);
    // Unreconciled days: who approves an unreconciled item's explanation (src/domain/approvals.ts).
    await seedUnreconciledDays(tx as unknown as Database, userId);
    // Cycle counts: who approves an inventory adjustment (src/domain/approvals.ts).
    await seedCycleCountAuthorities(tx as unknown as Database, userId);

    // Bank reconciliation: each branch's operating account at the bank (server/db/seedBankAccounts.ts).
    await seedBankAccounts(tx as unknown as Database, userId.get('admin@demo.local')!);
    // Financial reports: the default statement layout over the demo chart (server/db/seedFinancialReport.ts).
    await seedFinancialReport(tx as unknown as Database, userId.get('admin@demo.local')!);
    // Wires: beneficiaries, wires in every status and who approves them (server/db/seedWires.ts).
    await seedWires(tx as unknown as Database, userId);
    // Vendor invoices: an AP worklist and who approves it (server/db/seedVendorInvoices.ts).
    await seedVendorInvoices(tx as unknown as Database, userId);
    // Company purchases: requests at Norcross and Forest Park in several statuses, and who approves them (server/db/seedCompanyPurchases.ts).
    await seedCompanyPurchases(tx as unknown as Database, userId);
    // The parts counters' morning at Norcross and Birmingham, when the demo's now is in opening hours (server/db/seedPartsTickets.ts).
    await seedPartsTickets(tx as unknown as Database, userId);
    // Pick lists of the morning at Norcross and Birmingham from their latest invoices and RO jobs (server/db/seedPartsPicks.ts).
    await seedPartsPicks(tx as unknown as Database, userId);
    // Root cause analysis: the reason and action codes a parts department starts with (server/db/seedRootCauseCodes.ts).
    await seedRootCauseCodes(tx as unknown as Database, userId);
    // The shop's skill catalogue, from engine diagnostics to high-voltage EV (server/db/seedServiceSkills.ts).
    await seedServiceSkills(tx as unknown as Database, userId);
    // The kinds of block on the scheduler board: customer RO job, warranty … shop time (server/db/seedScheduleTypes.ts).
    await seedScheduleTypes(tx as unknown as Database, userId);
    // What the demo's labor operations require of a technician, three left unmapped (server/db/seedLaborOpSkills.ts).
    await seedLaborOpSkills(tx as unknown as Database, userId);
    // Company holidays of this year and the next, and who decides technicians' time off (server/db/seedCompanyHolidays.ts).
    await seedCompanyHolidays(tx as unknown as Database, userId);
    // Who approves technicians' rate changes (server/db/seedTechnicianRates.ts).
    await seedTechnicianRateApprovers(tx as unknown as Database, userId);
    // The service desk's and each employee's phone, which the customer's status page offers (server/db/seedServicePhones.ts).
    await seedServicePhones(tx as unknown as Database);
    // Ford booking lanes of Norcross and Forest Park and a few requests of the coming days (server/db/seedFordBooking.ts).
    await seedFordBooking(tx as unknown as Database, userId);
    // Automation shortcuts: a run of each accounting job at Norcross (server/db/seedAutomationShortcuts.ts).
    await seedAutomationShortcuts(tx as unknown as Database, userId);

    // ---- Product and data imports (begin) ------------------------------------------------------
    await seedProductAndImports(tx as unknown as Database, { permissionId, adminId: userId.get('admin@demo.local'), storage });
    // ---- Product and data imports (end) --------------------------------------------------------
  });
}
