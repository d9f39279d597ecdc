import { Hono } from 'hono';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  canDelete,
  CODE_IN_USE_MESSAGE,
  codeTakenMessage,
  movedOrder,
  rootCauseCodeActiveSchema,
  rootCauseCodeCreateSchema,
  rootCauseCodeEditSchema,
  rootCauseCodeMoveSchema,
  rootCauseCodeVersionSchema,
  type RootCauseCode,
} from '../../../src/domain/parts/rootCauseCodes';
import { guard } from '../../auth/guard';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { lostSales } from '../../db/lostSales';
import { rootCauseCodes } from '../../db/rootCauseCodes';
import { conflictOn, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';

/** A code table of every branch: no branchOf, so any holder of the permission keeps it; audited all the same. */
const CODE = { table: rootCauseCodes, entity: 'root cause code', notFound: 'No such reason or action code.' };

/**
 * How many lost sales name a code, as reason or action: delete and the list both read it. The code's id is
 * written out with its table, which a one-table select leaves off its columns (it would read lost_sales.id).
 */
const codeId = sql.raw('"root_cause_codes"."id"');
const timesUsed = sql<number>`(select count(*) from ${lostSales} where ${lostSales.reasonCodeId} = ${codeId} or ${lostSales.actionCodeId} = ${codeId})`.mapWith(Number);

export async function listCodes(db: Database, id?: number): Promise<RootCauseCode[]> {
  return db
    .select({
      id: rootCauseCodes.id,
      code: rootCauseCodes.code,
      description: rootCauseCodes.description,
      type: rootCauseCodes.type,
      category: rootCauseCodes.category,
      recordsDemand: rootCauseCodes.recordsDemand,
      noteRequired: rootCauseCodes.noteRequired,
      active: rootCauseCodes.active,
      sortOrder: rootCauseCodes.sortOrder,
      timesUsed,
      version: rootCauseCodes.version,
    })
    .from(rootCauseCodes)
    .where(id === undefined ? undefined : eq(rootCauseCodes.id, id))
    .orderBy(asc(rootCauseCodes.type), asc(rootCauseCodes.sortOrder), asc(rootCauseCodes.code));
}

/** A code another row holds, whatever its case: a 409 on the code field (the unique index backs this up under a race). */
async function refuseTakenCode(tx: Database, code: string, exceptId?: number) {
  const upper = sql`upper(${rootCauseCodes.code}) = ${code.toUpperCase()}`;
  const [taken] = await tx
    .select({ id: rootCauseCodes.id })
    .from(rootCauseCodes)
    .where(exceptId === undefined ? upper : and(upper, ne(rootCauseCodes.id, exceptId)));
  if (taken) conflictOn('code', codeTakenMessage(code));
}

function refuseRace(code: string) {
  return (error: unknown): never => {
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.cause ?? failure).code === '23505') conflictOn('code', codeTakenMessage(code));
    throw error;
  };
}

async function codeOf(db: Database, id: number): Promise<RootCauseCode> {
  const [row] = await listCodes(db, id);
  if (!row) fail(404, CODE.notFound);
  return row;
}

const answer = async (c: AppContext, id: number) => c.json(await codeOf(c.var.deps.db, id));

/**
 * The reason and action codes of root cause analysis (/rootcauseaction): listed with how often lost sales
 * name them, added, edited, deactivated and activated, deleted while unused, moved up and down their list.
 */
export const rootCauseCodeRoutes = new Hono<AppEnv>()
  .get('/parts/root-cause-codes', guard('GET /parts/root-cause-codes'), async (c) => c.json({ codes: await listCodes(c.var.deps.db) }))
  .post('/parts/root-cause-codes', guard('POST /parts/root-cause-codes'), async (c) => {
    const input = await readJson(c, rootCauseCodeCreateSchema);
    const { db } = c.var.deps;
    const row = await db
      .transaction(async (tx) => {
        await refuseTakenCode(tx, input.code);
        const [last] = await tx
          .select({ max: sql<number>`coalesce(max(${rootCauseCodes.sortOrder}), 0)`.mapWith(Number) })
          .from(rootCauseCodes)
          .where(eq(rootCauseCodes.type, input.type));
        return createRecord(c, tx, { ...CODE, action: 'root-cause-code.create', values: { ...input, sortOrder: last!.max + 1 } });
      })
      .catch(refuseRace(input.code));
    return c.json(await codeOf(db, row.id), 201);
  })
  .put('/parts/root-cause-codes/:id', guard('PUT /parts/root-cause-codes/:id'), async (c) => {
    const id = idParam(c, 'a code');
    const { version, ...values } = await readJson(c, rootCauseCodeEditSchema);
    await c.var.deps.db
      .transaction(async (tx) => {
        await refuseTakenCode(tx, values.code, id);
        await changeRecord(c, tx, { ...CODE, action: 'root-cause-code.edit', id, version, change: () => values });
      })
      .catch(refuseRace(values.code));
    return answer(c, id);
  })
  .post('/parts/root-cause-codes/:id/active', guard('POST /parts/root-cause-codes/:id/active'), async (c) => {
    const id = idParam(c, 'a code');
    const { active, version } = await readJson(c, rootCauseCodeActiveSchema);
    await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx, { ...CODE, action: active ? 'root-cause-code.activate' : 'root-cause-code.deactivate', id, version, change: () => ({ active }) }),
    );
    return answer(c, id);
  })
  .post('/parts/root-cause-codes/:id/move', guard('POST /parts/root-cause-codes/:id/move'), async (c) => {
    const id = idParam(c, 'a code');
    const { direction, version } = await readJson(c, rootCauseCodeMoveSchema);
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      // The whole list is locked, so two moves at once number it one after the other.
      await tx.select({ id: rootCauseCodes.id }).from(rootCauseCodes).for('update');
      const order = movedOrder(await listCodes(tx), id, direction);
      if (!order) fail(409, `This code is already at the ${direction === 'up' ? 'top' : 'bottom'} of its list.`);
      for (const [at, code] of order.entries()) {
        if (code.sortOrder === at + 1) continue;
        await changeRecord(c, tx, {
          ...CODE,
          action: 'root-cause-code.move',
          id: code.id,
          version: code.id === id ? version : code.version,
          change: () => ({ sortOrder: at + 1 }),
        });
      }
    });
    return c.json({ codes: await listCodes(db) });
  })
  .delete('/parts/root-cause-codes/:id', guard('DELETE /parts/root-cause-codes/:id'), async (c) => {
    const id = idParam(c, 'a code');
    const { version } = await readJson(c, rootCauseCodeVersionSchema);
    await c.var.deps.db.transaction(async (tx) => {
      const [code] = await listCodes(tx, id);
      if (code && !canDelete(code)) fail(409, CODE_IN_USE_MESSAGE);
      await removeRecord(c, tx, { ...CODE, action: 'root-cause-code.delete', id, version });
    });
    return c.body(null, 204);
  });
