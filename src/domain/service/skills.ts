import * as z from 'zod/mini';
import { versionField } from '../recordChange';

/** What a shop skill is about: the catalogue (/techskills) groups its skills by these. */
export const SKILL_CATEGORIES = ['Engine', 'Aftertreatment', 'Electrical', 'Climate', 'Brakes', 'Drivetrain', 'Chassis', 'Maintenance', 'Body and hydraulics', 'High voltage'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/**
 * How a skill's levels read. Either way a level is stored as 1, 2 or 3 (3 the most able), so an operation's
 * minimum level compares with a technician's the same way whatever the scale.
 */
export const LEVEL_SCALES = ['1-3', 'C/B/A'] as const;
export type LevelScale = (typeof LEVEL_SCALES)[number];
export const SKILL_LEVELS = [1, 2, 3] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export function levelLabel(scale: LevelScale, level: number): string {
  return scale === 'C/B/A' ? (['C', 'B', 'A'][level - 1] ?? String(level)) : String(level);
}

/** A skill as the catalogue lists it: the record and how many technicians and labor operations name it. */
export interface ServiceSkill {
  id: number;
  code: string;
  name: string;
  category: SkillCategory;
  levelScale: LevelScale;
  certificationRequired: boolean;
  active: boolean;
  timesUsed: number;
  version: number;
}

type Starter = Pick<ServiceSkill, 'code' | 'name' | 'category' | 'levelScale' | 'certificationRequired'>;

/**
 * The skills a truck shop starts with (the demo seeds them). A/C work needs the EPA Section 609 certificate and
 * high-voltage work a high-voltage safety one, so both count only while a certification is current.
 */
export const STARTING_SKILLS: readonly Starter[] = [
  { code: 'ENG-DIAG', name: 'Engine diagnostics', category: 'Engine', levelScale: 'C/B/A', certificationRequired: false },
  { code: 'AFT-DEF', name: 'Aftertreatment / DEF', category: 'Aftertreatment', levelScale: 'C/B/A', certificationRequired: false },
  { code: 'ELEC', name: 'Electrical', category: 'Electrical', levelScale: 'C/B/A', certificationRequired: false },
  { code: 'AC-609', name: 'A/C (EPA 609)', category: 'Climate', levelScale: '1-3', certificationRequired: true },
  { code: 'AIR-BRK', name: 'Air brakes', category: 'Brakes', levelScale: '1-3', certificationRequired: false },
  { code: 'TRANS', name: 'Transmission', category: 'Drivetrain', levelScale: 'C/B/A', certificationRequired: false },
  { code: 'ALIGN', name: 'Alignment', category: 'Chassis', levelScale: '1-3', certificationRequired: false },
  { code: 'PM-INSP', name: 'PM / inspection', category: 'Maintenance', levelScale: '1-3', certificationRequired: false },
  { code: 'HYD-PTO', name: 'Hydraulics / PTO', category: 'Body and hydraulics', levelScale: '1-3', certificationRequired: false },
  { code: 'HV-EV', name: 'High-voltage EV', category: 'High voltage', levelScale: '1-3', certificationRequired: true },
];

export const SKILL_CODE_MESSAGE = '2 to 10 upper-case letters, digits or dashes.';
export const SKILL_IN_USE_MESSAGE = 'Technicians or labor operations name this skill, so it stays for their history. Deactivate it instead.';

export const LEVEL_MESSAGE = 'Choose a level: 1, 2 or 3.';
/** A level (1 to 3) as a payload gives it: a technician's, or an operation's minimum. */
export const levelField = z.int({ error: LEVEL_MESSAGE }).check(z.gte(SKILL_LEVELS[0], LEVEL_MESSAGE), z.lte(SKILL_LEVELS[2], LEVEL_MESSAGE));
/** A skill of the catalogue as a payload names it. */
export const skillIdField = z.int({ error: 'Choose the skill.' }).check(z.positive('Choose the skill.'));

/** Codes are upper case; a user may type them in any case. */
const code = z.string({ error: SKILL_CODE_MESSAGE }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{2,10}$/, SKILL_CODE_MESSAGE));

const skillFields = {
  code,
  name: z.string({ error: 'Enter the name.' }).check(z.trim(), z.minLength(1, 'Enter the name.'), z.maxLength(60, 'The name is too long (60 characters at most).')),
  category: z.enum(SKILL_CATEGORIES, { error: `Choose the category: ${SKILL_CATEGORIES.join(', ')}.` }),
  levelScale: z.enum(LEVEL_SCALES, { error: 'Choose the level scale: 1-3 or C/B/A.' }),
  certificationRequired: z.boolean({ error: 'certificationRequired must be true or false.' }),
};

/** A new skill of the catalogue; it starts active. */
export const skillCreateSchema = z.object(skillFields);
export type SkillCreateInput = z.input<typeof skillCreateSchema>;

/** An edit of a skill, as of the version the user saw. */
export const skillEditSchema = z.object({ ...skillFields, version: versionField });
export type SkillEditInput = z.input<typeof skillEditSchema>;

/** Deactivate or activate, as of the version the user saw. */
export const skillActiveSchema = z.object({ active: z.boolean({ error: 'active must be true or false.' }), version: versionField });
export const skillVersionSchema = z.object({ version: versionField });

/** A skill can be deleted only while no technician and no labor operation names it; after that it is only deactivated. */
export const canDeleteSkill = (skill: Pick<ServiceSkill, 'timesUsed'>): boolean => skill.timesUsed === 0;
