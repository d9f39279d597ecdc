import { eq } from 'drizzle-orm';
import { newYorkDay } from '../../src/domain/businessDays';
import { gradeOf } from '../../src/domain/service/technicianSkills';
import { demoTechnicianSkills } from '../../src/demo/technicianSkills';
import { DEMO_AS_OF } from '../demoAsOf';
import type { Database } from './database';
import { excedeEmployees, users } from './schema';
import { serviceSkills } from './serviceSkills';
import { technicianSkills } from './technicianSkills';

/**
 * Every imported technician's skills, graded by their Excede title (server/db/seedAfterImport.ts), kept by
 * service@demo.local. Written once: when any technician's skill is there already, nothing is.
 */
export async function seedTechnicianSkillsAfterImport(db: Database): Promise<void> {
  const [by] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'service@demo.local'));
  const [already] = await db.select({ id: technicianSkills.id }).from(technicianSkills).limit(1);
  if (!by || already) return;
  const techs = await db
    .select({ empId: excedeEmployees.excedeId, brnId: excedeEmployees.branchCode, title: excedeEmployees.title })
    .from(excedeEmployees)
    .where(eq(excedeEmployees.isTechnician, true))
    .orderBy(excedeEmployees.branchCode, excedeEmployees.excedeId);
  const skills = await db
    .select({ id: serviceSkills.id, code: serviceSkills.code, certificationRequired: serviceSkills.certificationRequired })
    .from(serviceSkills)
    .where(eq(serviceSkills.active, true))
    .orderBy(serviceSkills.id);
  const rows = demoTechnicianSkills(
    techs.map((t) => ({ ...t, grade: gradeOf(t.title) })),
    skills,
    newYorkDay(DEMO_AS_OF),
  );
  if (rows.length) await db.insert(technicianSkills).values(rows.map((row) => ({ ...row, createdBy: by.id, updatedBy: by.id })));
}
