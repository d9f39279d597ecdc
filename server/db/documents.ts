import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '../../src/domain/accounting/documents';

/**
 * The documents of the cross-references (xref) staff open in the document viewer: a form the portal prints
 * from one Excede record (an invoice, a repair order, a receipt, a deposit, a statement). A row is made the
 * first time its xref's documents are listed; its PDF is printed and kept in the file storage the first
 * time it is opened, and served from there after (like a printed copy, it keeps what Excede said then).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    xref: text('xref').notNull(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** The Excede record it prints (SlsId, receipt id, deposit id, statement document id). */
    number: text('number').notNull(),
    /** Null until first printed. */
    storageKey: text('storage_key'),
    pages: integer('pages'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('documents_kind_number_idx').on(t.kind, t.number), index('documents_xref_idx').on(t.xref, t.brnId)],
);
