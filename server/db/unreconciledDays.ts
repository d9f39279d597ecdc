import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECONCILIATION_STREAMS } from '../../src/domain/accounting/unreconciledDays';
import { staffRecordColumns } from './staffRecord';

/**
 * A branch's business day of a reconciliation stream as staff work it (/ar/unreconcileddays): who owns it (a
 * portal user or an Excede employee of the branch) and, once every open item is explained and approved, who
 * marked it reconciled. The day's items themselves are read from their reconciliation, never copied here.
 */
export const reconciliationDays = pgTable(
  'reconciliation_days',
  {
    id: serial('id').primaryKey(),
    stream: text('stream', { enum: RECONCILIATION_STREAMS }).notNull(),
    brnId: text('brn_id').notNull(),
    dayOn: date('day_on').notNull(),
    ownerKind: text('owner_kind', { enum: ['user', 'employee'] }),
    /** users.id (as text) or excede_employees.excede_id. */
    ownerId: text('owner_id'),
    ownerName: text('owner_name'),
    reconciledBy: integer('reconciled_by'),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('reconciliation_days_key').on(t.stream, t.brnId, t.dayOn)],
);

/**
 * What explains an item a reconciliation leaves open (a GL line, a card receipt, undeposited cash, a bank
 * line), by its key in its stream, with who wrote it and who approved it (never the writer). Changing the
 * text starts the approval over.
 */
export const reconciliationExplanations = pgTable(
  'reconciliation_explanations',
  {
    id: serial('id').primaryKey(),
    stream: text('stream', { enum: RECONCILIATION_STREAMS }).notNull(),
    brnId: text('brn_id').notNull(),
    dayOn: date('day_on').notNull(),
    itemKey: text('item_key').notNull(),
    /** The item's amount when it was explained: what an approval limit bounds. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    text: text('text').notNull(),
    writtenBy: integer('written_by').notNull(),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('reconciliation_explanations_item_key').on(t.stream, t.brnId, t.itemKey), index('reconciliation_explanations_day_idx').on(t.stream, t.brnId, t.dayOn)],
);
