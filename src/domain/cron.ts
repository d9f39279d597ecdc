import { instantOfWallTime, wallTimeAsUtc, wallTimeOf } from './timeZone';
/**
 * A small five-field cron (minute hour day-of-month month day-of-week): parsing with a message that
 * names the field, and the next run after a moment in a time zone (the branches keep New York time).
 * Supports '*', numbers, ranges 'a-b', steps '*\/n' and 'a-b/n', lists 'a,b', month and day names.
 */

export interface CronField {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
}

export const CRON_FIELDS: readonly CronField[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

export interface CronSchedule {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0 = Sunday (7 is read as 0). */
  daysOfWeek: ReadonlySet<number>;
  /** Whether day of month / day of week were restricted (not '*'): cron matches either when both are. */
  domRestricted: boolean;
  dowRestricted: boolean;
}

export type CronParseResult = { ok: true; schedule: CronSchedule } | { ok: false; message: string };

export const CRON_FORMAT_MESSAGE = 'Enter five fields: minute hour day-of-month month day-of-week (e.g. 30 2 * * *).';

function parseValue(text: string, field: CronField): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const index = field.names?.indexOf(text.toUpperCase()) ?? -1;
  if (index < 0) return null;
  return field.name === 'month' ? index + 1 : index;
}

function parseField(text: string, field: CronField): Set<number> | string {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^([^/]+)(?:\/(\d+))?$/.exec(part);
    if (!match) return `The ${field.name} '${part}' is not valid.`;
    const [, range = '', stepText] = match;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1) return `The ${field.name} step must be at least 1.`;
    let from: number;
    let to: number;
    if (range === '*') {
      from = field.min;
      to = field.max === 7 ? 6 : field.max;
    } else {
      const bounds = range.split('-');
      if (bounds.length > 2) return `The ${field.name} '${part}' is not valid.`;
      const a = parseValue(bounds[0]!, field);
      const b = bounds.length === 2 ? parseValue(bounds[1]!, field) : a;
      if (a === null || b === null) return `The ${field.name} '${part}' is not valid.`;
      if (a < field.min || b > field.max || a > field.max || b < field.min) {
        return `The ${field.name} must be between ${field.min} and ${field.max}.`;
      }
      if (a > b) return `The ${field.name} range '${range}' runs backwards.`;
      from = a;
      to = stepText !== undefined && bounds.length === 1 ? (field.max === 7 ? 6 : field.max) : b;
    }
    for (let v = from; v <= to; v += step) values.add(field.max === 7 && v === 7 ? 0 : v);
  }
  return values;
}

export function parseCron(expression: string): CronParseResult {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === '') return { ok: false, message: CRON_FORMAT_MESSAGE };
  const sets: Set<number>[] = [];
  for (let i = 0; i < 5; i++) {
    const result = parseField(parts[i]!, CRON_FIELDS[i]!);
    if (typeof result === 'string') return { ok: false, message: result };
    sets.push(result);
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = sets as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  return {
    ok: true,
    schedule: {
      minutes,
      hours,
      daysOfMonth,
      months,
      daysOfWeek,
      domRestricted: parts[2] !== '*',
      dowRestricted: parts[4] !== '*',
    },
  };
}

/** The message for an invalid expression, or null when it is a valid cron. */
export function cronError(expression: string): string | null {
  const result = parseCron(expression);
  return result.ok ? null : result.message;
}

/** The zone's wall clock at an instant, as a Date whose UTC fields are that wall clock. */
function wallClock(instant: Date, timeZone: string): Date {
  return new Date(wallTimeAsUtc(wallTimeOf(instant, timeZone)));
}

function dayMatches(s: CronSchedule, wall: Date): boolean {
  const dom = s.daysOfMonth.has(wall.getUTCDate());
  const dow = s.daysOfWeek.has(wall.getUTCDay());
  if (s.domRestricted && s.dowRestricted) return dom || dow;
  return dom && dow;
}

/**
 * The first moment strictly after `after` that the schedule matches, on the wall clock of the time
 * zone (UTC by default). Null when it never matches within five years (e.g. '0 0 31 2 *').
 */
export function nextRun(expression: string | CronSchedule, after: Date, timeZone = 'UTC'): Date | null {
  const schedule = typeof expression === 'string' ? parseCron(expression) : { ok: true as const, schedule: expression };
  if (!schedule.ok) return null;
  const s = schedule.schedule;
  const wall = wallClock(after, timeZone);
  wall.setUTCSeconds(0, 0);
  wall.setUTCMinutes(wall.getUTCMinutes() + 1);
  const limit = wall.getTime() + 5 * 366 * 24 * 3_600_000;
  while (wall.getTime() < limit) {
    if (!s.months.has(wall.getUTCMonth() + 1)) {
      wall.setUTCMonth(wall.getUTCMonth() + 1, 1);
      wall.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!dayMatches(s, wall)) {
      wall.setUTCDate(wall.getUTCDate() + 1);
      wall.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!s.hours.has(wall.getUTCHours())) {
      wall.setUTCHours(wall.getUTCHours() + 1, 0, 0, 0);
      continue;
    }
    if (!s.minutes.has(wall.getUTCMinutes())) {
      wall.setUTCMinutes(wall.getUTCMinutes() + 1, 0, 0);
      continue;
    }
    const instant = new Date(instantOfWallTime(wallTimeOf(wall, 'UTC'), timeZone));
    // A wall time that DST repeats or skips can map at or before `after`: look further.
    if (instant.getTime() > after.getTime()) return instant;
    wall.setUTCMinutes(wall.getUTCMinutes() + 1, 0, 0);
  }
  return null;
}

/** A plain-English reading of the common shapes, for the schedule grid. */
export function describeCron(expression: string): string {
  const parts = expression.trim().split(/\s+/);
  if (!parseCron(expression).ok) return 'Invalid schedule';
  const [m, h, dom, mon, dow] = parts as [string, string, string, string, string];
  const pad = (n: string) => n.padStart(2, '0');
  if (/^\d+$/.test(m) && h === '*' && dom === '*' && mon === '*' && dow === '*') return `Every hour at :${pad(m)}`;
  if (/^\*\/\d+$/.test(m) && h === '*' && dom === '*' && mon === '*' && dow === '*') return `Every ${m.slice(2)} minutes`;
  if (/^\d+$/.test(m) && /^\d+$/.test(h) && dom === '*' && mon === '*') {
    const hour = Number(h);
    const time = `${((hour + 11) % 12) + 1}:${pad(m)} ${hour < 12 ? 'AM' : 'PM'}`;
    if (dow === '*') return `Daily at ${time}`;
    if (dow === '1-5') return `Weekdays at ${time}`;
  }
  return expression.trim();
}
