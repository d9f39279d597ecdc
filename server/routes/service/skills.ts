import { Hono } from 'hono';
import { asc, eq, sql } from 'drizzle-orm';
import {
  canDeleteSkill,
  SKILL_IN_USE_MESSAGE,
  skillActiveSchema,
  skillCreateSchema,
  skillEditSchema,
  skillVersionSchema,
  type ServiceSkill,
} from '../../../src/domain/service/skills';
import { codeTakenMessage } from '../../../src/domain/parts/rootCauseCodes';
import { guard } from '../../auth/guard';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import { refuseTaken } from '../../business/uniqueTaken';
import type { Database } from '../../db/database';
import { laborOpSkills } from '../../db/laborOpSkills';
import { serviceSkills } from '../../db/serviceSkills';
import { technicianSkills } from '../../db/technicianSkills';
import { fail, idParam, readJson, type AppEnv } from '../../http';

/** A code table of the whole group: no branchOf, so any holder of the permission keeps it; audited all the same. */
const SKILL = { table: serviceSkills, entity: 'service skill', notFound: 'No such skill.' };

/** Technicians and labor operations naming a skill, counted in one place: the list shows it and delete refuses by it. */
const skillId = sql.raw('"service_skills"."id"');
const timesUsed = sql<number>`((select count(*) from ${technicianSkills} where ${technicianSkills.skillId} = ${skillId})
  + (select count(*) from ${laborOpSkills} where ${laborOpSkills.skillId} = ${skillId}))`.mapWith(Number);

export async function listSkills(db: Database, id?: number): Promise<ServiceSkill[]> {
  const { code, name, category, levelScale, certificationRequired, active, version } = serviceSkills;
  return db
    .select({ id: serviceSkills.id, code, name, category, levelScale, certificationRequired, active, timesUsed, version })
    .from(serviceSkills)
    .where(id === undefined ? undefined : eq(serviceSkills.id, id))
    .orderBy(asc(serviceSkills.category), asc(serviceSkills.name));
}

async function skillOf(db: Database, id: number): Promise<ServiceSkill> {
  const [row] = await listSkills(db, id);
  if (!row) fail(404, SKILL.notFound);
  return row;
}

/** The unique index on upper(code) decides a taken code. */
const takenCode = (code: string) => refuseTaken('code', codeTakenMessage(code));

/**
 * The shop's skill catalogue (/techskills): listed with how many technicians and labor operations name each
 * skill, added, edited as of the version seen, deactivated and activated, deleted while nothing names it.
 */
export const skillRoutes = new Hono<AppEnv>()
  .get('/service/skills', guard('GET /service/skills'), async (c) => c.json({ skills: await listSkills(c.var.deps.db) }))
  .post('/service/skills', guard('POST /service/skills'), async (c) => {
    const values = await readJson(c, skillCreateSchema);
    const { db } = c.var.deps;
    const made = await db.transaction((tx) => createRecord(c, tx, { ...SKILL, action: 'service-skill.create', values })).catch(takenCode(values.code));
    return c.json(await skillOf(db, made.id), 201);
  })
  .put('/service/skills/:id', guard('PUT /service/skills/:id'), async (c) => {
    const id = idParam(c, 'a skill');
    const { version, ...values } = await readJson(c, skillEditSchema);
    await c.var.deps.db
      .transaction((tx) => changeRecord(c, tx, { ...SKILL, action: 'service-skill.edit', id, version, change: () => values }))
      .catch(takenCode(values.code));
    return c.json(await skillOf(c.var.deps.db, id));
  })
  .post('/service/skills/:id/active', guard('POST /service/skills/:id/active'), async (c) => {
    const id = idParam(c, 'a skill');
    const { active, version } = await readJson(c, skillActiveSchema);
    const action = active ? 'service-skill.activate' : 'service-skill.deactivate';
    await c.var.deps.db.transaction((tx) => changeRecord(c, tx, { ...SKILL, action, id, version, change: () => ({ active }) }));
    return c.json(await skillOf(c.var.deps.db, id));
  })
  .delete('/service/skills/:id', guard('DELETE /service/skills/:id'), async (c) => {
    const id = idParam(c, 'a skill');
    const { version } = await readJson(c, skillVersionSchema);
    await c.var.deps.db.transaction(async (tx) => {
      const [used] = await listSkills(tx, id);
      if (used && !canDeleteSkill(used)) fail(409, SKILL_IN_USE_MESSAGE);
      await removeRecord(c, tx, { ...SKILL, action: 'service-skill.delete', id, version });
    });
    return c.body(null, 204);
  });
