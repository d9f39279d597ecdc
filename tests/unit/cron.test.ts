import { describe, expect, it } from 'vitest';
import { cronError, describeCron, nextRun, parseCron } from '../../src/domain/cron';

const at = (iso: string) => new Date(iso);

describe('parseCron', () => {
  it('reads lists, ranges, steps and names', () => {
    const result = parseCron('*/15 8-17/3 1,15 JAN-MAR mon-fri');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.schedule.minutes]).toEqual([0, 15, 30, 45]);
    expect([...result.schedule.hours]).toEqual([8, 11, 14, 17]);
    expect([...result.schedule.daysOfMonth]).toEqual([1, 15]);
    expect([...result.schedule.months]).toEqual([1, 2, 3]);
    expect([...result.schedule.daysOfWeek]).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads 7 as Sunday and a single value with a step as a start', () => {
    const result = parseCron('5/20 0 * * 7');
    expect(result.ok && [...result.schedule.minutes]).toEqual([5, 25, 45]);
    expect(result.ok && [...result.schedule.daysOfWeek]).toEqual([0]);
  });

  it.each([
    ['', 'Enter five fields'],
    ['* * * *', 'Enter five fields'],
    ['* * * * * *', 'Enter five fields'],
    ['60 * * * *', 'The minute must be between 0 and 59.'],
    ['0 24 * * *', 'The hour must be between 0 and 23.'],
    ['0 0 0 * *', 'The day of month must be between 1 and 31.'],
    ['0 0 * 13 *', 'The month must be between 1 and 12.'],
    ['0 0 * * 8', 'The day of week must be between 0 and 7.'],
    ['*/0 * * * *', 'The minute step must be at least 1.'],
    ['5-1 * * * *', "The minute range '5-1' runs backwards."],
    ['a * * * *', "The minute 'a' is not valid."],
    ['1,,2 * * * *', "The minute '' is not valid."],
  ])('rejects %j', (expression, message) => {
    expect(cronError(expression)).toContain(message);
  });
});

describe('nextRun', () => {
  it('finds the next hourly run, strictly after the moment', () => {
    expect(nextRun('0 * * * *', at('2026-11-20T15:30:00Z'))).toEqual(at('2026-11-20T16:00:00Z'));
    expect(nextRun('0 * * * *', at('2026-11-20T16:00:00Z'))).toEqual(at('2026-11-20T17:00:00Z'));
  });

  it('rolls over days, months and years', () => {
    expect(nextRun('30 2 * * *', at('2026-12-31T03:00:00Z'))).toEqual(at('2027-01-01T02:30:00Z'));
    expect(nextRun('0 0 1 * *', at('2026-02-15T00:00:00Z'))).toEqual(at('2026-03-01T00:00:00Z'));
  });

  it('matches day of month or day of week when both are restricted', () => {
    // 2026-11-20 is a Friday; the 1st of December is a Tuesday, the next Monday is the 23rd.
    expect(nextRun('0 9 1 * 1', at('2026-11-20T12:00:00Z'))).toEqual(at('2026-11-23T09:00:00Z'));
    expect(nextRun('0 9 * * 1-5', at('2026-11-21T12:00:00Z'))).toEqual(at('2026-11-23T09:00:00Z'));
  });

  it('uses the wall clock of a time zone, across daylight saving', () => {
    // 2:30 AM in New York is 07:30Z in winter (EST) and 06:30Z in summer (EDT).
    expect(nextRun('30 2 * * *', at('2026-11-20T15:30:00Z'), 'America/New_York')).toEqual(at('2026-11-21T07:30:00Z'));
    expect(nextRun('30 2 * * *', at('2026-07-01T12:00:00Z'), 'America/New_York')).toEqual(at('2026-07-02T06:30:00Z'));
    // On 03/08/2026 2:30 AM does not exist in New York: the run moves forward, not back.
    const spring = nextRun('30 2 * * *', at('2026-03-08T05:00:00Z'), 'America/New_York')!;
    expect(spring.getTime()).toBeGreaterThan(at('2026-03-08T05:00:00Z').getTime());
    expect(spring.getTime()).toBeLessThan(at('2026-03-09T00:00:00Z').getTime());
  });

  it('answers null for a schedule that never comes and for an invalid one', () => {
    expect(nextRun('0 0 31 2 *', at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(nextRun('nonsense', at('2026-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('describeCron', () => {
  it('reads the common shapes', () => {
    expect(describeCron('0 * * * *')).toBe('Every hour at :00');
    expect(describeCron('30 2 * * *')).toBe('Daily at 2:30 AM');
    expect(describeCron('15 14 * * 1-5')).toBe('Weekdays at 2:15 PM');
    expect(describeCron('*/10 * * * *')).toBe('Every 10 minutes');
    expect(describeCron('bad')).toBe('Invalid schedule');
  });
});
