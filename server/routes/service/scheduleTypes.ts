import { Hono } from 'hono';
import { asc, eq, sql } from 'drizzle-orm';
import {
  canDeleteScheduleType,
  scheduleTypeActiveSchema,
  scheduleTypeCreateSchema,
  scheduleTypeEditSchema,
  scheduleTypeVersionSchema,
  TYPE_IN_USE_MESSAGE,
  typeCodeTakenMessage,
  type ScheduleType,
} from '../../../src/domain/service/scheduleTypes';
import { guard } from '../../auth/guard';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { scheduleEntries } from '../../db/scheduleEntries';
import { scheduleTypes } from '../../db/scheduleTypes';
import { conflictOn, fail, idParam, readJson, type AppEnv } from '../../http';

/** A code table of every branch: no branchOf, so any holder of the permission keeps it; audited all the same. */
const TYPE = { table: scheduleTypes, entity: 'schedule type', notFound: 'No such schedule type.' };

/** The entries naming a type, counted in one place: the list shows it and delete refuses by it. */
const typeCode = sql.raw('"schedule_types"."code"');
const timesUsed = sql<number>`(select count(*) from ${scheduleEntries} where upper(${scheduleEntries.scheduleType}) = upper(${typeCode}))`.mapWith(Number);

export async function listScheduleTypes(db: Database, id?: number): Promise<ScheduleType[]> {
  const { code, name, colour, productive, defaultMinutes, roRequired, active, version } = scheduleTypes;
  return db
    .select({ id: scheduleTypes.id, code, name, colour, productive, defaultMinutes, roRequired, active, timesUsed, version })
    .from(scheduleTypes)
    .where(id === undefined ? undefined : eq(scheduleTypes.id, id))
    .orderBy(asc(scheduleTypes.name));
}

async function typeOf(db: Database, id: number): Promise<ScheduleType> {
  const [row] = await listScheduleTypes(db, id);
  if (!row) fail(404, TYPE.notFound);
  return row;
}

/** The unique index on upper(code) decides a taken code, so two people adding one at once cannot both win. */
const takenCode = (code: string) => (error: unknown): never => {
  const { cause } = error as { cause?: { code?: string } };
  if ((cause ?? (error as { code?: string })).code === '23505') conflictOn('code', typeCodeTakenMessage(code));
  throw error;
};

/**
 * The block kinds of the scheduler board (/scheduletypes): listed with how many schedule entries use each,
 * added, edited as of the version seen, deactivated and activated, deleted while no entry names them.
 */
export const scheduleTypeRoutes = new Hono<AppEnv>()
  .get('/service/schedule-types', guard('GET /service/schedule-types'), async (c) => c.json({ types: await listScheduleTypes(c.var.deps.db) }))
  .post('/service/schedule-types', guard('POST /service/schedule-types'), async (c) => {
    const values = await readJson(c, scheduleTypeCreateSchema);
    const { db } = c.var.deps;
    const made = await db.transaction((tx) => createRecord(c, tx, { ...TYPE, action: 'schedule-type.create', values })).catch(takenCode(values.code));
    return c.json(await typeOf(db, made.id), 201);
  })
  .put('/service/schedule-types/:id', guard('PUT /service/schedule-types/:id'), async (c) => {
    const id = idParam(c, 'a schedule type');
    const { version, ...values } = await readJson(c, scheduleTypeEditSchema);
    await c.var.deps.db.transaction((tx) => changeRecord(c, tx, { ...TYPE, action: 'schedule-type.edit', id, version, change: () => values }));
    return c.json(await typeOf(c.var.deps.db, id));
  })
  .post('/service/schedule-types/:id/active', guard('POST /service/schedule-types/:id/active'), async (c) => {
    const id = idParam(c, 'a schedule type');
    const { active, version } = await readJson(c, scheduleTypeActiveSchema);
    const action = active ? 'schedule-type.activate' : 'schedule-type.deactivate';
    await c.var.deps.db.transaction((tx) => changeRecord(c, tx, { ...TYPE, action, id, version, change: () => ({ active }) }));
    return c.json(await typeOf(c.var.deps.db, id));
  })
  .delete('/service/schedule-types/:id', guard('DELETE /service/schedule-types/:id'), async (c) => {
    const id = idParam(c, 'a schedule type');
    const { version } = await readJson(c, scheduleTypeVersionSchema);
    await c.var.deps.db.transaction(async (tx) => {
      const [used] = await listScheduleTypes(tx, id);
      if (used && !canDeleteScheduleType(used)) fail(409, TYPE_IN_USE_MESSAGE);
      await removeRecord(c, tx, { ...TYPE, action: 'schedule-type.delete', id, version });
    });
    return c.body(null, 204);
  });
