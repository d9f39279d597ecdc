import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLASSIFICATIONS, LINE_TYPES } from '../../src/domain/accounting/cardSettlement';
import { staffRecordColumns } from './staffRecord';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A processor's settlement file as uploaded: who sent it (processor, merchant id and so branch) and its name. */
export const cardSettlementFiles = pgTable(
  'card_settlement_files',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    processor: text('processor').notNull(),
    mid: text('mid').notNull(),
    fileName: text('file_name').notNull(),
    /** The first and last transaction days of the file. */
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    /** The CSV as uploaded, so it can be read again after a reader fix (null for files uploaded before it was kept). */
    content: text('content'),
    ...staffRecordColumns(),
  },
  (t) => [index('card_settlement_files_branch_idx').on(t.brnId, t.periodTo)],
);

/**
 * A line of a settlement file: the transaction as the processor reported it, the Excede card receipt it
 * settles (matched automatically or by a person), and for an adjustment what a person classified it as.
 * A receipt is settled by one line at most: the database refuses a second.
 */
export const cardSettlementLines = pgTable(
  'card_settlement_lines',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => cardSettlementFiles.id, { onDelete: 'cascade' }),
    brnId: text('brn_id').notNull(),
    lineNo: integer('line_no').notNull(),
    batchId: text('batch_id').notNull(),
    txnDate: date('txn_date').notNull(),
    lineType: text('line_type', { enum: LINE_TYPES }).notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    authCode: text('auth_code').notNull(),
    reference: text('reference').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    net: money('net').notNull(),
    receiptId: text('receipt_id'),
    matchedBy: text('matched_by', { enum: ['Auto', 'Manual'] }),
    classification: text('classification', { enum: CLASSIFICATIONS }),
    ...staffRecordColumns(),
  },
  (t) => [
    index('card_settlement_lines_file_idx').on(t.fileId, t.lineNo),
    index('card_settlement_lines_batch_idx').on(t.brnId, t.batchId),
    // The charts: a branch's lines by day.
    index('card_settlement_lines_day_idx').on(t.brnId, t.txnDate),
    uniqueIndex('card_settlement_lines_receipt_key').on(t.receiptId).where(sql`${t.receiptId} is not null`),
  ],
);
