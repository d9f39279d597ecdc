import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import { SKILL_LEVELS, type LevelScale } from './skills';

/**
 * The labor guide's skill links (/laborguidehasskills): what each of Excede's labor operations requires of a
 * technician, a skill of the catalogue at a minimum level (1 to 3, 3 the most able). The operations are
 * Excede's (the distinct labor_op of its RO jobs); the links are ours, one table for every branch.
 */

/** A skill an operation requires, as the screen shows it. */
export interface RequiredSkill {
  /** The link's id (labor_op_skills.id). */
  id: number;
  skillId: number;
  skillCode: string;
  skillName: string;
  levelScale: LevelScale;
  minLevel: number;
  note: string | null;
  version: number;
}

/** One of Excede's labor operations and what it requires. */
export interface LaborOperation {
  laborOp: string;
  description: string;
  /** The typical flat hours of its jobs (their median). */
  standardHours: number;
  /** Its jobs on repair orders opened in the last 12 months. */
  uses: number;
  skills: RequiredSkill[];
}

/** A skill the map dialog offers: the catalogue's active ones. */
export interface SkillOption {
  id: number;
  code: string;
  name: string;
  levelScale: LevelScale;
}

export interface LaborGuide {
  operations: LaborOperation[];
  skills: SkillOption[];
}

export const isMapped = (op: Pick<LaborOperation, 'skills'>): boolean => op.skills.length > 0;

/** The operations nothing maps, most used first: they schedule without a skill check, so the board flags them. */
export const unmappedByUse = <O extends Pick<LaborOperation, 'skills' | 'uses' | 'laborOp'>>(ops: readonly O[]): O[] =>
  ops.filter((op) => !isMapped(op)).sort((a, b) => b.uses - a.uses || a.laborOp.localeCompare(b.laborOp));

/** What the scheduler board checks for a job: the skills its operation requires and their minimum levels, or that nothing is mapped. */
export type OperationRequirements = { kind: 'unmapped'; laborOp: string } | { kind: 'requires'; laborOp: string; skills: { skillId: number; minLevel: number }[] };

/**
 * A job's requirements from its labor operation and the links: an operation no link names is "unmapped", which
 * the board flags and never blocks. Codes compare by their letters as Excede writes them, whatever the case.
 */
export function operationRequirements(laborOp: string, links: readonly { laborOp: string; skillId: number; minLevel: number }[]): OperationRequirements {
  const key = laborOp.trim().toUpperCase();
  const skills = links.filter((l) => l.laborOp.trim().toUpperCase() === key).map(({ skillId, minLevel }) => ({ skillId, minLevel }));
  return skills.length ? { kind: 'requires', laborOp, skills } : { kind: 'unmapped', laborOp };
}

/** The required skills a technician's levels (skill id → level; a lapsed certification left out) fall short of. */
export function unmetRequirements(requirements: OperationRequirements, levels: ReadonlyMap<number, number>): { skillId: number; minLevel: number; has: number }[] {
  if (requirements.kind === 'unmapped') return [];
  return requirements.skills.map((s) => ({ ...s, has: levels.get(s.skillId) ?? 0 })).filter((s) => s.has < s.minLevel);
}

export const MIN_LEVEL_MESSAGE = `Choose a minimum level: ${SKILL_LEVELS.join(', ')}.`;
export const NOTE_MESSAGE = 'The note is too long (200 characters at most).';
export const LABOR_OP_MESSAGE = 'Give the labor operation code (1 to 20 letters, digits, dashes or dots).';
export const SKILL_CODE_MESSAGE = 'Give the skill code (letters, digits and dashes).';

const minLevel = z.number({ error: MIN_LEVEL_MESSAGE }).check(z.refine((n) => (SKILL_LEVELS as readonly number[]).includes(n), MIN_LEVEL_MESSAGE));
const note = z.pipe(
  z.optional(z.nullable(z.string({ error: NOTE_MESSAGE }).check(z.trim(), z.maxLength(200, NOTE_MESSAGE)))),
  z.transform((value) => value || null),
);
const laborOp = z.string({ error: LABOR_OP_MESSAGE }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9.-]{1,20}$/, LABOR_OP_MESSAGE));

/** Map an operation to a skill. */
export const laborOpSkillCreateSchema = z.object({
  laborOp,
  skillId: z.int({ error: 'Choose the skill.' }).check(z.positive('Choose the skill.')),
  minLevel,
  note,
});
export type LaborOpSkillCreateInput = z.input<typeof laborOpSkillCreateSchema>;

/** Change a link's minimum level or note, as of the version seen. */
export const laborOpSkillEditSchema = z.object({ minLevel, note, version: versionField });
export type LaborOpSkillEditInput = z.input<typeof laborOpSkillEditSchema>;
export const laborOpSkillVersionSchema = z.object({ version: versionField });

export const linkTakenMessage = (op: string, skill: string) => `${op} requires ${skill} already: change its minimum level instead.`;
export const unknownOperationMessage = (op: string) => `Excede has no labor operation ${op}.`;
export const unknownSkillMessage = (code: string) => `The skill catalogue has no active skill ${code}.`;
