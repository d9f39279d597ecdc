import { sql } from 'drizzle-orm';
import { TIME_OFF_FIELDS, type TimeOffConflict, type TimeOffRow } from '../../../src/domain/service/timeOff';
import { inBranches } from '../../business/branchScope';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { businessDayOf } from '../../db/businessDay';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { technicianTimeOff } from '../../db/technicianTimeOff';

export const TIME_OFF_NOT_FOUND = 'That time off request does not exist.';
/** A request as its changes name it (server/business/recordChange.ts): of its technician's branch. */
export const TIME_OFF = { table: technicianTimeOff, entity: 'technician time off', branchOf: (row: { brnId: string }) => row.brnId, notFound: TIME_OFF_NOT_FOUND };

/** Each request with its technician's, requester's and decider's names. */
const TIME_OFF_ROWS = sql`(
  select t.id, t.brn_id, t.emp_id, coalesce(e.name, t.emp_id) as technician, t.type, t.from_at, t.to_at, t.hours::float8 as hours, t.status,
         r.name as requested_by, t.created_by as requested_by_id, d.name as decided_by, t.decided_at, t.decision_note, t.version
    from technician_time_off t
    left join excede_employees e on e.excede_id = t.emp_id
    left join users r on r.id = t.created_by
    left join users d on d.id = t.decided_by
) k`;

/** The time off grid (the list kit pages, sorts and filters it): the newest start first. */
export const TIME_OFF_LIST: ListDefinition = {
  name: 'technician-time-off',
  from: TIME_OFF_ROWS,
  branch: sql`k.brn_id`,
  date: businessDayOf(sql`k.from_at`),
  columns: listColumnsIn('k', TIME_OFF_FIELDS),
  key: [sql`k.id`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'fromAt', desc: true }],
  tables: ['excede_employees'],
};

type Raw = Omit<TimeOffRow, 'brnId' | 'empId' | 'fromAt' | 'toAt' | 'requestedBy' | 'decidedBy' | 'decidedAt' | 'decisionNote'> & {
  brn_id: string;
  emp_id: string;
  from_at: Date | string;
  to_at: Date | string;
  requested_by: string;
  requested_by_id: number;
  decided_by: string | null;
  decided_at: Date | string | null;
  decision_note: string | null;
  version: number;
};

/** One request as the grid shows it, with its version and requester, or undefined. */
export async function timeOffById(db: Database, id: number) {
  const [r] = await queryRows<Raw>(db, sql`select * from ${TIME_OFF_ROWS} where k.id = ${id}`);
  if (!r) return undefined;
  const row: TimeOffRow = {
    id: r.id,
    brnId: r.brn_id,
    empId: r.emp_id,
    technician: r.technician,
    type: r.type,
    fromAt: isoTime(r.from_at),
    toAt: isoTime(r.to_at),
    hours: Number(r.hours),
    status: r.status,
    requestedBy: r.requested_by,
    decidedBy: r.decided_by,
    decidedAt: isoTime(r.decided_at),
    decisionNote: r.decision_note,
  };
  return { row, version: r.version, requestedById: r.requested_by_id };
}

/** The scheduler board's entries of a technician the span overlaps (a done one aside): the jobs to reassign. */
export async function conflictsOf(db: Database, empId: string, fromAt: string, toAt: string): Promise<TimeOffConflict[]> {
  const rows = await queryRows<{ entry_id: number; sls_id: string | null; ops_id: number | null; job: string | null; technician: string; start_at: Date | string; end_at: Date | string }>(
    db,
    sql`select s.id as entry_id, s.sls_id, s.ops_id, coalesce(j.labor_op || ' ' || j.description, s.schedule_type) as job, coalesce(e.name, s.emp_id) as technician, s.start_at, s.end_at
          from schedule_entries s
          left join excede_ro_jobs j on j.sls_id = s.sls_id and j.ops_id = s.ops_id
          left join excede_employees e on e.excede_id = s.emp_id
         where s.emp_id = ${empId} and s.status <> 'Done' and s.start_at < ${toAt}::timestamptz and s.end_at > ${fromAt}::timestamptz
         order by s.start_at`,
  );
  return rows.map((r) => ({ entryId: r.entry_id, slsId: r.sls_id, opsId: r.ops_id, job: r.job, technician: r.technician, startAt: isoTime(r.start_at), endAt: isoTime(r.end_at) }));
}

export interface Technician {
  empId: string;
  name: string;
  brnId: string;
  title: string;
}

const TECHNICIAN = sql`excede_id as "empId", name, branch_code as "brnId", title from excede_employees`;

/** The technicians of the branches, by name: whom time off may be requested for. */
export async function techniciansOf(db: Database, branches: readonly string[]): Promise<Technician[]> {
  return queryRows(db, sql`select ${TECHNICIAN} where is_technician and ${inBranches(sql`branch_code`, branches)} order by name`);
}

/** One technician by EmpId, of any branch, or undefined. */
export async function technicianOf(db: Database, empId: string): Promise<Technician | undefined> {
  const [row] = await queryRows<Technician>(db, sql`select ${TECHNICIAN} where is_technician and excede_id = ${empId}`);
  return row;
}

/** The technician's other time off, to refuse an overlap. */
export async function timeOffOfTechnician(db: Database, empId: string) {
  const rows = await db.select().from(technicianTimeOff).where(sql`${technicianTimeOff.empId} = ${empId}`);
  return rows.map((r) => ({ id: r.id, empId: r.empId, status: r.status, fromAt: r.fromAt.toISOString(), toAt: r.toAt.toISOString() }));
}
