import { count, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ScannedSource, ScannedType } from '../../src/domain/accounting/scannedDocuments';
import { suggestScan } from '../../src/domain/accounting/scannedDocumentsSuggest';
import { scannedTiff } from '../../src/demo/scannedTiff';
import { DEMO_AS_OF } from '../demoAsOf';
import { scanAsPdf } from '../routes/accounting/scannedDocumentsPdf';
import { storeUpload } from '../storage/uploads';
import type { FileStorage } from '../storage/fileStorage';
import type { Database } from './database';
import { documentScans } from './documentScans';
import { documents } from './documents';
import { scannedDocuments } from './scannedDocuments';
import { users } from './schema';
import { lastDeposits } from './seedDocumentScans';

/** A small typed PDF of a page or more, each of a few lines: what an emailed or scanned-to-PDF document holds. */
async function typedPdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 60, y: 700 - i * 22, size: i ? 12 : 18, font }));
  }
  return pdf.save({ useObjectStreams: false });
}

interface DemoScan {
  brnId: string;
  name: string;
  source: ScannedSource;
  hoursAgo: number;
  /** Typed text (a PDF) or a scan of paper (a bilevel TIFF, no text). */
  pages: string[][];
  tiff?: boolean;
}

const INBOX: DemoScan[] = [
  { brnId: '101', name: 'scan0001.pdf', source: 'Scanner', hoursAgo: 1, pages: [['INVOICE', 'Vendor: see remit to', 'Remit to: FleetPride, Dallas TX', 'Invoice 88231  Amount due $1,284.60']] },
  { brnId: '101', name: 'Deposit slip 11-19.tif', source: 'Scanner', hoursAgo: 3, pages: [['Deposit slip', 'Branch 101 Norcross'], ['Bag receipt']], tiff: true },
  { brnId: '101', name: 'Credit app Peachtree Hauling.pdf', source: 'Email', hoursAgo: 5, pages: [['Credit application', 'Peachtree Hauling LLC', 'Requested limit $50,000']] },
  { brnId: '101', name: 'MSO stock T4411.pdf', source: 'Scanner', hoursAgo: 8, pages: [["Manufacturer's Statement of Origin", 'Stock No. T4411', 'Freightliner Cascadia 126']] },
  { brnId: '101', name: 'W9 Acme Hydraulics.pdf', source: 'Email', hoursAgo: 20, pages: [['Form W-9', 'Request for Taxpayer Identification Number', 'Acme Hydraulics Inc.']] },
  { brnId: '101', name: 'img_0042.pdf', source: 'Upload', hoursAgo: 26, pages: [['(handwritten note)'], ['(blank)']] },
  { brnId: '101', name: 'RO signed by customer.tif', source: 'Scanner', hoursAgo: 30, pages: [['Repair order', 'Signed by the customer']], tiff: true },
  { brnId: '101', name: 'Bank statement October.pdf', source: 'Email', hoursAgo: 49, pages: [['Bank statement', 'Operating account ...4411', 'October 2026'], ['Page 2'], ['Page 3']] },
  { brnId: '102', name: 'scan0187.pdf', source: 'Scanner', hoursAgo: 2, pages: [['Parts invoice', 'Counter sale']] },
  { brnId: '102', name: 'Buyers order deal.pdf', source: 'Email', hoursAgo: 6, pages: [["Buyer's order", 'Deal jacket: bill of sale and trade appraisal'], ['Trade appraisal']] },
  { brnId: '102', name: 'scan0188.tif', source: 'Scanner', hoursAgo: 22, pages: [['Deposit ticket'], ['Courier receipt']], tiff: true },
  { brnId: '102', name: 'Invoice Meritor 5521.pdf', source: 'Email', hoursAgo: 51, pages: [['INVOICE 5521', 'Meritor Inc.', 'Bill to: Forest Park branch']] },
];

/**
 * The scanned documents inbox of the demo: a dozen scans waiting at Norcross (101) and Forest Park (102), some
 * with a suggestion, one with none, and Norcross's last three deposit slips filed (so the archive opens with
 * rows and the viewer lists them under their xrefs). Written on first start, once: nothing is added when any
 * scanned document exists. Times are relative to the demo's clock.
 */
export async function seedScannedDocuments(db: Database, storage: FileStorage, exportsDir: string): Promise<number> {
  const [{ scans }] = (await db.select({ scans: count() }).from(scannedDocuments)) as [{ scans: number }];
  if (scans) return 0;
  const [clerk] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'accounting@demo.local'));
  if (!clerk) return 0;
  const deposits = await lastDeposits(exportsDir, '101', 3);
  const filed: DemoScan[] = deposits.map((xref, i) => ({ brnId: '101', name: `Deposit ${xref}.pdf`, source: 'Scanner', hoursAgo: 72 + i * 24, pages: [['Deposit slip', `Xref ${xref}`, 'Received by the bank']] }));
  const who = { createdBy: clerk.id, updatedBy: clerk.id };
  await db.transaction(async (tx) => {
    for (const [i, scan] of [...INBOX, ...filed].entries()) {
      const bytes = scan.tiff ? scannedTiff(scan.pages) : await typedPdf(scan.pages);
      const { pdf, pages } = (await scanAsPdf(bytes, scan.tiff ? 'image/tiff' : 'application/pdf'))!;
      const name = scan.name.replace(/\.tif$/, '.pdf');
      const stored = await storeUpload(tx, storage, { folder: 'scanned-documents', bytes: pdf, originalName: name, userId: clerk.id });
      const suggestion = suggestScan(scan.name, scan.tiff ? '' : scan.pages[0]!.join(' '));
      const receivedAt = new Date(DEMO_AS_OF.getTime() - scan.hoursAgo * 3_600_000);
      const values = {
        brnId: scan.brnId,
        storageKey: stored.storageKey,
        fileName: stored.originalName,
        receivedAs: scan.tiff ? ('image/tiff' as const) : ('application/pdf' as const),
        size: stored.size,
        pages,
        source: scan.source,
        receivedAt,
        suggestedType: suggestion.type,
        suggestedLinkKind: suggestion.link?.kind ?? null,
        suggestedLinkValue: suggestion.link?.value ?? null,
        confidence: suggestion.confidence,
        ...who,
      };
      const xref = i >= INBOX.length ? deposits[i - INBOX.length]! : null;
      if (!xref) {
        await tx.insert(scannedDocuments).values(values);
        continue;
      }
      const [attached] = await tx.insert(documentScans).values({ brnId: '101', xref, storageKey: stored.storageKey, fileName: stored.originalName, mimeType: 'application/pdf', size: stored.size, pages, ...who }).returning({ id: documentScans.id });
      const [document] = await tx.insert(documents).values({ brnId: '101', xref, kind: 'Scanned', number: String(attached!.id), storageKey: stored.storageKey, pages }).returning({ id: documents.id });
      const docType: ScannedType = 'Deposit slip';
      await tx.insert(scannedDocuments).values({ ...values, docType, linkKind: 'xref', linkValue: xref, status: 'Filed', filedAt: new Date(receivedAt.getTime() + 3_600_000), filedBy: clerk.id, documentId: document!.id });
    }
  });
  return INBOX.length + filed.length;
}
