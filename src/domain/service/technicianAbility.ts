import { daysBetween } from '../businessDays';

/**
 * Whether a technician can do a job on a day (the scheduler board's check, and /techhasskills's "who can do X"):
 * each skill the job requires must be held at its minimum level, and a certification that has run out counts
 * as no skill at all, as does a skill that needs a certification with none recorded. Days are YYYY-MM-DD.
 */

/** A skill a technician holds, with what the catalogue says of it. */
export interface HeldSkill {
  skillId: number;
  level: number;
  certificationRequired: boolean;
  /** The last day the certification is good for; null when none is recorded. */
  certificationExpires: string | null;
}

/** What a job needs: a skill at a minimum level (1 to 3, 3 the most able). */
export interface SkillRequirement {
  skillId: number;
  minLevel: number;
}

export type MissingReason = 'not held' | 'level too low' | 'certification expired' | 'no certification';

export interface MissingSkill extends SkillRequirement {
  reason: MissingReason;
  /** The technician's level, when they hold the skill. */
  level: number | null;
  /** The day an expired certification ran out. */
  expiredOn: string | null;
}

export type Ability = { ok: true } | { ok: false; missing: MissingSkill[] };

/** Whether a held skill's certification lets it count on the day: 'no certification', 'certification expired' or null when it counts. */
export function certificationProblem(held: Pick<HeldSkill, 'certificationRequired' | 'certificationExpires'>, onDate: string): MissingReason | null {
  if (held.certificationExpires !== null) return held.certificationExpires < onDate ? 'certification expired' : null;
  return held.certificationRequired ? 'no certification' : null;
}

function missingOf(held: HeldSkill | undefined, need: SkillRequirement, onDate: string): MissingSkill | null {
  if (!held) return { ...need, reason: 'not held', level: null, expiredOn: null };
  const problem = certificationProblem(held, onDate);
  if (problem) return { ...need, reason: problem, level: held.level, expiredOn: problem === 'certification expired' ? held.certificationExpires : null };
  return held.level < need.minLevel ? { ...need, reason: 'level too low', level: held.level, expiredOn: null } : null;
}

/** Whether the technician's skills meet every requirement on the day, or which are missing and why. */
export function canPerform(techSkills: readonly HeldSkill[], requirements: readonly SkillRequirement[], onDate: string): Ability {
  const bySkill = new Map(techSkills.map((s) => [s.skillId, s]));
  const missing = requirements.map((need) => missingOf(bySkill.get(need.skillId), need, onDate)).filter((m) => m !== null);
  return missing.length ? { ok: false, missing } : { ok: true };
}

/** Certifications running out within this many days are shown as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;

/** How a held skill's certification reads on the day: expired, expiring within EXPIRING_SOON_DAYS, or null. */
export function certificationState(expires: string | null, onDate: string): 'expired' | 'expiring' | null {
  if (expires === null) return null;
  if (expires < onDate) return 'expired';
  return daysBetween(onDate, expires) <= EXPIRING_SOON_DAYS ? 'expiring' : null;
}
