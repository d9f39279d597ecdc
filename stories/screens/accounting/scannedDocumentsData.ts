import { SCANNED_SOURCES, SCANNED_TYPES, type InboxDocument } from '../../../src/domain/accounting/scannedDocuments';
import type { FiledDocument } from '../../../src/domain/accounting/scannedDocumentsArchive';
import { DEMO_NOW } from '../../../src/demo/now';

const minutesBefore = (minutes: number) => new Date(DEMO_NOW.getTime() - minutes * 60_000).toISOString();

const NAMES = ['Deposit slip Xref 52001.pdf', 'scan0007.pdf', 'INV 44817 Fleetpride.pdf', 'MSO Stock no T4411.pdf', 'W9 Acme Hydraulics.pdf', 'RO 7781 signed.pdf'];

/** A branch's inbox, newest first: a few with a suggestion, one with none. */
export function inboxDocuments(count: number, branches: readonly string[] = ['101', '102']): InboxDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const fileName = i < NAMES.length ? NAMES[i]! : `scan${String(i + 100).padStart(4, '0')}.pdf`;
    const known = i % 6 !== 1 && i < NAMES.length;
    return {
      id: 500 + i,
      version: 1,
      brnId: branches[i % branches.length]!,
      fileName,
      receivedAs: i % 3 === 0 ? 'image/tiff' : 'application/pdf',
      pages: 1 + (i % 3),
      source: SCANNED_SOURCES[i % SCANNED_SOURCES.length]!,
      receivedAt: minutesBefore(i * 37),
      docType: null,
      linkKind: null,
      linkValue: null,
      vendorId: null,
      invoiceNo: null,
      invoiceAmount: null,
      invoiceDate: null,
      suggestion: known
        ? {
            type: (['Deposit slip', null, 'Vendor invoice', 'Title/MSO', 'W-9', 'RO'] as const)[i] ?? null,
            link: i === 0 ? { kind: 'xref', value: '52001' } : i === 3 ? { kind: 'stockNo', value: 'T4411' } : null,
            confidence: i === 0 || i === 3 ? 60 : 45,
          }
        : { type: null, link: null, confidence: 0 },
      status: 'Inbox',
    };
  });
}

/** Filed documents of the branches, newest first. */
export function filedDocuments(count: number, branches: readonly string[] = ['101', '102']): FiledDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const docType = SCANNED_TYPES[i % SCANNED_TYPES.length]!;
    const invoice = docType === 'Vendor invoice';
    return {
      id: 100 + i,
      filedAt: minutesBefore(i * 95),
      brnId: branches[i % branches.length]!,
      docType,
      linkKind: docType === 'Other' ? null : invoice || docType === 'W-9' ? 'venId' : 'xref',
      linkValue: docType === 'Other' ? null : invoice || docType === 'W-9' ? `V${1000 + (i % 40)}` : String(52000 + i),
      fileName: `${docType.replace('/', '-')} ${i + 1}.pdf`,
      pages: 1 + (i % 4),
      filedBy: i % 2 ? 'Casey Accounting' : 'Linda Anderson',
      documentId: 900 + i,
      vendorInvoiceId: invoice ? 300 + i : null,
    };
  });
}
