import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every record staff keep in the portal carries (counts, matches, calls, approvals): who made
 * it and when, who changed it last, and the version a change must name. A change that names an older
 * version than the row's is someone else's edit overtaken (409), never a silent overwrite
 * (server/business/recordChange.ts). No import writes these tables.
 */
export const staffRecordColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').notNull(),
});
