import { Hono } from 'hono';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  CREDIT_APPLICATION_HIDDEN,
  SCANNED_NOT_FOUND,
  SCANNED_NOT_READABLE,
  SCANNED_UPLOAD_NEEDED,
  SCANNED_UPLOAD_TYPES,
  mayReadCreditApplications,
  type InboxDocument,
  type InboxList,
  type ScannedType,
  type ScannedUploadType,
} from '../../../src/domain/accounting/scannedDocuments';
import { FILED_DOCUMENT_FIELDS } from '../../../src/domain/accounting/scannedDocumentsArchive';
import {
  categorizeSchema,
  rerouteSchema,
  rotateSchema,
  scanDetailsSchema,
  scanStepSchema,
  scanUploadFields,
  splitSchema,
} from '../../../src/domain/accounting/scannedDocumentsPayloads';
import { filingRefusal, readPageRanges } from '../../../src/domain/accounting/scannedDocumentsRules';
import { suggestScan } from '../../../src/domain/accounting/scannedDocumentsSuggest';
import { SCAN_FILE_RULES, SCAN_TOO_LARGE } from '../../../src/domain/accounting/documents';
import { centsOf, moneyText } from '../../../src/domain/money';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { branchScope } from '../../business/branchScope';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { uploadedBytes } from '../../business/uploadedFile';
import { fileVendorInvoice } from '../../business/vendorInvoiceIntake';
import { businessDayOf } from '../../db/businessDay';
import { queryRows, type Database } from '../../db/database';
import { documentScans } from '../../db/documentScans';
import { documents } from '../../db/documents';
import { scannedDocuments } from '../../db/scannedDocuments';
import { storedFiles } from '../../db/schema';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { sniffType } from '../../storage/sniff';
import { storeUpload } from '../../storage/uploads';
import { pdfAnswer } from '../files';
import { checkLink } from './scannedDocumentsLinks';
import { firstPageText, rotatedPdf, scanAsPdf, splitPdf } from './scannedDocumentsPdf';

type Row = typeof scannedDocuments.$inferSelect;
const FOLDER = 'scanned-documents';
const described = { table: scannedDocuments, entity: 'scanned document', branchOf: (r: Row) => r.brnId };

const mayReadCredit = (c: AppContext) => mayReadCreditApplications(c.var.user.permissions.map((p) => p.name));
/** Credit applications (typed as one, or looking like one until typed) stay out of sight of anyone without F&I or accounting rights. */
const creditHidden = (c: AppContext) => (mayReadCredit(c) ? sql`true` : sql`coalesce(s.doc_type, s.suggested_type) is distinct from 'Credit application'`);
const typeOf = (row: Row) => row.docType ?? row.suggestedType;
function refuseCredit(c: AppContext, type: ScannedType | null) {
  if (type === 'Credit application' && !mayReadCredit(c)) fail(403, CREDIT_APPLICATION_HIDDEN);
}

const inboxOf = (row: Row): InboxDocument => ({
  id: row.id,
  version: row.version,
  brnId: row.brnId,
  fileName: row.fileName,
  receivedAs: row.receivedAs,
  pages: row.pages,
  source: row.source,
  receivedAt: row.receivedAt.toISOString(),
  docType: row.docType,
  linkKind: row.linkKind,
  linkValue: row.linkValue,
  vendorId: row.vendorId,
  invoiceNo: row.invoiceNo,
  invoiceAmount: row.invoiceAmount,
  invoiceDate: row.invoiceDate,
  suggestion: {
    type: row.suggestedType,
    link: row.suggestedLinkKind && row.suggestedLinkValue ? { kind: row.suggestedLinkKind, value: row.suggestedLinkValue } : null,
    confidence: row.confidence,
  },
  status: row.status,
});

/** The inbox and the recycle bin of the branches asked (or all the user's), newest first. */
async function inbox(c: AppContext): Promise<InboxList> {
  const asked = c.req.queries('brnId') ?? [];
  const branches = branchScope(c, asked);
  const rows = await queryRows<{ id: number }>(
    c.var.deps.db,
    sql`select s.id from scanned_documents s where s.status in ('Inbox', 'Recycled') and s.brn_id in (${sql.join(branches.map((b) => sql`${b}`), sql`, `)})
          and ${creditHidden(c)} order by s.received_at desc, s.id desc limit 1000`,
  );
  const found = rows.length ? await c.var.deps.db.select().from(scannedDocuments).where(inArray(scannedDocuments.id, rows.map((r) => r.id))) : [];
  const ordered = rows.map((r) => inboxOf(found.find((f) => f.id === r.id)!));
  return { documents: ordered.filter((d) => d.status === 'Inbox'), recycled: ordered.filter((d) => d.status === 'Recycled') };
}

/** A document the user may see: unknown (or a credit application they may not see) 404, another branch's 403. */
async function documentOf(c: AppContext, id = idParam(c, 'a scanned document')): Promise<Row> {
  const [row] = await c.var.deps.db.select().from(scannedDocuments).where(eq(scannedDocuments.id, id));
  if (!row || (typeOf(row) === 'Credit application' && !mayReadCredit(c))) fail(404, SCANNED_NOT_FOUND);
  branchScope(c, [row.brnId]);
  return row;
}

/** Keeps a scan's PDF and records it in the inbox with its suggestion, audited; the file goes when the record fails. */
async function keepScan(c: AppContext, tx: Database, scan: { pdf: Uint8Array; pages: number; name: string; brnId: string; receivedAs: ScannedUploadType; source: Row['source']; splitFrom?: number; text?: string; suggest?: boolean }) {
  const stored = await storeUpload(tx, c.var.deps.storage, { folder: FOLDER, bytes: scan.pdf, originalName: scan.name, userId: staffMemberOf(c) });
  const suggestion = scan.suggest === false ? { type: null, link: null, confidence: 0 } : suggestScan(scan.name, scan.text);
  return createRecord(c, tx, {
    ...described,
    action: 'scanned-document.receive',
    values: {
      brnId: scan.brnId,
      storageKey: stored.storageKey,
      fileName: stored.originalName,
      receivedAs: scan.receivedAs,
      size: stored.size,
      pages: scan.pages,
      source: scan.source,
      suggestedType: suggestion.type,
      suggestedLinkKind: suggestion.link?.kind ?? null,
      suggestedLinkValue: suggestion.link?.value ?? null,
      confidence: suggestion.confidence,
      splitFrom: scan.splitFrom ?? null,
    },
  });
}

/** Removes files no longer named by any record (after a rewrite, or when the transaction that kept them failed). */
async function forget(c: AppContext, keys: string[]) {
  for (const key of keys) await c.var.deps.storage.remove(key);
}

/** One uploaded scan (PDF, TIFF, PNG or JPEG, by content), kept as a PDF in the branch's inbox. */
async function upload(c: AppContext): Promise<InboxDocument> {
  const { name, bytes, fields } = await uploadedBytes(c, { maxFileBytes: SCAN_FILE_RULES.maxFileBytes, tooLarge: SCAN_TOO_LARGE, choose: SCANNED_UPLOAD_NEEDED });
  const { brnId, source } = parseWith(scanUploadFields, fields);
  branchScope(c, [brnId]);
  const sniffed = sniffType(bytes);
  const receivedAs = SCANNED_UPLOAD_TYPES.find((t) => t === sniffed);
  const converted = receivedAs && (await scanAsPdf(bytes, receivedAs));
  if (!receivedAs || !converted) fail(400, SCANNED_NOT_READABLE);
  const text = await firstPageText(converted.pdf);
  const pdfName = receivedAs === 'application/pdf' ? name : `${name.replace(/\.[a-z0-9]{2,4}$/i, '')}.pdf`;
  const kept: string[] = [];
  try {
    const row = await c.var.deps.db.transaction(async (tx) => {
      const created = await keepScan(c, tx, { pdf: converted.pdf, pages: converted.pages, name: pdfName, brnId, receivedAs, source, text });
      kept.push(created.storageKey);
      return created;
    });
    return inboxOf(row);
  } catch (error) {
    await forget(c, kept);
    throw error;
  }
}

/** Changes one document of the inbox as of the version seen: a filed or recycled one is a 409. */
function changeInbox(c: AppContext, tx: Database, id: number, version: number, action: string, change: (row: Row) => Partial<Row> | Promise<Partial<Row>>) {
  return changeRecord(c, tx, {
    ...described,
    action,
    id,
    version,
    notFound: SCANNED_NOT_FOUND,
    change: async (row) => {
      if (row.status !== 'Inbox') fail(409, `That document is ${row.status === 'Filed' ? 'filed' : 'in the recycle bin'} already.`);
      refuseCredit(c, typeOf(row));
      return change(row);
    },
  });
}

async function categorize(c: AppContext): Promise<InboxDocument[]> {
  const { documents: chosen, docType } = await readJson(c, categorizeSchema);
  refuseCredit(c, docType);
  const rows = await c.var.deps.db.transaction((tx) =>
    Promise.all(chosen.map(({ id, version }) => changeInbox(c, tx, id, version, 'scanned-document.categorize', () => ({ docType })))),
  );
  return rows.map(inboxOf);
}

async function details(c: AppContext): Promise<InboxDocument> {
  const id = idParam(c, 'a scanned document');
  const input = await readJson(c, scanDetailsSchema);
  refuseCredit(c, input.docType);
  const { db } = c.var.deps;
  const row = await db.transaction((tx) =>
    changeInbox(c, tx, id, input.version, 'scanned-document.details', async (before) => {
      if (input.linkKind && input.linkValue) await checkLink(tx, input.linkKind, input.linkValue, branchScope(c, [before.brnId]));
      if (input.vendorId) await checkLink(tx, 'venId', input.vendorId, [before.brnId]).catch(() => badRequest([{ field: 'vendorId', message: `Vendor ${input.vendorId} is not among Excede's vendors.` }]));
      return {
        docType: input.docType,
        linkKind: input.linkKind,
        linkValue: input.linkValue,
        vendorId: input.vendorId,
        invoiceNo: input.invoiceNo,
        invoiceAmount: input.invoiceAmount === null ? null : moneyText(input.invoiceAmount),
        invoiceDate: input.invoiceDate,
      };
    }),
  );
  return inboxOf(row);
}

/** Rewrites a document's PDF (turned pages): the new file kept, the old one removed once the change is recorded. */
async function rotate(c: AppContext): Promise<InboxDocument> {
  const found = await documentOf(c);
  const { version, page, degrees } = await readJson(c, rotateSchema);
  if (page !== null && page > found.pages) badRequest([{ field: 'page', message: `The document has ${found.pages} pages.` }]);
  const { db, storage } = c.var.deps;
  const pdf = await rotatedPdf(await storage.read(found.storageKey), page, degrees);
  const kept: string[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      const stored = await storeUpload(tx, storage, { folder: FOLDER, bytes: pdf, originalName: found.fileName, userId: staffMemberOf(c) });
      kept.push(stored.storageKey);
      const changed = await changeInbox(c, tx, found.id, version, 'scanned-document.rotate', () => ({ storageKey: stored.storageKey, size: stored.size }));
      await tx.delete(storedFiles).where(eq(storedFiles.storageKey, found.storageKey));
      return changed;
    });
    await forget(c, [found.storageKey]);
    return inboxOf(row);
  } catch (error) {
    await forget(c, kept);
    throw error;
  }
}

/** Splits a document into new ones by page ranges; the original goes to the recycle bin (restorable). */
async function split(c: AppContext): Promise<InboxDocument[]> {
  const found = await documentOf(c);
  const { version, ranges: text } = await readJson(c, splitSchema);
  const ranges = readPageRanges(text, found.pages);
  if (typeof ranges === 'string') badRequest([{ field: 'ranges', message: ranges }]);
  const { db, storage } = c.var.deps;
  const parts = await splitPdf(await storage.read(found.storageKey), ranges);
  const kept: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await changeInbox(c, tx, found.id, version, 'scanned-document.split', (row) => ({ status: 'Recycled', recycledFrom: row.status }));
      const created: InboxDocument[] = [];
      for (const [i, pdf] of parts.entries()) {
        const { from, to } = ranges[i]!;
        const name = `${found.fileName.replace(/\.pdf$/i, '')} p${from === to ? from : `${from}-${to}`}.pdf`;
        const row = await keepScan(c, tx, { pdf, pages: to - from + 1, name, brnId: found.brnId, receivedAs: 'application/pdf', source: found.source, splitFrom: found.id, text: await firstPageText(pdf) });
        kept.push(row.storageKey);
        created.push(inboxOf(row));
      }
      return created;
    });
  } catch (error) {
    await forget(c, kept);
    throw error;
  }
}

/** Sends a document to another branch's inbox: the user must hold both branches. */
async function reroute(c: AppContext): Promise<InboxDocument> {
  const id = idParam(c, 'a scanned document');
  const { version, brnId } = await readJson(c, rerouteSchema);
  branchScope(c, [brnId]);
  const row = await c.var.deps.db.transaction((tx) => changeInbox(c, tx, id, version, 'scanned-document.reroute', () => ({ brnId })));
  return inboxOf(row);
}

/** To the recycle bin (from the inbox or the archive), or back from it to where it was. */
async function recycle(c: AppContext, restore: boolean): Promise<InboxDocument> {
  const id = idParam(c, 'a scanned document');
  const { version } = await readJson(c, scanStepSchema);
  const row = await c.var.deps.db.transaction((tx) =>
    changeRecord(c, tx, {
      ...described,
      action: restore ? 'scanned-document.restore' : 'scanned-document.recycle',
      id,
      version,
      notFound: SCANNED_NOT_FOUND,
      change: (before) => {
        refuseCredit(c, typeOf(before));
        if (restore !== (before.status === 'Recycled')) fail(409, restore ? 'That document is not in the recycle bin.' : 'That document is in the recycle bin already.');
        if (before.status === 'Filed') fail(409, 'A filed document stays in the archive.');
        return restore ? { status: before.recycledFrom ?? 'Inbox', recycledFrom: null } : { status: 'Recycled' as const, recycledFrom: before.status };
      },
    }),
  );
  return inboxOf(row);
}

/**
 * Files a document: its type and record must be complete (400 naming the field); it is listed among its
 * record's documents in the viewer (a scan under the record's key), and a vendor invoice goes to the AP
 * worklist through the one intake, whose duplicate check answers for it (409 naming the field).
 */
async function file(c: AppContext): Promise<InboxDocument & { documentId: number; vendorInvoiceId: number | null }> {
  const found = await documentOf(c);
  const { version, confirmSimilar } = await readJson(c, scanStepSchema);
  const refusal = filingRefusal(found);
  if (refusal) badRequest([refusal]);
  const me = staffMemberOf(c);
  const row = await c.var.deps.db.transaction(async (tx) => {
    const key = found.linkValue ?? found.invoiceNo ?? `SCAN-${found.id}`;
    const scanValues = { brnId: found.brnId, xref: key, storageKey: found.storageKey, fileName: found.fileName, mimeType: 'application/pdf' as const, size: found.size, pages: found.pages };
    const [scan] = await tx.insert(documentScans).values({ ...scanValues, createdBy: me, updatedBy: me }).returning({ id: documentScans.id });
    const [document] = await tx
      .insert(documents)
      .values({ brnId: found.brnId, xref: key, kind: 'Scanned', number: String(scan!.id), storageKey: found.storageKey, pages: found.pages })
      .returning({ id: documents.id });
    const invoice =
      found.docType === 'Vendor invoice'
        ? await fileVendorInvoice(c, tx, {
            brnId: found.brnId,
            vendorId: found.vendorId!,
            invoiceNo: found.invoiceNo!,
            invoiceDate: found.invoiceDate!,
            amountCents: centsOf(found.invoiceAmount!)!,
            docId: document!.id,
            confirmSimilar,
          })
        : null;
    return changeInbox(c, tx, found.id, version, 'scanned-document.file', () => ({
      status: 'Filed',
      filedAt: new Date(),
      filedBy: me,
      documentId: document!.id,
      vendorInvoiceId: invoice?.id ?? null,
    }));
  });
  return { ...inboxOf(row), documentId: row.documentId!, vendorInvoiceId: row.vendorInvoiceId };
}

/** The archive: filed documents through the list protocol (credit applications only for F&I and accounting). */
const archiveOf = (c: AppContext): ListDefinition => ({
  name: 'scanned-documents',
  from: sql`scanned_documents s left join users u on u.id = s.filed_by`,
  branch: sql`s.brn_id`,
  date: businessDayOf(sql`s.filed_at`),
  where: sql`s.status = 'Filed' and ${creditHidden(c)}`,
  columns: listColumnsIn('s', FILED_DOCUMENT_FIELDS, { filedBy: sql`coalesce(u.name, 'Unknown')` }),
  key: [sql`s.id`],
  defaultSort: [{ id: 'filedAt', desc: true }],
  tables: [],
});

export const scannedDocumentRoutes = new Hono<AppEnv>()
  .get('/accounting/scanned-documents', guard('GET /accounting/scanned-documents'), (c) => answerList(c, archiveOf(c)))
  .get('/accounting/scanned-documents/inbox', guard('GET /accounting/scanned-documents/inbox'), async (c) => c.json(await inbox(c)))
  .post('/accounting/scanned-documents/upload', guard('POST /accounting/scanned-documents/upload'), uploadLimit(SCAN_FILE_RULES.maxFileBytes + 64 * 1024, SCAN_TOO_LARGE), async (c) =>
    c.json(await upload(c), 201),
  )
  .post('/accounting/scanned-documents/categorize', guard('POST /accounting/scanned-documents/categorize'), async (c) => c.json(await categorize(c)))
  .get('/accounting/scanned-documents/:id/file', guard('GET /accounting/scanned-documents/:id/file'), async (c) => {
    const found = await documentOf(c);
    return pdfAnswer(c, await c.var.deps.storage.read(found.storageKey), found.fileName, 'application/pdf');
  })
  .patch('/accounting/scanned-documents/:id', guard('PATCH /accounting/scanned-documents/:id'), async (c) => c.json(await details(c)))
  .post('/accounting/scanned-documents/:id/rotate', guard('POST /accounting/scanned-documents/:id/rotate'), async (c) => c.json(await rotate(c)))
  .post('/accounting/scanned-documents/:id/split', guard('POST /accounting/scanned-documents/:id/split'), async (c) => c.json(await split(c), 201))
  .post('/accounting/scanned-documents/:id/reroute', guard('POST /accounting/scanned-documents/:id/reroute'), async (c) => c.json(await reroute(c)))
  .post('/accounting/scanned-documents/:id/recycle', guard('POST /accounting/scanned-documents/:id/recycle'), async (c) => c.json(await recycle(c, false)))
  .post('/accounting/scanned-documents/:id/restore', guard('POST /accounting/scanned-documents/:id/restore'), async (c) => c.json(await recycle(c, true)))
  .post('/accounting/scanned-documents/:id/file', guard('POST /accounting/scanned-documents/:id/file'), async (c) => c.json(await file(c)));
