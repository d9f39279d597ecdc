import { BUSINESS_TIME_ZONE } from './constants';
import { wallTimeOf } from './timeZone';

/**
 * Days as New York's YYYY-MM-DD, and business days as the accounting office keeps them: Monday to Friday but
 * the days the group closes. (Holidays staff add themselves are a code table to come: /companyholidays.)
 */

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string => dayOf(utcOf(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** The New York day of an instant, YYYY-MM-DD. */
export function newYorkDay(instant: Date | string | number): string {
  const { year, month, day } = wallTimeOf(new Date(instant), BUSINESS_TIME_ZONE);
  return dayOf(Date.UTC(year, month - 1, day));
}

const weekdayOf = (day: string) => new Date(utcOf(day)).getUTCDay();
const iso = (year: number, month: number, date: number) => dayOf(Date.UTC(year, month - 1, date));

/** A holiday on a Saturday is kept on the Friday before it, one on a Sunday on the Monday after it. */
export function observed(day: string): string {
  const weekday = weekdayOf(day);
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
}

/** The `n`th weekday (0 = Sunday) of a month; `n` = -1 for the last. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = iso(year, month + 1, 0);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = iso(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** The days the group closes in `year`: New Year, Memorial Day, Independence Day, Labor Day, Thanksgiving, Christmas. */
export function companyHolidays(year: number): ReadonlySet<string> {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set([
      observed(iso(year, 1, 1)),
      nthWeekday(year, 5, 1, -1),
      observed(iso(year, 7, 4)),
      nthWeekday(year, 9, 1, 1),
      nthWeekday(year, 11, 4, 4),
      observed(iso(year, 12, 25)),
    ]);
    holidayCache.set(year, days);
  }
  return days;
}

/** Whether the group is closed on `day` for a holiday (next year's New Year can be kept on December 31). */
export function isCompanyHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return companyHolidays(year).has(day) || companyHolidays(year + 1).has(day);
}

export const isBusinessDay = (day: string): boolean => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isCompanyHoliday(day);
};

/** The first business day after `day`. */
export function nextBusinessDay(day: string): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** Business days after `from` up to and including `to` (0 when `to` is not later): how long something of `from` has stood open. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count += 1;
  return count;
}

/**
 * Whether something of `since` is older than one business day at `now`: money taken on a day is due at the
 * bank by the next business day, so it is late from the day after that (Friday's cash is late on Tuesday).
 */
export function isOlderThanOneBusinessDay(since: Date | string | number, now: Date | number): boolean {
  return newYorkDay(now) > nextBusinessDay(newYorkDay(since));
}
