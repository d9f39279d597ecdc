import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShiftBreak } from '../../src/domain/service/schedulerTemplates';
import { staffRecordColumns } from './staffRecord';

/**
 * A branch's reusable shift pattern (/schedulertemplates). Breaks are a jsonb list checked by templateSchema
 * (src/domain/service/schedulerTemplates.ts) rather than a child table: they are always read, written, copied and
 * audited whole with their template, and nothing else refers to a single break. A staff record.
 */
export const schedulerTemplates = pgTable(
  'scheduler_templates',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    name: text('name').notNull(),
    /** 0 Sunday … 6 Saturday. */
    weekdays: integer('weekdays').array().notNull(),
    /** hh:mm, New York time. */
    shiftStart: text('shift_start').notNull(),
    shiftEnd: text('shift_end').notNull(),
    breaks: jsonb('breaks').$type<ShiftBreak[]>().notNull().default([]),
    /** The technicians it applies to (excede_employees.excede_id of the branch). */
    empIds: text('emp_ids').array().notNull().default([]),
    /** Bay codes, free text for now. */
    bays: text('bays').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...staffRecordColumns(),
  },
  (t) => [index('scheduler_templates_branch_idx').on(t.brnId)],
);

/** A technician's shift of a day, written by applying a template: the scheduler board's available hours. One a technician a day. */
export const technicianShifts = pgTable(
  'technician_shifts',
  {
    id: serial('id').primaryKey(),
    empId: text('emp_id').notNull(),
    brnId: text('brn_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    templateId: integer('template_id').references(() => schedulerTemplates.id),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('technician_shifts_emp_day_idx').on(t.empId, t.day), index('technician_shifts_branch_day_idx').on(t.brnId, t.day)],
);
