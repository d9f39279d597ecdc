import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADJUSTMENT_STATUSES, CYCLE_STATUSES, INVALID_REASONS } from '../../src/domain/parts/cycleCounts';
import { staffRecordColumns } from './staffRecord';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A cycle count (/cycleAudit): a branch counting one ABC class or one range of bins from a start date, Counting →
 * Review → Closed. `code` is the class ("A") or the range ("A01-A20"), as the drill's address carries it.
 */
export const cycleCounts = pgTable(
  'cycle_counts',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    code: text('code').notNull(),
    startDate: date('start_date').notNull(),
    status: text('status', { enum: CYCLE_STATUSES }).notNull().default('Counting'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('cycle_counts_key_idx').on(t.brnId, t.code, t.startDate), index('cycle_counts_start_idx').on(t.startDate)],
);

/**
 * A part to count in a cycle: its bin, system quantity and unit cost as Excede had them when the cycle was made,
 * the first count and a recount (who, when), the final quantity, whether the count is valid, and the adjustment
 * it implies, with its approval.
 */
export const cycleCountLines = pgTable(
  'cycle_count_lines',
  {
    id: serial('id').primaryKey(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycleCounts.id, { onDelete: 'cascade' }),
    partNo: text('part_no').notNull(),
    description: text('description').notNull(),
    bin: text('bin'),
    partClass: text('part_class').notNull(),
    systemQty: integer('system_qty').notNull(),
    unitCost: money('unit_cost').notNull(),
    count1Qty: integer('count1_qty'),
    count1By: integer('count1_by'),
    count1At: timestamp('count1_at', { withTimezone: true }),
    recountQty: integer('recount_qty'),
    recountBy: integer('recount_by'),
    recountAt: timestamp('recount_at', { withTimezone: true }),
    finalQty: integer('final_qty'),
    valid: boolean('valid').notNull().default(true),
    invalidReason: text('invalid_reason', { enum: INVALID_REASONS }),
    adjustmentQty: integer('adjustment_qty'),
    adjustmentAmount: money('adjustment_amount'),
    adjustmentStatus: text('adjustment_status', { enum: ADJUSTMENT_STATUSES }).notNull().default('None'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [index('cycle_count_lines_cycle_idx').on(t.cycleId, t.bin), index('cycle_count_lines_part_idx').on(t.partNo)],
);
