import { sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { centsOf } from '../../../src/domain/money';
import { gradeOfTitle, needsGeneralManager, TECHNICIAN_RATE_FIELDS, type RateStatus, type RateTechnician, type StoredRateStatus } from '../../../src/domain/service/technicianRates';
import { inBranches } from '../../business/branchScope';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { technicianRateChanges } from '../../db/technicianRates';

export const RATE_CHANGE_NOT_FOUND = 'That rate change does not exist.';
/** A change as its writes name it (server/business/recordChange.ts): of its technician's branch. */
export const RATE_CHANGE = { table: technicianRateChanges, entity: 'technician rate change', branchOf: (row: { brnId: string }) => row.brnId, notFound: RATE_CHANGE_NOT_FOUND };

/** Today in New York: the open pay period's day, and the day an approved change is Applied from. */
export const today = () => newYorkDay(Date.now());

/** The status the grid shows: an approved change is Applied from its effective day on. */
const shownStatus = (day: string) => sql`case when c.status = 'Approved' and c.effective_on <= ${day}::date then 'Applied' else c.status end`;

/** Every technician with Excede's rate and their latest change (its submitter's and decider's names). */
const rateRows = (day: string) => sql`(
  select e.excede_id as id, e.excede_id as emp_id, e.name as technician, e.branch_code as brn_id, substring(e.title from '^Technician ([ABC])$') as grade,
         e.labor_cost_rate as current_rate, c.proposed_rate, c.change_percent::float8 as change_percent, c.effective_on,
         ${shownStatus(day)} as status, c.reason, s.name as submitted_by, d.name as decided_by
    from excede_employees e
    left join lateral (select * from technician_rate_changes r where r.emp_id = e.excede_id order by r.id desc limit 1) c on true
    left join users s on s.id = c.submitted_by
    left join users d on d.id = c.decided_by
   where e.is_technician
) k`;

/** The technicians' rates grid (the list kit pages, sorts, filters and exports it for payroll): by branch and name. */
export const TECHNICIAN_RATE_LIST: ListDefinition = {
  name: 'technician-rates',
  from: () => rateRows(today()),
  branch: sql`k.brn_id`,
  columns: listColumnsIn('k', TECHNICIAN_RATE_FIELDS),
  key: [sql`k.emp_id`],
  rowId: sql`k.id`,
  defaultSort: [
    { id: 'brnId', desc: false },
    { id: 'technician', desc: false },
  ],
  tables: ['excede_employees'],
};

const TECHNICIAN = sql`select e.excede_id as "empId", e.name, e.branch_code as "brnId", e.title, e.labor_cost_rate as rate,
  exists (select 1 from technician_rate_changes r where r.emp_id = e.excede_id and r.status in ('Draft', 'Pending')) as "hasOpenChange"
  from excede_employees e where e.is_technician`;

type RawTechnician = { empId: string; name: string; brnId: string; title: string; rate: string | null; hasOpenChange: boolean };
const technicianOfRow = (t: RawTechnician): RateTechnician & { title: string; rate: string | null } => ({ ...t, grade: gradeOfTitle(t.title), rateCents: t.rate === null ? null : centsOf(t.rate) });

/** The technicians of the branches, with their rates and whether a change is open: what a rule applies to. */
export async function rateTechniciansOf(db: Database, branches: readonly string[]) {
  const rows = await queryRows<RawTechnician>(db, sql`${TECHNICIAN} and ${inBranches(sql`e.branch_code`, branches)} order by e.branch_code, e.name`);
  return rows.map(technicianOfRow);
}

/** One technician by EmpId, of any branch, or undefined. */
export async function rateTechnicianOf(db: Database, empId: string) {
  const [row] = await queryRows<RawTechnician>(db, sql`${TECHNICIAN} and e.excede_id = ${empId}`);
  return row && technicianOfRow(row);
}

type RawChange = {
  id: number;
  version: number;
  current_rate: string;
  proposed_rate: string;
  change_percent: number | null;
  effective_on: string;
  status: StoredRateStatus;
  reason: string;
  batch_id: number | null;
  submitted_by: string | null;
  submitted_by_id: number | null;
  submitted_at: Date | string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  decision_note: string | null;
};

/** The technician's latest change with the names of who submitted and decided it, or undefined. */
export async function latestChangeOf(db: Database, empId: string, day: string) {
  const [c] = await queryRows<RawChange & { shown: RateStatus }>(
    db,
    sql`select c.id, c.version, c.current_rate, c.proposed_rate, c.change_percent::float8 as change_percent, to_char(c.effective_on, 'YYYY-MM-DD') as effective_on,
               c.status, ${shownStatus(day)} as shown, c.reason, c.batch_id, s.name as submitted_by, c.submitted_by as submitted_by_id, c.submitted_at,
               d.name as decided_by, c.decided_at, c.decision_note
          from technician_rate_changes c
          left join users s on s.id = c.submitted_by
          left join users d on d.id = c.decided_by
         where c.emp_id = ${empId} order by c.id desc limit 1`,
  );
  if (!c) return undefined;
  return {
    stored: c.status,
    submittedById: c.submitted_by_id,
    change: {
      id: c.id,
      version: c.version,
      currentRate: c.current_rate,
      proposedRate: c.proposed_rate,
      changePercent: c.change_percent === null ? null : Number(c.change_percent),
      effectiveOn: c.effective_on,
      status: c.shown,
      reason: c.reason,
      batchId: c.batch_id,
      submittedBy: c.submitted_by,
      submittedAt: isoTime(c.submitted_at),
      decidedBy: c.decided_by,
      decidedAt: isoTime(c.decided_at),
      decisionNote: c.decision_note,
      needsGeneralManager: needsGeneralManager(centsOf(c.current_rate)!, centsOf(c.proposed_rate)!),
    },
  };
}

/** A number the changes one rule makes share: the next of the table's id sequence, so no two rules ever meet. */
export async function nextBatchId(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select nextval(pg_get_serial_sequence('technician_rate_changes', 'id'))::int as n`);
  return row!.n;
}
