import { integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Who may approve what (src/domain/approvals.ts): a user's authority of one approval kind, with a limit in
 * dollars or none. Every sign-off of the portal (cash over/short, wires, purchases, vendor invoices) checks it
 * on the server through server/business/approvals.ts.
 */
export const approvalAuthorities = pgTable(
  'approval_authorities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The largest amount the user may approve; null: no limit. */
    limitAmount: numeric('limit_amount', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    /** A change names the version it saw (server/business/recordChange.ts): two administrators never overwrite each other. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [uniqueIndex('approval_authorities_user_kind_key').on(t.userId, t.kind)],
);
