import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings staff change without a release (the cash over/short sign-off threshold, …): one row per key of
 * src/domain/portalSettings.ts, which gives each its default and its rule; a key without a row has its default.
 */
export const portalSettings = pgTable('portal_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
