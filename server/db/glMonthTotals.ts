import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Each branch's debits and credits of an account in a month (month = its first day), summed from Excede's GL
 * lines and kept up to date by every GL import (server/business/glMonthTotals.ts), so a statement of whole months
 * reads a few thousand rows instead of a million lines. The lines stay the truth: a drill still lists them.
 */
export const glMonthTotals = pgTable(
  'gl_month_totals',
  {
    brnId: text('brn_id').notNull(),
    month: date('month').notNull(),
    acctId: text('acct_id').notNull(),
    debit: numeric('debit', { precision: 16, scale: 2 }).notNull(),
    credit: numeric('credit', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brnId, t.month, t.acctId] })],
);
