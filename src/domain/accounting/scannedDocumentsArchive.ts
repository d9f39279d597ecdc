import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { LinkKind, ScannedType } from './scannedDocuments';

/** A filed scanned document, as GET /api/accounting/scanned-documents answers it. */
export interface FiledDocument {
  id: number;
  /** ISO. */
  filedAt: string;
  brnId: string;
  docType: ScannedType;
  linkKind: LinkKind | null;
  linkValue: string | null;
  fileName: string;
  pages: number;
  filedBy: string;
  /** The viewer's document (/ar/documentviewer?docId=). */
  documentId: number | null;
  vendorInvoiceId: number | null;
}

/** The archive's columns, in their order on screen. */
export const FILED_DOCUMENT_FIELDS = {
  filedAt: { header: 'Filed', format: 'datetime' },
  brnId: BRANCH_FIELD,
  docType: { header: 'Type', format: 'text', filter: 'values' },
  linkKind: { header: 'Record', format: 'text', filter: 'values' },
  linkValue: { header: 'Linked to', format: 'text' },
  fileName: { header: 'File', format: 'text' },
  pages: { header: 'Pages', format: 'number', filter: null },
  filedBy: { header: 'Filed by', format: 'text' },
  id: { header: 'Scan', format: 'number', filter: null },
  documentId: { header: 'Document', format: 'number', filter: null },
  vendorInvoiceId: { header: 'Vendor invoice', format: 'number', filter: null },
} as const satisfies ListFields & Record<keyof FiledDocument, unknown>;
