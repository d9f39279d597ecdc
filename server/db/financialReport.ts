import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRecordColumns } from './staffRecord';

/**
 * The financial statement's layout, kept as data so the controller can change it without a release: each line
 * of a layout (key 'default' unless another is made) with its place in the hierarchy (parent, order), the
 * Excede accounts it sums (ranges 'from-to' of AcctIds, a single account as 'from-from') and the sign that shows
 * it positive (sales are credits: 'credit' shows credit − debit; costs and expenses 'debit'). A subtotal sums its
 * children, each with its own sign, into its parent's sense (src/domain/accounting/financialStatement.ts).
 */
export const stmtLayout = pgTable(
  'stmt_layout',
  {
    id: serial('id').primaryKey(),
    layoutKey: text('layout_key').notNull().default('default'),
    key: text('key').notNull(),
    label: text('label').notNull(),
    parentKey: text('parent_key'),
    sortOrder: integer('sort_order').notNull(),
    sign: text('sign', { enum: ['credit', 'debit'] }).notNull(),
    kind: text('kind', { enum: ['line', 'subtotal'] }).notNull(),
    accountRanges: text('account_ranges').array().notNull(),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('stmt_layout_key').on(t.layoutKey, t.key)],
);

/**
 * A month's budget of one Excede account at one branch (month = the month's first day), uploaded as CSV by
 * accounting; the financial report and the expense dashboard compare actuals with it. The amount is in the
 * account's natural sense (positive sales, positive expenses).
 */
export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    acctId: text('acct_id').notNull(),
    brnId: text('brn_id').notNull(),
    month: date('month').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('budgets_account_month_key').on(t.brnId, t.month, t.acctId), index('budgets_account_idx').on(t.acctId, t.month)],
);
