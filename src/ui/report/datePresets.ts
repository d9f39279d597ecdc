import { BUSINESS_TIME_ZONE } from '../../domain/constants';
import { wallTimeOf } from '../../domain/timeZone';
import type { IsoDateRange } from '../DateRangePicker/DateRangePicker';

export const DATE_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'thisWeek', label: 'This week' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'lastMonth', label: 'Last month' },
  { id: 'monthToDate', label: 'Month to date' },
  { id: 'yearToDate', label: 'Year to date' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'last90', label: 'Last 90 days' },
  { id: 'custom', label: 'Custom' },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number]['id'];

const DAY_MS = 86_400_000;
const iso = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/**
 * The New York days a preset covers at `now`: weeks run Sunday to Saturday, "this week" and "this
 * month" are whole (their days to come have no rows yet), "… to date" and "last N days" end today.
 */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date): IsoDateRange {
  const { year, month, day } = wallTimeOf(now, BUSINESS_TIME_ZONE);
  const today = Date.UTC(year, month - 1, day);
  const daysBack = (n: number) => ({ start: iso(today - n * DAY_MS), end: iso(today) });
  switch (preset) {
    case 'today':
      return daysBack(0);
    case 'yesterday':
      return { start: iso(today - DAY_MS), end: iso(today - DAY_MS) };
    case 'thisWeek': {
      const sunday = today - new Date(today).getUTCDay() * DAY_MS;
      return { start: iso(sunday), end: iso(sunday + 6 * DAY_MS) };
    }
    case 'thisMonth':
      return { start: iso(Date.UTC(year, month - 1, 1)), end: iso(Date.UTC(year, month, 0)) };
    case 'lastMonth':
      return { start: iso(Date.UTC(year, month - 2, 1)), end: iso(Date.UTC(year, month - 1, 0)) };
    case 'monthToDate':
      return { start: iso(Date.UTC(year, month - 1, 1)), end: iso(today) };
    case 'yearToDate':
      return { start: iso(Date.UTC(year, 0, 1)), end: iso(today) };
    case 'last30':
      return daysBack(29);
    case 'last90':
      return daysBack(89);
  }
}

/** The first preset that covers exactly these days at `now`, else 'custom'. */
export function presetOf(range: IsoDateRange | null, now: Date): DatePreset {
  if (!range) return 'custom';
  const found = DATE_PRESETS.find(({ id }) => {
    if (id === 'custom') return false;
    const days = presetRange(id, now);
    return days.start === range.start && days.end === range.end;
  });
  return found?.id ?? 'custom';
}
