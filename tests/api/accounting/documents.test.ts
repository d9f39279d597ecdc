import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { SCAN_FILED_IN_ARCHIVE, type AccountingDocument, type DocumentList } from '../../../src/domain/accounting/documents';
import type { InboxDocument } from '../../../src/domain/accounting/scannedDocuments';
import type { TransactionRecord } from '../../../src/domain/accounting/transactionRecord';
import { queryRows } from '../../../server/db/database';
import { createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let parts: string;
let viewer: string;

const get = (path: string, token: string | null = accounting) => api.request(path, { token });
const json = async <T>(path: string, token: string | null = accounting) => {
  const response = await get(path, token);
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
};
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(api.db, query))[0]!;

/** A counter invoice at Norcross (accounting's) paid at the counter the same day: its entry and its receipt's. */
let invoice: { sls_id: string; cus_id: string; total: string; je_id: string };
/** A deposit at Birmingham (an Alabama branch: not accounting's). */
let foreignDeposit: string;

beforeAll(async () => {
  api = await createTestApi();
  [accounting, parts, viewer] = await api.tokensOf('accounting@demo.local', 'parts@demo.local', 'viewer@demo.local');
  invoice = await one(sql`select pi.sls_id, pi.cus_id, pi.total::text as total, l.je_id from excede_parts_invoices pi
    join excede_gl_lines l on l.xref = pi.sls_id and l.source = 'Parts invoice' and l.line_no = 1
    where pi.brn_id = '101' and exists (select 1 from excede_gl_lines r where r.xref = pi.sls_id and r.source = 'AR receipt')
    order by pi.sls_id limit 1`);
  ({ xref: foreignDeposit } = await one<{ xref: string }>(sql`select xref from excede_gl_lines where brn_id = '201' and source = 'Deposit' order by xref limit 1`));
});
afterAll(() => api.close());

describe('GET /api/accounting/transaction (Transaction Detail’s record)', () => {
  it('needs a token and the permission', async () => {
    expect((await get(`accounting/transaction?xref=${invoice.sls_id}`, null)).status).toBe(401);
    expect((await get(`accounting/transaction?xref=${invoice.sls_id}`, parts)).status).toBe(403);
    expect((await get(`accounting/transaction?xref=${invoice.sls_id}`, viewer)).status).toBe(403);
  });

  it('answers an xref: the invoice’s type, day, customer and total, and every entry posted with it', async () => {
    const record = await json<TransactionRecord>(`accounting/transaction?xref=${invoice.sls_id}`);
    expect(record).toMatchObject({ docType: 'Parts invoice', xref: invoice.sls_id, brnId: '101', branchName: 'Norcross', total: invoice.total });
    expect(record.customer?.cusId).toBe(invoice.cus_id);
    expect(record.entries.map((e) => e.source)).toEqual(expect.arrayContaining(['Parts invoice', 'AR receipt']));
    expect(record.entries[0]!.jeId).toBe(invoice.je_id);
    expect(record.postedOn).toBe(record.entries[0]!.postedOn);
    // slsId names the same record.
    expect(await json<TransactionRecord>(`accounting/transaction?slsId=${invoice.sls_id}`)).toEqual(record);
  });

  it('answers an entry: its own source and amount, the customer of its xref', async () => {
    const receipt = (await json<TransactionRecord>(`accounting/transaction?xref=${invoice.sls_id}`)).entries.find((e) => e.source === 'AR receipt')!;
    const record = await json<TransactionRecord>(`accounting/transaction?jeId=${receipt.jeId}`);
    expect(record).toMatchObject({ docType: 'AR receipt', xref: invoice.sls_id, total: receipt.amount, entries: [receipt] });
    expect(record.customer?.cusId).toBe(invoice.cus_id);
  });

  it('answers a quick link’s key as an entry, else an xref', async () => {
    expect((await json<TransactionRecord>(`accounting/transaction?key=${invoice.je_id}`)).entries.map((e) => e.jeId)).toEqual([invoice.je_id]);
    expect((await json<TransactionRecord>(`accounting/transaction?key=${invoice.sls_id}`)).docType).toBe('Parts invoice');
  });

  it('refuses a record of a branch the user lacks (403) and says when there is none (404)', async () => {
    for (const query of [`xref=${foreignDeposit}`, `xref=${invoice.sls_id}&brnId=201`]) {
      const response = await get(`accounting/transaction?${query}`);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('You do not have access to branch 201.');
    }
    const missing = await get('accounting/transaction?jeId=NOPE');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('No journal entry NOPE was found.');
    expect((await get('accounting/transaction?xref=')).status).toBe(400);
    expect((await get('accounting/transaction')).status).toBe(400);
  });
});

describe('GET /api/documents and /api/documents/:id/file', () => {
  it('needs a token and the permission', async () => {
    expect((await get(`documents?xref=${invoice.sls_id}`, null)).status).toBe(401);
    expect((await get(`documents?xref=${invoice.sls_id}`, parts)).status).toBe(403);
    expect((await get('documents/1', viewer)).status).toBe(403);
    expect((await get('documents/1/file', null)).status).toBe(401);
  });

  it('lists an xref’s documents, the invoice first then each receipt, the same rows when asked again', async () => {
    const list = await json<DocumentList>(`documents?xref=${invoice.sls_id}`);
    expect(list.documents.map((d) => d.kind)).toEqual(['Parts invoice', ...list.documents.slice(1).map(() => 'Receipt')]);
    expect(list.documents.length).toBeGreaterThan(1);
    expect(list.documents[0]).toMatchObject({ xref: invoice.sls_id, brnId: '101', number: invoice.sls_id, pages: null });
    expect(await json<DocumentList>(`documents?xref=${invoice.sls_id}`)).toEqual(list);
    expect(await json<AccountingDocument>(`documents/${list.documents[0]!.docId}`)).toEqual(list.documents[0]);
  });

  it('prints the PDF the first time, keeps it, and serves the same bytes after', async () => {
    const [document] = (await json<DocumentList>(`documents?xref=${invoice.sls_id}`)).documents;
    const response = await get(`documents/${document!.docId}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Parts invoice ${invoice.sls_id}.pdf"; filename*=UTF-8''Parts%20invoice%20${invoice.sls_id}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Parts invoice ${invoice.sls_id}`);
    const printed = await json<AccountingDocument>(`documents/${document!.docId}`);
    expect(printed.pages).toBe(pdf.getPageCount());
    const again = new Uint8Array(await (await get(`documents/${document!.docId}/file`)).arrayBuffer());
    expect(again).toEqual(bytes);
  });

  it('prints each kind: a receipt, a deposit slip, a repair order and a statement', async () => {
    const samples = await queryRows<{ xref: string }>(
      api.db,
      sql`(select l.xref from excede_gl_lines l where l.brn_id = '102' and l.source = 'Deposit' order by l.xref limit 1)
        union all (select sls_id from excede_repair_orders where brn_id = '101' and date_invoice is not null order by sls_id limit 1)
        union all (select doc_id from excede_ar_open_items where brn_id in ('101', '102', '103', '104', '105', '106') and doc_type = 'Finance charge' order by doc_id limit 1)`,
    );
    expect(samples).toHaveLength(3);
    const kinds = new Set<string>();
    for (const { xref } of [...samples, { xref: invoice.sls_id }]) {
      for (const document of (await json<DocumentList>(`documents?xref=${xref}`)).documents) {
        const response = await get(`documents/${document.docId}/file`);
        expect(response.status, `${document.kind} ${document.number}`).toBe(200);
        const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
        expect(pdf.getPageCount()).toBeGreaterThan(0);
        kinds.add(document.kind);
      }
    }
    expect([...kinds].sort()).toEqual(['Deposit slip', 'Parts invoice', 'Receipt', 'Repair order', 'Statement']);
  });

  it('answers an empty list for an xref without a document, and refuses another branch’s (403)', async () => {
    expect(await json<DocumentList>('documents?xref=NO-SUCH-XREF')).toEqual({ xref: 'NO-SUCH-XREF', documents: [] });
    for (const query of [`xref=${foreignDeposit}`, `xref=${invoice.sls_id}&brnId=201`]) {
      const response = await get(`documents?${query}`);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('You do not have access to branch 201.');
    }
    expect((await get('documents?brnId=101')).status).toBe(400);
  });

  it('refuses another branch’s document and its PDF (403), and says when a document does not exist (404)', async () => {
    const admin = (await api.login('admin@demo.local')).token;
    const [document] = (await json<DocumentList>(`documents?xref=${foreignDeposit}`, admin)).documents;
    expect(document).toMatchObject({ kind: 'Deposit slip', brnId: '201' });
    for (const path of [`documents/${document!.docId}`, `documents/${document!.docId}/file`]) {
      const response = await get(path);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('You do not have access to branch 201.');
    }
    const [stored] = await queryRows<{ storage_key: string | null }>(api.db, sql`select storage_key from documents where id = ${document!.docId}`);
    expect(stored!.storage_key).toBeNull();
    for (const path of ['documents/999999', 'documents/999999/file']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe('That document does not exist.');
    }
    expect((await get('documents/abc/file')).status).toBe(400);
  });
});

describe('a scan filed from the scanned documents inbox, in the viewer', () => {
  const form = (fields: Record<string, string>, bytes: Uint8Array, name: string) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    body.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    return body;
  };
  const onePagePdf = async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 400]);
    return pdf.save();
  };

  it('is flagged as kept in the archive (a scan attached in the viewer is not), and its removal is refused (409)', async () => {
    const { xref: deposit } = await one<{ xref: string }>(sql`select xref from excede_gl_lines where brn_id = '101' and source = 'Deposit' order by xref limit 1`);
    const attached = await api.request('documents/scans', { token: accounting, body: form({ xref: deposit, brnId: '101' }, await onePagePdf(), 'stamped slip.pdf') });
    expect(attached.status).toBe(201);
    const { docId: attachedId } = (await attached.json()) as AccountingDocument;
    const inbox = await api.request('accounting/scanned-documents/upload', { token: accounting, body: form({ brnId: '101', source: 'Scanner' }, await onePagePdf(), 'deposit.pdf') });
    expect(inbox.status).toBe(201);
    const { id } = (await inbox.json()) as InboxDocument;
    const typed = await api.request(`accounting/scanned-documents/${id}`, { token: accounting, method: 'PATCH', json: { version: 1, docType: 'Deposit slip', linkKind: 'xref', linkValue: deposit } });
    expect(typed.status).toBe(200);
    const filed = await api.request(`accounting/scanned-documents/${id}/file`, { token: accounting, json: { version: 2 } });
    expect(filed.status).toBe(200);
    const { documentId } = (await filed.json()) as { documentId: number };

    const listed = (await json<DocumentList>(`documents?xref=${deposit}&brnId=101`)).documents;
    expect(listed.find((d) => d.docId === documentId)?.scan).toMatchObject({ fileName: 'deposit.pdf', mayRemove: true, filedInArchive: true });
    expect(listed.find((d) => d.docId === attachedId)?.scan).toMatchObject({ fileName: 'stamped slip.pdf', mayRemove: true, filedInArchive: false });
    expect((await json<AccountingDocument>(`documents/${documentId}`)).scan?.filedInArchive).toBe(true);

    const removed = await api.request(`documents/${documentId}`, { token: accounting, method: 'DELETE', json: { version: 1 } });
    expect(removed.status).toBe(409);
    expect((await removed.json()).message).toBe(SCAN_FILED_IN_ARCHIVE);
    expect((await get(`documents/${documentId}/file`)).status).toBe(200);
  });
});
