import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TimeOffSpan } from '../../../src/domain/service/availability';
import type { CompanyHoliday } from '../../../src/domain/service/companyHolidays';
import { weeklyHours, type SchedulerTemplate } from '../../../src/domain/service/schedulerTemplates';
import { inBranches } from '../../business/branchScope';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { schedulerTemplates, technicianShifts } from '../../db/schedulerTemplates';
import { technicianTimeOff } from '../../db/technicianTimeOff';
import { holidaysOf } from './companyHolidays';

export const TEMPLATE_NOT_FOUND = 'That scheduler template does not exist.';
/** A template as its changes name it (server/business/recordChange.ts): of its branch. */
export const TEMPLATE = { table: schedulerTemplates, entity: 'scheduler template', branchOf: (row: { brnId: string }) => row.brnId, notFound: TEMPLATE_NOT_FOUND };

type Raw = Omit<SchedulerTemplate, 'weeklyHours' | 'updatedAt'> & { updatedAt: Date | string };

/** The templates of the branches (or one), by branch and name. */
export async function templatesOf(db: Database, branches: readonly string[], id?: number): Promise<SchedulerTemplate[]> {
  const rows = await queryRows<Raw>(
    db,
    sql`select t.id, t.version, t.brn_id as "brnId", t.name, t.weekdays, t.shift_start as "shiftStart", t.shift_end as "shiftEnd", t.breaks, t.emp_ids as "empIds",
               t.bays, t.active, u.name as "updatedByName", t.updated_at as "updatedAt"
          from scheduler_templates t left join users u on u.id = t.updated_by
         where ${inBranches(sql`t.brn_id`, branches)} ${id === undefined ? sql`` : sql`and t.id = ${id}`}
         order by t.brn_id, t.name`,
  );
  return rows.map((r) => ({ ...r, weeklyHours: weeklyHours(r), updatedAt: isoTime(r.updatedAt) }));
}

/** The branch's technicians among `empIds`: whom a template may name. */
export async function techniciansAmong(db: Database, brnId: string, empIds: readonly string[]): Promise<Set<string>> {
  if (!empIds.length) return new Set();
  const rows = await queryRows<{ excede_id: string }>(
    db,
    sql`select excede_id from excede_employees where is_technician and branch_code = ${brnId} and excede_id in (${sql.join(empIds.map((e) => sql`${e}`), sql`, `)})`,
  );
  return new Set(rows.map((r) => r.excede_id));
}

/** What apply must respect over a range at a branch: its company holidays and the technicians' time off. */
export async function constraintsOf(db: Database, brnId: string, empIds: readonly string[], range: { from: string; to: string }): Promise<{ holidays: CompanyHoliday[]; timeOff: TimeOffSpan[] }> {
  const years = [...new Set([Number(range.from.slice(0, 4)), Number(range.to.slice(0, 4))])];
  const holidays = (await Promise.all(years.map((y) => holidaysOf(db, y, [brnId])))).flat();
  const rows = empIds.length
    ? await db
        .select()
        .from(technicianTimeOff)
        .where(and(inArray(technicianTimeOff.empId, [...empIds]), sql`${technicianTimeOff.fromAt} < (${range.to}::date + 2)::timestamptz and ${technicianTimeOff.toAt} > (${range.from}::date - 1)::timestamptz`))
    : [];
  return { holidays, timeOff: rows.map((r) => ({ empId: r.empId, type: r.type, status: r.status, fromAt: r.fromAt.toISOString(), toAt: r.toAt.toISOString() })) };
}

/** The shifts already written for these technicians on these days: what an apply replaces. */
export async function shiftsOn(db: Database, empIds: readonly string[], days: readonly string[]) {
  if (!empIds.length || !days.length) return [];
  return db
    .select()
    .from(technicianShifts)
    .where(and(inArray(technicianShifts.empId, [...empIds]), inArray(technicianShifts.day, [...days])));
}

export const templateById = (db: Database, id: number) => db.select().from(schedulerTemplates).where(eq(schedulerTemplates.id, id));
