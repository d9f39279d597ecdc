/**
 * The activity log screen (/user-logs): the server filters, and answers at most USER_LOG_ROW_LIMIT rows.
 * The query the server checks (zod) is in userLogQuery.ts.
 */
import { newYorkDay } from './businessDays';

export const USER_LOG_ROW_LIMIT = 5_000;
/** The widest date range one request may ask for. */
export const USER_LOG_MAX_DAYS = 366;
export const USER_LOG_DEFAULT_DAYS = 30;
export const USER_LOG_TIME_ZONE = 'America/New_York';

export interface UserLogRow {
  id: number;
  userId: number;
  userName: string;
  pageName: string;
  fromName: string | null;
  fromPath: string | null;
  toName: string | null;
  toPath: string | null;
  /** Seconds. */
  loadtime: number;
  branch: string | null;
  userAgent: string;
  createdAt: string;
}

export interface UserLogDay {
  /** YYYY-MM-DD in New York time. */
  day: string;
  count: number;
}

export interface UserLogsAnswer {
  rows: UserLogRow[];
  /** All matching rows; rows holds the newest USER_LOG_ROW_LIMIT of them. */
  total: number;
  perDay: UserLogDay[];
}

export interface UserLogFilterOptions {
  users: { id: number; name: string }[];
  pages: string[];
  branches: string[];
}

export interface UserLogFilters {
  from: string;
  to: string;
  userId: number | null;
  page: string | null;
  branch: string | null;
}

/** The query string of a filter, as the API reads it. */
export function userLogSearch(filters: UserLogFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.userId) params.set('userId', String(filters.userId));
  if (filters.page) params.set('page', filters.page);
  if (filters.branch) params.set('branch', filters.branch);
  return params.toString();
}

/** The default range: the last 30 New York days up to now's. */
export function defaultUserLogRange(now: Date): { from: string; to: string } {
  const to = newYorkDay(now);
  const start = new Date(Date.parse(`${to}T12:00:00Z`) - (USER_LOG_DEFAULT_DAYS - 1) * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to };
}

/** Every day of the range with its count (0 for days without activity), for the chart. */
export function fillDays(from: string, to: string, perDay: readonly UserLogDay[]): UserLogDay[] {
  const counts = new Map(perDay.map((d) => [d.day, d.count]));
  const days: UserLogDay[] = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push({ day, count: counts.get(day) ?? 0 });
  }
  return days;
}
