import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { LOST_SALE_STATUSES, MISS_TYPES } from '../../src/domain/parts/lostSales';
import { rootCauseCodes } from './rootCauseCodes';
import { staffRecordColumns } from './staffRecord';
import { partsTickets } from './partsTickets';

/**
 * Demand the branch did not fill: the customer went without or elsewhere (a counter ticket completed with
 * "no sale", later a short pick or a lookup). Who recorded it and when are its staff-record columns; root
 * cause analysis gives it a reason and action code and works it to Closed.
 */
export const lostSales = pgTable(
  'lost_sales',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    /** Part number and description when the counter knew them. */
    partNo: text('part_no'),
    description: text('description'),
    qty: integer('qty'),
    /** Of `qty`, how many the shelf did give (a short pick: some); 0 when the customer went without. */
    qtyFilled: integer('qty_filled').notNull().default(0),
    missType: text('miss_type', { enum: MISS_TYPES }),
    /** Excede's CusId when the demand was a known customer's. */
    cusId: text('cus_id'),
    /** Where the demand came from: the ticket's type (Counter, Technician, Phone, Driver). */
    source: text('source').notNull(),
    /** Who asked: the customer's name or company as staff recorded it on the ticket. */
    customer: text('customer'),
    reason: text('reason').notNull(),
    ticketId: integer('ticket_id').references(() => partsTickets.id, { onDelete: 'set null' }),
    status: text('status', { enum: LOST_SALE_STATUSES }).notNull().default('New'),
    /** Root cause analysis's codes (/rootcauseaction); a code made inactive later still names this history. */
    reasonCodeId: integer('reason_code_id').references(() => rootCauseCodes.id),
    actionCodeId: integer('action_code_id').references(() => rootCauseCodes.id),
    /** Who works the miss once assigned, and what they wrote about it. */
    assignedTo: integer('assigned_to'),
    note: text('note'),
    ...staffRecordColumns(),
  },
  (t) => [
    index('lost_sales_branch_idx').on(t.brnId, t.createdAt),
    index('lost_sales_part_idx').on(t.partNo),
    index('lost_sales_reason_code_idx').on(t.reasonCodeId),
    index('lost_sales_action_code_idx').on(t.actionCodeId),
  ],
);
