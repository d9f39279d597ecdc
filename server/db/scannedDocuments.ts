import { date, index, integer, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { LINK_KINDS, SCANNED_SOURCES, SCANNED_STATUSES, SCANNED_TYPES, SCANNED_UPLOAD_TYPES } from '../../src/domain/accounting/scannedDocuments';
import { staffRecordColumns } from './staffRecord';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The scanned documents inbox and archive: each file (kept as a PDF in the file storage, rotated pages
 * saved into it), where it came from, its branch, what staff typed it as and the record they tied it to,
 * the suggestion made on arrival, and whether it waits (Inbox), is filed (its `documents` row lists it in
 * the viewer under its xref, its vendor invoice on /vendorinvoices) or sits in the recycle bin.
 */
export const scannedDocuments = pgTable(
  'scanned_documents',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    receivedAs: text('received_as', { enum: SCANNED_UPLOAD_TYPES }).notNull(),
    size: integer('size').notNull(),
    pages: integer('pages').notNull(),
    source: text('source', { enum: SCANNED_SOURCES }).notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    docType: text('doc_type', { enum: SCANNED_TYPES }),
    linkKind: text('link_kind', { enum: LINK_KINDS }),
    linkValue: text('link_value'),
    vendorId: text('vendor_id'),
    invoiceNo: text('invoice_no'),
    invoiceAmount: numeric('invoice_amount', { precision: 14, scale: 2 }),
    invoiceDate: date('invoice_date'),
    suggestedType: text('suggested_type', { enum: SCANNED_TYPES }),
    suggestedLinkKind: text('suggested_link_kind', { enum: LINK_KINDS }),
    suggestedLinkValue: text('suggested_link_value'),
    confidence: smallint('confidence').notNull().default(0),
    status: text('status', { enum: SCANNED_STATUSES }).notNull().default('Inbox'),
    /** The status it had when recycled, to restore it to. */
    recycledFrom: text('recycled_from', { enum: SCANNED_STATUSES }),
    filedAt: at('filed_at'),
    filedBy: integer('filed_by'),
    /** The `documents` row that lists it among its xref's documents in the viewer. */
    documentId: integer('document_id'),
    vendorInvoiceId: integer('vendor_invoice_id'),
    /** The document it was split from. */
    splitFrom: integer('split_from'),
    ...staffRecordColumns(),
  },
  (t) => [
    index('scanned_documents_status_idx').on(t.status, t.brnId, t.receivedAt),
    index('scanned_documents_link_idx').on(t.linkKind, t.linkValue),
  ],
);
