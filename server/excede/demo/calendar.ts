import { companyHolidays } from '../../../src/domain/businessDays';
import { DEMO_AS_OF } from '../../demoAsOf';

/**
 * The demo's calendar, on New York's wall clock as Excede writes it. A `Day` is a calendar date counted
 * in days from 1970-01-01; a `Wall` time is minutes from that date's midnight on the wall clock. Plain
 * numbers keep the generator fast and exact; Date objects are made only for the rows that need them.
 */
export type Day = number;
export type Wall = number;

const MS_DAY = 86_400_000;
const MS_MINUTE = 60_000;
export const MINUTES_A_DAY = 1440;

export const dayOf = (year: number, month: number, date: number): Day => Math.floor(Date.UTC(year, month - 1, date) / MS_DAY);
export const wallOf = (day: Day, minutes: number): Wall => day * MINUTES_A_DAY + minutes;
export const dayOfWall = (wall: Wall): Day => Math.floor(wall / MINUTES_A_DAY);
/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekday = (day: Day) => (day + 4) % 7;

const partsCache = new Map<Day, { year: number; month: number; date: number }>();
export function partsOf(day: Day): { year: number; month: number; date: number } {
  let parts = partsCache.get(day);
  if (!parts) {
    const d = new Date(day * MS_DAY);
    parts = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
    partsCache.set(day, parts);
  }
  return parts;
}

/** The month a day falls in, counted from year 0 (so months compare and subtract). */
export function monthOf(day: Day): number {
  const { year, month } = partsOf(day);
  return year * 12 + month - 1;
}

export const firstDayOfMonth = (month: number): Day => dayOf(Math.floor(month / 12), (month % 12) + 1, 1);

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const isoCache = new Map<Day, string>();

/** The day as Drizzle's date strings are written: YYYY-MM-DD. */
export function isoDay(day: Day): string {
  let text = isoCache.get(day);
  if (text === undefined) {
    const { year, month, date } = partsOf(day);
    text = `${year}-${pad2(month)}-${pad2(date)}`;
    isoCache.set(day, text);
  }
  return text;
}

/** Informix's DATE: MM/DD/YYYY, from a YYYY-MM-DD string. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

// Daylight saving time in the US: from the second Sunday of March to the first Sunday of November, at 2 am.
const dstCache = new Map<number, [Day, Day]>();
function dstDays(year: number): [Day, Day] {
  let range = dstCache.get(year);
  if (!range) {
    const march = dayOf(year, 3, 1);
    const november = dayOf(year, 11, 1);
    range = [march + ((7 - weekday(march)) % 7) + 7, november + ((7 - weekday(november)) % 7)];
    dstCache.set(year, range);
  }
  return range;
}

function isDaylightWall(wall: Wall): boolean {
  const day = dayOfWall(wall);
  const [start, end] = dstDays(partsOf(day).year);
  const minutes = wall - day * MINUTES_A_DAY;
  return (day > start || (day === start && minutes >= 120)) && (day < end || (day === end && minutes < 120));
}

/** The instant a New York wall-clock time stands for. */
export const instantOf = (wall: Wall): Date => new Date((wall + (isDaylightWall(wall) ? 240 : 300)) * MS_MINUTE);

/** The New York wall-clock time of an instant: standard time, an hour on from 2 am EST of March's change to 1 am EST of November's. */
export function wallOfInstant(instant: Date): Wall {
  const standard = Math.floor(instant.getTime() / MS_MINUTE) - 300;
  const day = dayOfWall(standard);
  const [start, end] = dstDays(partsOf(day).year);
  const minutes = standard - day * MINUTES_A_DAY;
  const daylight = (day > start || (day === start && minutes >= 120)) && (day < end || (day === end && minutes < 60));
  return daylight ? standard + 60 : standard;
}

/** Informix's DATETIME YEAR TO SECOND, on New York's wall clock: yyyy-mm-dd hh:mi:ss. */
export function wallText(instant: Date): string {
  const wall = wallOfInstant(instant);
  const day = dayOfWall(wall);
  const minutes = wall - day * MINUTES_A_DAY;
  return `${isoDay(day)} ${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:00`;
}

/** The demo's "now": every generated fact happened before it. */
export const NOW: Wall = wallOfInstant(DEMO_AS_OF);
export const TODAY: Day = dayOfWall(NOW);

const holidayCache = new Map<number, Set<Day>>();
/** The days the group closes (src/domain/businessDays.ts), as the generator counts days. */
function holidays(year: number): Set<Day> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set([...companyHolidays(year)].map((day) => Date.parse(`${day}T00:00:00Z`) / MS_DAY));
    holidayCache.set(year, set);
  }
  return set;
}

/** How much of a full day the branches work: weekdays 1, Saturday mornings (parts and service) 0.35, else 0. */
export function openShare(day: Day): number {
  const { year } = partsOf(day);
  if (holidays(year).has(day) || holidays(year + 1).has(day)) return 0;
  const w = weekday(day);
  return w === 0 ? 0 : w === 6 ? 0.35 : 1;
}

export const isWorkday = (day: Day) => openShare(day) === 1;

/** The next day the branches work a full day, after `day`. */
export function nextWorkday(day: Day): Day {
  let next = day + 1;
  while (!isWorkday(next)) next++;
  return next;
}

/** The day itself when the branches work it in full, else the last workday before it in its month (else the first after). */
export function workdayOf(day: Day): Day {
  let on = day;
  while (!isWorkday(on)) on--;
  if (monthOf(on) === monthOf(day)) return on;
  on = day;
  while (!isWorkday(on)) on++;
  return on;
}

/** The day `count` full workdays after `day`. */
export function addWorkdays(day: Day, count: number): Day {
  let next = day;
  for (let i = 0; i < count; i++) next = nextWorkday(next);
  return next;
}

export const lastDayOfMonth = (day: Day) => monthOf(day + 1) !== monthOf(day);
