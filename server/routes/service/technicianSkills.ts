import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { canPerform } from '../../../src/domain/service/technicianAbility';
import {
  gradeOf,
  technicianCertificationSchema,
  technicianSkillCreateSchema,
  technicianSkillLevelSchema,
  technicianSkillVersionSchema,
  whoCanQuerySchema,
  type SkilledTechnician,
  type TechnicianSkillMatrix,
} from '../../../src/domain/service/technicianSkills';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import { refuseTaken } from '../../business/uniqueTaken';
import type { Database } from '../../db/database';
import { excedeEmployees } from '../../db/schema';
import { serviceSkills } from '../../db/serviceSkills';
import { technicianSkills } from '../../db/technicianSkills';
import { conflictOn, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';

/** A technician's skill belongs to the technician's branch (Excede's), checked before each change. */
const TECH_SKILL = { table: technicianSkills, entity: 'technician skill', notFound: 'No such technician skill.' };
const HOLDS_ALREADY = 'The technician holds this skill already: change its level instead.';

const cellColumns = {
  id: technicianSkills.id,
  empId: technicianSkills.empId,
  skillId: technicianSkills.skillId,
  level: technicianSkills.level,
  certifiedOn: technicianSkills.certifiedOn,
  certificationExpires: technicianSkills.certificationExpires,
  note: technicianSkills.note,
  version: technicianSkills.version,
};

/** The technicians of the branches with the skills they hold, the catalogue's certification rule beside each. */
async function techniciansOf(db: Database, branches: readonly string[]) {
  const techs = await db
    .select({ empId: excedeEmployees.excedeId, name: excedeEmployees.name, brnId: excedeEmployees.branchCode, title: excedeEmployees.title })
    .from(excedeEmployees)
    .where(and(eq(excedeEmployees.isTechnician, true), inBranches(excedeEmployees.branchCode.getSQL(), branches)))
    .orderBy(asc(excedeEmployees.branchCode), asc(excedeEmployees.name));
  const cells = techs.length
    ? await db
        .select({ ...cellColumns, certificationRequired: serviceSkills.certificationRequired })
        .from(technicianSkills)
        .innerJoin(serviceSkills, eq(serviceSkills.id, technicianSkills.skillId))
        .where(inArray(technicianSkills.empId, techs.map((t) => t.empId)))
    : [];
  return techs.map(({ title, ...tech }) => ({ ...tech, grade: gradeOf(title), held: cells.filter((cell) => cell.empId === tech.empId) }));
}

async function matrixOf(c: AppContext): Promise<TechnicianSkillMatrix> {
  const query = parseWith(whoCanQuerySchema, c.req.query());
  const branches = branchScope(c, query.brnId ? [query.brnId] : []);
  const today = newYorkDay(new Date());
  const { db } = c.var.deps;
  const skills = await db
    .select({ id: serviceSkills.id, code: serviceSkills.code, name: serviceSkills.name, levelScale: serviceSkills.levelScale, certificationRequired: serviceSkills.certificationRequired })
    .from(serviceSkills)
    .where(eq(serviceSkills.active, true))
    .orderBy(asc(serviceSkills.category), asc(serviceSkills.name));
  const wanted = query.skillId === undefined ? [] : [{ skillId: query.skillId, minLevel: query.minLevel ?? 1 }];
  const technicians: SkilledTechnician[] = (await techniciansOf(db, branches))
    .filter((tech) => canPerform(tech.held, wanted, today).ok)
    .map(({ held, ...tech }) => ({ ...tech, skills: held.map(({ empId: _, certificationRequired: __, ...cell }) => cell) }));
  return { skills, technicians, today };
}

/** A technician of a branch the user holds: 404 when Excede has no such technician, 403 for another branch. */
async function technicianAt(c: AppContext, tx: Database, empId: string): Promise<void> {
  const [tech] = await tx
    .select({ brnId: excedeEmployees.branchCode })
    .from(excedeEmployees)
    .where(and(eq(excedeEmployees.excedeId, empId), eq(excedeEmployees.isTechnician, true)));
  if (!tech) fail(404, `No technician ${empId}.`);
  branchScope(c, [tech.brnId]);
}

/** The technician skill's technician at a branch of the user's (or its 404 / 403) before it is changed. */
async function heldAt(c: AppContext, tx: Database, id: number): Promise<void> {
  const [row] = await tx.select({ empId: technicianSkills.empId }).from(technicianSkills).where(eq(technicianSkills.id, id));
  if (!row) fail(404, TECH_SKILL.notFound);
  await technicianAt(c, tx, row.empId);
}

async function cellOf(db: Database, id: number) {
  const [row] = await db.select(cellColumns).from(technicianSkills).where(eq(technicianSkills.id, id));
  return row;
}

/**
 * Technicians and their skills (/techhasskills): the matrix of the user's branches (or, given a skill and a
 * minimum level, only the technicians who can do it today), a level set, changed or cleared, a certification
 * recorded. Each change is as of the version seen, at a branch of the user's, audited.
 */
export const technicianSkillRoutes = new Hono<AppEnv>()
  .get('/service/technician-skills', guard('GET /service/technician-skills'), async (c) => c.json(await matrixOf(c)))
  .post('/service/technician-skills', guard('POST /service/technician-skills'), async (c) => {
    const values = await readJson(c, technicianSkillCreateSchema);
    const { db } = c.var.deps;
    const made = await db
      .transaction(async (tx) => {
        await technicianAt(c, tx, values.empId);
        const [skill] = await tx.select({ active: serviceSkills.active }).from(serviceSkills).where(eq(serviceSkills.id, values.skillId));
        if (!skill?.active) conflictOn('skillId', 'Choose an active skill of the catalogue.');
        return createRecord(c, tx, { ...TECH_SKILL, action: 'technician-skill.create', values });
      })
      .catch(refuseTaken('skillId', HOLDS_ALREADY));
    return c.json(await cellOf(db, made.id), 201);
  })
  .put('/service/technician-skills/:id', guard('PUT /service/technician-skills/:id'), async (c) => {
    const id = idParam(c, 'a technician skill');
    const { version, ...values } = await readJson(c, technicianSkillLevelSchema);
    await c.var.deps.db.transaction(async (tx) => {
      await heldAt(c, tx, id);
      await changeRecord(c, tx, { ...TECH_SKILL, action: 'technician-skill.level', id, version, change: () => values });
    });
    return c.json(await cellOf(c.var.deps.db, id));
  })
  .post('/service/technician-skills/:id/certification', guard('POST /service/technician-skills/:id/certification'), async (c) => {
    const id = idParam(c, 'a technician skill');
    const { version, ...values } = await readJson(c, technicianCertificationSchema);
    await c.var.deps.db.transaction(async (tx) => {
      await heldAt(c, tx, id);
      await changeRecord(c, tx, { ...TECH_SKILL, action: 'technician-skill.certification', id, version, change: () => values });
    });
    return c.json(await cellOf(c.var.deps.db, id));
  })
  .delete('/service/technician-skills/:id', guard('DELETE /service/technician-skills/:id'), async (c) => {
    const id = idParam(c, 'a technician skill');
    const { version } = await readJson(c, technicianSkillVersionSchema);
    await c.var.deps.db.transaction(async (tx) => {
      await heldAt(c, tx, id);
      await removeRecord(c, tx, { ...TECH_SKILL, action: 'technician-skill.clear', id, version });
    });
    return c.body(null, 204);
  });
