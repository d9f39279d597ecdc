import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DOCUMENT_KINDS,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_SOURCE_GONE,
  documentFileName,
  documentListQuery,
  type AccountingDocument,
  type DocumentList,
} from '../../../src/domain/accounting/documents';
import { guard } from '../../auth/guard';
import { branchRefused, branchScope } from '../../business/branchScope';
import { queryRows, type Database } from '../../db/database';
import { documents } from '../../db/documents';
import { formOf, documentsOfXref } from '../../documents/forms';
import { printForm } from '../../documents/printedForm';
import { fail, idParam, parseWith, type AppContext, type AppEnv } from '../../http';
import { pdfAnswer } from '../files';

const documentColumns = sql`id as "docId", xref, brn_id as "brnId", kind, number, pages,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;
const kindOrder = sql`array_position(array[${sql.join(DOCUMENT_KINDS.map((k) => sql`${k}`), sql`, `)}]::text[], kind)`;

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
    sql`select ${documentColumns} from documents where xref = ${xref} and brn_id in (${sql.join(branches.map((b) => sql`${b}`), sql`, `)})
        order by ${kindOrder}, number`,
  );
  return { xref, documents: rows };
}

/** A document the user may see: unknown is a 404, another branch's a 403. */
async function documentOf(c: AppContext): Promise<{ document: AccountingDocument; storageKey: string | null }> {
  const id = idParam(c, 'a document');
  const [row] = await queryRows<AccountingDocument & { storageKey: string | null }>(
    c.var.deps.db,
    sql`select ${documentColumns}, storage_key as "storageKey" from documents where id = ${id}`,
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
  const printedAt = new Date();
  const form = await formOf(db, document, printedAt);
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

export const documentRoutes = new Hono<AppEnv>()
  .get('/documents', guard('GET /documents'), async (c) => c.json(await listOf(c)))
  .get('/documents/:id', guard('GET /documents/:id'), async (c) => {
    const { document } = await documentOf(c);
    return c.json(document);
  })
  .get('/documents/:id/pdf', guard('GET /documents/:id/pdf'), async (c) => {
    const found = await documentOf(c);
    const bytes = await pdfOf(c, found);
    return pdfAnswer(c, bytes, documentFileName(found.document));
  });
