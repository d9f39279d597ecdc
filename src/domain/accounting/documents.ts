import * as z from 'zod/mini';
import { MB, type FileRules } from '../files';
import { versionField } from '../recordChange';

/**
 * The documents behind a cross-reference (xref) that the document viewer shows: Excede's printed forms,
 * printed by the portal from the Excede records the xref names, kept once printed.
 */

/** The forms the portal prints from Excede's data, each from one Excede record. */
export const PRINTED_KINDS = ['Parts invoice', 'Repair order', 'Receipt', 'Deposit slip', 'Statement'] as const;
export type PrintedKind = (typeof PRINTED_KINDS)[number];
/** Beside the printed forms, the scans staff attach to an xref (a signed receipt, a stamped deposit slip). */
export const DOCUMENT_KINDS = [...PRINTED_KINDS, 'Scanned'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a scan may be, checked by its content: a PDF or a TIFF (one page or many). */
export const SCAN_TYPES = ['application/pdf', 'image/tiff'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];
export const SCAN_FILE_RULES: FileRules = { accept: [...SCAN_TYPES], maxFileBytes: 20 * MB, maxTotalBytes: 20 * MB, maxFiles: 1 };

/** Who attached a scan and when, and whether the user asking may remove it (its attacher or an accounting manager). */
export interface DocumentScan {
  fileName: string;
  mimeType: ScanType;
  size: number;
  version: number;
  attachedBy: string;
  /** ISO. */
  attachedAt: string;
  mayRemove: boolean;
  /** Filed from the scanned documents inbox: the archive keeps its file, so no one removes it here. */
  filedInArchive: boolean;
}

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
  /** A scan's file and who attached it; null for a printed form. */
  scan: DocumentScan | null;
}

/** GET /api/documents?xref=: the documents of an xref in the user's branches (none is an empty list). */
export interface DocumentList {
  xref: string;
  documents: AccountingDocument[];
}

type Titled = Pick<AccountingDocument, 'kind' | 'number'> & { scan?: Pick<DocumentScan, 'fileName'> | null };
export const documentTitle = (document: Titled) => (document.scan ? `Scanned ${document.scan.fileName}` : `${document.kind} ${document.number}`);
/** The name it downloads as: a scan keeps its own file's, a printed form is named for what it prints. */
export const documentFileName = (document: Titled) => (document.scan ? document.scan.fileName : `${documentTitle(document)}.pdf`.replace(/[^\w .-]/g, '-'));

export const DOCUMENT_NOT_FOUND = 'That document does not exist.';
export const SCAN_NEEDED = 'file: Choose a PDF or TIFF scan to attach.';
export const SCAN_NOT_READABLE = 'file: The scan must be a PDF or a TIFF (checked by its content, not its name).';
export const SCAN_TOO_LARGE = `file: The scan exceeds ${SCAN_FILE_RULES.maxFileBytes / MB} MB.`;
export const SCAN_XREF_UNKNOWN = 'xref: That branch has no record with this cross-reference.';
export const SCAN_ONLY_REMOVED = 'Only a scan can be removed; a printed form stays.';
export const SCAN_REMOVAL_REFUSED = 'Only the person who attached this scan or an accounting manager may remove it.';
export const SCAN_FILED_IN_ARCHIVE = 'This scan is filed in the archive of scanned documents, which keeps it: it cannot be removed here.';
export const DOCUMENT_SOURCE_GONE = 'The Excede record behind this document is no longer there, so it cannot be printed.';

export const branchId = z.string().check(z.regex(/^[\w-]{1,12}$/, 'brnId is not a branch id.'));
export const xrefText = (field: string) =>
  z.string({ error: `Give ${field}.` }).check(z.trim(), z.minLength(1, `Give ${field}.`), z.maxLength(40, `${field} is too long.`));

/** GET /api/documents: an xref, and a branch when the address names one. */
export const documentListQuery = z.object({ xref: xrefText('xref'), brnId: z.optional(branchId) });


/** POST /api/documents/scans: the xref and its branch, beside the file (multipart). */
export const scanAttachFields = z.object({ xref: xrefText('xref'), brnId: branchId });

/** DELETE /api/documents/:id: a scan removed as of the version seen. */
export const scanRemoveSchema = z.object({ version: versionField });
