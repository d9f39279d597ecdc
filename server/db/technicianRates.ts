import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { STORED_RATE_STATUSES } from '../../src/domain/service/technicianRates';
import { staffRecordColumns } from './staffRecord';

/**
 * A proposed change of a technician's labor cost rate (/automatetechnicianrate): the rate Excede had when it
 * was proposed and the new one, from which day, why; Draft → Pending (submitted_by) → Approved or Rejected
 * (decided_by, never the submitter). Changes a rule made together share a batch_id. A staff record: versioned
 * and audited. Excede keeps the rate itself (excede_employees.labor_cost_rate); payroll keys an approved one in.
 */
export const technicianRateChanges = pgTable(
  'technician_rate_changes',
  {
    id: serial('id').primaryKey(),
    /** The technician (excede_employees.excede_id) and the branch they work at. */
    empId: text('emp_id').notNull(),
    brnId: text('brn_id').notNull(),
    currentRate: numeric('current_rate', { precision: 8, scale: 2 }).notNull(),
    proposedRate: numeric('proposed_rate', { precision: 8, scale: 2 }).notNull(),
    changePercent: numeric('change_percent', { precision: 7, scale: 2 }),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: STORED_RATE_STATUSES }).notNull().default('Draft'),
    reason: text('reason').notNull(),
    /** A number the changes one rule made share, or null for a change made by hand. */
    batchId: integer('batch_id'),
    submittedBy: integer('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ...staffRecordColumns(),
  },
  (t) => [index('technician_rate_changes_tech_idx').on(t.empId, t.id), index('technician_rate_changes_branch_idx').on(t.brnId, t.status)],
);
