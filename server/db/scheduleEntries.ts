import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { SCHEDULE_ENTRY_STATUSES } from '../../src/domain/service/scheduleEntries';
import { staffRecordColumns } from './staffRecord';

/**
 * A block on the scheduler board (/servicescheduler): a technician's time at a branch, for a repair-order job
 * (Excede's SVSLSOPS, by sls_id and ops_id) or for work of another schedule type (training, shop time). A job
 * split in two is two entries of the same job; a job with no entry waits in the board's queue.
 */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    /** The schedule type's code (/scheduletypes): what kind of block this is. */
    scheduleType: text('schedule_type').notNull(),
    slsId: text('sls_id'),
    opsId: integer('ops_id'),
    /** The technician (excede_employees.excede_id); null for a bay booked without one yet. */
    empId: text('emp_id'),
    bay: text('bay'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: SCHEDULE_ENTRY_STATUSES }).notNull().default('Scheduled'),
    note: text('note'),
    ...staffRecordColumns(),
  },
  (t) => [
    index('schedule_entries_branch_idx').on(t.brnId, t.startAt),
    index('schedule_entries_tech_idx').on(t.empId, t.startAt),
    index('schedule_entries_job_idx').on(t.slsId, t.opsId),
  ],
);
