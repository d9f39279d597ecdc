import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TIME_OFF_STATUSES, TIME_OFF_TYPES } from '../../src/domain/service/timeOff';
import { staffRecordColumns } from './staffRecord';

/**
 * A technician's time off (/scheduletimeoff): requested by a user (created_by), approved or denied by a service
 * manager (decided_by, never the requester). `hours` is counted against the shop day when it is requested
 * (src/domain/service/availability.ts `timeOffHours`). A staff record: versioned and audited.
 */
export const technicianTimeOff = pgTable(
  'technician_time_off',
  {
    id: serial('id').primaryKey(),
    /** The technician (excede_employees.excede_id) and the branch they work at. */
    empId: text('emp_id').notNull(),
    brnId: text('brn_id').notNull(),
    type: text('type', { enum: TIME_OFF_TYPES }).notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    hours: numeric('hours', { precision: 6, scale: 1 }).notNull(),
    status: text('status', { enum: TIME_OFF_STATUSES }).notNull().default('Requested'),
    note: text('note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ...staffRecordColumns(),
  },
  (t) => [index('technician_time_off_branch_idx').on(t.brnId, t.fromAt), index('technician_time_off_tech_idx').on(t.empId, t.fromAt)],
);
