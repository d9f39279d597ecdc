import { addDays, newYorkDay } from '../businessDays';
import { formatDate, formatDateTime } from '../format';
import { shopDayOf, spansOverlap, type Span, type Unavailable } from './availability';
import type { OperationRequirements } from './laborGuide';
import { BOARD_STEP_MINUTES, type BoardCapacityDay, type BoardJob, type PlacementRefusal } from './schedulerBoard';
import { levelLabel, type LevelScale } from './skills';
import { canPerform, type HeldSkill, type MissingSkill } from './technicianAbility';

/**
 * The scheduler board's rules (/servicescheduler), shared by the server, which decides every placement, and
 * the screen, which shows a move at once: whether a technician may take a block at a time, the queue's order,
 * and the hours a technician and the shop have.
 */

/** The share of available hours a shop turns into flat-rate hours: the capacity strip's expected hours. */
export const EXPECTED_PRODUCTIVITY = 0.85;

/** The shop day's unpaid lunch, taken out of a technician's hours when no shift of theirs is recorded. */
export const SHOP_BREAK_MINUTES = 30;

const HOUR_MS = 3_600_000;
const STEP_MS = BOARD_STEP_MINUTES * 60_000;

/** A skill of the catalogue as a refusal names it. */
export interface SkillName {
  name: string;
  levelScale: LevelScale;
}

/** Another block of the technician, as an overlap names it ("RO 101-004512 BRK-R", "Training"). */
export interface BookedBlock extends Span {
  label: string;
}

export interface PlacementCheck {
  technician: { name: string; skills: readonly HeldSkill[] };
  /** The job's labor operation's requirements; null for a block of non-RO work. */
  requirements: OperationRequirements | null;
  skillNames: ReadonlyMap<number, SkillName>;
  branchName: string;
  span: Span;
  /** The branch's company holidays of the day (reason: the holiday's name). */
  closed: readonly Unavailable[];
  /** The technician's approved time off of the day (reason: its kind). */
  away: readonly Unavailable[];
  /** The technician's other blocks of the day (the block being moved left out). */
  booked: readonly BookedBlock[];
}

/** "Aftertreatment level 2", in the skill's own scale. */
export const requirementWords = (skill: SkillName, level: number): string => `${skill.name} level ${levelLabel(skill.levelScale, level)}`;

function missingWords(m: MissingSkill, skills: ReadonlyMap<number, SkillName>): string {
  const skill = skills.get(m.skillId) ?? { name: `skill ${m.skillId}`, levelScale: '1-3' as const };
  const why =
    m.reason === 'level too low'
      ? ` (holds level ${levelLabel(skill.levelScale, m.level ?? 0)})`
      : m.reason === 'certification expired'
        ? ` (certification expired ${formatDate(m.expiredOn)})`
        : m.reason === 'no certification'
          ? ' (no certification recorded)'
          : '';
  return `${requirementWords(skill, m.minLevel)}${why}`;
}

/** hh:mm A of an instant, New York time. */
const clock = (ms: number) => formatDateTime(ms).slice(11);

/** Why the times themselves cannot be placed (a 400 on the field), or null: quarter hours, end after start, one New York day. */
export function timesRefusal(span: Span): { field: 'startAt' | 'endAt'; message: string } | null {
  if (span.from % STEP_MS !== 0) return { field: 'startAt', message: 'Start on a quarter hour (:00, :15, :30 or :45).' };
  if (span.to % STEP_MS !== 0) return { field: 'endAt', message: 'End on a quarter hour (:00, :15, :30 or :45).' };
  if (span.to <= span.from) return { field: 'endAt', message: 'The end must be after the start.' };
  if (newYorkDay(span.from) !== newYorkDay(span.to - 1)) return { field: 'endAt', message: 'Start and end on the same day.' };
  return null;
}

/**
 * Why the technician cannot take the block then (the board shows it and puts the block back), or null: each
 * skill the operation requires at its level (an unmapped operation places unchecked), the branch open, the
 * technician not away, and no other block of theirs at the same time.
 */
export function placementRefusal(check: PlacementCheck): PlacementRefusal | null {
  const { technician, span } = check;
  const day = newYorkDay(span.from);
  if (check.requirements?.kind === 'requires') {
    const ability = canPerform(technician.skills, check.requirements.skills, day);
    if (!ability.ok) {
      const words = ability.missing.map((m) => missingWords(m, check.skillNames)).join(' and ');
      return { message: `${technician.name} lacks ${words}: ${check.requirements.laborOp} needs it.`, missing: ability.missing };
    }
  }
  const closed = check.closed.find((c) => spansOverlap(c, span));
  if (closed) return { message: `${closed.reason}: ${check.branchName} is closed.` };
  const away = check.away.find((a) => spansOverlap(a, span));
  if (away) return { message: `${technician.name} is off (${away.reason}) ${formatDateTime(new Date(away.from))} to ${formatDateTime(new Date(away.to))}.` };
  const booked = check.booked.find((b) => spansOverlap(b, span));
  if (booked) return { message: `${technician.name} already has ${booked.label} from ${clock(booked.from)} to ${clock(booked.to)}.` };
  return null;
}

/** Why a block cannot be split at `at` (a 400 on the field), or null: a quarter hour strictly inside it. */
export function splitRefusal(span: Span, at: number): string | null {
  if (at % STEP_MS !== 0) return 'Split on a quarter hour (:00, :15, :30 or :45).';
  return at > span.from && at < span.to ? null : 'Split at a time inside the block.';
}

/** The queue's order: the earliest promise first (none last), then the most urgent, then by RO and job. */
export function queueOrder(a: Pick<BoardJob, 'promiseAt' | 'priority' | 'slsId' | 'opsId'>, b: Pick<BoardJob, 'promiseAt' | 'priority' | 'slsId' | 'opsId'>): number {
  const promised = (a.promiseAt === null ? Infinity : Date.parse(a.promiseAt)) - (b.promiseAt === null ? Infinity : Date.parse(b.promiseAt));
  if (promised && !Number.isNaN(promised)) return promised;
  return a.priority - b.priority || a.slsId.localeCompare(b.slsId) || a.opsId - b.opsId;
}

/**
 * How urgent a job is by its repair order's kind (Excede's SlsTypId): 1 a customer's truck (CP), waiting on
 * the shop; 2 a fleet's or a warranty job, booked in; 3 internal work and reconditioning, done when the bays allow.
 */
export function jobPriority(roType: string): number {
  if (roType === 'CP') return 1;
  return roType === 'INT' ? 3 : 2;
}

/** The schedule type a job's block takes by its repair order's kind: warranty, internal, else a customer's job. */
export const scheduleTypeOfRo = (roType: string): string => (roType === 'WTY' || roType === 'INT' ? roType : 'CUST');

/** A shift of a day, breaks in minutes. */
export interface ShiftSpan extends Span {
  breakMinutes: number;
}

/** The technician's shift of a day: the one recorded (a template applied), else the shop day on a workday. */
export function shiftOf(day: string, recorded: ShiftSpan | undefined): ShiftSpan | null {
  if (recorded) return recorded;
  const shop = shopDayOf(day);
  return shop ? { ...shop, breakMinutes: SHOP_BREAK_MINUTES } : null;
}

const overlapMs = (a: Span, b: Span) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));

/** Hours a technician can work in their shifts, less breaks and the time they are unavailable (never below 0), to the quarter hour. */
export function availableHours(shifts: readonly ShiftSpan[], unavailable: readonly Span[]): number {
  const ms = shifts.reduce((sum, s) => {
    const away = unavailable.reduce((a, u) => a + overlapMs(u, s), 0);
    return sum + Math.max(0, s.to - s.from - away - s.breakMinutes * 60_000);
  }, 0);
  return Math.round((ms / HOUR_MS) * 4) / 4;
}

/** Hours of blocks, as on a load bar. */
export const blockHours = (blocks: readonly Span[]): number => blocks.reduce((sum, b) => sum + (b.to - b.from), 0) / HOUR_MS;

/** The days from `from` to `to` (YYYY-MM-DD), both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days a board shows: the day, or Monday to Saturday of its week. */
export function boardDays(view: 'day' | 'week', day: string): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, weekday === 0 ? -6 : 1 - weekday);
  return { from: monday, to: addDays(monday, 5) };
}

/** A technician's day as the capacity strip counts it. */
export interface TechnicianDay {
  day: string;
  available: number;
}

/** The capacity strip: each day's available hours of every technician, those × productivity, and the hours of blocks starting that day. */
export function capacityOf(days: readonly string[], technicianDays: readonly TechnicianDay[], blocks: readonly Span[], productivity = EXPECTED_PRODUCTIVITY): BoardCapacityDay[] {
  return days.map((day) => {
    const available = technicianDays.filter((t) => t.day === day).reduce((sum, t) => sum + t.available, 0);
    const scheduled = blockHours(blocks.filter((b) => newYorkDay(b.from) === day));
    return { day, availableHours: available, expectedHours: Math.round(available * productivity * 10) / 10, scheduledHours: scheduled };
  });
}

/** What bayRefusal needs: the bay, the branch's bays, its holidays of the day and the bay's other blocks of the day. */
export interface BayCheck {
  bay: string;
  /** The branch's bays (its active templates' bays). */
  bays: readonly string[];
  branchName: string;
  span: Span;
  closed: readonly Unavailable[];
  /** The bay's other blocks of the day (the block being moved left out). */
  booked: readonly BookedBlock[];
}

/** Whether the bay is one of the branch's (a 400 on `bay` when not). */
export const isBayOf = (bay: string, bays: readonly string[]): boolean => bays.some((b) => b.toUpperCase() === bay.toUpperCase());

/** Why the bay cannot hold the block then (the board puts the block back), or null: the branch open, no other block in the bay at the same time. */
export function bayRefusal(check: BayCheck): PlacementRefusal | null {
  const closed = check.closed.find((c) => spansOverlap(c, check.span));
  if (closed) return { message: `${closed.reason}: ${check.branchName} is closed.` };
  const booked = check.booked.find((b) => spansOverlap(b, check.span));
  if (booked) return { message: `Bay ${check.bay} already has ${booked.label} from ${clock(booked.from)} to ${clock(booked.to)}.` };
  return null;
}

/** A technician's shift when no template was applied that day. */
export const SHOP_DAY = 'Shop day';

/** A header of technicians grouped by shift, with their load summed (shown when the group is collapsed). */
export interface ShiftGroup<T> {
  name: string;
  technicians: T[];
  scheduledHours: number;
  availableHours: number;
}

/** Technicians grouped under their shift (the template applied, else the shop day), groups by name with the shop day last. */
export function shiftGroups<T extends { shiftName?: string; scheduledHours: number; availableHours: number }>(technicians: readonly T[]): ShiftGroup<T>[] {
  const groups = new Map<string, ShiftGroup<T>>();
  for (const t of technicians) {
    const name = t.shiftName ?? SHOP_DAY;
    const group = groups.get(name) ?? { name, technicians: [], scheduledHours: 0, availableHours: 0 };
    group.technicians.push(t);
    group.scheduledHours += t.scheduledHours;
    group.availableHours += t.availableHours;
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => Number(a.name === SHOP_DAY) - Number(b.name === SHOP_DAY) || a.name.localeCompare(b.name));
}
