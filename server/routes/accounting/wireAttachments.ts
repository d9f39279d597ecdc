import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { wireAttachmentFields, wireAttachmentRemoveSchema } from '../../../src/domain/accounting/wireAttachmentPayloads';
import {
  attachmentRemovalRefusal,
  attachRefusal,
  WIRE_ATTACHMENT_FILE_RULES,
  WIRE_ATTACHMENT_NEEDED,
  WIRE_ATTACHMENT_NOT_FOUND,
  WIRE_ATTACHMENT_NOT_READABLE,
  WIRE_ATTACHMENT_TOO_LARGE,
  WIRE_ATTACHMENT_TYPES,
  type WireAttachment,
  type WireAttachmentType,
} from '../../../src/domain/accounting/wireAttachments';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { branchScope } from '../../business/branchScope';
import { createRecord, removeRecord, staffMemberOf } from '../../business/recordChange';
import { uploadedBytes } from '../../business/uploadedFile';
import { queryRows, type Database } from '../../db/database';
import { storedFiles } from '../../db/schema';
import { wireAttachments, wireRequests } from '../../db/wireAuthorization';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { sniffType } from '../../storage/sniff';
import { storeUpload } from '../../storage/uploads';
import { contentDisposition, pdfAnswer } from '../files';
import { isoTimeOf } from '../../db/isoTime';

const WIRE_NOT_FOUND = 'That wire does not exist.';
const RULES = { maxFileBytes: WIRE_ATTACHMENT_FILE_RULES.maxFileBytes, tooLarge: `file: ${WIRE_ATTACHMENT_TOO_LARGE}`, choose: WIRE_ATTACHMENT_NEEDED };
const ATTACHMENT = { table: wireAttachments, entity: 'wire attachment', branchOf: (row: { brnId: string }) => row.brnId, notFound: WIRE_ATTACHMENT_NOT_FOUND };

/** A wire's documents, oldest first, with who attached each and when. */
export const attachmentsOf = (db: Database, wireId: number) =>
  queryRows<WireAttachment>(
    db,
    sql`select a.id, a.version, a.kind, a.file_name as "fileName", a.mime_type as "mimeType", a.size, coalesce(u.name, 'Unknown') as "attachedBy",
          ${isoTimeOf('a.created_at')} as "attachedAt"
        from wire_attachments a left join users u on u.id = a.created_by where a.wire_id = ${wireId} order by a.id`,
  );

/** The wire of the path, of a branch the user holds (404 unknown, 403 another branch's). */
async function wireOf(c: AppContext, db: Database = c.var.deps.db) {
  const [wire] = await db.select().from(wireRequests).where(eq(wireRequests.id, idParam(c, 'a wire')));
  if (!wire) fail(404, WIRE_NOT_FOUND);
  branchScope(c, [wire.brnId]);
  return wire;
}

/** The uploaded document and its kind, checked by its content: a 400 naming the field otherwise, nothing written. */
async function documentUpload(c: AppContext) {
  const { name, bytes, fields } = await uploadedBytes(c, RULES);
  const { kind } = parseWith(wireAttachmentFields, fields);
  const mimeType = WIRE_ATTACHMENT_TYPES.find((t): t is WireAttachmentType => t === sniffType(bytes));
  if (!mimeType) badRequest([{ field: 'file', message: WIRE_ATTACHMENT_NOT_READABLE }]);
  return { name, bytes, kind };
}

/**
 * Attaches a document to a wire (not a rejected or cancelled one: 409), the file kept and its record audited in one
 * transaction. It keeps the wire's approvals: a document is evidence, not a change of payee, amount or date.
 */
async function attach(c: AppContext) {
  const upload = await documentUpload(c);
  const { db, storage } = c.var.deps;
  const wire = await wireOf(c);
  const refusal = attachRefusal(wire.status);
  if (refusal) fail(409, refusal);
  let storageKey: string | null = null;
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const stored = await storeUpload(tx, storage, { folder: 'wire-attachments', bytes: upload.bytes, originalName: upload.name, userId: staffMemberOf(c) });
      storageKey = stored.storageKey;
      await createRecord(c, tx, {
        ...ATTACHMENT,
        action: 'wire-attachment.attach',
        values: { wireId: wire.id, brnId: wire.brnId, kind: upload.kind, storageKey, fileName: stored.originalName, mimeType: stored.mimeType, size: stored.size },
      });
    });
  } catch (error) {
    if (storageKey) await storage.remove(storageKey);
    throw error;
  }
  return wire.id;
}

/** The wire's document of the path (404 when it is not that wire's). */
async function attachmentOf(c: AppContext, wireId: number) {
  const [row] = await c.var.deps.db
    .select()
    .from(wireAttachments)
    .where(and(eq(wireAttachments.id, idParam(c, 'an attachment', 'attachmentId')), eq(wireAttachments.wireId, wireId)));
  if (!row) fail(404, WIRE_ATTACHMENT_NOT_FOUND);
  return row;
}

/** Removes a wire's document as of the version seen, only while nobody has approved the wire (409 with the reason); audited. */
async function remove(c: AppContext) {
  const { version } = await readJson(c, wireAttachmentRemoveSchema);
  const { db, storage } = c.var.deps;
  const wire = await wireOf(c);
  const attachment = await attachmentOf(c, wire.id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    // The wire is read again under a lock: an approval given meanwhile keeps the document.
    const [locked] = await tx.select({ status: wireRequests.status }).from(wireRequests).where(eq(wireRequests.id, wire.id)).for('update');
    const refusal = attachmentRemovalRefusal(locked!.status);
    if (refusal) fail(409, refusal);
    await removeRecord(c, tx, { ...ATTACHMENT, action: 'wire-attachment.remove', id: attachment.id, version });
    await tx.delete(storedFiles).where(eq(storedFiles.storageKey, attachment.storageKey));
  });
  await storage.remove(attachment.storageKey);
  return wire.id;
}

/** A wire's documents: attach (multipart `file` and `kind`), open or download (`?download`), remove; each answers the wire's documents as they now are. */
export const wireAttachmentRoutes = new Hono<AppEnv>()
  .get('/accounting/wires/:id/attachments', guard('GET /accounting/wires/:id/attachments'), async (c) => c.json({ rows: await attachmentsOf(c.var.deps.db, (await wireOf(c)).id) }))
  .post(
    '/accounting/wires/:id/attachments',
    guard('POST /accounting/wires/:id/attachments'),
    uploadLimit(RULES.maxFileBytes + 64 * 1024, RULES.tooLarge),
    async (c) => c.json({ rows: await attachmentsOf(c.var.deps.db, await attach(c)) }, 201),
  )
  .get('/accounting/wires/:id/attachments/:attachmentId', guard('GET /accounting/wires/:id/attachments/:attachmentId'), async (c) => {
    const attachment = await attachmentOf(c, (await wireOf(c)).id);
    const answer = pdfAnswer(c, await c.var.deps.storage.read(attachment.storageKey), attachment.fileName, attachment.mimeType as WireAttachmentType);
    if (c.req.query('download') !== undefined) answer.headers.set('content-disposition', contentDisposition('attachment', attachment.fileName));
    return answer;
  })
  .delete('/accounting/wires/:id/attachments/:attachmentId', guard('DELETE /accounting/wires/:id/attachments/:attachmentId'), async (c) =>
    c.json({ rows: await attachmentsOf(c.var.deps.db, await remove(c)) }),
  );
