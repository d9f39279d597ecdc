import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serviceSkills } from './serviceSkills';
import { staffRecordColumns } from './staffRecord';

/**
 * What a labor operation requires (/laborguidehasskills): a skill of the catalogue at a minimum level (1 to 3,
 * 3 the most able). The operation is Excede's labor_op code (excede_ro_jobs), kept as text: the labor guide is
 * Excede's, and an operation with no row here is unmapped (the board flags it, never blocks it). A code table of
 * the whole group, no branch.
 */
export const laborOpSkills = pgTable(
  'labor_op_skills',
  {
    id: serial('id').primaryKey(),
    laborOp: text('labor_op').notNull(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => serviceSkills.id),
    minLevel: integer('min_level').notNull(),
    note: text('note'),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('labor_op_skills_op_skill_key').on(t.laborOp, t.skillId), index('labor_op_skills_skill_idx').on(t.skillId)],
);
