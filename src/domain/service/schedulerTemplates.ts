import * as z from 'zod/mini';
import { addDays } from '../businessDays';
import { dayRangeChecks, isoDate } from '../isoDate';
import { versionField } from '../recordChange';
import { instantOf, spansOverlap, unavailableOn, type Span, type TimeOffSpan } from './availability';
import type { CompanyHoliday } from './companyHolidays';

/**
 * Scheduler templates (/schedulertemplates): a branch's reusable shift pattern (weekdays, shift start and end, its
 * breaks), the technicians it applies to and the bays they work. Applying one to a range of days writes each
 * technician's shift of each day (technician_shifts), which the scheduler board reads for available hours; a day
 * a company holiday closes the branch, or the technician has time off approved or requested, is skipped and said.
 */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The longest range one apply or preview covers. */
export const MAX_APPLY_DAYS = 62;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (what: string) => z.string({ error: `Enter ${what} as hh:mm.` }).check(z.regex(TIME, `Enter ${what} as hh:mm.`));

export interface ShiftBreak {
  start: string;
  end: string;
}

/** Minutes since midnight of an hh:mm. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes of breaks. */
export const breakMinutes = (breaks: readonly ShiftBreak[]): number => breaks.reduce((sum, b) => sum + minutesOf(b.end) - minutesOf(b.start), 0);

/** Whether a break lies inside the shift and ends after it starts. */
export const breakFitsShift = (b: ShiftBreak, shift: { shiftStart: string; shiftEnd: string }): boolean =>
  minutesOf(b.start) < minutesOf(b.end) && minutesOf(b.start) >= minutesOf(shift.shiftStart) && minutesOf(b.end) <= minutesOf(shift.shiftEnd);

/** Paid hours of one day's shift: its length less its breaks. */
export const dailyHours = (t: { shiftStart: string; shiftEnd: string; breaks: readonly ShiftBreak[] }): number =>
  (minutesOf(t.shiftEnd) - minutesOf(t.shiftStart) - breakMinutes(t.breaks)) / 60;

/** Hours a technician works in a week of the template. */
export const weeklyHours = (t: { weekdays: readonly number[]; shiftStart: string; shiftEnd: string; breaks: readonly ShiftBreak[] }): number => t.weekdays.length * dailyHours(t);

const breaksOverlap = (breaks: readonly ShiftBreak[]) => {
  const sorted = [...breaks].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return sorted.some((b, i) => i > 0 && minutesOf(b.start) < minutesOf(sorted[i - 1]!.end));
};

export const templateSchema = z
  .object({
    brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
    name: z.string({ error: 'Enter the name of the template.' }).check(z.trim(), z.minLength(1, 'Enter the name of the template.'), z.maxLength(60, 'The name is at most 60 characters.')),
    weekdays: z
      .array(z.int().check(z.minimum(0), z.maximum(6)), { error: 'Choose the weekdays it works.' })
      .check(z.minLength(1, 'Choose the weekdays it works.'), z.refine((d) => new Set(d).size === d.length, 'Choose each weekday once.')),
    shiftStart: time('the time the shift starts'),
    shiftEnd: time('the time the shift ends'),
    breaks: z._default(z.optional(z.array(z.object({ start: time('the time the break starts'), end: time('the time the break ends') }))), []),
    empIds: z._default(z.optional(z.array(z.string().check(z.minLength(1)))), []),
    bays: z._default(z.optional(z.array(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,10}$/, 'A bay is a code of at most 10 letters, digits or dashes.')))), []),
    active: z._default(z.optional(z.boolean()), true),
  })
  .check(
    z.refine((t) => minutesOf(t.shiftStart) < minutesOf(t.shiftEnd), { path: ['shiftEnd'], error: 'The shift must end after it starts.' }),
    z.refine((t) => t.breaks.every((b) => breakFitsShift(b, t)), { path: ['breaks'], error: 'Each break must lie inside the shift and end after it starts.' }),
    z.refine((t) => !breaksOverlap(t.breaks), { path: ['breaks'], error: 'Breaks must not overlap.' }),
  );
export type TemplateInput = z.input<typeof templateSchema>;
export type TemplateValues = z.output<typeof templateSchema>;
export const templateEditSchema = z.intersection(templateSchema, z.object({ version: versionField }));
export const templateCopySchema = z.object({ name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Enter the name of the copy.'), z.maxLength(60, 'The name is at most 60 characters.'))) });

export const rangeSchema = z.object({ from: isoDate('from'), to: isoDate('to') }).check(...dayRangeChecks(MAX_APPLY_DAYS));
export const applySchema = z.intersection(rangeSchema, z.object({ version: versionField }));

/** A template as the screen lists it. */
export interface SchedulerTemplate extends TemplateValues {
  id: number;
  version: number;
  weeklyHours: number;
  updatedByName: string | null;
  updatedAt: string;
}

/** The name a copy takes when none is given. */
export const copyName = (name: string): string => `${name} (copy)`.slice(0, 60);

/** The days from `from` to `to` (both included) that fall on the template's weekdays. */
export function daysOfRange(range: { from: string; to: string }, weekdays: readonly number[]): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    if (weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}

/** A technician's shift of one day, as apply writes it. */
export interface PlannedShift {
  empId: string;
  day: string;
  startAt: string;
  endAt: string;
  breakMinutes: number;
}

/** A day apply leaves alone, and why. */
export interface SkippedDay {
  empId: string;
  day: string;
  reason: string;
}

export interface ShiftPlan {
  shifts: PlannedShift[];
  skipped: SkippedDay[];
}

/** Time off apply never writes over: approved, or requested and not yet decided. */
const KEPT_TIME_OFF = new Set(['Approved', 'Requested']);

/**
 * The shifts a template gives each of its technicians over a range, less the days it skips: a company holiday
 * closing the branch during the shift (named), or time off of the technician approved or requested that meets the
 * shift (its type and status). Holidays are read through availability's `unavailableOn`, the board's rule.
 */
export function planShifts(
  template: Pick<TemplateValues, 'brnId' | 'weekdays' | 'shiftStart' | 'shiftEnd' | 'breaks' | 'empIds'>,
  range: { from: string; to: string },
  holidays: readonly Pick<CompanyHoliday, 'day' | 'name' | 'dayPart' | 'closesAt' | 'opensAt' | 'allBranches' | 'branches'>[],
  timeOff: readonly TimeOffSpan[],
): ShiftPlan {
  const plan: ShiftPlan = { shifts: [], skipped: [] };
  const minutes = breakMinutes(template.breaks);
  for (const day of daysOfRange(range, template.weekdays)) {
    const shift: Span = { from: instantOf(day, template.shiftStart), to: instantOf(day, template.shiftEnd) };
    const holiday = unavailableOn(day, { brnId: template.brnId }, holidays).find((h) => spansOverlap(h, shift));
    for (const empId of template.empIds) {
      const away = timeOff.find((t) => t.empId === empId && KEPT_TIME_OFF.has(t.status) && spansOverlap({ from: Date.parse(t.fromAt), to: Date.parse(t.toAt) }, shift));
      if (holiday) plan.skipped.push({ empId, day, reason: `Company holiday: ${holiday.reason}` });
      else if (away) plan.skipped.push({ empId, day, reason: `Time off: ${away.type} (${away.status})` });
      else plan.shifts.push({ empId, day, startAt: new Date(shift.from).toISOString(), endAt: new Date(shift.to).toISOString(), breakMinutes: minutes });
    }
  }
  return plan;
}

/** What preview and apply answer: the range, its plan and each technician's hours. */
export interface ShiftPlanAnswer extends ShiftPlan {
  from: string;
  to: string;
  hours: Record<string, number>;
}

/** The template's days and hours in words: "Mon–Fri 07:00–15:30". */
export const weekdaysText = (weekdays: readonly number[]): string => [...weekdays].sort().map((d) => WEEKDAYS[d]).join(', ');

/** Hours each technician gets from a plan: what the preview shows beside their days. */
export function hoursByTechnician(plan: ShiftPlan): Record<string, number> {
  const hours: Record<string, number> = {};
  for (const s of plan.shifts) hours[s.empId] = (hours[s.empId] ?? 0) + (Date.parse(s.endAt) - Date.parse(s.startAt)) / 3_600_000 - s.breakMinutes / 60;
  return hours;
}
