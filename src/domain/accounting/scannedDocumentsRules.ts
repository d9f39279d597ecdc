import type { InboxDocument, LinkKind, ScannedType } from './scannedDocuments';

/** A part of a document to split off: its first and last page, counted from 1. */
export interface PageRange {
  from: number;
  to: number;
}

/**
 * Reads page ranges as staff type them ("1-2, 3, 4-6") for a document of `pages` pages: each range becomes a
 * new document. Refused (a message) when a range is malformed, out of the document, overlaps another, or
 * the ranges keep the whole document as one.
 */
export function readPageRanges(text: string, pages: number): PageRange[] | string {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (!parts.length) return 'Enter the pages of each new document, e.g. 1-2, 3.';
  const ranges: PageRange[] = [];
  for (const part of parts) {
    const found = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!found) return `'${part}' is not a page or a range of pages (e.g. 1-2).`;
    const range = { from: Number(found[1]), to: Number(found[2] ?? found[1]) };
    if (range.from < 1 || range.to > pages || range.from > range.to) return `Pages ${part} are not within 1-${pages}.`;
    if (ranges.some((r) => range.from <= r.to && r.from <= range.to)) return `Pages ${part} are in two documents.`;
    ranges.push(range);
  }
  if (ranges.length === 1 && ranges[0]!.from === 1 && ranges[0]!.to === pages) return 'Split it into at least two documents.';
  return ranges;
}

/** Types that are filed without a record: anything else must name the record it belongs to. */
const FILED_WITHOUT_LINK = new Set<ScannedType>(['Other']);

/** The record each type is normally tied to, offered first when linking. */
export const USUAL_LINK: Record<ScannedType, LinkKind> = {
  'Vendor invoice': 'venId',
  RO: 'slsId',
  'Parts invoice': 'slsId',
  'Deal-jacket document': 'slsId',
  'Title/MSO': 'stockNo',
  'Credit application': 'cusId',
  'Bank statement': 'xref',
  'Deposit slip': 'xref',
  'W-9': 'venId',
  Other: 'xref',
};

type Filing = Pick<InboxDocument, 'docType' | 'linkKind' | 'linkValue' | 'vendorId' | 'invoiceNo' | 'invoiceAmount' | 'invoiceDate'>;

/** Why a document cannot be filed yet, as the field and what to do; null when it can. */
export function filingRefusal(doc: Filing): { field: string; message: string } | null {
  if (!doc.docType) return { field: 'docType', message: 'Choose the type of the document before filing it.' };
  if (doc.docType === 'Vendor invoice') {
    if (!doc.vendorId) return { field: 'vendorId', message: 'A vendor invoice needs its vendor to be filed.' };
    if (!doc.invoiceNo) return { field: 'invoiceNo', message: 'A vendor invoice needs its invoice number to be filed.' };
    if (!doc.invoiceAmount) return { field: 'invoiceAmount', message: 'A vendor invoice needs its amount to be filed.' };
    if (!doc.invoiceDate) return { field: 'invoiceDate', message: 'A vendor invoice needs its invoice date to be filed.' };
    return null;
  }
  if (!FILED_WITHOUT_LINK.has(doc.docType) && !(doc.linkKind && doc.linkValue)) return { field: 'linkValue', message: `Link the ${doc.docType.toLowerCase()} to its record before filing it.` };
  return null;
}

/** A quarter turn more, kept in 0, 90, 180, 270. */
export const turned = (degrees: number, by: number) => (((degrees + by) % 360) + 360) % 360;
