/** Wall-clock arithmetic in a named time zone with the platform's Intl, no library. */
import { BUSINESS_TIME_ZONE } from './constants';

/** Wall-clock fields; month is 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What a clock in the zone shows at an instant. */
export function wallTimeOf(instant: number | Date, timeZone: string): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type in wall) wall[part.type as keyof WallTime] = Number(part.value);
  }
  if (wall.hour === 24) wall.hour = 0;
  return wall;
}

/** The wall time as milliseconds of a UTC date with the same fields (for field arithmetic). */
export function wallTimeAsUtc(w: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour ?? 0, w.minute ?? 0, w.second ?? 0);
}

/** The instant when the zone's clock shows this wall time (DST-aware; a skipped time moves forward). */
export function instantOfWallTime(w: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>, timeZone: string): number {
  const asUtc = wallTimeAsUtc(w);
  const offsetAt = (ms: number) => wallTimeAsUtc(wallTimeOf(ms, timeZone)) - ms;
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

/** The day-of-year number (1–366) the quote of the day is cached by, in the business time zone. */
export function dayOfYear(date: Date, timeZone = BUSINESS_TIME_ZONE): number {
  const { year, month, day } = wallTimeOf(date, timeZone);
  return Math.round((wallTimeAsUtc({ year, month, day }) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}
