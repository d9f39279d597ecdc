import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { SCAN_FILE_RULES, SCAN_NOT_READABLE, SCAN_REMOVAL_REFUSED, SCAN_TOO_LARGE, type AccountingDocument, type DocumentList } from '../../../src/domain/accounting/documents';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { scannedTiff } from '../../../src/demo/scannedTiff';
import { queryRows } from '../../../server/db/database';
import { countRows, createTestApi, type TestApi } from '../harness';

let api: TestApi;
let accounting: string;
let admin: string;
let parts: string;
/** A deposit at Norcross (accounting's) and one at Birmingham (not accounting's). */
let deposit: string;
let foreignDeposit: string;

const TIFF = scannedTiff([['Deposit slip', 'Bag 4411'], ['Page 2', 'Signed']]);

const attach = (file: { bytes: Uint8Array; name: string }, token: string | null = accounting, fields: Record<string, string> = { xref: deposit, brnId: '101' }) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return api.request('documents/scans', { token, body: form });
};
const remove = (docId: number, version: number, token = accounting) => api.request(`documents/${docId}`, { token, method: 'DELETE', json: { version } });
const written = async () => ({ scans: await countRows(api, 'document_scans'), documents: await countRows(api, 'documents'), files: await countRows(api, 'stored_files'), audit: await countRows(api, 'audit_log') });
const audits = (action: string) => queryRows<{ entity_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select entity_id, before, after from audit_log where action = ${action} order by id`);

beforeAll(async () => {
  api = await createTestApi();
  [accounting, admin, parts] = await api.tokensOf('accounting@demo.local', 'admin@demo.local', 'parts@demo.local');
  const depositOf = async (brnId: string) =>
    (await queryRows<{ xref: string }>(api.db, sql`select xref from excede_gl_lines where brn_id = ${brnId} and source = 'Deposit' order by xref limit 1`))[0]!.xref;
  [deposit, foreignDeposit] = await Promise.all([depositOf('101'), depositOf('201')]);
});
afterAll(() => api.close());

describe('POST /api/documents/scans and DELETE /api/documents/:id', () => {
  it('needs a token and the permission, and the branch of the xref', async () => {
    const before = await written();
    expect((await attach({ bytes: TIFF, name: 'slip.tif' }, null)).status).toBe(401);
    expect((await attach({ bytes: TIFF, name: 'slip.tif' }, parts)).status).toBe(403);
    const foreign = await attach({ bytes: TIFF, name: 'slip.tif' }, accounting, { xref: foreignDeposit, brnId: '201' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe('You do not have access to branch 201.');
    expect((await attach({ bytes: TIFF, name: 'slip.tif' }, accounting, { xref: foreignDeposit, brnId: '101' })).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('refuses a file that is not a PDF or a TIFF by its content (400) and one over the limit (413), writing nothing', async () => {
    const before = await written();
    const renamed = await attach({ bytes: new TextEncoder().encode('MZ this is not a scan'), name: 'slip.tif' });
    expect(renamed.status).toBe(400);
    expect((await renamed.json()).message).toBe(SCAN_NOT_READABLE);
    const broken = await attach({ bytes: new Uint8Array([0x49, 0x49, 0x2a, 0x00, 1, 2, 3]), name: 'broken.tif' });
    expect(broken.status).toBe(400);
    expect((await attach({ bytes: TIFF, name: 'slip.tif' }, accounting, { brnId: '101' })).status).toBe(400);
    const large = await attach({ bytes: new Uint8Array(SCAN_FILE_RULES.maxFileBytes + 1).fill(0x49), name: 'huge.tif' });
    expect(large.status).toBe(413);
    expect((await large.json()).message).toBe(SCAN_TOO_LARGE);
    expect(await written()).toEqual(before);
  });

  it('attaches a TIFF: listed among the xref’s documents with who attached it, served as it was sent, audited', async () => {
    const response = await attach({ bytes: TIFF, name: 'Deposit slip.tif' });
    expect(response.status).toBe(201);
    const scan = (await response.json()) as AccountingDocument;
    expect(scan).toMatchObject({ xref: deposit, brnId: '101', kind: 'Scanned', pages: 2, scan: { fileName: 'Deposit slip.tif', mimeType: 'image/tiff', size: TIFF.byteLength, version: 1, attachedBy: 'Casey Accounting', mayRemove: true } });
    const list = (await (await api.request(`documents?xref=${deposit}&brnId=101`, { token: accounting })).json()) as DocumentList;
    expect(list.documents.map((d) => d.kind)).toEqual(['Deposit slip', 'Scanned']);
    const file = await api.request(`documents/${scan.docId}/file`, { token: accounting });
    expect(file.headers.get('content-type')).toBe('image/tiff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(TIFF);
    const [audit] = (await audits('document-scan.attach')).slice(-1);
    expect(audit!.after).toMatchObject({ xref: deposit, brnId: '101', fileName: 'Deposit slip.tif', mimeType: 'image/tiff', pages: 2 });
  });

  it('attaches a PDF and counts its pages', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    pdf.addPage();
    pdf.addPage();
    const response = await attach({ bytes: await pdf.save(), name: 'receipt.pdf' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ kind: 'Scanned', pages: 3, scan: { mimeType: 'application/pdf' } });
  });

  it('lets only the attacher or an accounting manager remove a scan, as of the version seen (409), audited with what it held', async () => {
    const scan = (await (await attach({ bytes: TIFF, name: 'signed.tif' }, admin)).json()) as AccountingDocument;
    const refused = await remove(scan.docId, 1);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(SCAN_REMOVAL_REFUSED);
    const stale = await remove(scan.docId, 2, admin);
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(RECORD_CHANGED_MESSAGE);
    const mine = (await (await attach({ bytes: TIFF, name: 'mine.tif' })).json()) as AccountingDocument;
    const files = await countRows(api, 'stored_files');
    expect((await remove(mine.docId, 1)).status).toBe(204);
    expect(await countRows(api, 'stored_files')).toBe(files - 1);
    expect((await api.request(`documents/${mine.docId}`, { token: accounting })).status).toBe(404);
    const [audit] = (await audits('document-scan.remove')).slice(-1);
    expect(audit!.before).toMatchObject({ fileName: 'mine.tif', xref: deposit });
    expect((await remove(scan.docId, 1, admin)).status).toBe(204);
    const printed = (await (await api.request(`documents?xref=${deposit}&brnId=101`, { token: accounting })).json()) as DocumentList;
    expect((await remove(printed.documents[0]!.docId, 1)).status).toBe(400);
  });
});
