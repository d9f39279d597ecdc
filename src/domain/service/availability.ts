import { BUSINESS_TIME_ZONE } from '../constants';
import { addDays } from '../businessDays';
import { instantOfWallTime } from '../timeZone';
import { closesBranch, type CompanyHoliday } from './companyHolidays';

/**
 * When a branch, or one of its technicians, can be booked: the shop day (7:00 to 15:30 New York time, Monday to
 * Friday) less the branch's company holidays and the technician's approved time off. The scheduler board and
 * the public booking ask these functions; time off's hours are counted against the same shop day.
 */
export const SHOP_DAY = { opens: '07:00', closes: '15:30' } as const;

/** A span of time, as instants in milliseconds. */
export interface Span {
  from: number;
  to: number;
}

/** Why a span is not available: a holiday's name, or the kind of time off. */
export interface Unavailable extends Span {
  reason: string;
}

/** A New York day's wall time hh:mm as an instant in milliseconds. */
export const instantOf = (day: string, hhmm: string) =>
  instantOfWallTime({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3, 5)) }, BUSINESS_TIME_ZONE);

/** A New York wall time as a form's datetime-local field gives it ('2026-12-01T07:00') as an ISO instant; '' for none. */
export const instantOfLocal = (local: string): string => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local) ? new Date(instantOf(local.slice(0, 10), local.slice(11, 16))).toISOString() : '');

export const isWorkday = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The shop day of a New York day as instants, or null on a weekend. */
export function shopDayOf(day: string): Span | null {
  return isWorkday(day) ? { from: instantOf(day, SHOP_DAY.opens), to: instantOf(day, SHOP_DAY.closes) } : null;
}

/** The part of the shop day a holiday closes: all of it, from its closing time on, or until its opening time. */
export function closedSpanOf(holiday: Pick<CompanyHoliday, 'day' | 'dayPart' | 'closesAt' | 'opensAt'>): Span | null {
  const shop = shopDayOf(holiday.day);
  if (!shop) return null;
  if (holiday.dayPart === 'Closes early' && holiday.closesAt) return { from: Math.max(shop.from, instantOf(holiday.day, holiday.closesAt)), to: shop.to };
  if (holiday.dayPart === 'Opens late' && holiday.opensAt) return { from: shop.from, to: Math.min(shop.to, instantOf(holiday.day, holiday.opensAt)) };
  return shop;
}

const overlapMs = (a: Span, b: Span) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));

/** Whether two spans share any time (touching ends do not). */
export const spansOverlap = (a: Span, b: Span): boolean => a.from < b.to && b.from < a.to;

/** Time off as it reaches availability: approved time off alone takes a technician away. */
export interface TimeOffSpan {
  empId: string;
  type: string;
  status: string;
  fromAt: string;
  toAt: string;
}

/**
 * What is not available of a New York day at a branch: the holidays that close it there and, for a technician
 * (`empId`), their approved time off, each cut to the shop day. Nothing on a weekend, when the shop is closed anyway.
 */
export function unavailableOn(
  day: string,
  at: { brnId: string; empId?: string },
  holidays: readonly Pick<CompanyHoliday, 'day' | 'name' | 'dayPart' | 'closesAt' | 'opensAt' | 'allBranches' | 'branches'>[],
  timeOff: readonly TimeOffSpan[] = [],
): Unavailable[] {
  const shop = shopDayOf(day);
  if (!shop) return [];
  const closed = holidays
    .filter((h) => h.day === day && closesBranch(h, at.brnId))
    .flatMap((h) => {
      const span = closedSpanOf(h);
      return span ? [{ ...span, reason: h.name }] : [];
    });
  const away = timeOff
    .filter((t) => t.status === 'Approved' && t.empId === at.empId)
    .map((t) => ({ from: Math.max(shop.from, Date.parse(t.fromAt)), to: Math.min(shop.to, Date.parse(t.toAt)), reason: t.type }))
    .filter((s) => s.from < s.to);
  return [...closed, ...away].sort((a, b) => a.from - b.from);
}

/** Hours (to 0.1) of a list of spans, counting time two of them share once. */
export function hoursOf(spans: readonly Span[]): number {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  let ms = 0;
  let end = -Infinity;
  for (const s of sorted) {
    const from = Math.max(s.from, end);
    if (s.to > from) ms += s.to - from;
    end = Math.max(end, s.to);
  }
  return Math.round(ms / 360_000) / 10;
}

/**
 * Hours of time off: its span against the shop day of each workday it touches, less what the branch is closed
 * for a holiday anyway (a week's vacation over Thanksgiving counts the four other days).
 */
export function timeOffHours(span: Span, closed: readonly Span[] = []): number {
  const first = new Date(span.from).toISOString().slice(0, 10);
  const working: Span[] = [];
  for (let day = addDays(first, -1); instantOf(day, '00:00') < span.to; day = addDays(day, 1)) {
    const shop = shopDayOf(day);
    if (!shop || !spansOverlap(shop, span)) continue;
    const part = { from: Math.max(shop.from, span.from), to: Math.min(shop.to, span.to) };
    const closedMs = closed.reduce((sum, c) => sum + overlapMs(c, part), 0);
    working.push({ from: part.from, to: part.to - closedMs });
  }
  return hoursOf(working.filter((s) => s.to > s.from));
}
