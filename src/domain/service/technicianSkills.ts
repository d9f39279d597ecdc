import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';
import { LEVEL_MESSAGE, levelField as level, skillIdField, type LevelScale } from './skills';

/** A technician's skill as the matrix shows it in its cell. */
export interface TechnicianSkillCell {
  id: number;
  skillId: number;
  level: number;
  certifiedOn: string | null;
  certificationExpires: string | null;
  note: string | null;
  version: number;
}

/** A row of the matrix: an Excede technician of one of the user's branches and the skills they hold. */
export interface SkilledTechnician {
  empId: string;
  name: string;
  brnId: string;
  /** From Excede's title: "Technician A" is grade A. */
  grade: string;
  skills: TechnicianSkillCell[];
}

/** A column of the matrix: an active skill of the catalogue. */
export interface MatrixSkill {
  id: number;
  code: string;
  name: string;
  levelScale: LevelScale;
  certificationRequired: boolean;
}

export interface TechnicianSkillMatrix {
  skills: MatrixSkill[];
  technicians: SkilledTechnician[];
  /** The New York day the matrix judged expiry by. */
  today: string;
}

/** A technician's grade from their Excede title: the letter after "Technician", or the title itself. */
export function gradeOf(title: string): string {
  const match = /^Technician\s+([A-Z])$/i.exec(title.trim());
  return match ? match[1]!.toUpperCase() : title;
}

const note = z.optional(z.nullable(z.string({ error: 'The note must be text.' }).check(z.trim(), z.maxLength(200, 'The note is too long (200 characters at most).'))));

/** A technician gets a skill at a level. */
export const technicianSkillCreateSchema = z.object({
  empId: z.string({ error: 'Choose the technician.' }).check(z.trim(), z.minLength(1, 'Choose the technician.')),
  skillId: skillIdField,
  level,
  note,
});
export type TechnicianSkillCreateInput = z.input<typeof technicianSkillCreateSchema>;

/** A technician's level changes, as of the version the user saw. */
export const technicianSkillLevelSchema = z.object({ level, note, version: versionField });
export type TechnicianSkillLevelInput = z.input<typeof technicianSkillLevelSchema>;

/** A certification recorded: the day it was earned and its last good day. */
export const technicianCertificationSchema = z
  .object({ certifiedOn: isoDate('certifiedOn'), certificationExpires: isoDate('certificationExpires'), version: versionField })
  .check(
    z.refine((c) => c.certifiedOn <= c.certificationExpires, {
      path: ['certificationExpires'],
      error: 'The certification must expire after the day it was earned.',
    }),
  );
export type TechnicianCertificationInput = z.input<typeof technicianCertificationSchema>;

export const technicianSkillVersionSchema = z.object({ version: versionField });

/** "Who can do X at branch Y": a skill at a minimum level, at one of the user's branches (all of them when none). */
export const whoCanQuerySchema = z.object({
  brnId: z.optional(z.string().check(z.regex(/^\d{3}$/, 'brnId must be a branch code such as 101.'))),
  skillId: z.optional(z.coerce.number({ error: 'skillId must be a skill id.' }).check(z.int('skillId must be a skill id.'), z.positive('skillId must be a skill id.'))),
  minLevel: z.optional(z.coerce.number({ error: LEVEL_MESSAGE }).check(z.int(LEVEL_MESSAGE), z.gte(1, LEVEL_MESSAGE), z.lte(3, LEVEL_MESSAGE))),
});
export type WhoCanQuery = z.output<typeof whoCanQuerySchema>;
