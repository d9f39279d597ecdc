import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Which customers each user opened on /customer-history and when they last did, so the page opens on them.
 * One row per user and customer (the last opening wins); a personal reading log, not a staff record.
 */
export const customerViews = pgTable(
  'customer_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Excede's CusId. */
    cusId: text('cus_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cusId] }), index('customer_views_user_idx').on(t.userId, t.viewedAt)],
);
