import { BUSINESS_TIME_ZONE } from './constants';
import { wallTimeOf } from './timeZone';

/**
 * Days as New York's YYYY-MM-DD, and business days as the accounting office keeps them: Monday to Friday.
 * (Company holidays are a code table of their own to come: /companyholidays.)
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

export const isBusinessDay = (day: string): boolean => {
  const weekday = new Date(utcOf(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The first business day after `day`. */
export function nextBusinessDay(day: string): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * Whether something of `since` is older than one business day at `now`: money taken on a day is due at the
 * bank by the next business day, so it is late from the day after that (Friday's cash is late on Tuesday).
 */
export function isOlderThanOneBusinessDay(since: Date | string | number, now: Date | number): boolean {
  return newYorkDay(now) > nextBusinessDay(newYorkDay(since));
}
