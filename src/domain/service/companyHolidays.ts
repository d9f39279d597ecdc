import * as z from 'zod/mini';
import { addDays, nthWeekday, observed } from '../businessDays';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';

/**
 * The days the shops close (/companyholidays): a holiday of every branch or of some, the whole day or part of
 * it (the shop closes early, or opens late), and whether it still opens for emergencies (road calls). The
 * scheduler board and the public booking read them through availability.ts.
 */
export const DAY_PARTS = ['Full day', 'Closes early', 'Opens late'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** A holiday as the screen lists it. */
export interface CompanyHoliday {
  id: number;
  version: number;
  /** YYYY-MM-DD, a New York day. */
  day: string;
  name: string;
  allBranches: boolean;
  /** The branches it closes when not all of them. */
  branches: string[];
  dayPart: DayPart;
  /** hh:mm (24 h) the shop closes on a 'Closes early' day, or opens on an 'Opens late' one. */
  closesAt: string | null;
  opensAt: string | null;
  emergencyOnly: boolean;
  updatedByName: string | null;
  updatedAt: string;
}

export const PAST_HOLIDAY_MESSAGE = 'This holiday has passed: it is history and cannot be changed.';
export const PAST_DAY_MESSAGE = 'Choose a day from today on: a past day is history.';
export const ALL_BRANCHES_MESSAGE = 'Only someone who holds every branch may keep a holiday of all branches.';

/** Why a holiday on `day` may not be added, changed or deleted on `today`: a past one is history. */
export const pastHolidayRefusal = (day: string, today: string): string | null => (day < today ? PAST_HOLIDAY_MESSAGE : null);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (what: string) => z._default(z.optional(z.nullable(z.string().check(z.regex(TIME, `Enter the time the shop ${what} as hh:mm.`)))), null);

export const holidaySchema = z
  .object({
    day: isoDate('The day'),
    name: z.string({ error: 'Enter the name of the holiday.' }).check(z.trim(), z.minLength(1, 'Enter the name of the holiday.'), z.maxLength(60, 'The name is at most 60 characters.')),
    allBranches: z._default(z.optional(z.boolean()), false),
    branches: z._default(z.optional(z.array(z.string().check(z.regex(/^\d{3}$/, 'Choose branches from the list.')))), []),
    dayPart: z._default(z.optional(z.enum(DAY_PARTS, { error: 'Choose Full day, Closes early or Opens late.' })), 'Full day'),
    closesAt: time('closes'),
    opensAt: time('opens'),
    emergencyOnly: z._default(z.optional(z.boolean()), false),
  })
  .check(
    z.refine((h) => h.allBranches || h.branches.length > 0, { path: ['branches'], error: 'Choose the branches it closes, or all branches.' }),
    z.refine((h) => h.dayPart !== 'Closes early' || h.closesAt !== null, { path: ['closesAt'], error: 'Enter the time the shop closes.' }),
    z.refine((h) => h.dayPart !== 'Opens late' || h.opensAt !== null, { path: ['opensAt'], error: 'Enter the time the shop opens.' }),
  );
export type HolidayInput = z.input<typeof holidaySchema>;
export type HolidayValues = z.output<typeof holidaySchema>;

/** What a holiday keeps of its day part: a full day keeps no time, a half day only its own. */
export const holidayValues = (input: HolidayValues): HolidayValues => ({
  ...input,
  branches: input.allBranches ? [] : [...new Set(input.branches)].sort(),
  closesAt: input.dayPart === 'Closes early' ? input.closesAt : null,
  opensAt: input.dayPart === 'Opens late' ? input.opensAt : null,
});

export const holidayEditSchema = z.intersection(holidaySchema, z.object({ version: versionField }));
export const holidayVersionSchema = z.object({ version: versionField });

const yearField = z.int('Choose the year.').check(z.minimum(2000, 'Choose the year.'), z.maximum(2100, 'Choose the year.'));
/** Copy one year's holidays onto another. */
export const holidayCopySchema = z
  .object({ fromYear: yearField, toYear: yearField })
  .check(z.refine((c) => c.fromYear !== c.toYear, { path: ['toYear'], error: 'Copy onto another year.' }));

const iso = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** The US holidays kept by a rule, each as its day in a year; the first that gives a holiday's day in its own year moves it. */
const US_RULES: readonly ((year: number) => string)[] = [
  (y) => observed(iso(y, 1, 1)),
  (y) => nthWeekday(y, 1, 1, 3),
  (y) => nthWeekday(y, 2, 1, 3),
  (y) => nthWeekday(y, 5, 1, -1),
  (y) => observed(iso(y, 6, 19)),
  (y) => observed(iso(y, 7, 4)),
  (y) => nthWeekday(y, 9, 1, 1),
  (y) => nthWeekday(y, 10, 1, 2),
  (y) => nthWeekday(y, 11, 4, 4),
  (y) => addDays(nthWeekday(y, 11, 4, 4), 1),
  (y) => observed(iso(y, 12, 25)),
];

/**
 * A holiday's day moved to another year: by the US rule that gives it (Thanksgiving the fourth Thursday, the
 * day after it, Memorial Day the last Monday, a fixed-date holiday on a weekend observed on the Friday or
 * Monday), else the same month and day (Christmas Eve; February 29 becomes the 28th).
 */
export function movedHoliday(day: string, toYear: number): string {
  const year = Number(day.slice(0, 4));
  const rule = US_RULES.find((r) => r(year) === day);
  if (rule) return rule(toYear);
  const [month, date] = [Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const moved = iso(toYear, month, date);
  return moved.slice(5, 7) === day.slice(5, 7) ? moved : iso(toYear, month + 1, 0);
}

/** Last year's holidays as this year's: each moved by movedHoliday; one whose day and name the year already has is left out. */
export function copiedHolidays<H extends Pick<CompanyHoliday, 'day' | 'name'>>(from: readonly H[], toYear: number, existing: readonly Pick<CompanyHoliday, 'day' | 'name'>[]): H[] {
  const taken = new Set(existing.map((h) => `${h.day} ${h.name.toLowerCase()}`));
  return from.map((h) => ({ ...h, day: movedHoliday(h.day, toYear) })).filter((h) => !taken.has(`${h.day} ${h.name.toLowerCase()}`));
}

/** The group's US holidays of a year as the demo seeds them (every branch); Christmas Eve closes at noon. */
export function usHolidaysOf(year: number): Pick<CompanyHoliday, 'day' | 'name' | 'dayPart' | 'closesAt' | 'emergencyOnly'>[] {
  const full = (day: string, name: string, emergencyOnly = false) => ({ day, name, dayPart: 'Full day' as const, closesAt: null, emergencyOnly });
  return [
    full(US_RULES[0]!(year), "New Year's Day"),
    full(US_RULES[3]!(year), 'Memorial Day', true),
    full(US_RULES[5]!(year), 'Independence Day', true),
    full(US_RULES[6]!(year), 'Labor Day', true),
    full(US_RULES[8]!(year), 'Thanksgiving Day'),
    full(US_RULES[9]!(year), 'Day after Thanksgiving', true),
    { day: iso(year, 12, 24), name: 'Christmas Eve', dayPart: 'Closes early', closesAt: '12:00', emergencyOnly: false },
    full(US_RULES[10]!(year), 'Christmas Day'),
  ];
}

/** Whether a holiday closes a branch. */
export const closesBranch = (holiday: Pick<CompanyHoliday, 'allBranches' | 'branches'>, brnId: string): boolean => holiday.allBranches || holiday.branches.includes(brnId);
