import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serviceSkills } from './serviceSkills';
import { staffRecordColumns } from './staffRecord';

/**
 * What a technician can do (/techhasskills): a skill of the catalogue at a level (1 to 3, 3 the most able) and,
 * for a skill that needs one, the certification and when it runs out. The technician is Excede's employee
 * (excede_employees.excede_id); their branch is Excede's too, so it is read from there, never copied here.
 */
export const technicianSkills = pgTable(
  'technician_skills',
  {
    id: serial('id').primaryKey(),
    empId: text('emp_id').notNull(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => serviceSkills.id),
    level: integer('level').notNull(),
    certifiedOn: date('certified_on'),
    certificationExpires: date('certification_expires'),
    note: text('note'),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('technician_skills_emp_skill_key').on(t.empId, t.skillId), index('technician_skills_skill_idx').on(t.skillId)],
);
