import { sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import { centsOf, moneyText } from '../../src/domain/money';
import { changePercent, payPeriodOf, type StoredRateStatus } from '../../src/domain/service/technicianRates';
import { DEMO_AS_OF } from '../demoAsOf';
import { approvalAuthorities } from './approvals';
import { queryRows, type Database } from './database';
import { users } from './schema';
import { technicianRateChanges } from './technicianRates';

interface Seeded {
  brnId: string;
  /** The technician's place among the branch's technicians, by EmpId. */
  nth: number;
  raiseCents?: number;
  raisePercent?: number;
  status: StoredRateStatus;
  by: 'admin' | 'service' | 'controller';
  decidedBy?: 'admin' | 'service';
  reason: string;
  note?: string;
  batch?: number;
}

/** Who approves rate changes in the demo: service@ as Norcross's service manager, admin@ as the general manager too. A second run writes nothing. */
export async function seedTechnicianRateApprovers(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const admin = userId.get('admin@demo.local')!;
  await tx
    .insert(approvalAuthorities)
    .values([
      { userId: userId.get('service@demo.local')!, kind: 'technician-rate', limitAmount: null, createdBy: admin },
      { userId: admin, kind: 'technician-rate', limitAmount: null, createdBy: admin },
      { userId: admin, kind: 'technician-rate-general-manager', limitAmount: null, createdBy: admin },
    ])
    .onConflictDoNothing();
}

/**
 * Rate changes at Norcross (101), Forest Park (102) and Birmingham (201). At 101 a 10% raise the
 * controller (accounting@, payroll) submitted needs the general manager, a $1.00 raise waits for service@, and service@'s own draft
 * waits to be submitted; 102 has an applied raise and a rejected one, 201 a rule's two drafts. Seeded once the first
 * import has brought the technicians and their rates in; a second run writes nothing.
 */
export async function seedTechnicianRatesAfterImport(db: Database): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const ids = { admin: idOf('admin@demo.local'), service: idOf('service@demo.local'), controller: idOf('accounting@demo.local') };
  if (!ids.admin || !ids.service || !ids.controller) return;
  const who = { admin: ids.admin, service: ids.service, controller: ids.controller };
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(technicianRateChanges);
  if (seeded!.n > 0) return;
  const techs = await queryRows<{ emp_id: string; brn_id: string; rate: string }>(
    db,
    sql`select excede_id as emp_id, branch_code as brn_id, labor_cost_rate as rate from excede_employees
         where is_technician and labor_cost_rate is not null and branch_code in ('101', '102', '201') order by branch_code, excede_id`,
  );
  const today = newYorkDay(DEMO_AS_OF);
  const { start, end } = payPeriodOf(today);
  const nextPeriod = addDays(end, 1);
  const changes: Seeded[] = [
    { brnId: '101', nth: 0, raisePercent: 10, status: 'Pending', by: 'controller', reason: 'Retention: matched a competing offer.' },
    { brnId: '101', nth: 1, raiseCents: 100, status: 'Pending', by: 'admin', reason: 'Passed the brake certification.' },
    { brnId: '101', nth: 2, raiseCents: 75, status: 'Draft', by: 'service', reason: 'Six months review.' },
    { brnId: '102', nth: 0, raiseCents: 125, status: 'Approved', by: 'service', decidedBy: 'admin', reason: 'Annual review.' },
    { brnId: '102', nth: 1, raiseCents: 300, status: 'Rejected', by: 'admin', decidedBy: 'admin', reason: 'Asked for a raise.', note: 'Wait for the annual review.' },
    { brnId: '201', nth: 0, raiseCents: 150, status: 'Draft', by: 'admin', reason: 'Birmingham market adjustment.', batch: 1 },
    { brnId: '201', nth: 1, raiseCents: 150, status: 'Draft', by: 'admin', reason: 'Birmingham market adjustment.', batch: 1 },
  ];
  const rows = changes.flatMap((s) => {
    const tech = techs.filter((t) => t.brn_id === s.brnId)[s.nth];
    if (!tech) return [];
    const current = centsOf(tech.rate)!;
    const proposed = s.raiseCents ? current + s.raiseCents : current + Math.round((current * s.raisePercent!) / 100);
    const submitted = s.status !== 'Draft';
    return [
      {
        empId: tech.emp_id,
        brnId: tech.brn_id,
        currentRate: moneyText(current),
        proposedRate: moneyText(proposed),
        changePercent: changePercent(current, proposed)?.toFixed(2) ?? null,
        effectiveOn: s.status === 'Approved' ? start : nextPeriod,
        status: s.status,
        reason: s.reason,
        batchId: s.batch ?? null,
        submittedBy: submitted ? who[s.by] : null,
        submittedAt: submitted ? DEMO_AS_OF : null,
        decidedBy: s.decidedBy ? who[s.decidedBy] : null,
        decidedAt: s.decidedBy ? DEMO_AS_OF : null,
        decisionNote: s.note ?? null,
        createdBy: who[s.by],
        updatedBy: s.decidedBy ? who[s.decidedBy] : who[s.by],
      },
    ];
  });
  if (rows.length) await db.insert(technicianRateChanges).values(rows);
}
