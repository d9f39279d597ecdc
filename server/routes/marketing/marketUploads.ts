import { Hono } from 'hono';
import { MARKET_UPLOAD_FILE_RULES, MARKET_UPLOAD_TOO_LARGE, readMarketUpload } from '../../../src/domain/marketing/marketUploadCsv';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { branchScope } from '../../business/branchScope';
import { createRecord } from '../../business/recordChange';
import { uploadedCsv } from '../../business/uploadedFile';
import { marketUploadRows, marketUploads } from '../../db/marketing';
import { badRequest, fail, type AppContext, type AppEnv } from '../../http';
import { lastUpload, reportBranches } from './marketData';
import { definitionOf } from './marketReport';

/** How many bad lines a refusal names at most: enough to fix a file without a wall of text. */
const NAMED_LINES = 10;

/**
 * A CSV of a report's figures: every line read and checked first (a 400 naming each bad line and its field, nothing
 * written), each branch in it one the user holds (403), then the upload and its figures in one transaction, audited.
 */
async function uploadFigures(c: AppContext) {
  const definition = definitionOf(c);
  const shape = definition.upload ?? fail(404, `${definition.name} takes no upload: its figures arrive from its feed.`);
  const file = await uploadedCsv(c, { maxFileBytes: MARKET_UPLOAD_FILE_RULES.maxFileBytes, tooLarge: MARKET_UPLOAD_TOO_LARGE, choose: 'Choose a CSV file of figures.' });
  const { db } = c.var.deps;
  const all = await reportBranches(db, definition, null);
  const read = readMarketUpload(shape, file.records, all.map((b) => b.code));
  if (!read.ok) badRequest(read.errors.slice(0, NAMED_LINES).map((e) => ({ field: `line ${e.line}`, message: e.message })));
  const branches = branchScope(c, [...new Set(read.figures.map((f) => f.brnId))]);
  await db.transaction(async (tx) => {
    const upload = await createRecord(c, tx, {
      table: marketUploads,
      entity: 'market report upload',
      action: 'market-upload.create',
      values: { report: definition.name, fileName: file.name, rows: read.figures.length },
    });
    await tx.insert(marketUploadRows).values(read.figures.map((f) => ({ uploadId: upload.id, source: f.source, brnId: f.brnId, metricOn: `${f.month}-01`, metric: f.metric, value: f.value.toFixed(2) })));
  });
  return lastUpload(db, definition, branches);
}

export const marketUploadRoutes = new Hono<AppEnv>().post(
  '/marketing/reports/:name/uploads',
  guard('POST /marketing/reports/:name/uploads'),
  uploadLimit(MARKET_UPLOAD_FILE_RULES.maxFileBytes + 64 * 1024, MARKET_UPLOAD_TOO_LARGE),
  async (c) => c.json(await uploadFigures(c), 201),
);
