import { and, eq, sql } from 'drizzle-orm';
import type { LaborGuide, LaborOperation, RequiredSkill, SkillOption } from '../../../src/domain/service/laborGuide';
import { queryRows, type Database } from '../../db/database';
import { laborOpSkills } from '../../db/laborOpSkills';
import { serviceSkills } from '../../db/serviceSkills';

type Operation = Omit<LaborOperation, 'skills'>;

/**
 * Excede's labor operations: each distinct labor_op of its RO jobs, the description most of its jobs carry, its
 * typical (median) flat hours, and its jobs on repair orders opened in the last 12 months.
 */
export async function excedeOperations(db: Database, only?: readonly string[]): Promise<Operation[]> {
  const rows = await queryRows<{ laborOp: string; description: string; standardHours: string; uses: string }>(
    db,
    sql`select j.labor_op as "laborOp",
               mode() within group (order by j.description) as description,
               round(percentile_cont(0.5) within group (order by j.hrs_flat)::numeric, 1)::text as "standardHours",
               count(*) filter (where ro.date_open >= now() - interval '12 months')::text as uses
        from excede_ro_jobs j join excede_repair_orders ro on ro.sls_id = j.sls_id
        ${only ? sql`where upper(j.labor_op) in (${sql.join(only.map((op) => sql`${op.toUpperCase()}`), sql`, `)})` : sql``}
        group by j.labor_op order by j.labor_op`,
  );
  return rows.map((r) => ({ laborOp: r.laborOp, description: r.description, standardHours: Number(r.standardHours), uses: Number(r.uses) }));
}

/** Every link with its skill, or one link by id. */
export async function linksOf(db: Database, id?: number): Promise<(RequiredSkill & { laborOp: string })[]> {
  return db
    .select({
      id: laborOpSkills.id,
      laborOp: laborOpSkills.laborOp,
      skillId: laborOpSkills.skillId,
      skillCode: serviceSkills.code,
      skillName: serviceSkills.name,
      levelScale: serviceSkills.levelScale,
      minLevel: laborOpSkills.minLevel,
      note: laborOpSkills.note,
      version: laborOpSkills.version,
    })
    .from(laborOpSkills)
    .innerJoin(serviceSkills, eq(serviceSkills.id, laborOpSkills.skillId))
    .where(id === undefined ? undefined : eq(laborOpSkills.id, id))
    .orderBy(laborOpSkills.laborOp, serviceSkills.code);
}

/** The catalogue's active skills, which a link may name. */
export async function activeSkills(db: Database): Promise<SkillOption[]> {
  return db
    .select({ id: serviceSkills.id, code: serviceSkills.code, name: serviceSkills.name, levelScale: serviceSkills.levelScale })
    .from(serviceSkills)
    .where(eq(serviceSkills.active, true))
    .orderBy(serviceSkills.name);
}

/** The labor guide as the screen shows it: every operation with the skills it requires. */
export async function laborGuideOf(db: Database): Promise<LaborGuide> {
  const [operations, links, skills] = await Promise.all([excedeOperations(db), linksOf(db), activeSkills(db)]);
  const byOp = new Map<string, RequiredSkill[]>();
  for (const { laborOp, ...skill } of links) byOp.set(laborOp.toUpperCase(), [...(byOp.get(laborOp.toUpperCase()) ?? []), skill]);
  return { operations: operations.map((op) => ({ ...op, skills: byOp.get(op.laborOp.toUpperCase()) ?? [] })), skills };
}

/** The link of an operation and a skill, when there is one (the import changes it instead of adding another). */
export async function linkOf(db: Database, laborOp: string, skillId: number) {
  const [row] = await db.select().from(laborOpSkills).where(and(eq(laborOpSkills.laborOp, laborOp), eq(laborOpSkills.skillId, skillId)));
  return row;
}
