/**
 * Scanned documents: the inbox of branch scans, emailed and uploaded documents waiting to be typed and tied
 * to a record (/uncategorizedscanned), and the archive of the filed ones (/categorizedscanned).
 */

/** What a scanned document may be. */
export const SCANNED_TYPES = [
  'Vendor invoice',
  'RO',
  'Parts invoice',
  'Deal-jacket document',
  'Title/MSO',
  'Credit application',
  'Bank statement',
  'Deposit slip',
  'W-9',
  'Other',
] as const;
export type ScannedType = (typeof SCANNED_TYPES)[number];

/** How it reached the inbox. */
export const SCANNED_SOURCES = ['Scanner', 'Email', 'Upload'] as const;
export type ScannedSource = (typeof SCANNED_SOURCES)[number];

/** The record a document is tied to, by Excede's key: an xref, a deal or RO/invoice (SlsId), a stock number, a customer, a vendor. */
export const LINK_KINDS = ['xref', 'slsId', 'stockNo', 'cusId', 'venId'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  xref: 'Xref',
  slsId: 'SlsId',
  stockNo: 'Stock no.',
  cusId: 'CusId',
  venId: 'Vendor',
};

/** Inbox: waiting; Filed: in the archive; Recycled: deleted, restorable. */
export const SCANNED_STATUSES = ['Inbox', 'Filed', 'Recycled'] as const;
export type ScannedStatus = (typeof SCANNED_STATUSES)[number];

/** What may be uploaded, checked by content; images and TIFFs are kept as PDFs so every page rotates and splits alike. */
export const SCANNED_UPLOAD_TYPES = ['application/pdf', 'image/tiff', 'image/png', 'image/jpeg'] as const;
export type ScannedUploadType = (typeof SCANNED_UPLOAD_TYPES)[number];

/**
 * Credit applications hold a customer's finances: only F&I and accounting see them (the permissions of the
 * F&I report and of Transaction Detail), in the inbox, the archive and the viewer's list alike.
 */
export const CREDIT_APPLICATION_READERS = ['can view finance and insurance report', 'can view transaction detail'] as const;
export const mayReadCreditApplications = (permissions: readonly string[]) => CREDIT_APPLICATION_READERS.some((p) => permissions.includes(p));

/** A suggestion of what a document is, with how sure (0–100); null type and link when there is no idea. */
export interface ScanSuggestion {
  type: ScannedType | null;
  link: { kind: LinkKind; value: string } | null;
  confidence: number;
}

/** A document of the inbox, as GET /api/accounting/scanned-documents/inbox answers it. */
export interface InboxDocument {
  id: number;
  version: number;
  brnId: string;
  fileName: string;
  /** What it arrived as (a TIFF, a photo); it is kept as a PDF. */
  receivedAs: ScannedUploadType;
  pages: number;
  source: ScannedSource;
  /** ISO. */
  receivedAt: string;
  docType: ScannedType | null;
  linkKind: LinkKind | null;
  linkValue: string | null;
  vendorId: string | null;
  invoiceNo: string | null;
  /** Exact money ('1234.50'). */
  invoiceAmount: string | null;
  /** YYYY-MM-DD. */
  invoiceDate: string | null;
  suggestion: ScanSuggestion;
  status: ScannedStatus;
}

export interface InboxList {
  documents: InboxDocument[];
  recycled: InboxDocument[];
}

export const SCANNED_NOT_FOUND = 'That scanned document does not exist.';
export const SCANNED_UPLOAD_NEEDED = 'file: Choose a PDF, TIFF, PNG or JPEG scan.';
export const SCANNED_NOT_READABLE = 'file: The scan must be a PDF, TIFF, PNG or JPEG (checked by its content, not its name).';
export const CREDIT_APPLICATION_HIDDEN = 'Only F&I and accounting may see or file credit applications.';

/** What staff do to documents of the inbox: one action at a time, each as of the versions seen. */
export type ScanAction =
  | { kind: 'categorize'; documents: Pick<InboxDocument, 'id' | 'version'>[]; docType: ScannedType }
  | { kind: 'save'; document: InboxDocument; details: ScanDetails }
  | { kind: 'rotate'; document: InboxDocument; page: number | null; degrees: 90 | 180 | 270 }
  | { kind: 'split'; document: InboxDocument; ranges: string }
  | { kind: 'reroute'; document: InboxDocument; brnId: string }
  | { kind: 'recycle' | 'restore'; document: InboxDocument }
  | { kind: 'file'; document: InboxDocument; confirmSimilar: boolean };

/** The type, record and vendor invoice details as typed (the amount in dollars, as entered). */
export interface ScanDetails {
  docType: ScannedType | null;
  linkKind: LinkKind | null;
  linkValue: string | null;
  vendorId: string | null;
  invoiceNo: string | null;
  invoiceAmount: string | null;
  invoiceDate: string | null;
}
