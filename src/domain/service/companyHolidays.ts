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

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The US holidays kept by a rule: how each falls in a year, and the names it goes by. New Year's Day stays in its
 * own year (on a Saturday it is kept that Saturday, not on the Friday of the year before).
 */
const US_RULES = {
  newYear: { names: /new year/i, day: (y: number) => (weekdayOf(iso(y, 1, 1)) === 0 ? iso(y, 1, 2) : iso(y, 1, 1)) },
  mlk: { names: /king|mlk/i, day: (y: number) => nthWeekday(y, 1, 1, 3) },
  presidents: { names: /president|washington/i, day: (y: number) => nthWeekday(y, 2, 1, 3) },
  memorial: { names: /memorial/i, day: (y: number) => nthWeekday(y, 5, 1, -1) },
  juneteenth: { names: /juneteenth/i, day: (y: number) => observed(iso(y, 6, 19)) },
  independence: { names: /independence|fourth|july 4/i, day: (y: number) => observed(iso(y, 7, 4)) },
  labor: { names: /labou?r day/i, day: (y: number) => nthWeekday(y, 9, 1, 1) },
  columbus: { names: /columbus|indigenous/i, day: (y: number) => nthWeekday(y, 10, 1, 2) },
  thanksgiving: { names: /^(?!.*after).*thanksgiving/i, day: (y: number) => nthWeekday(y, 11, 4, 4) },
  afterThanksgiving: { names: /after thanksgiving|black friday/i, day: (y: number) => addDays(nthWeekday(y, 11, 4, 4), 1) },
  christmas: { names: /christmas(?! eve)/i, day: (y: number) => observed(iso(y, 12, 25)) },
} as const;
const RULES = Object.values(US_RULES);

/**
 * A holiday's day moved to another year: by the US rule that gives its day (and, when its name is given, goes by
 * that name: Christmas Eve on the Friday Christmas is observed stays Christmas Eve), so Thanksgiving is the fourth
 * Thursday and a fixed-date holiday on a weekend is observed on the Friday or Monday; else the same month and day
 * (February 29 becomes the 28th).
 */
export function movedHoliday(day: string, toYear: number, name?: string): string {
  const year = Number(day.slice(0, 4));
  const rule = RULES.find((r) => r.day(year) === day && (name === undefined || r.names.test(name)));
  if (rule) return rule.day(toYear);
  const [month, date] = [Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const moved = iso(toYear, month, date);
  return moved.slice(5, 7) === day.slice(5, 7) ? moved : iso(toYear, month + 1, 0);
}

/** Last year's holidays as this year's: each moved by movedHoliday; one whose day and name the year already has is left out. */
export function copiedHolidays<H extends Pick<CompanyHoliday, 'day' | 'name'>>(from: readonly H[], toYear: number, existing: readonly Pick<CompanyHoliday, 'day' | 'name'>[]): H[] {
  const taken = new Set(existing.map((h) => `${h.day} ${h.name.toLowerCase()}`));
  return from.map((h) => ({ ...h, day: movedHoliday(h.day, toYear, h.name) })).filter((h) => !taken.has(`${h.day} ${h.name.toLowerCase()}`));
}

/** The group's US holidays of a year as the demo seeds them (every branch); Christmas Eve closes at noon. */
export function usHolidaysOf(year: number): Pick<CompanyHoliday, 'day' | 'name' | 'dayPart' | 'closesAt' | 'emergencyOnly'>[] {
  const full = (day: string, name: string, emergencyOnly = false) => ({ day, name, dayPart: 'Full day' as const, closesAt: null, emergencyOnly });
  return [
    full(US_RULES.newYear.day(year), "New Year's Day"),
    full(US_RULES.memorial.day(year), 'Memorial Day', true),
    full(US_RULES.independence.day(year), 'Independence Day', true),
    full(US_RULES.labor.day(year), 'Labor Day', true),
    full(US_RULES.thanksgiving.day(year), 'Thanksgiving Day'),
    full(US_RULES.afterThanksgiving.day(year), 'Day after Thanksgiving', true),
    { day: iso(year, 12, 24), name: 'Christmas Eve', dayPart: 'Closes early', closesAt: '12:00', emergencyOnly: false },
    full(US_RULES.christmas.day(year), 'Christmas Day'),
  ];
}

/** Whether a holiday closes a branch. */
export const closesBranch = (holiday: Pick<CompanyHoliday, 'allBranches' | 'branches'>, brnId: string): boolean => holiday.allBranches || holiday.branches.includes(brnId);
