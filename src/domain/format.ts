/**
 * The portal's one formatting module (spec section 9). Pure: no React, no DOM; Intl does the work.
 *
 * - Dates are MM/DD/YYYY, date-times MM/DD/YYYY hh:mm A (12-hour); epoch placeholder dates
 *   (1970-01-01, 1900-01-01 and anything earlier) are shown blank.
 * - Money is whole dollars with negatives in parentheses (formatMoney), or two decimals
 *   (formatMoney2); percentages two decimals with negatives in parentheses (formatPercent).
 * - Elapsed times are days, hours and minutes relative to New York time (formatElapsed).
 * - null, undefined, NaN and unparseable input format as '' everywhere.
 *
 * How date input is read:
 * - a `Date`, an epoch number (milliseconds) or an ISO string with a zone ('…Z', '…-05:00') is an
 *   instant, shown in New York time (BUSINESS_TIME_ZONE) unless a `timeZone` is given;
 * - an ISO string without a zone ('2026-03-07', '2026-03-07T14:05:00') is a wall-clock value
 *   already in business time (what the dealer system stores), shown as written.
 */
import { BUSINESS_TIME_ZONE } from './constants';
import { instantOfWallTime, wallTimeOf, type WallTime } from './timeZone';

export type DateInput = Date | string | number | null | undefined;
export type NumberInput = number | string | null | undefined;

/** How a value is shown in a grid cell, an export or a detail view. */
export type ValueFormat = 'text' | 'number' | 'date' | 'datetime' | 'money' | 'money2' | 'percent';


const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function isPlaceholder(year: number, month: number, day: number): boolean {
  return year <= 1900 || (year === 1970 && month === 1 && day === 1);
}

type Parsed = { kind: 'instant'; ms: number } | { kind: 'wall'; wall: WallTime };

function parseDate(value: DateInput): Parsed | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? null : { kind: 'instant', ms };
  }
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'instant', ms: value } : null;
  const text = value.trim();
  const m = ISO_RE.exec(text);
  if (m && !m[7]) {
    return {
      kind: 'wall',
      wall: { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: m[4] ? +m[4] : 0, minute: m[5] ? +m[5] : 0, second: 0 },
    };
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : { kind: 'instant', ms };
}

/** Fields to show, or null when the value is missing, invalid or an epoch placeholder. */
function displayWallTime(value: DateInput, timeZone: string): WallTime | null {
  const parsed = parseDate(value);
  if (!parsed) return null;
  if (parsed.kind === 'wall') {
    const { year, month, day } = parsed.wall;
    return isPlaceholder(year, month, day) ? null : parsed.wall;
  }
  const utc = new Date(parsed.ms);
  if (isPlaceholder(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate())) return null;
  const wall = wallTimeOf(parsed.ms, timeZone);
  return isPlaceholder(wall.year, wall.month, wall.day) ? null : wall;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const datePart = (w: WallTime) => `${pad2(w.month)}/${pad2(w.day)}/${String(w.year).padStart(4, '0')}`;

export interface DateFormatOptions {
  /** The zone instants are shown in; New York time by default. */
  timeZone?: string;
}

/** '03/07/2026'; placeholder, missing or invalid dates give ''. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const wall = displayWallTime(value, options.timeZone ?? BUSINESS_TIME_ZONE);
  return wall ? datePart(wall) : '';
}

/** '03/07/2026 02:05 PM' (12-hour clock); placeholder, missing or invalid dates give ''. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const wall = displayWallTime(value, options.timeZone ?? BUSINESS_TIME_ZONE);
  if (!wall) return '';
  return `${datePart(wall)} ${clockOf(wall.hour, wall.minute)}`;
}

const clockOf = (hour: number, minute: number) => `${pad2(hour % 12 === 0 ? 12 : hour % 12)}:${pad2(minute)} ${hour < 12 ? 'AM' : 'PM'}`;

/** A wall time of day kept as hh:mm (24 h), such as a shift's start, as hh:mm A. */
export const formatClock = (hhmm: string): string => clockOf(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));

const MINUTE_MS = 60_000;

/**
 * Time elapsed since `from`, as '2d 3h 15m', measured against New York time: a zone-less
 * `from` ('2026-03-07T09:30:00') is New York wall-clock time. A `from` in the future gives
 * '0d 0h 0m'; missing, invalid or placeholder values give ''.
 */
export function formatElapsed(from: DateInput, now: Date | number = Date.now()): string {
  const parsed = parseDate(from);
  if (!parsed) return '';
  let fromMs: number;
  if (parsed.kind === 'wall') {
    const { year, month, day } = parsed.wall;
    if (isPlaceholder(year, month, day)) return '';
    fromMs = instantOfWallTime(parsed.wall, BUSINESS_TIME_ZONE);
  } else {
    const utc = new Date(parsed.ms);
    if (isPlaceholder(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate())) return '';
    fromMs = parsed.ms;
  }
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(nowMs)) return '';
  const minutes = Math.max(0, Math.floor((nowMs - fromMs) / MINUTE_MS));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${days}d ${hours}h ${minutes % 60}m`;
}

/** A finite number from a number or numeric string (PostgreSQL numerics arrive as strings). */
export function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const money0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const money2 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const tenths = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Formats |n| and wraps it in parentheses when n is negative and does not round to zero. */
function accounting(value: NumberInput, format: (abs: number) => string): string {
  const n = toNumber(value);
  if (n === null) return '';
  const text = format(Math.abs(n));
  return n < 0 && text !== format(0) ? `(${text})` : text;
}

/** Whole dollars: '$1,235', negatives '($1,235)'. */
export function formatMoney(value: NumberInput): string {
  return accounting(value, (abs) => money0.format(abs));
}

/** Two decimals: '$1,234.56', negatives '($1,234.56)'. */
export function formatMoney2(value: NumberInput): string {
  return accounting(value, (abs) => money2.format(abs));
}

/**
 * A percentage with two decimals: the input is already a percentage number, so 12.345 gives
 * '12.35%' (not 1234.50%); negatives '(12.35%)'.
 */
export function formatPercent(value: NumberInput): string {
  return accounting(value, (abs) => `${percent2.format(abs)}%`);
}

/** A plain number with grouping and up to two decimals: '1,234.5', '-3'. */
export function formatNumber(value: NumberInput): string {
  const n = toNumber(value);
  return n === null ? '' : plainNumber.format(n);
}

/** Hours to the tenth, as a load or capacity reads: '6.5', '52.0'. */
export const formatHours = (hours: number): string => tenths.format(hours);

/** Formats a value the way a grid column of that format shows it. */
export function formatValue(value: unknown, format: ValueFormat = 'text'): string {
  switch (format) {
    case 'date':
      return formatDate(value as DateInput);
    case 'datetime':
      return formatDateTime(value as DateInput);
    case 'money':
      return formatMoney(value as NumberInput);
    case 'money2':
      return formatMoney2(value as NumberInput);
    case 'percent':
      return formatPercent(value as NumberInput);
    case 'number':
      return formatNumber(value as NumberInput);
    case 'text':
      if (value === null || value === undefined) return '';
      if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
      return String(value);
  }
}

/** Formats that hold numbers: right-aligned in grids, summed in totals. */
export function isNumericFormat(format: ValueFormat): boolean {
  return format === 'number' || format === 'money' || format === 'money2' || format === 'percent';
}
