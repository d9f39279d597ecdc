import { eq, sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import { shopDayOf, timeOffHours, type Span } from '../../src/domain/service/availability';
import type { TimeOffStatus, TimeOffType } from '../../src/domain/service/timeOff';
import { DEMO_AS_OF } from '../demoAsOf';
import { queryRows, type Database } from './database';
import { scheduleEntries } from './scheduleEntries';
import { users } from './schema';
import { technicianTimeOff } from './technicianTimeOff';

const HOUR = 3_600_000;

/** The demo day's next `n` workdays' shop days, from tomorrow. */
function nextShopDays(n: number): Span[] {
  const days: Span[] = [];
  for (let day = addDays(newYorkDay(DEMO_AS_OF), 1); days.length < n; day = addDays(day, 1)) {
    const shop = shopDayOf(day);
    if (shop) days.push(shop);
  }
  return days;
}

/** The demo day's previous `n`th workday's shop day. */
function pastShopDay(n: number): Span {
  let found = 0;
  for (let day = addDays(newYorkDay(DEMO_AS_OF), -1); ; day = addDays(day, -1)) {
    const shop = shopDayOf(day);
    if (shop && ++found === n) return shop;
  }
}

interface Request {
  tech: number;
  type: TimeOffType;
  span: Span;
  status: TimeOffStatus;
  by: number;
  decidedBy?: number;
  note?: string;
}

/**
 * Time off at Norcross (101), Forest Park (102) and Birmingham (201), and the scheduler board's next days at
 * Norcross: a technician's vacation the week before (approved), a denied request, a training day requested by
 * the service manager (so another must decide it), and a vacation the administrator requested over two days
 * the technician is booked on open RO jobs, which service@ can approve and see the jobs to reassign. Seeded
 * once the first import has brought the technicians and repair orders in; a second run writes nothing.
 */
export async function seedTimeOffAfterImport(db: Database): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  const admin = id('admin@demo.local');
  const service = id('service@demo.local');
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(technicianTimeOff);
  if (!admin || !service || seeded!.n > 0) return;
  const techs = await queryRows<{ emp_id: string; brn_id: string }>(
    db,
    sql`select excede_id as emp_id, branch_code as brn_id from excede_employees where is_technician and branch_code in ('101', '102', '201') order by branch_code, excede_id`,
  );
  const at = (brnId: string) => techs.filter((t) => t.brn_id === brnId);
  const norcross = at('101');
  if (norcross.length < 2) return;
  const [next1, next2, next3] = nextShopDays(3) as [Span, Span, Span];
  const lastWeek = { from: pastShopDay(7).from, to: pastShopDay(5).to };
  const requests: (Request & { techs: { emp_id: string; brn_id: string }[] })[] = [
    { techs: norcross, tech: 0, type: 'Vacation', span: lastWeek, status: 'Approved', by: admin, decidedBy: service },
    { techs: norcross, tech: 1, type: 'Vacation', span: next3, status: 'Denied', by: admin, decidedBy: service, note: 'Two technicians are out that day already.' },
    { techs: norcross, tech: 0, type: 'Training', span: next3, status: 'Requested', by: service },
    { techs: norcross, tech: 1, type: 'Vacation', span: { from: next1.from, to: next2.to }, status: 'Requested', by: admin },
    { techs: at('102'), tech: 0, type: 'Sick', span: pastShopDay(1), status: 'Approved', by: admin, decidedBy: admin },
    { techs: at('201'), tech: 0, type: 'Vacation', span: { from: next2.from, to: next3.to }, status: 'Requested', by: admin },
    { techs: at('201'), tech: 1, type: 'Training', span: { from: next1.from, to: next1.from + 4 * HOUR }, status: 'Approved', by: admin, decidedBy: admin },
  ];
  const jobs = await queryRows<{ sls_id: string; ops_id: number; hrs_flat: string }>(
    db,
    sql`select j.sls_id, j.ops_id, j.hrs_flat from excede_ro_jobs j join excede_repair_orders r on r.sls_id = j.sls_id
         where r.brn_id = '101' and r.status = '644' and r.date_invoice is null order by r.date_open desc, j.ops_id limit 4`,
  );
  await db.transaction(async (tx) => {
    for (const r of requests) {
      const tech = r.techs[r.tech];
      if (!tech) continue;
      const decided = r.decidedBy === undefined ? {} : { decidedBy: r.decidedBy, decidedAt: new Date(Math.min(r.span.from, DEMO_AS_OF.getTime()) - 24 * HOUR), decisionNote: r.note ?? null };
      await tx.insert(technicianTimeOff).values({
        empId: tech.emp_id,
        brnId: tech.brn_id,
        type: r.type,
        fromAt: new Date(r.span.from),
        toAt: new Date(r.span.to),
        hours: timeOffHours(r.span).toFixed(1),
        status: r.status,
        ...decided,
        createdBy: r.by,
        updatedBy: r.decidedBy ?? r.by,
      });
    }
    // Jobs booked on the next two days, a morning and an afternoon each: the first two on the technician whose vacation waits for a decision.
    const entries = jobs.slice(0, 4).map((job, i) => {
      const day = i % 2 === 0 ? next1 : next2;
      const start = day.from + (i < 2 ? 1 : 4.5) * HOUR;
      const hours = Math.max(1, Math.min(3.5, Number(job.hrs_flat)));
      return { brnId: '101', scheduleType: 'CUST', slsId: job.sls_id, opsId: job.ops_id, empId: norcross[i < 2 ? 1 : 0]!.emp_id, startAt: new Date(start), endAt: new Date(start + hours * HOUR), createdBy: service, updatedBy: service };
    });
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(scheduleEntries).where(eq(scheduleEntries.brnId, '101'));
    if (entries.length && existing!.n === 0) await tx.insert(scheduleEntries).values(entries);
  });
}
