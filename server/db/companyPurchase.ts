import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PURCHASE_DECISIONS, PURCHASE_STATUSES, PURCHASE_TIERS } from '../../src/domain/accounting/companyPurchase';
import { staffRecordColumns } from './staffRecord';

/**
 * A company purchase request (/companypurchase): who asks to buy what from which Excede vendor (`vendor_id` =
 * APVEN VenId), charged to which branch, department and GL account; `amount` is the lines plus tax and freight.
 * `po_number` is given when the PO is issued, and AP's vendor invoices name it.
 */
export const companyPurchases = pgTable(
  'company_purchases',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    department: text('department').notNull(),
    vendorId: text('vendor_id').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedOn: date('requested_on').notNull(),
    glAccount: text('gl_account').notNull(),
    justification: text('justification').notNull().default(''),
    tax: numeric('tax', { precision: 14, scale: 2 }).notNull().default('0'),
    freight: numeric('freight', { precision: 14, scale: 2 }).notNull().default('0'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('Draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    poNumber: text('po_number'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    orderedBy: integer('ordered_by'),
    poEmailedTo: text('po_emailed_to'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...staffRecordColumns(),
  },
  (t) => [
    uniqueIndex('company_purchases_po_number_key').on(t.poNumber),
    index('company_purchases_branch_idx').on(t.brnId, t.requestedOn),
    index('company_purchases_vendor_requester_idx').on(t.vendorId, t.requestedBy, t.requestedOn),
    index('company_purchases_status_idx').on(t.status),
  ],
);

/** A line of a request: what, how many, at what price; `capital` when its extended amount is over the fixed-asset threshold. */
export const companyPurchaseLines = pgTable(
  'company_purchase_lines',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => companyPurchases.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    extended: numeric('extended', { precision: 14, scale: 2 }).notNull(),
    quantityReceived: integer('quantity_received').notNull().default(0),
    capital: boolean('capital').notNull().default(false),
  },
  (t) => [uniqueIndex('company_purchase_lines_line_key').on(t.purchaseId, t.lineNo)],
);

/** A request's approval trail: who decided at which tier, when; an edit after an approval sets `reset_at`. */
export const companyPurchaseApprovals = pgTable(
  'company_purchase_approvals',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => companyPurchases.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: PURCHASE_TIERS }).notNull(),
    decision: text('decision', { enum: PURCHASE_DECISIONS }).notNull(),
    userId: integer('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
    resetAt: timestamp('reset_at', { withTimezone: true }),
  },
  (t) => [index('company_purchase_approvals_purchase_idx').on(t.purchaseId, t.at)],
);

/** What arrived of a line, when, and who took it in. */
export const companyPurchaseReceipts = pgTable(
  'company_purchase_receipts',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => companyPurchases.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => companyPurchaseLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: integer('received_by').notNull(),
  },
  (t) => [index('company_purchase_receipts_purchase_idx').on(t.purchaseId)],
);

/** A vendor's quote attached to a request (a PDF or image checked by its content). */
export const companyPurchaseQuotes = pgTable(
  'company_purchase_quotes',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => companyPurchases.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
    attachedBy: integer('attached_by').notNull(),
  },
  (t) => [index('company_purchase_quotes_purchase_idx').on(t.purchaseId)],
);
