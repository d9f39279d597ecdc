import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from '../../src/ui/report/datePresets';

// 01:30 UTC on Sunday 1 March 2026 is still Saturday 28 February in New York.
const lateSaturday = new Date('2026-03-01T01:30:00Z');
const midNovember = new Date('2026-11-18T15:00:00Z');

describe('date presets', () => {
  it('count New York days', () => {
    expect(presetRange('today', lateSaturday)).toEqual({ start: '2026-02-28', end: '2026-02-28' });
    expect(presetRange('yesterday', lateSaturday)).toEqual({ start: '2026-02-27', end: '2026-02-27' });
    expect(presetRange('thisWeek', lateSaturday)).toEqual({ start: '2026-02-22', end: '2026-02-28' });
    expect(presetRange('thisMonth', lateSaturday)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('cover whole months, months and years to date, and the last 30 or 90 days up to today', () => {
    expect(presetRange('thisMonth', midNovember)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(presetRange('lastMonth', midNovember)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(presetRange('lastMonth', new Date('2026-01-10T12:00:00Z'))).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('monthToDate', midNovember)).toEqual({ start: '2026-11-01', end: '2026-11-18' });
    expect(presetRange('yearToDate', midNovember)).toEqual({ start: '2026-01-01', end: '2026-11-18' });
    expect(presetRange('last30', midNovember)).toEqual({ start: '2026-10-20', end: '2026-11-18' });
    expect(presetRange('last90', midNovember)).toEqual({ start: '2026-08-21', end: '2026-11-18' });
    expect(presetRange('thisWeek', midNovember)).toEqual({ start: '2026-11-15', end: '2026-11-21' });
  });

  it('name the preset a range is, or custom', () => {
    expect(presetOf({ start: '2026-11-01', end: '2026-11-30' }, midNovember)).toBe('thisMonth');
    expect(presetOf({ start: '2026-11-01', end: '2026-11-18' }, midNovember)).toBe('monthToDate');
    expect(presetOf({ start: '2026-11-02', end: '2026-11-18' }, midNovember)).toBe('custom');
    expect(presetOf(null, midNovember)).toBe('custom');
  });
});
