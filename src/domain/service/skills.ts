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
