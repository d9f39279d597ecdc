import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALTEC_PLANTS, CAB_TYPES, CHASSIS_MODELS, DRIVETRAINS, RFQ_OUTCOMES } from '../../src/domain/sales/altecRfqs';
import { RFQ_FILE_KINDS } from '../../src/domain/sales/altecRfqsPayloads';
import { staffRecordColumns } from './staffRecord';

/**
 * Altec's requests for chassis quotes (/altec_sales), kept by the portal (Excede has no such record): the request as
 * Altec sent it, our quote, and the outcome with its reason or, when won, the order it became (a stock number of
 * excede_vehicles or a deal of excede_deals at the RFQ's branch).
 */
export const altecRfqs = pgTable(
  'altec_rfqs',
  {
    id: serial('id').primaryKey(),
    rfqNo: text('rfq_no').notNull(),
    brnId: text('brn_id').notNull(),
    receivedOn: date('received_on').notNull(),
    plant: text('plant', { enum: ALTEC_PLANTS }).notNull(),
    contact: text('contact').notNull(),
    /** The utility, co-op or municipality the upfitted truck goes to, when Altec says. */
    endCustomer: text('end_customer'),
    model: text('model', { enum: CHASSIS_MODELS }).notNull(),
    cab: text('cab', { enum: CAB_TYPES }).notNull(),
    /** Wheelbase and cab-to-axle in inches, GVWR in pounds. */
    wheelbase: integer('wheelbase').notNull(),
    cabToAxle: integer('cab_to_axle').notNull(),
    gvwr: integer('gvwr').notNull(),
    drivetrain: text('drivetrain', { enum: DRIVETRAINS }).notNull(),
    qty: integer('qty').notNull(),
    dueOn: date('due_on').notNull(),
    quoteNo: text('quote_no'),
    quotedOn: date('quoted_on'),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }),
    outcome: text('outcome', { enum: RFQ_OUTCOMES }).notNull().default('Pending'),
    reason: text('reason'),
    stockNo: text('stock_no'),
    dealId: text('deal_id'),
    /** Where the chassis is shipped for its upfit (an Altec plant or a customer's yard). */
    upfitShipTo: text('upfit_ship_to'),
    expectedDelivery: date('expected_delivery'),
    salesperson: text('salesperson').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('altec_rfqs_rfq_no_idx').on(t.rfqNo), index('altec_rfqs_branch_idx').on(t.brnId, t.receivedOn)],
);

/** An RFQ's PDF (Altec's request or our quote), kept in the file storage under altec-rfqs/. */
export const altecRfqFiles = pgTable(
  'altec_rfq_files',
  {
    id: serial('id').primaryKey(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => altecRfqs.id),
    /** The RFQ's branch, so the record's branch is checked as every staff record's is. */
    brnId: text('brn_id').notNull(),
    kind: text('kind', { enum: RFQ_FILE_KINDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('altec_rfq_files_rfq_idx').on(t.rfqId, t.id)],
);
