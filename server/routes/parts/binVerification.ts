import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { BIN_EXCEPTION_KEYS, isBinExceptionKey, type BinExceptionKey } from '../../../src/domain/parts/binExceptions';
import {
  binFoundChangeSchema,
  binFoundCreateSchema,
  binVerificationVersionSchema,
  needsSecondConfirmer,
  NOT_FOUND_YET_MESSAGE,
  verifyStep,
  type BinExceptionTabCounts,
} from '../../../src/domain/parts/binVerification';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { answerList } from '../../business/listEndpoint';
import { binExceptionCounts } from '../../business/parts/binExceptions';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting } from '../../business/settings';
import { binVerifications } from '../../db/binVerifications';
import type { Database } from '../../db/database';
import { badRequest, conflictOn, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { BIN_VERIFICATION, binVerificationList, stockNow } from './binVerificationData';

const exceptionOf = (c: AppContext): BinExceptionKey => {
  const exception = c.req.query('exception') ?? '';
  if (!isBinExceptionKey(exception)) badRequest([{ field: 'exception', message: `Choose the exception: ${BIN_EXCEPTION_KEYS.join(', ')}.` }]);
  return exception;
};

/** The record's part at its branch as Excede has it now: a part the branch no longer stocks cannot be checked. */
async function stockOf(db: Database, brnId: string, partNo: string) {
  const stock = await stockNow(db, brnId, partNo);
  if (!stock) badRequest([{ field: 'partNo', message: `Branch ${brnId} has no stock record of part ${partNo} in Excede.` }]);
  return stock;
}

/** A change of one record as of the version the user saw, answered with the record after it. */
type Row = typeof binVerifications.$inferSelect;
type Values = Partial<typeof binVerifications.$inferInsert>;
async function change(c: AppContext, action: string, version: number, values: (row: Row, tx: Database) => Values | Promise<Values>) {
  const id = idParam(c, 'a bin verification');
  const after = await c.var.deps.db.transaction((tx) => changeRecord(c, tx, { ...BIN_VERIFICATION, action, id, version, change: (row) => values(row, tx) }));
  return c.json(after);
}

/**
 * Bin verification (/binverification): each exception's parts by the list kit, the count of each tab, and what
 * staff record of a part at a branch: found in bin X, the bin-change task for Excede (Open, then Done once made
 * in Excede), and verified (a high-value part by two different people).
 */
export const binVerificationRoutes = new Hono<AppEnv>()
  .get('/parts/bin-verifications', guard('GET /parts/bin-verifications'), (c) => answerList(c, binVerificationList(exceptionOf(c))))
  .get('/parts/bin-verifications/counts', guard('GET /parts/bin-verifications/counts'), async (c) => {
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    const counts = Object.fromEntries(BIN_EXCEPTION_KEYS.map((key) => [key, 0])) as BinExceptionTabCounts;
    for (const branch of (await binExceptionCounts(c.var.deps.db, branches)).values()) for (const key of BIN_EXCEPTION_KEYS) counts[key] += branch[key];
    return c.json(counts);
  })
  .post('/parts/bin-verifications', guard('POST /parts/bin-verifications'), async (c) => {
    const input = await readJson(c, binFoundCreateSchema);
    branchScope(c, [input.brnId]);
    await stockOf(c.var.deps.db, input.brnId, input.partNo);
    const row = await c.var.deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: binVerifications.id })
        .from(binVerifications)
        .where(and(eq(binVerifications.brnId, input.brnId), eq(binVerifications.partNo, input.partNo), eq(binVerifications.exception, input.exception)));
      if (taken) conflictOn('partNo', 'Someone already recorded this part on this tab. Reload to see it.');
      return createRecord(c, tx, { ...BIN_VERIFICATION, action: 'bin-verification.found', values: input });
    });
    return c.json(row, 201);
  })
  .post('/parts/bin-verifications/:id/found', guard('POST /parts/bin-verifications/:id/found'), async (c) => {
    const { version, foundBin } = await readJson(c, binFoundChangeSchema);
    return change(c, 'bin-verification.found', version, () => ({ foundBin }));
  })
  .post('/parts/bin-verifications/:id/task', guard('POST /parts/bin-verifications/:id/task'), async (c) => {
    const { version } = await readJson(c, binVerificationVersionSchema);
    return change(c, 'bin-verification.task-open', version, (row) => {
      if (!row.foundBin) fail(409, NOT_FOUND_YET_MESSAGE);
      if (row.taskStatus === 'Open') fail(409, 'A bin-change task is already open for this part.');
      return { taskStatus: 'Open' };
    });
  })
  .post('/parts/bin-verifications/:id/task/done', guard('POST /parts/bin-verifications/:id/task/done'), async (c) => {
    const { version } = await readJson(c, binVerificationVersionSchema);
    return change(c, 'bin-verification.task-done', version, (row) => {
      if (row.taskStatus !== 'Open') fail(409, 'This part has no open bin-change task.');
      return { taskStatus: 'Done' };
    });
  })
  .post('/parts/bin-verifications/:id/verify', guard('POST /parts/bin-verifications/:id/verify'), async (c) => {
    const { version } = await readJson(c, binVerificationVersionSchema);
    const limit = await readSetting(c.var.deps.db, 'parts.binVerifySecondAboveCents');
    return change(c, 'bin-verification.verify', version, async (row, tx) => {
      const stock = await stockOf(tx, row.brnId, row.partNo);
      const step = verifyStep(row, staffMemberOf(c), stock.stamp, needsSecondConfirmer(stock.valueCents, limit));
      if ('refused' in step) fail(step.status, step.refused);
      return step.values;
    });
  });
