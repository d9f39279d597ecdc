import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MATCH_RESULTS, VENDOR_INVOICE_ACTIONS, VENDOR_INVOICE_STATUSES } from '../../src/domain/accounting/vendorInvoices';
import { staffRecordColumns } from './staffRecord';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A vendor's invoice to a branch, from its receipt (typed in, or filed from a scan: `doc_id`) to its payment:
 * its dates and amount, the purchase order it bills (a company purchase's PO number), what matching it found,
 * its status and who approved it or whom it waits for. A vendor's invoice number is filed once (any case).
 */
export const vendorInvoices = pgTable(
  'vendor_invoices',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    /** excede_vendors.ven_id (APVEN). */
    venId: text('ven_id').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** The early-pay discount: paid by this day, the percent off. */
    discountDate: date('discount_date'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    amount: money('amount').notNull(),
    poNumber: text('po_number'),
    /** The scanned document it was filed from (documents.id, as /ar/documentviewer?docId= opens it), if any. */
    docId: integer('doc_id'),
    matchResult: text('match_result', { enum: MATCH_RESULTS }),
    /** Invoiced minus ordered (or received) on the PO, when matched. */
    varianceAmount: money('variance_amount'),
    matchNote: text('match_note').notNull().default(''),
    status: text('status', { enum: VENDOR_INVOICE_STATUSES }).notNull().default('New'),
    /** The approver an invoice waiting for approval is routed to (a user holding a high enough limit). */
    routedTo: integer('routed_to'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Why it was rejected, held or disputed (the last such step). */
    reason: text('reason').notNull().default(''),
    paidOn: date('paid_on'),
    ...staffRecordColumns(),
  },
  (t) => [
    uniqueIndex('vendor_invoices_number_key').on(t.venId, sql`lower(${t.invoiceNo})`),
    index('vendor_invoices_due_idx').on(t.brnId, t.dueDate),
    index('vendor_invoices_vendor_idx').on(t.venId, t.invoiceDate),
    index('vendor_invoices_doc_idx').on(t.docId),
  ],
);

/** An invoice's trail: each step (filed, matched, approved, held, paid, …), the status it left, the reason given. */
export const vendorInvoiceSteps = pgTable(
  'vendor_invoice_steps',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => vendorInvoices.id, { onDelete: 'cascade' }),
    brnId: text('brn_id').notNull(),
    action: text('action', { enum: VENDOR_INVOICE_ACTIONS }).notNull(),
    status: text('status', { enum: VENDOR_INVOICE_STATUSES }).notNull(),
    reason: text('reason').notNull().default(''),
    ...staffRecordColumns(),
  },
  (t) => [index('vendor_invoice_steps_invoice_idx').on(t.invoiceId, t.createdAt)],
);
