import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEVEL_SCALES, SKILL_CATEGORIES } from '../../src/domain/service/skills';
import { staffRecordColumns } from './staffRecord';

/**
 * The shop's skill catalogue (/techskills): what a technician can be able to do, and what a labor operation
 * can require. A code table of the whole group, no branch. Technicians' levels and operations' minimums name a
 * skill by its id, so a skill in use is deactivated, never deleted.
 */
export const serviceSkills = pgTable(
  'service_skills',
  {
    id: serial('id').primaryKey(),
    /** Upper-case letters, digits and dashes, unique whatever the case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: SKILL_CATEGORIES }).notNull(),
    levelScale: text('level_scale', { enum: LEVEL_SCALES }).notNull().default('1-3'),
    /** A technician counts as able only while a certification of the skill is current. */
    certificationRequired: boolean('certification_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...staffRecordColumns(),
  },
  (t) => [uniqueIndex('service_skills_code_key').on(sql`upper(${t.code})`)],
);
