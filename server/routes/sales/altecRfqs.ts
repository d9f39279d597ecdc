import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { moneyText } from '../../../src/domain/money';
import { quoteRefusal } from '../../../src/domain/sales/altecRfqs';
import {
  quoteDateIssues,
  RFQ_FILE_NEEDED,
  RFQ_FILE_NOT_PDF,
  RFQ_FILE_RULES,
  RFQ_FILE_TOO_LARGE,
  rfqCreateSchema,
  rfqFileFields,
  rfqOutcomeSchema,
  rfqQuoteSchema,
} from '../../../src/domain/sales/altecRfqsPayloads';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { branchScope } from '../../business/branchScope';
import { answerList, listSelection } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { uploadedBytes } from '../../business/uploadedFile';
import { altecRfqFiles, altecRfqs } from '../../db/altecRfqs';
import type { Database } from '../../db/database';
import { badRequest, conflictOn, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { sniffType } from '../../storage/sniff';
import { storeUpload } from '../../storage/uploads';
import { contentDisposition, pdfAnswer } from '../files';
import { ALTEC_RFQ_LIST, orderExists, RFQ, RFQ_FILE_NOT_FOUND, RFQ_NOT_FOUND, rfqById, rfqSummaryOf } from './altecRfqsData';

const FILE_RULES = { maxFileBytes: RFQ_FILE_RULES.maxFileBytes, tooLarge: `file: ${RFQ_FILE_TOO_LARGE}`, choose: RFQ_FILE_NEEDED };

/** The RFQ of the path, of a branch the user holds (404 unknown, 403 another branch's). */
async function detail(c: AppContext, id = idParam(c, 'an RFQ')) {
  const rfq = await rfqById(c.var.deps.db, id);
  if (!rfq) fail(404, RFQ_NOT_FOUND);
  branchScope(c, [rfq.brnId]);
  return rfq;
}

/** Attaches a PDF (checked by its content) to the RFQ, the file kept and its record audited in one transaction. */
async function attach(c: AppContext) {
  const { name, bytes, fields } = await uploadedBytes(c, FILE_RULES);
  const { kind } = parseWith(rfqFileFields, fields);
  if (sniffType(bytes) !== 'application/pdf') badRequest([{ field: 'file', message: RFQ_FILE_NOT_PDF }]);
  const rfq = await detail(c);
  const { db, storage } = c.var.deps;
  let storageKey: string | null = null;
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const stored = await storeUpload(tx, storage, { folder: 'altec-rfqs', bytes, originalName: name, userId: staffMemberOf(c) });
      storageKey = stored.storageKey;
      await createRecord(c, tx, {
        table: altecRfqFiles,
        entity: 'altec rfq file',
        action: 'altec-rfq.attach',
        branchOf: (row) => row.brnId,
        values: { rfqId: rfq.id, brnId: rfq.brnId, kind, storageKey, fileName: stored.originalName, size: stored.size },
      });
    });
  } catch (error) {
    if (storageKey) await storage.remove(storageKey);
    throw error;
  }
  return rfq.id;
}

/**
 * /altec_sales ('can view altec sales'): Altec's requests for chassis quotes of the user's branches by the list kit
 * (filters, totals, CSV and Excel), the tiles and months over the same selection, one RFQ with its PDFs; a new RFQ,
 * our quote, its outcome and its PDFs. Every change names the version the user saw (409 when stale) and is audited.
 */
export const altecRfqRoutes = new Hono<AppEnv>()
  .get('/sales/altec-rfqs', guard('GET /sales/altec-rfqs'), (c) => answerList(c, ALTEC_RFQ_LIST))
  .get('/sales/altec-rfqs/summary', guard('GET /sales/altec-rfqs/summary'), async (c) => {
    const { from, where } = listSelection(c, ALTEC_RFQ_LIST);
    return c.json(await rfqSummaryOf(c.var.deps.db, from, where));
  })
  .get('/sales/altec-rfqs/:id', guard('GET /sales/altec-rfqs/:id'), async (c) => c.json(await detail(c)))
  .post('/sales/altec-rfqs', guard('POST /sales/altec-rfqs'), async (c) => {
    const input = await readJson(c, rfqCreateSchema);
    branchScope(c, [input.brnId]);
    const { db } = c.var.deps;
    const [taken] = await db.select({ id: altecRfqs.id }).from(altecRfqs).where(eq(altecRfqs.rfqNo, input.rfqNo));
    if (taken) conflictOn('rfqNo', `RFQ ${input.rfqNo} is already recorded.`);
    const rfq = await db.transaction((tx) => createRecord(c, tx, { ...RFQ, action: 'altec-rfq.create', values: input }));
    return c.json(await rfqById(db, rfq.id), 201);
  })
  .post('/sales/altec-rfqs/:id/quote', guard('POST /sales/altec-rfqs/:id/quote'), async (c) => {
    const id = idParam(c, 'an RFQ');
    const input = await readJson(c, rfqQuoteSchema);
    const { db } = c.var.deps;
    await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...RFQ,
        action: 'altec-rfq.quote',
        id,
        version: input.version,
        change: (before) => {
          const issues = quoteDateIssues(before.receivedOn, input.quotedOn);
          if (issues.length) badRequest(issues);
          const refusal = quoteRefusal(before.outcome);
          if (refusal) fail(409, refusal);
          return { quoteNo: input.quoteNo, quotedOn: input.quotedOn, unitPrice: moneyText(input.unitPrice), expectedDelivery: input.expectedDelivery };
        },
      }),
    );
    return c.json(await detail(c, id));
  })
  .post('/sales/altec-rfqs/:id/outcome', guard('POST /sales/altec-rfqs/:id/outcome'), async (c) => {
    const id = idParam(c, 'an RFQ');
    const input = await readJson(c, rfqOutcomeSchema);
    const { db } = c.var.deps;
    const won = input.outcome === 'Won';
    await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...RFQ,
        action: 'altec-rfq.outcome',
        id,
        version: input.version,
        change: async (before) => {
          const order = won ? { dealId: input.dealId, stockNo: input.stockNo } : { dealId: null, stockNo: null };
          const missing = won ? await orderExists(tx, before.brnId, order) : null;
          if (missing) badRequest([missing]);
          return { outcome: input.outcome, reason: input.reason, ...order };
        },
      }),
    );
    return c.json(await detail(c, id));
  })
  .post('/sales/altec-rfqs/:id/files', guard('POST /sales/altec-rfqs/:id/files'), uploadLimit(RFQ_FILE_RULES.maxFileBytes + 64 * 1024, FILE_RULES.tooLarge), async (c) =>
    c.json(await detail(c, await attach(c)), 201),
  )
  .get('/sales/altec-rfqs/:id/files/:fileId', guard('GET /sales/altec-rfqs/:id/files/:fileId'), async (c) => {
    const rfq = await detail(c);
    const [file] = await c.var.deps.db
      .select()
      .from(altecRfqFiles)
      .where(and(eq(altecRfqFiles.id, idParam(c, 'a PDF', 'fileId')), eq(altecRfqFiles.rfqId, rfq.id)));
    if (!file) fail(404, RFQ_FILE_NOT_FOUND);
    const answer = pdfAnswer(c, await c.var.deps.storage.read(file.storageKey), file.fileName);
    if (c.req.query('download') !== undefined) answer.headers.set('content-disposition', contentDisposition('attachment', file.fileName));
    return answer;
  });
