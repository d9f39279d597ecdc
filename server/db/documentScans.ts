import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { SCAN_TYPES } from '../../src/domain/accounting/documents';
import { staffRecordColumns } from './staffRecord';

/**
 * The scans staff attach to a cross-reference in the document viewer (a signed receipt, a stamped deposit
 * slip): the file as uploaded (PDF or TIFF, kept in the file storage), who attached it and when. Each one
 * is listed among its xref's documents by a `documents` row of kind 'Scanned' whose number is its id.
 */
export const documentScans = pgTable(
  'document_scans',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    xref: text('xref').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: SCAN_TYPES }).notNull(),
    size: integer('size').notNull(),
    pages: integer('pages').notNull(),
    ...staffRecordColumns(),
  },
  (t) => [index('document_scans_xref_idx').on(t.xref, t.brnId)],
);
