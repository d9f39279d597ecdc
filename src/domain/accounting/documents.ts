import * as z from 'zod/mini';

/**
 * The documents behind a cross-reference (xref) that the document viewer shows: Excede's printed forms,
 * printed by the portal from the Excede records the xref names, kept once printed.
 */

/** The forms the portal prints from Excede's data, each from one Excede record. */
export const DOCUMENT_KINDS = ['Parts invoice', 'Repair order', 'Receipt', 'Deposit slip', 'Statement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document of an xref, as GET /api/documents and /api/documents/:id answer it. */
export interface AccountingDocument {
  docId: number;
  xref: string;
  brnId: string;
  kind: DocumentKind;
  /** The Excede record it prints: the SlsId, the receipt's, the deposit's or the statement's number. */
  number: string;
  /** How many pages, once it was first printed; null before. */
  pages: number | null;
  /** When the portal first listed it (ISO). */
  createdAt: string;
}

/** GET /api/documents?xref=: the documents of an xref in the user's branches (none is an empty list). */
export interface DocumentList {
  xref: string;
  documents: AccountingDocument[];
}

export const documentTitle = (document: Pick<AccountingDocument, 'kind' | 'number'>) => `${document.kind} ${document.number}`;
export const documentFileName = (document: Pick<AccountingDocument, 'kind' | 'number'>) => `${documentTitle(document)}.pdf`.replace(/[^\w .-]/g, '-');

export const DOCUMENT_NOT_FOUND = 'That document does not exist.';
export const DOCUMENT_SOURCE_GONE = 'The Excede record behind this document is no longer there, so it cannot be printed.';

export const branchId = z.string().check(z.regex(/^[\w-]{1,12}$/, 'brnId is not a branch id.'));
export const xrefText = (field: string) =>
  z.string({ error: `Give ${field}.` }).check(z.trim(), z.minLength(1, `Give ${field}.`), z.maxLength(40, `${field} is too long.`));

/** GET /api/documents: an xref, and a branch when the address names one. */
export const documentListQuery = z.object({ xref: xrefText('xref'), brnId: z.optional(branchId) });

