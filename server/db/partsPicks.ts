import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PICK_SOURCES, PICK_STATUSES, SHORT_OUTCOMES } from '../../src/domain/parts/picks';
import { lostSales } from './lostSales';
import { partsTickets } from './partsTickets';
import { staffRecordColumns } from './staffRecord';

/**
 * A pick list (/part-pick-status): the parts a source needs pulled at a branch — a counter invoice (SlsId),
 * a repair order's job (SlsId and job), a transfer to another branch, a will-call ticket — who picks them,
 * where they are staged, and when it was requested, staged and delivered. Shown as P-{1000 + id}.
 */
export const partsPicks = pgTable(
  'parts_picks',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    source: text('source', { enum: PICK_SOURCES }).notNull(),
    /** The counter invoice or repair order: Excede's SlsId. */
    slsId: text('sls_id'),
    /** The repair order's job (OpsId). */
    opsId: integer('ops_id'),
    /** A transfer's destination branch. */
    toBrnId: text('to_brn_id'),
    ticketId: integer('ticket_id').references(() => partsTickets.id, { onDelete: 'set null' }),
    /** The customer, or the technician of a repair order. */
    customer: text('customer'),
    /** The shop bay or the truck the parts go to. */
    bay: text('bay'),
    pickerId: integer('picker_id'),
    status: text('status', { enum: PICK_STATUSES }).notNull().default('Open'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    stagedAt: timestamp('staged_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [index('parts_picks_branch_idx').on(t.brnId, t.status, t.requestedAt)],
);

/** A line of a pick: the part, its primary bin at the branch, how many were asked, picked and short, and what became of the short. */
export const partsPickLines = pgTable(
  'parts_pick_lines',
  {
    id: serial('id').primaryKey(),
    pickId: integer('pick_id')
      .notNull()
      .references(() => partsPicks.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partNo: text('part_no').notNull(),
    description: text('description').notNull(),
    bin: text('bin'),
    qtyRequested: integer('qty_requested').notNull(),
    qtyPicked: integer('qty_picked').notNull().default(0),
    qtyShort: integer('qty_short').notNull().default(0),
    shortOutcome: text('short_outcome', { enum: SHORT_OUTCOMES }),
    lostSaleId: integer('lost_sale_id').references(() => lostSales.id, { onDelete: 'set null' }),
    ...staffRecordColumns(),
  },
  (t) => [index('parts_pick_lines_pick_idx').on(t.pickId, t.lineNo)],
);
