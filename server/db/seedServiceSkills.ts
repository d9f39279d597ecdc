import { STARTING_SKILLS } from '../../src/domain/service/skills';
import type { Database } from './database';
import { serviceSkills } from './serviceSkills';

/** The skill catalogue a truck shop starts with, kept by service@demo.local; a skill already there stays as it is. */
export async function seedServiceSkills(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const by = userId.get('service@demo.local')!;
  await tx
    .insert(serviceSkills)
    .values(STARTING_SKILLS.map((skill) => ({ ...skill, createdBy: by, updatedBy: by })))
    .onConflictDoNothing();
}
