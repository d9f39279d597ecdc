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
