import type { AccountingDocument } from '../../../src/domain/accounting/documents';
import { scannedTiff } from '../../../src/demo/scannedTiff';
import invoicePdf from './documentViewerInvoice.pdf?url';
import statementPdf from './documentViewerStatement.pdf?url';

/**
 * Real PDFs as the server prints them (server/documents/printedForm.ts, from the invoice and statement
 * below): a one-page parts invoice and a 12-page statement of 560 open items.
 */
export const PDF_FIXTURES = { invoice: invoicePdf, statement: statementPdf } as const;

export async function pdfBytes(which: keyof typeof PDF_FIXTURES): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(PDF_FIXTURES[which])).arrayBuffer());
}

const document = (docId: number, kind: AccountingDocument['kind'], number: string, pages: number | null, xref = '3000123'): AccountingDocument => ({
  docId,
  xref,
  brnId: '101',
  kind,
  number,
  pages,
  createdAt: '2026-11-18T14:20:00.000Z',
  scan: null,
});

/** The invoice of transactionRecordData.ts and the receipt that paid it. */
export const invoiceDocuments = [document(41, 'Parts invoice', '3000123', 1), document(42, 'Receipt', '6000871', null)];

export const statementDocuments = [document(57, 'Statement', 'FC800014', 12, 'FC800014')];

/** A two-page TIFF as a branch's scanner sends it: the stamped deposit slip and the bag's signed receipt. */
export const depositScanTiff = scannedTiff([
  ['Deposit slip', 'Xref D101-1118', 'Branch 101', 'Total $4,812.50'],
  ['Bag receipt', 'Bag # 4411', 'Signed'],
]);

/** The deposit's printed slip and the scan attached to it. */
export const depositScan: AccountingDocument = {
  ...document(77, 'Scanned', '3', 2, 'D101-1118'),
  scan: { fileName: 'Deposit slip D101-1118.tif', mimeType: 'image/tiff', size: depositScanTiff.byteLength, version: 1, attachedBy: 'Casey Accounting', attachedAt: '2026-11-18T15:05:00.000Z', mayRemove: true, filedInArchive: false },
};
/** The same scan filed from the scanned documents inbox: the archive keeps it. */
export const filedDepositScan: AccountingDocument = { ...depositScan, scan: { ...depositScan.scan!, filedInArchive: true } };
export const depositDocuments = [document(76, 'Deposit slip', 'D101-1118', 1, 'D101-1118'), depositScan];
