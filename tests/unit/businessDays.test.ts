import { describe, expect, it } from 'vitest';
import { companyHolidays, isBusinessDay, isOlderThanOneBusinessDay, nextBusinessDay } from '../../src/domain/businessDays';

describe('business days', () => {
  it('are the weekdays the group is open: its six holidays, kept on the nearest weekday, are not', () => {
    // 2026: July 4 is a Saturday (kept on Friday the 3rd); Christmas a Friday.
    expect([...companyHolidays(2026)]).toEqual(['2026-01-01', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25']);
    // 2028's New Year is a Saturday: kept on Friday, December 31, 2027.
    expect(companyHolidays(2028).has('2027-12-31')).toBe(true);
    expect(isBusinessDay('2027-12-31')).toBe(false);
    expect(isBusinessDay('2026-11-26')).toBe(false);
    expect(isBusinessDay('2026-11-27')).toBe(true);
    expect(isBusinessDay('2026-11-28')).toBe(false);
  });

  it('skip weekends and holidays to the next open day', () => {
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-27');
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-28');
    expect(nextBusinessDay('2026-11-20')).toBe('2026-11-23');
  });

  it('make Wednesday’s cash before Thanksgiving late only on the Saturday after the Friday it was due', () => {
    const wednesdayNoon = new Date('2026-11-25T17:00:00Z');
    expect(isOlderThanOneBusinessDay(wednesdayNoon, new Date('2026-11-27T20:00:00Z'))).toBe(false);
    expect(isOlderThanOneBusinessDay(wednesdayNoon, new Date('2026-11-28T15:00:00Z'))).toBe(true);
  });
});
