import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DOCUMENT_KINDS,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_SOURCE_GONE,
  SCAN_FILE_RULES,
  SCAN_NEEDED,
  SCAN_NOT_READABLE,
  SCAN_ONLY_REMOVED,
  SCAN_FILED_IN_ARCHIVE,
  SCAN_REMOVAL_REFUSED,
  SCAN_TOO_LARGE,
  SCAN_TYPES,
  SCAN_XREF_UNKNOWN,
  documentFileName,
  documentListQuery,
  scanAttachFields,
  scanRemoveSchema,
  type AccountingDocument,
  type DocumentList,
  type ScanType,
} from '../../../src/domain/accounting/documents';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { authoritiesOf } from '../../business/approvals';
import type { ApprovalKind } from '../../../src/domain/approvals';
import { branchRefused, branchScope } from '../../business/branchScope';
import { createRecord, removeRecord, staffMemberOf } from '../../business/recordChange';
import { uploadedBytes } from '../../business/uploadedFile';
import { queryRows, type Database } from '../../db/database';
import { documentScans } from '../../db/documentScans';
import { documents } from '../../db/documents';
import { storedFiles } from '../../db/schema';
import { formOf, documentsOfXref } from '../../documents/forms';
import { printForm } from '../../documents/printedForm';
import { scanPages } from '../../documents/scanPages';
import { fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { sniffType } from '../../storage/sniff';
import { storeUpload } from '../../storage/uploads';
import { pdfAnswer } from '../files';
import { isoTimeOf } from '../../db/isoTime';

/**
 * A document's columns, and a scan's file and attacher (null for a printed form); `mayRemove` is the asking
 * user's right, `filedInArchive` whether the scanned documents inbox filed it (its archive row shares the file).
 */
const documentColumns = (mayRemoveAny: boolean, me: number) => sql`d.id as "docId", d.xref, d.brn_id as "brnId", d.kind, d.number, d.pages,
  ${isoTimeOf('d.created_at')} as "createdAt",
  case when s.id is null then null else json_build_object('fileName', s.file_name, 'mimeType', s.mime_type, 'size', s.size,
    'version', s.version, 'attachedBy', coalesce(u.name, 'Unknown'),
    'attachedAt', ${isoTimeOf('s.created_at')},
    'mayRemove', ${mayRemoveAny} or s.created_by = ${me},
    'filedInArchive', exists (select 1 from scanned_documents f where f.document_id = d.id)) end as scan`;
const documentsJoined = sql`documents d left join document_scans s on d.kind = 'Scanned' and d.number = s.id::text left join users u on u.id = s.created_by`;

/** The sign-offs of the office's cash and reconciliations, whose receipts, deposits and statements the viewer shows. */
const OFFICE_SIGN_OFFS: readonly ApprovalKind[] = ['cash-over-short', 'bank-reconciliation', 'reconciliation-explanation'];

/**
 * An accounting manager: someone who signs off the office's cash and reconciliations; they may remove anyone's
 * scan. Approving wires, purchases or vendor invoices alone does not make one.
 */
async function isAccountingManager(c: AppContext): Promise<boolean> {
  return (await authoritiesOf(c.var.deps.db, staffMemberOf(c))).some((a) => (OFFICE_SIGN_OFFS as readonly string[]).includes(a.kind));
}

async function columnsFor(c: AppContext) {
  return documentColumns(await isAccountingManager(c), staffMemberOf(c));
}
const kindOrder = sql`array_position(array[${sql.join(DOCUMENT_KINDS.map((k) => sql`${k}`), sql`, `)}]::text[], d.kind)`;

/**
 * The documents of an xref in the branches asked (or all the user's), listed for the first time when
 * first asked: a row for each Excede record the xref names. An xref whose documents are all another
 * branch's is refused (403), as its record would be.
 */
async function listOf(c: AppContext): Promise<DocumentList> {
  const { xref, brnId } = parseWith(documentListQuery, c.req.query());
  const branches = branchScope(c, brnId ? [brnId] : []);
  const { db } = c.var.deps;
  const found = await documentsOfXref(db, xref);
  const mine = found.filter((d) => branches.includes(d.brnId));
  if (!mine.length && found.length && !brnId) fail(403, branchRefused(found[0]!.brnId));
  if (mine.length) await db.insert(documents).values(mine.map((d) => ({ ...d, xref }))).onConflictDoNothing();
  const rows = await queryRows<AccountingDocument>(
    db,
    sql`select ${await columnsFor(c)} from ${documentsJoined} where d.xref = ${xref} and d.brn_id in (${sql.join(branches.map((b) => sql`${b}`), sql`, `)})
        order by ${kindOrder}, d.id`,
  );
  return { xref, documents: rows };
}

/** A document the user may see: unknown is a 404, another branch's a 403. */
async function documentOf(c: AppContext, id = idParam(c, 'a document')): Promise<{ document: AccountingDocument; storageKey: string | null }> {
  const [row] = await queryRows<AccountingDocument & { storageKey: string | null }>(
    c.var.deps.db,
    sql`select ${await columnsFor(c)}, d.storage_key as "storageKey" from ${documentsJoined} where d.id = ${id}`,
  );
  if (!row) fail(404, DOCUMENT_NOT_FOUND);
  const { storageKey, ...document } = row;
  branchScope(c, [document.brnId]);
  return { document, storageKey };
}

/**
 * A document's PDF: printed from Excede's record the first time and kept in the file storage. When two
 * ask at once, the first to record its copy wins and the other's is removed.
 */
async function pdfOf(c: AppContext, { document, storageKey }: { document: AccountingDocument; storageKey: string | null }): Promise<Uint8Array> {
  const { db, storage } = c.var.deps;
  if (storageKey) return storage.read(storageKey);
  if (document.kind === 'Scanned') fail(404, DOCUMENT_NOT_FOUND);
  const printedAt = new Date();
  const form = await formOf(db, { ...document, kind: document.kind }, printedAt);
  if (!form) fail(404, DOCUMENT_SOURCE_GONE);
  const { bytes, pages } = await printForm(form);
  const key = await storage.save('documents', bytes, 'pdf');
  const kept = await keep(db, document.docId, { storageKey: key, pages, printedAt });
  if (kept) return bytes;
  await storage.remove(key);
  const [winner] = await db.select({ storageKey: documents.storageKey }).from(documents).where(eq(documents.id, document.docId));
  return storage.read(winner!.storageKey!);
}

async function keep(db: Database, id: number, printed: { storageKey: string; pages: number; printedAt: Date }): Promise<boolean> {
  const rows = await db
    .update(documents)
    .set(printed)
    .where(and(eq(documents.id, id), isNull(documents.storageKey)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** A scan's file from a multipart form, checked by its content and its pages counted; a 400 or 413 otherwise, nothing written. */
async function scanUpload(c: AppContext) {
  const { name, bytes, fields } = await uploadedBytes(c, { maxFileBytes: SCAN_FILE_RULES.maxFileBytes, tooLarge: SCAN_TOO_LARGE, choose: SCAN_NEEDED });
  const { xref, brnId } = parseWith(scanAttachFields, fields);
  const type = sniffType(bytes);
  const mimeType = SCAN_TYPES.find((t): t is ScanType => t === type);
  const pages = mimeType && (await scanPages(bytes, mimeType));
  if (!mimeType || !pages) fail(400, SCAN_NOT_READABLE);
  return { name, bytes, xref, brnId, mimeType, pages };
}

/**
 * Attaches a scan to an xref of a branch the user holds (403 otherwise, 404 for an xref the branch lacks): the
 * file kept in the file storage, its scan record (audited) and its document row, in one transaction.
 */
async function attachScan(c: AppContext): Promise<number> {
  const scan = await scanUpload(c);
  branchScope(c, [scan.brnId]);
  const { db, storage } = c.var.deps;
  if (!(await documentsOfXref(db, scan.xref)).some((d) => d.brnId === scan.brnId)) fail(404, SCAN_XREF_UNKNOWN);
  let storageKey: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const stored = await storeUpload(tx, storage, { folder: 'document-scans', bytes: scan.bytes, originalName: scan.name, userId: staffMemberOf(c) });
      storageKey = stored.storageKey;
      const row = await createRecord(c, tx, {
        table: documentScans,
        entity: 'document scan',
        action: 'document-scan.attach',
        branchOf: (r) => r.brnId,
        values: { brnId: scan.brnId, xref: scan.xref, storageKey, fileName: stored.originalName, mimeType: scan.mimeType, size: stored.size, pages: scan.pages },
      });
      const [document] = await tx
        .insert(documents)
        .values({ brnId: scan.brnId, xref: scan.xref, kind: 'Scanned', number: String(row.id), storageKey, pages: scan.pages })
        .returning({ id: documents.id });
      return document!.id;
    });
  } catch (error) {
    if (storageKey) await storage.remove(storageKey);
    throw error;
  }
}

/** Removes a scan as of the version seen (409 when changed), by its attacher or an accounting manager (403 otherwise); audited. */
async function removeScan(c: AppContext): Promise<void> {
  const { document, storageKey } = await documentOf(c);
  const { version } = await readJson(c, scanRemoveSchema);
  if (!document.scan) fail(400, SCAN_ONLY_REMOVED);
  if (!document.scan.mayRemove) fail(403, SCAN_REMOVAL_REFUSED);
  if (document.scan.filedInArchive) fail(409, SCAN_FILED_IN_ARCHIVE);
  const { db, storage } = c.var.deps;
  await db.transaction(async (tx) => {
    await removeRecord(c, tx, { table: documentScans, entity: 'document scan', action: 'document-scan.remove', branchOf: (r) => r.brnId, id: Number(document.number), version, notFound: DOCUMENT_NOT_FOUND });
    await tx.delete(documents).where(eq(documents.id, document.docId));
    if (storageKey) await tx.delete(storedFiles).where(eq(storedFiles.storageKey, storageKey));
  });
  if (storageKey) await storage.remove(storageKey);
}

export const documentRoutes = new Hono<AppEnv>()
  .get('/documents', guard('GET /documents'), async (c) => c.json(await listOf(c)))
  .get('/documents/:id', guard('GET /documents/:id'), async (c) => {
    const { document } = await documentOf(c);
    return c.json(document);
  })
  .get('/documents/:id/file', guard('GET /documents/:id/file'), async (c) => {
    const found = await documentOf(c);
    const bytes = await pdfOf(c, found);
    return pdfAnswer(c, bytes, documentFileName(found.document), found.document.scan?.mimeType);
  })
  .post('/documents/scans', guard('POST /documents/scans'), uploadLimit(SCAN_FILE_RULES.maxFileBytes + 64 * 1024, SCAN_TOO_LARGE), async (c) => {
    const { document } = await documentOf(c, await attachScan(c));
    return c.json(document, 201);
  })
  .delete('/documents/:id', guard('DELETE /documents/:id'), async (c) => {
    await removeScan(c);
    return c.body(null, 204);
  });
