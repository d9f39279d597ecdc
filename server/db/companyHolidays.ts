import { boolean, date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { DAY_PARTS } from '../../src/domain/service/companyHolidays';
import { staffRecordColumns } from './staffRecord';

/**
 * The days the shops close (/companyholidays): every branch (`all_branches`) or the ones listed, all day or part
 * of it, and whether the shop still opens for emergencies. A staff record: a change names its version and is
 * audited; a past holiday is history and stays as it was (src/domain/service/companyHolidays.ts).
 */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    allBranches: boolean('all_branches').notNull().default(false),
    /** BrnIds it closes when not every branch. */
    branches: text('branches').array().notNull().default([]),
    dayPart: text('day_part', { enum: DAY_PARTS }).notNull().default('Full day'),
    /** hh:mm the shop closes on a 'Closes early' day, or opens on an 'Opens late' one. */
    closesAt: text('closes_at'),
    opensAt: text('opens_at'),
    emergencyOnly: boolean('emergency_only').notNull().default(false),
    ...staffRecordColumns(),
  },
  (t) => [index('company_holidays_day_idx').on(t.day)],
);
