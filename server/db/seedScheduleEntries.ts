import { eq, sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import { instantOf, isWorkday } from '../../src/domain/service/availability';
import { BOARD_STEP_MINUTES } from '../../src/domain/service/schedulerBoard';
import { placementRefusal, scheduleTypeOfRo } from '../../src/domain/service/placement';
import type { ScheduleEntryStatus } from '../../src/domain/service/scheduleEntries';
import { DEMO_AS_OF } from '../demoAsOf';
import { placementCheckOf, techniciansOfBranch, type BranchTechnician } from '../routes/service/schedulerData';
import { queryRows, type Database } from './database';
import { scheduleEntries } from './scheduleEntries';
import { users } from './schema';

const BRANCHES = ['101', '102', '201'] as const;
const STEP = BOARD_STEP_MINUTES * 60_000;
const HOUR = 3_600_000;
/** The most of a technician's day the demo books ahead (7.5 of 8 hours): a shop runs full but not over. */
const BOOKED_AHEAD_HOURS = 7.5;

/** How many technicians and days a job is tried on before the demo leaves it in the queue. */
const MAX_TRIES = 12;

const toStep = (ms: number) => Math.round(ms / STEP) * STEP;
type Entry = Omit<typeof scheduleEntries.$inferInsert, 'createdBy' | 'updatedBy'>;

/** Excede's job status as the board's: what an open job is waiting on. */
const statusOfJob = (status: string): ScheduleEntryStatus =>
  status === 'Waiting parts' ? 'Waiting on parts' : status === 'Waiting approval' ? 'Waiting on approval' : status === 'In progress' ? 'In progress' : 'Scheduled';

/** The week's past: the technicians' clock punches on jobs since Monday, to the quarter hour, done (in progress when still open). */
async function pastBlocks(db: Database, brnId: string, monday: string): Promise<Entry[]> {
  const punches = await queryRows<{ empId: string; slsId: string; opsId: number; clockIn: Date | string; clockOut: Date | string | null; roType: string }>(
    db,
    sql`select t.emp_id as "empId", t.sls_id as "slsId", t.ops_id as "opsId", t.clock_in as "clockIn", t.clock_out as "clockOut", r.sls_typ_id as "roType"
          from excede_tech_time t join excede_repair_orders r on r.sls_id = t.sls_id
         where r.brn_id = ${brnId} and t.ops_id is not null and t.clock_in >= ${new Date(instantOf(monday, '00:00')).toISOString()}::timestamptz
           and t.clock_in < ${DEMO_AS_OF.toISOString()}::timestamptz
         order by t.emp_id, t.clock_in`,
  );
  const entries: Entry[] = [];
  for (const p of punches) {
    const from = toStep(new Date(p.clockIn).getTime());
    const out = p.clockOut === null ? null : toStep(new Date(p.clockOut).getTime());
    const to = out ?? Math.max(from + STEP, toStep(DEMO_AS_OF.getTime()));
    const last = entries.at(-1);
    if (to <= from || newYorkDay(from) !== newYorkDay(to - 1)) continue;
    if (last && last.empId === p.empId && last.endAt.getTime() > from) continue;
    entries.push({ brnId, scheduleType: scheduleTypeOfRo(p.roType), slsId: p.slsId, opsId: p.opsId, empId: p.empId, startAt: new Date(from), endAt: new Date(to), status: out === null ? 'In progress' : 'Done' });
  }
  return entries;
}

interface OpenJob {
  slsId: string;
  opsId: number;
  laborOp: string;
  hours: number;
  status: string;
  roType: string;
}

/**
 * The days ahead: the branch's open jobs, most pressing first, booked on the first technician and time the
 * board's own rules allow (skills, holidays, time off, no overlap), around the lunch half hour, up to
 * BOOKED_AHEAD_HOURS a day; every fourth job is left in the queue for the dispatcher.
 */
async function aheadBlocks(db: Database, brnId: string, technicians: readonly BranchTechnician[], days: readonly string[]): Promise<Entry[]> {
  const jobs = await queryRows<OpenJob>(
    db,
    sql`select j.sls_id as "slsId", j.ops_id as "opsId", j.labor_op as "laborOp", j.hrs_flat::float8 as hours, j.status, r.sls_typ_id as "roType"
          from excede_repair_orders r join excede_ro_jobs j on j.sls_id = r.sls_id
         where r.brn_id = ${brnId} and r.date_invoice is null and r.status = '644' and j.status not in ('Complete', 'In progress')
           and not exists (select 1 from schedule_entries s where s.sls_id = j.sls_id and s.ops_id = j.ops_id)
         order by r.date_promise nulls last, j.sls_id, j.ops_id`,
  );
  const booked = new Map<string, { cursor: number; hours: number }>();
  const entries: Entry[] = [];
  for (const [i, job] of jobs.entries()) {
    if (i % 4 === 3) continue;
    const length = Math.max(STEP, Math.ceil((job.hours * HOUR) / STEP) * STEP);
    let tries = 0;
    placing: for (const day of days) {
      for (const technician of technicians) {
        const key = `${technician.empId}/${day}`;
        const state = booked.get(key) ?? { cursor: Math.max(instantOf(day, '07:00'), Math.ceil(DEMO_AS_OF.getTime() / STEP) * STEP), hours: 0 };
        let from = state.cursor;
        if (from < instantOf(day, '11:30') && from + length > instantOf(day, '11:30')) from = instantOf(day, '12:00');
        const span = { from, to: from + length };
        if (span.to > instantOf(day, '15:30') || state.hours + length / HOUR > BOOKED_AHEAD_HOURS) continue;
        // A job few can take stays in the queue after a few refusals, so a large shop's demo seeds quickly.
        if (++tries > MAX_TRIES) break placing;
        if (placementRefusal(await placementCheckOf(db, { brnId, technician, laborOp: job.laborOp, span }))) continue;
        booked.set(key, { cursor: span.to, hours: state.hours + length / HOUR });
        entries.push({ brnId, scheduleType: scheduleTypeOfRo(job.roType), slsId: job.slsId, opsId: job.opsId, empId: technician.empId, startAt: new Date(span.from), endAt: new Date(span.to), status: statusOfJob(job.status) });
        break placing;
      }
    }
  }
  return entries;
}

/** Friday's last hour is shop time (cleaning, tools) for each technician not clocked on a job then: the week's non-RO block. */
function shopHours(brnId: string, technicians: readonly BranchTechnician[], friday: string, past: readonly Entry[]): Entry[] {
  const from = instantOf(friday, '14:30');
  const busy = (empId: string) => past.some((e) => e.empId === empId && e.startAt.getTime() < from + HOUR && e.endAt.getTime() > from);
  return technicians
    .filter((t) => !busy(t.empId))
    .map((t) => ({ brnId, scheduleType: 'SHOP', empId: t.empId, startAt: new Date(from), endAt: new Date(from + HOUR), status: from + HOUR <= DEMO_AS_OF.getTime() ? 'Done' : 'Scheduled' }));
}

/**
 * The scheduler board's demo at Norcross (101), Forest Park (102) and Birmingham (201): the demo week's past
 * from the technicians' clock punches, the workdays ahead to the end of next week booked with the open jobs
 * (some waiting on parts or approval, some left in the queue), and Friday's shop hour. Seeded once the import
 * has brought the technicians and repair orders in, after their skills, templates and time off; a second
 * run writes nothing.
 */
export async function seedScheduleEntriesAfterImport(db: Database): Promise<void> {
  const [service] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'service@demo.local'));
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(scheduleEntries).where(eq(scheduleEntries.brnId, '201'));
  if (!service || seeded!.n > 0) return;
  const today = newYorkDay(DEMO_AS_OF);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, weekday === 0 ? -6 : 1 - weekday);
  const friday = addDays(monday, 4);
  const ahead: string[] = [];
  for (let day = today; day <= addDays(monday, 11); day = addDays(day, 1)) if (isWorkday(day)) ahead.push(day);
  const by = { createdBy: service.id, updatedBy: service.id };
  for (const brnId of BRANCHES) {
    const technicians = await techniciansOfBranch(db, brnId);
    if (!technicians.length) continue;
    const past = await pastBlocks(db, brnId, monday);
    const shop = shopHours(brnId, technicians, friday, past);
    if (past.length + shop.length) await db.insert(scheduleEntries).values([...past, ...shop].map((e) => ({ ...e, ...by })));
    // Booked after the past and the shop hour are in, so the rules see them; from the next quarter hour on.
    const future = await aheadBlocks(db, brnId, technicians, ahead);
    if (future.length) await db.insert(scheduleEntries).values(future.map((e) => ({ ...e, ...by })));
  }
}
