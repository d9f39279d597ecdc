import { sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { instantOf, unavailableOn, type Span, type TimeOffSpan, type Unavailable } from '../../../src/domain/service/availability';
import type { CompanyHoliday } from '../../../src/domain/service/companyHolidays';
import { operationRequirements } from '../../../src/domain/service/laborGuide';
import {
  availableHours,
  blockHours,
  boardDays,
  capacityOf,
  daysFrom,
  EXPECTED_PRODUCTIVITY,
  jobPriority,
  queueOrder,
  requirementWords,
  SHOP_DAY,
  shiftOf,
  type BookedBlock,
  type PlacementCheck,
  type ShiftSpan,
  type SkillName,
} from '../../../src/domain/service/placement';
import { jobKey, type BoardEntry, type BoardJob, type BoardScheduleType, type BoardTechnician, type BoardView, type SchedulerBoard } from '../../../src/domain/service/schedulerBoard';
import type { LevelScale } from '../../../src/domain/service/skills';
import type { HeldSkill } from '../../../src/domain/service/technicianAbility';
import { LiveFeed } from '../../business/liveFeed';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { scheduleEntries } from '../../db/scheduleEntries';
import { holidaysOf } from './companyHolidays';

export const ENTRY_NOT_FOUND = 'That block is no longer on the board.';
/** A block as its changes name it (server/business/recordChange.ts): of its branch. */
export const ENTRY = { table: scheduleEntries, entity: 'schedule entry', branchOf: (row: { brnId: string }) => row.brnId, notFound: ENTRY_NOT_FOUND };

/** What the board's live stream sends: a block placed or changed, or one sent back to the queue. */
export type SchedulerEvent = { kind: 'entry'; entry: BoardEntry } | { kind: 'removed'; id: number };

/** Every change to a branch's board, by branch: the open boards of that branch follow it. */
export const schedulerFeed = new LiveFeed<SchedulerEvent>();

type EntryRow = typeof scheduleEntries.$inferSelect;

export const boardEntryOf = (row: EntryRow): BoardEntry => ({
  id: row.id,
  version: row.version,
  scheduleType: row.scheduleType,
  job: row.slsId !== null && row.opsId !== null ? { slsId: row.slsId, opsId: row.opsId } : null,
  empId: row.empId,
  bay: row.bay,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  status: row.status,
  note: row.note,
});

export interface BranchTechnician {
  empId: string;
  name: string;
  title: string;
}

/** The technicians of a branch, by name. */
export const techniciansOfBranch = (db: Database, brnId: string) =>
  queryRows<BranchTechnician>(db, sql`select excede_id as "empId", name, title from excede_employees where is_technician and branch_code = ${brnId} order by name, excede_id`);

/** One technician of the branch, or undefined. */
export async function technicianOfBranch(db: Database, brnId: string, empId: string): Promise<BranchTechnician | undefined> {
  const [row] = await queryRows<BranchTechnician>(db, sql`select excede_id as "empId", name, title from excede_employees where is_technician and branch_code = ${brnId} and excede_id = ${empId}`);
  return row;
}

interface RawJob {
  sls_id: string;
  ops_id: number;
  labor_op: string;
  description: string;
  hrs_flat: number;
  sls_typ_id: string;
  date_promise: Date | string | null;
  unit_no: string | null;
  customer: string | null;
  placed: number;
  open: boolean;
}

/** A job still to do: of an open repair order (not invoiced) and not complete in Excede. */
const OPEN_JOB = sql`r.date_invoice is null and r.status = '644' and j.status <> 'Complete'`;

/** The branch's open jobs and those `named` (jobs of blocks shown), with the hours every block of theirs holds. */
async function jobsOf(db: Database, brnId: string, named: readonly { slsId: string; opsId: number }[]): Promise<RawJob[]> {
  const keys = `{${named.map((j) => `"${jobKey(j)}"`).join(',')}}`;
  return queryRows<RawJob>(
    db,
    sql`with jobs as (
          select j.sls_id, j.ops_id, j.labor_op, j.description, j.hrs_flat::float8 as hrs_flat, r.sls_typ_id, r.date_promise, r.unt_id, r.cus_id, ${OPEN_JOB} as open
            from excede_repair_orders r join excede_ro_jobs j on j.sls_id = r.sls_id
           where r.brn_id = ${brnId} and (${OPEN_JOB} or j.sls_id || '/' || j.ops_id = any(${keys}::text[]))
        ), placed as (
          select s.sls_id, s.ops_id, sum(extract(epoch from s.end_at - s.start_at))::float8 / 3600 as hours
            from schedule_entries s join jobs on jobs.sls_id = s.sls_id and jobs.ops_id = s.ops_id group by s.sls_id, s.ops_id
        )
        select jobs.sls_id, jobs.ops_id, jobs.labor_op, jobs.description, jobs.hrs_flat, jobs.sls_typ_id, jobs.date_promise, jobs.open,
               coalesce(u.fleet_unt_id, u.unt_id) as unit_no, c.name as customer, coalesce(placed.hours, 0) as placed
          from jobs
          left join placed on placed.sls_id = jobs.sls_id and placed.ops_id = jobs.ops_id
          left join excede_units u on u.unt_id = jobs.unt_id
          left join excede_customers c on c.cus_id = jobs.cus_id`,
  );
}

interface Link {
  laborOp: string;
  skillId: number;
  minLevel: number;
}

/** Every labor-op skill link, and the names of the skills they name. */
async function linksAndSkills(db: Database): Promise<{ links: Link[]; skills: Map<number, SkillName> }> {
  const rows = await queryRows<Link & { name: string; levelScale: LevelScale }>(
    db,
    sql`select l.labor_op as "laborOp", l.skill_id as "skillId", l.min_level as "minLevel", s.name, s.level_scale as "levelScale"
          from labor_op_skills l join service_skills s on s.id = l.skill_id`,
  );
  return { links: rows, skills: new Map(rows.map((r) => [r.skillId, { name: r.name, levelScale: r.levelScale }])) };
}

function boardJobOf(r: RawJob, links: readonly Link[], skills: ReadonlyMap<number, SkillName>): BoardJob {
  const needs = operationRequirements(r.labor_op, links);
  const requires = needs.kind === 'requires' ? needs.skills.map((s) => requirementWords(skills.get(s.skillId)!, s.minLevel)) : [];
  return {
    slsId: r.sls_id,
    opsId: r.ops_id,
    laborOp: r.labor_op,
    description: r.description,
    unitNo: r.unit_no ?? '',
    customer: r.customer ?? '',
    estimatedHours: Number(r.hrs_flat),
    promiseAt: isoTime(r.date_promise),
    priority: jobPriority(r.sls_typ_id),
    requires,
    unmapped: needs.kind === 'unmapped',
    unplacedHours: Math.max(0, Math.round((Number(r.hrs_flat) - r.placed) * 4) / 4),
  };
}

/** The branch's company holidays of the days. */
async function holidaysIn(db: Database, brnId: string, from: string, to: string): Promise<CompanyHoliday[]> {
  const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])];
  return (await Promise.all(years.map((y) => holidaysOf(db, y, [brnId])))).flat().filter((h) => h.day >= from && h.day <= to);
}

/** Approved time off of the branch's technicians (or of one) overlapping the days. */
const timeOffIn = (db: Database, brnId: string, from: string, to: string, empId?: string) =>
  queryRows<TimeOffSpan>(
    db,
    sql`select emp_id as "empId", type, status, from_at as "fromAt", to_at as "toAt" from technician_time_off
         where brn_id = ${brnId} and status = 'Approved' and from_at < ${new Date(instantOf(addDays(to, 1), '00:00')).toISOString()}::timestamptz
           and to_at > ${new Date(instantOf(from, '00:00')).toISOString()}::timestamptz ${empId ? sql`and emp_id = ${empId}` : sql``}`,
  ).then((rows) => rows.map((r) => ({ ...r, fromAt: isoTime(r.fromAt), toAt: isoTime(r.toAt) })));

/** Where the board starts a day: midnight New York time, as an ISO instant. */
const dayStart = (day: string) => new Date(instantOf(day, '00:00')).toISOString();

/** A branch's board of a day or a week: its technicians with their hours, blocks, the jobs and the queue, and capacity. */
export async function readBoard(db: Database, brnId: string, view: BoardView, day: string): Promise<SchedulerBoard> {
  const { from, to } = boardDays(view, day);
  const days = daysFrom(from, to);
  const [technicians, shifts, holidays, timeOff, entryRows, linked, types, bays] = await Promise.all([
    techniciansOfBranch(db, brnId),
    queryRows<{ empId: string; day: string; startAt: Date | string; endAt: Date | string; breakMinutes: number; templateName: string | null }>(
      db,
      sql`select s.emp_id as "empId", s.day::text as day, s.start_at as "startAt", s.end_at as "endAt", s.break_minutes as "breakMinutes", t.name as "templateName"
            from technician_shifts s left join scheduler_templates t on t.id = s.template_id
           where s.brn_id = ${brnId} and s.day between ${from} and ${to} order by s.day`,
    ),
    holidaysIn(db, brnId, from, to),
    timeOffIn(db, brnId, from, to),
    db
      .select()
      .from(scheduleEntries)
      .where(sql`${scheduleEntries.brnId} = ${brnId} and ${scheduleEntries.startAt} < ${dayStart(addDays(to, 1))}::timestamptz and ${scheduleEntries.endAt} > ${dayStart(from)}::timestamptz`)
      .orderBy(scheduleEntries.startAt, scheduleEntries.id),
    linksAndSkills(db),
    queryRows<BoardScheduleType>(db, sql`select code, name, colour, productive, ro_required as "roRequired" from schedule_types where active order by name`),
    branchBays(db, brnId),
  ]);
  const entries = entryRows.map(boardEntryOf);
  const rawJobs = await jobsOf(db, brnId, entries.flatMap((e) => (e.job ? [e.job] : [])));
  const jobs: Record<string, BoardJob> = {};
  for (const r of rawJobs) jobs[jobKey({ slsId: r.sls_id, opsId: r.ops_id })] = boardJobOf(r, linked.links, linked.skills);
  const queue = rawJobs
    .filter((r) => r.open)
    .map((r) => jobs[jobKey({ slsId: r.sls_id, opsId: r.ops_id })]!)
    .filter((j) => j.unplacedHours > 0)
    .sort(queueOrder)
    .map(jobKey);

  const shiftByTechDay = new Map(shifts.map((s) => [`${s.empId}/${s.day}`, { from: Date.parse(isoTime(s.startAt)), to: Date.parse(isoTime(s.endAt)), breakMinutes: s.breakMinutes }]));
  const technicianDays: { day: string; available: number }[] = [];
  const rows: BoardTechnician[] = technicians.map((t) => {
    const dayShifts: ShiftSpan[] = [];
    const unavailable: Unavailable[] = [];
    let available = 0;
    for (const d of days) {
      const shift = shiftOf(d, shiftByTechDay.get(`${t.empId}/${d}`));
      const off = unavailableOn(d, { brnId, empId: t.empId }, holidays, timeOff);
      unavailable.push(...off);
      if (!shift) continue;
      dayShifts.push(shift);
      const hours = availableHours([shift], off);
      technicianDays.push({ day: d, available: hours });
      available += hours;
    }
    const own = entries.filter((e) => e.empId === t.empId).map((e) => ({ from: Date.parse(e.startAt), to: Date.parse(e.endAt) }));
    return {
      empId: t.empId,
      name: t.name,
      grade: /Technician ([ABC])/.exec(t.title)?.[1] ?? '',
      shifts: dayShifts.map((s) => ({ from: new Date(s.from).toISOString(), to: new Date(s.to).toISOString(), breakMinutes: s.breakMinutes })),
      unavailable: unavailable.map((u) => ({ from: new Date(u.from).toISOString(), to: new Date(u.to).toISOString(), reason: u.reason })),
      availableHours: available,
      scheduledHours: blockHours(own),
      shiftName: shifts.find((s) => s.empId === t.empId)?.templateName ?? SHOP_DAY,
    };
  });
  const mine = new Set(technicians.map((t) => t.empId));
  const blocks = entries.filter((e) => e.empId !== null && mine.has(e.empId)).map((e) => ({ from: Date.parse(e.startAt), to: Date.parse(e.endAt) }));
  return {
    brnId,
    view,
    from,
    to,
    technicians: rows,
    entries,
    jobs,
    queue,
    scheduleTypes: types,
    capacity: capacityOf(days, technicianDays, blocks),
    productivity: EXPECTED_PRODUCTIVITY,
    bays,
  };
}

/** The branch's bays: every bay of its active scheduler templates, by code. */
export async function branchBays(db: Database, brnId: string): Promise<string[]> {
  const rows = await queryRows<{ bay: string }>(
    db,
    sql`select distinct upper(b) as bay from scheduler_templates t cross join unnest(t.bays) as b where t.brn_id = ${brnId} and t.active and trim(b) <> '' order by bay`,
  );
  return rows.map((r) => r.bay);
}

/** A job of an open repair order of the branch, with what the server needs to place it, or undefined. */
export async function openJobOf(db: Database, brnId: string, job: { slsId: string; opsId: number }) {
  const [row] = await queryRows<{ laborOp: string; roType: string }>(
    db,
    sql`select j.labor_op as "laborOp", r.sls_typ_id as "roType" from excede_repair_orders r join excede_ro_jobs j on j.sls_id = r.sls_id
         where r.brn_id = ${brnId} and j.sls_id = ${job.slsId} and j.ops_id = ${job.opsId} and ${OPEN_JOB}`,
  );
  return row;
}

/** The labor operation of a block's job (whatever its repair order's state), or null for non-RO work. */
export async function laborOpOfJob(db: Database, job: { slsId: string | null; opsId: number | null }): Promise<string | null> {
  if (job.slsId === null || job.opsId === null) return null;
  const [row] = await queryRows<{ laborOp: string }>(db, sql`select labor_op as "laborOp" from excede_ro_jobs where sls_id = ${job.slsId} and ops_id = ${job.opsId}`);
  return row?.laborOp ?? null;
}

/**
 * What placementRefusal needs to judge a block on a technician at a time, read in the transaction that will
 * write it, after the technician's day is locked: their skills, the operation's requirements, the branch's
 * holidays and their time off that day, and their other blocks of the day (`except` the one being moved).
 */
export async function placementCheckOf(
  tx: Database,
  at: { brnId: string; technician: BranchTechnician; laborOp: string | null; span: Span; except?: number },
): Promise<PlacementCheck> {
  const { brnId, technician, span } = at;
  const day = newYorkDay(span.from);
  const [held, linked, branch, timeOff, booked] = await Promise.all([
    queryRows<HeldSkill>(
      tx,
      sql`select t.skill_id as "skillId", t.level, s.certification_required as "certificationRequired", t.certification_expires::text as "certificationExpires"
            from technician_skills t join service_skills s on s.id = t.skill_id where t.emp_id = ${technician.empId}`,
    ),
    linksAndSkills(tx),
    closedOn(tx, brnId, day),
    timeOffIn(tx, brnId, day, day, technician.empId),
    bookedOn(tx, { empId: technician.empId }, day, at.except),
  ]);
  return {
    technician: { name: technician.name, skills: held },
    requirements: at.laborOp === null ? null : operationRequirements(at.laborOp, linked.links),
    skillNames: linked.skills,
    branchName: branch.branchName,
    span,
    closed: branch.closed,
    away: unavailableOn(day, { brnId, empId: technician.empId }, [], timeOff),
    booked,
  };
}

/**
 * Holds the technician's day until the transaction ends, so two dispatchers placing on it at once are judged
 * one after the other: the day's blocks are locked, and so is the day itself, which has no row to lock when empty.
 */
export async function lockTechnicianDay(tx: Database, empId: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule:${empId}:${day}`}))`);
  await tx.execute(
    sql`select id from schedule_entries where emp_id = ${empId} and start_at < ${dayStart(addDays(day, 1))}::timestamptz and end_at > ${dayStart(day)}::timestamptz for update`,
  );
}

/** The other blocks of the day of a technician (or of a bay of the branch), named as an overlap refusal says them. */
export async function bookedOn(tx: Database, whose: { empId: string } | { brnId: string; bay: string }, day: string, except: number | undefined): Promise<BookedBlock[]> {
  const owner = 'empId' in whose ? sql`s.emp_id = ${whose.empId}` : sql`s.brn_id = ${whose.brnId} and upper(s.bay) = upper(${whose.bay})`;
  const rows = await queryRows<{ label: string; startAt: Date | string; endAt: Date | string }>(
    tx,
    sql`select coalesce('RO ' || s.sls_id || ' ' || j.labor_op, t.name, s.schedule_type) as label, s.start_at as "startAt", s.end_at as "endAt"
          from schedule_entries s
          left join excede_ro_jobs j on j.sls_id = s.sls_id and j.ops_id = s.ops_id
          left join schedule_types t on upper(t.code) = upper(s.schedule_type)
         where ${owner} and s.id <> ${except ?? 0} and s.start_at < ${dayStart(addDays(day, 1))}::timestamptz and s.end_at > ${dayStart(day)}::timestamptz
         order by s.start_at`,
  );
  return rows.map((r) => ({ label: r.label, from: Date.parse(isoTime(r.startAt)), to: Date.parse(isoTime(r.endAt)) }));
}

/** Holds a bay's day until the transaction ends, as lockTechnicianDay holds a technician's. */
export async function lockBayDay(tx: Database, brnId: string, bay: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`schedule-bay:${brnId}:${bay.toUpperCase()}:${day}`}))`);
}

/** The branch's name and company holidays of a day, as a placement in a bay without a technician is judged. */
export async function closedOn(tx: Database, brnId: string, day: string): Promise<{ branchName: string; closed: Unavailable[] }> {
  const [holidays, [branch]] = await Promise.all([holidaysIn(tx, brnId, day, day), queryRows<{ name: string }>(tx, sql`select name from branches where code = ${brnId}`)]);
  return { branchName: branch?.name ?? brnId, closed: unavailableOn(day, { brnId }, holidays) };
}
