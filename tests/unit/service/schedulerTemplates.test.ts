import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { TimeOffSpan } from '../../../src/domain/service/availability';
import type { CompanyHoliday } from '../../../src/domain/service/companyHolidays';
import { breakFitsShift, copyName, daysOfRange, hoursByTechnician, planShifts, templateSchema, weeklyHours } from '../../../src/domain/service/schedulerTemplates';

const dayShift = { brnId: '101', weekdays: [1, 2, 3, 4, 5], shiftStart: '07:00', shiftEnd: '15:30', breaks: [{ start: '11:30', end: '12:00' }], empIds: ['T1', 'T2'] };
const holiday = (day: string, over: Partial<CompanyHoliday> = {}) => ({ day, name: 'Thanksgiving Day', dayPart: 'Full day' as const, closesAt: null, opensAt: null, allBranches: true, branches: [], ...over });
const off = (over: Partial<TimeOffSpan>): TimeOffSpan => ({ empId: 'T1', type: 'Vacation', status: 'Approved', fromAt: '2026-11-30T12:00:00Z', toAt: '2026-11-30T20:30:00Z', ...over });
const issue = (input: object) => {
  const parsed = z.safeParse(templateSchema, { name: 'Day shift', ...dayShift, ...input });
  return parsed.success ? null : { path: parsed.error.issues[0]!.path.join('.'), message: parsed.error.issues[0]!.message };
};

describe('a template’s hours', () => {
  it('counts the shift less its breaks on each weekday it works', () => {
    expect(weeklyHours(dayShift)).toBe(40);
    expect(weeklyHours({ ...dayShift, weekdays: [1, 2, 3, 4], shiftStart: '06:00', shiftEnd: '16:30', breaks: [{ start: '10:00', end: '10:15' }, { start: '12:00', end: '12:30' }] })).toBe(39);
    expect(weeklyHours({ ...dayShift, breaks: [] })).toBe(42.5);
  });
});

describe('a break fits inside the shift', () => {
  it('starts at or after the shift’s start, ends by its end, and after it starts', () => {
    expect(breakFitsShift({ start: '07:00', end: '07:15' }, dayShift)).toBe(true);
    expect(breakFitsShift({ start: '15:00', end: '15:30' }, dayShift)).toBe(true);
    expect(breakFitsShift({ start: '06:45', end: '07:15' }, dayShift)).toBe(false);
    expect(breakFitsShift({ start: '15:00', end: '15:45' }, dayShift)).toBe(false);
    expect(breakFitsShift({ start: '12:00', end: '11:30' }, dayShift)).toBe(false);
  });

  it('is refused by the payload naming the field, as are overlapping breaks, an inverted shift and no weekday', () => {
    expect(issue({})).toBeNull();
    expect(issue({ breaks: [{ start: '16:00', end: '16:30' }] })).toEqual({ path: 'breaks', message: 'Each break must lie inside the shift and end after it starts.' });
    expect(issue({ breaks: [{ start: '10:00', end: '10:30' }, { start: '10:15', end: '10:45' }] })?.message).toBe('Breaks must not overlap.');
    expect(issue({ shiftEnd: '06:00' })?.path).toBe('shiftEnd');
    expect(issue({ weekdays: [] })?.path).toBe('weekdays');
    expect(issue({ shiftStart: '7am' })?.path).toBe('shiftStart');
  });
});

describe('the days a range gives', () => {
  it('are the days of the range on the template’s weekdays, both ends included', () => {
    expect(daysOfRange({ from: '2026-11-27', to: '2026-12-04' }, [1, 3, 5])).toEqual(['2026-11-27', '2026-11-30', '2026-12-02', '2026-12-04']);
    expect(daysOfRange({ from: '2026-11-28', to: '2026-11-29' }, [1, 2, 3, 4, 5])).toEqual([]);
  });
  it('names a copy after its template', () => {
    expect(copyName('Day shift')).toBe('Day shift (copy)');
  });
});

describe('what apply skips', () => {
  const week = { from: '2026-11-30', to: '2026-12-04' };

  it('gives each technician the shift of each day in New York time, with the break minutes', () => {
    const plan = planShifts(dayShift, week, [], []);
    expect(plan.skipped).toEqual([]);
    expect(plan.shifts).toHaveLength(10);
    expect(plan.shifts[0]).toEqual({ empId: 'T1', day: '2026-11-30', startAt: '2026-11-30T12:00:00.000Z', endAt: '2026-11-30T20:30:00.000Z', breakMinutes: 30 });
    expect(hoursByTechnician(plan)).toEqual({ T1: 40, T2: 40 });
  });

  it('skips a company holiday that closes the branch during the shift, for every technician, naming it', () => {
    const plan = planShifts(dayShift, week, [holiday('2026-12-01'), holiday('2026-12-02', { allBranches: false, branches: ['201'] })], []);
    expect(plan.skipped).toEqual([
      { empId: 'T1', day: '2026-12-01', reason: 'Company holiday: Thanksgiving Day' },
      { empId: 'T2', day: '2026-12-01', reason: 'Company holiday: Thanksgiving Day' },
    ]);
    expect(plan.shifts).toHaveLength(8);
  });

  it('keeps a shift that ends before the shop closes early', () => {
    const early = { ...dayShift, shiftStart: '06:00', shiftEnd: '12:00', breaks: [] };
    expect(planShifts(early, { from: '2026-12-24', to: '2026-12-24' }, [holiday('2026-12-24', { name: 'Christmas Eve', dayPart: 'Closes early', closesAt: '12:00' })], []).skipped).toEqual([]);
    expect(planShifts(dayShift, { from: '2026-12-24', to: '2026-12-24' }, [holiday('2026-12-24', { name: 'Christmas Eve', dayPart: 'Closes early', closesAt: '12:00' })], []).skipped).toHaveLength(2);
  });

  it('never writes over time off approved or requested, but a denied request is no reason', () => {
    const plan = planShifts(dayShift, week, [], [
      off({}),
      off({ empId: 'T2', type: 'Training', status: 'Requested', fromAt: '2026-12-03T19:00:00Z', toAt: '2026-12-03T20:00:00Z' }),
      off({ empId: 'T2', status: 'Denied', fromAt: '2026-12-04T12:00:00Z', toAt: '2026-12-04T20:30:00Z' }),
      off({ empId: 'T3' }),
    ]);
    expect(plan.skipped).toEqual([
      { empId: 'T1', day: '2026-11-30', reason: 'Time off: Vacation (Approved)' },
      { empId: 'T2', day: '2026-12-03', reason: 'Time off: Training (Requested)' },
    ]);
    expect(hoursByTechnician(plan)).toEqual({ T1: 32, T2: 32 });
  });
});
