import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SCANNED_NOT_READABLE, type InboxDocument, type InboxList } from '../../../src/domain/accounting/scannedDocuments';
import type { FiledDocument } from '../../../src/domain/accounting/scannedDocumentsArchive';
import { SCAN_FILED_IN_ARCHIVE, type AccountingDocument, type DocumentList } from '../../../src/domain/accounting/documents';
import type { ListAnswer } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { scannedTiff } from '../../../src/demo/scannedTiff';
import { queryRows } from '../../../server/db/database';
import { seedScannedDocuments } from '../../../server/db/seedScannedDocuments';
import { writeDemoExports } from '../../../server/excede/demo';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let viewer: string;
let parts: string;
let deposit: string;
let foreignDeposit: string;
let vendor: string;

/** A PDF of `pages` pages, each saying `text`. */
async function pdfOf(text: string, pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) pdf.addPage([300, 400]).drawText(`${text} page ${i}`, { x: 20, y: 200, size: 10, font });
  return pdf.save();
}

const upload = (bytes: Uint8Array, name: string, token: string | null = accounting, fields: Record<string, string> = { brnId: '101', source: 'Scanner' }) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return api.request('accounting/scanned-documents/upload', { token, body: form });
};
const uploaded = async (bytes: Uint8Array, name: string) => {
  const response = await upload(bytes, name);
  expect(response.status).toBe(201);
  return (await response.json()) as InboxDocument;
};
const post = (path: string, json: unknown, token = accounting) => api.request(`accounting/scanned-documents/${path}`, { token, json });
const patch = (id: number, json: unknown, token = accounting) => api.request(`accounting/scanned-documents/${id}`, { token, method: 'PATCH', json });
const written = async () => ({ scans: await countRows(api, 'scanned_documents'), files: await countRows(api, 'stored_files'), audit: await countRows(api, 'audit_log') });
const audits = (action: string) => queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select before, after from audit_log where action = ${action} order by id`);

beforeAll(async () => {
  api = await createTestApi();
  // A parts clerk who may sort the inbox but holds no F&I or accounting rights: never sees a credit application.
  await api.db.execute(sql`insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p
    where u.email = 'parts@demo.local' and p.name = 'can view uncategorized scanned' on conflict do nothing`);
  [accounting, viewer, parts] = await api.tokensOf('accounting@demo.local', 'viewer@demo.local', 'parts@demo.local');
  const depositOf = async (brnId: string) =>
    (await queryRows<{ xref: string }>(api.db, sql`select xref from excede_gl_lines where brn_id = ${brnId} and source = 'Deposit' order by xref desc limit 1`))[0]!.xref;
  [deposit, foreignDeposit] = await Promise.all([depositOf('101'), depositOf('201')]);
  vendor = (await queryRows<{ ven_id: string }>(api.db, sql`select ven_id from excede_vendors order by ven_id limit 1`))[0]!.ven_id;
});
afterAll(() => api.close());

describe('the demo seed', () => {
  it('puts a dozen scans in the inboxes of Norcross and Forest Park and files Norcross’s last three deposit slips, once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scanned-seed-'));
    try {
      await writeDemoExports(dir, 'test');
      expect(await seedScannedDocuments(api.db, api.storage, dir)).toBe(15);
      expect(await seedScannedDocuments(api.db, api.storage, dir)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const list = (await (await api.request('accounting/scanned-documents/inbox', { token: accounting })).json()) as InboxList;
    expect(new Set(list.documents.map((d) => d.brnId))).toEqual(new Set(['101', '102']));
    expect(list.documents.length).toBe(12);
    expect(list.documents.filter((d) => d.suggestion.type === null).length).toBeGreaterThan(0);
    // A parts clerk who sorts the inbox does not see the credit application.
    expect(((await (await api.request('accounting/scanned-documents/inbox?brnId=101', { token: parts })).json()) as InboxList).documents.length).toBe(7);
    const filed = (await (await api.request('accounting/scanned-documents?brnId=101', { token: accounting })).json()) as ListAnswer<FiledDocument>;
    expect(filed.rows.map((r) => r.docType)).toEqual(['Deposit slip', 'Deposit slip', 'Deposit slip']);
    const viewer = (await (await api.request(`documents?xref=${filed.rows[0]!.linkValue}&brnId=101`, { token: accounting })).json()) as DocumentList;
    expect(viewer.documents.some((d) => d.docId === filed.rows[0]!.documentId)).toBe(true);
  }, 120_000);
});

describe('the inbox', () => {
  it('needs a token, the permission and the branch', async () => {
    const before = await written();
    const pdf = await pdfOf('Deposit');
    expect((await upload(pdf, 'a.pdf', null)).status).toBe(401);
    expect((await upload(pdf, 'a.pdf', viewer)).status).toBe(403);
    const foreign = await upload(pdf, 'a.pdf', accounting, { brnId: '201' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe('You do not have access to branch 201.');
    expect((await api.request('accounting/scanned-documents/inbox')).status).toBe(401);
    expect((await api.request('accounting/scanned-documents/inbox', { token: viewer })).status).toBe(403);
    expect((await api.request('accounting/scanned-documents/inbox?brnId=201', { token: accounting })).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('refuses what is not a PDF, TIFF, PNG or JPEG by its content, and a bad source, writing nothing', async () => {
    const before = await written();
    const renamed = await upload(new TextEncoder().encode('MZ not a scan'), 'scan.pdf');
    expect(renamed.status).toBe(400);
    expect((await renamed.json()).message).toBe(SCANNED_NOT_READABLE);
    const source = await upload(await pdfOf('x'), 'x.pdf', accounting, { brnId: '101', source: 'Fax' });
    expect(source.status).toBe(400);
    expect((await source.json()).message).toMatch(/^source: /);
    expect(await written()).toEqual(before);
  });

  it('receives a PDF with a suggestion read from its text, and a TIFF kept as a PDF; lists them newest first', async () => {
    const invoice = await uploaded(await pdfOf(`INVOICE Vendor: ${vendor} Remit to`), 'scan0001.pdf');
    expect(invoice).toMatchObject({ brnId: '101', source: 'Scanner', pages: 1, status: 'Inbox', version: 1, docType: null, receivedAs: 'application/pdf' });
    expect(invoice.suggestion).toMatchObject({ type: 'Vendor invoice', link: { kind: 'venId', value: vendor } });
    const tiff = await uploaded(scannedTiff([['Deposit slip'], ['Bag receipt']]), 'Deposit slip.tif');
    expect(tiff).toMatchObject({ fileName: 'Deposit slip.pdf', receivedAs: 'image/tiff', pages: 2, suggestion: { type: 'Deposit slip', confidence: 45 } });
    const unknown = await uploaded(await pdfOf('zzz'), 'img_0042.pdf');
    expect(unknown.suggestion).toEqual({ type: null, link: null, confidence: 0 });
    const file = await api.request(`accounting/scanned-documents/${tiff.id}/file`, { token: accounting });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await PDFDocument.load(new Uint8Array(await file.arrayBuffer()))).getPageCount()).toBe(2);
    const list = (await (await api.request('accounting/scanned-documents/inbox', { token: accounting })).json()) as InboxList;
    expect(list.documents.slice(0, 3).map((d) => d.id)).toEqual([unknown.id, tiff.id, invoice.id]);
    expect((await audits('scanned-document.receive')).length).toBeGreaterThanOrEqual(3);
  });

  it('categorizes several at once as of the versions seen: a stale one refuses all (409), a bad type is a 400', async () => {
    const [a, b] = [await uploaded(await pdfOf('a'), 'a.pdf'), await uploaded(await pdfOf('b'), 'b.pdf')];
    const bad = await post('categorize', { documents: [{ id: a.id, version: 1 }], docType: 'Napkin' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('docType: Choose a type of document.');
    const stale = await post('categorize', { documents: [{ id: a.id, version: 1 }, { id: b.id, version: 7 }], docType: 'Other' });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(RECORD_CHANGED_MESSAGE);
    const done = await post('categorize', { documents: [{ id: a.id, version: 1 }, { id: b.id, version: 1 }], docType: 'W-9' });
    expect(done.status).toBe(200);
    expect(((await done.json()) as InboxDocument[]).map((d) => [d.docType, d.version])).toEqual([['W-9', 2], ['W-9', 2]]);
    const [audit] = (await audits('scanned-document.categorize')).slice(-2);
    expect(audit).toMatchObject({ before: { docType: null, version: 1 }, after: { docType: 'W-9', version: 2 } });
  });

  it('links only to a record in Excede’s data (400) of the user’s branches (403)', async () => {
    const doc = await uploaded(await pdfOf('slip'), 'slip.pdf');
    const missing = await patch(doc.id, { version: 1, docType: 'Deposit slip', linkKind: 'xref', linkValue: 'NOPE-1' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("linkValue: No Xref NOPE-1 in Excede's data.");
    expect((await patch(doc.id, { version: 1, docType: 'Deposit slip', linkKind: 'xref', linkValue: foreignDeposit })).status).toBe(403);
    expect((await patch(doc.id, { version: 1, linkValue: deposit })).status).toBe(400);
    const linked = await patch(doc.id, { version: 1, docType: 'Deposit slip', linkKind: 'xref', linkValue: deposit });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toMatchObject({ docType: 'Deposit slip', linkKind: 'xref', linkValue: deposit, version: 2 });
  });

  it('turns a page and keeps it turned; splits by page ranges into new documents, the original recycled', async () => {
    const doc = await uploaded(await pdfOf('three', 3), 'three.pdf');
    expect((await post(`${doc.id}/rotate`, { version: 1, degrees: 45 })).status).toBe(400);
    const turned = await post(`${doc.id}/rotate`, { version: 1, page: 2, degrees: 90 });
    expect(turned.status).toBe(200);
    const bytes = new Uint8Array(await (await api.request(`accounting/scanned-documents/${doc.id}/file`, { token: accounting })).arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPages().map((p) => p.getRotation().angle)).toEqual([0, 90, 0]);
    const badRanges = await post(`${doc.id}/split`, { version: 2, ranges: '1-5' });
    expect((await badRanges.json()).message).toBe('ranges: Pages 1-5 are not within 1-3.');
    const split = await post(`${doc.id}/split`, { version: 2, ranges: '1-2, 3' });
    expect(split.status).toBe(201);
    const parts = (await split.json()) as InboxDocument[];
    expect(parts.map((p) => [p.fileName, p.pages])).toEqual([['three p1-2.pdf', 2], ['three p3.pdf', 1]]);
    const list = (await (await api.request('accounting/scanned-documents/inbox', { token: accounting })).json()) as InboxList;
    expect(list.recycled.map((d) => d.id)).toContain(doc.id);
  });

  it('re-routes to another of the user’s branches only, and recycles and restores', async () => {
    const doc = await uploaded(await pdfOf('route'), 'route.pdf');
    expect((await post(`${doc.id}/reroute`, { version: 1, brnId: '201' })).status).toBe(403);
    const rerouted = await post(`${doc.id}/reroute`, { version: 1, brnId: '102' });
    expect(rerouted.status).toBe(200);
    expect((await audits('scanned-document.reroute')).at(-1)).toMatchObject({ before: { brnId: '101' }, after: { brnId: '102' } });
    const recycled = (await (await post(`${doc.id}/recycle`, { version: 2 })).json()) as InboxDocument;
    expect(recycled.status).toBe('Recycled');
    expect((await post(`${doc.id}/recycle`, { version: 3 })).status).toBe(409);
    expect(((await (await post(`${doc.id}/restore`, { version: 3 })).json()) as InboxDocument).status).toBe('Inbox');
  });

  it('hides credit applications from anyone without F&I or accounting rights', async () => {
    const doc = await uploaded(await pdfOf('Credit application'), 'credit app.pdf');
    expect((await post('categorize', { documents: [{ id: doc.id, version: 1 }], docType: 'Credit application' }, parts)).status).toBe(403);
    expect((await post('categorize', { documents: [{ id: doc.id, version: 1 }], docType: 'Credit application' })).status).toBe(200);
    const theirs = (await (await api.request('accounting/scanned-documents/inbox', { token: parts })).json()) as InboxList;
    expect(theirs.documents.map((d) => d.id)).not.toContain(doc.id);
    expect((await api.request(`accounting/scanned-documents/${doc.id}/file`, { token: parts })).status).toBe(404);
  });
});

describe('filing and the archive', () => {
  it('files a linked document: listed among its xref’s documents in the viewer, and in the archive', async () => {
    const doc = await uploaded(await pdfOf('Deposit'), 'deposit.pdf');
    const early = await post(`${doc.id}/file`, { version: 1 });
    expect(early.status).toBe(400);
    expect((await early.json()).message).toBe('docType: Choose the type of the document before filing it.');
    await patch(doc.id, { version: 1, docType: 'Deposit slip', linkKind: 'xref', linkValue: deposit });
    const filed = await post(`${doc.id}/file`, { version: 2 });
    expect(filed.status).toBe(200);
    const { documentId } = (await filed.json()) as { documentId: number };
    const viewer = (await (await api.request(`documents?xref=${deposit}&brnId=101`, { token: accounting })).json()) as DocumentList;
    expect(viewer.documents.find((d) => d.docId === documentId)).toMatchObject({ kind: 'Scanned', scan: { fileName: 'deposit.pdf', mimeType: 'application/pdf' } });
    const opened = (await (await api.request(`documents/${documentId}`, { token: accounting })).json()) as AccountingDocument;
    expect(opened.pages).toBe(1);
    expect((await post(`${doc.id}/recycle`, { version: 3 })).status).toBe(409);
    // The viewer may not remove what the archive keeps: the file is theirs together.
    const removed = await api.request(`documents/${documentId}`, { token: accounting, method: 'DELETE', json: { version: 1 } });
    expect(removed.status).toBe(409);
    expect((await removed.json()).message).toBe(SCAN_FILED_IN_ARCHIVE);
    expect((await api.request(`documents/${documentId}/file`, { token: accounting })).status).toBe(200);
    const archive = (await (await api.request(`accounting/scanned-documents?f.docType=Deposit%20slip&f.linkValue=${deposit}`, { token: accounting })).json()) as ListAnswer<FiledDocument>;
    expect(archive.rows.find((r) => r.id === doc.id)).toMatchObject({ brnId: '101', docType: 'Deposit slip', linkKind: 'xref', linkValue: deposit, filedBy: 'Casey Accounting', documentId });
  });

  it('files a vendor invoice only with vendor, number, amount and date, to the AP worklist once (duplicate: 409)', async () => {
    const doc = await uploaded(await pdfOf('INVOICE'), 'invoice.pdf');
    await post('categorize', { documents: [{ id: doc.id, version: 1 }], docType: 'Vendor invoice' });
    const missing = await post(`${doc.id}/file`, { version: 2 });
    expect((await missing.json()).message).toBe('vendorId: A vendor invoice needs its vendor to be filed.');
    const details = { docType: 'Vendor invoice', vendorId: vendor, invoiceNo: 'SCAN-INV-1', invoiceAmount: '1,234.50', invoiceDate: '2026-11-02' };
    expect((await patch(doc.id, { version: 2, ...details, vendorId: 'NO-SUCH' })).status).toBe(400);
    expect((await patch(doc.id, { version: 2, ...details })).status).toBe(200);
    const filed = await post(`${doc.id}/file`, { version: 3 });
    expect(filed.status).toBe(200);
    const { vendorInvoiceId, documentId } = (await filed.json()) as { vendorInvoiceId: number; documentId: number };
    const [invoice] = await queryRows<{ invoice_no: string; amount: string; doc_id: number }>(api.db, sql`select invoice_no, amount::text, doc_id from vendor_invoices where id = ${vendorInvoiceId}`);
    expect(invoice).toEqual({ invoice_no: 'SCAN-INV-1', amount: '1234.50', doc_id: documentId });

    const again = await uploaded(await pdfOf('INVOICE'), 'invoice again.pdf');
    await patch(again.id, { version: 1, ...details });
    const before = await written();
    const duplicate = await post(`${again.id}/file`, { version: 2 });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).errors[0].field).toBe('invoiceNo');
    expect(await written()).toEqual(before);
  });

  it('the archive needs its permission and the branch', async () => {
    expect((await api.request('accounting/scanned-documents')).status).toBe(401);
    expect((await api.request('accounting/scanned-documents', { token: viewer })).status).toBe(403);
    expect((await api.request('accounting/scanned-documents?brnId=201', { token: accounting })).status).toBe(403);
    const csv = await api.request('accounting/scanned-documents?format=csv', { token: accounting });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\n')[0]).toContain('Linked to');
  });
});
