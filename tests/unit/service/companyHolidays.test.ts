import { describe, expect, it } from 'vitest';
import { copiedHolidays, holidaySchema, holidayValues, movedHoliday, pastHolidayRefusal, PAST_HOLIDAY_MESSAGE, usHolidaysOf } from '../../../src/domain/service/companyHolidays';

describe('movedHoliday', () => {
  it('moves a holiday of a US rule by its rule', () => {
    expect(movedHoliday('2025-11-27', 2026)).toBe('2026-11-26'); // Thanksgiving, the fourth Thursday
    expect(movedHoliday('2025-11-28', 2026)).toBe('2026-11-27'); // the day after it
    expect(movedHoliday('2025-05-26', 2026)).toBe('2026-05-25'); // Memorial Day, the last Monday of May
    expect(movedHoliday('2025-09-01', 2026)).toBe('2026-09-07'); // Labor Day
    expect(movedHoliday('2025-07-04', 2026)).toBe('2026-07-03'); // the Fourth on a Saturday is kept on the Friday
    expect(movedHoliday('2026-07-03', 2027)).toBe('2027-07-05'); // and on a Sunday on the Monday
  });

  it('keeps the month and day of any other', () => {
    expect(movedHoliday('2025-12-24', 2026)).toBe('2026-12-24');
    expect(movedHoliday('2025-03-14', 2026)).toBe('2026-03-14');
    expect(movedHoliday('2024-02-29', 2025)).toBe('2025-02-28');
  });

  it('goes by the name when one is given: Christmas Eve on the day Christmas is observed stays Christmas Eve', () => {
    expect(movedHoliday('2027-12-24', 2028, 'Christmas Eve')).toBe('2028-12-24');
    expect(movedHoliday('2027-12-24', 2028, 'Christmas Day')).toBe('2028-12-25');
  });

  it('keeps New Year in its own year', () => {
    expect(movedHoliday('2027-01-01', 2028)).toBe('2028-01-01');
    expect(movedHoliday('2027-01-01', 2023)).toBe('2023-01-02');
  });
});

describe('copiedHolidays', () => {
  it('copies every holiday of a year into the next once', () => {
    const once = copiedHolidays(usHolidaysOf(2027), 2028, []);
    expect(once.every((h) => h.day.startsWith('2028'))).toBe(true);
    expect(copiedHolidays(usHolidaysOf(2027), 2028, once)).toEqual([]);
  });

  it('moves last year onto this year, leaving out what this year has already', () => {
    const last = usHolidaysOf(2025);
    const copied = copiedHolidays(last, 2026, [{ day: '2026-11-26', name: 'Thanksgiving Day' }]);
    expect(copied).toHaveLength(last.length - 1);
    expect(copied.map((h) => h.day)).toEqual(usHolidaysOf(2026).map((h) => h.day).filter((d) => d !== '2026-11-26'));
  });
});

describe('holiday rules', () => {
  it('refuses a past holiday and allows today on', () => {
    expect(pastHolidayRefusal('2026-11-24', '2026-11-25')).toBe(PAST_HOLIDAY_MESSAGE);
    expect(pastHolidayRefusal('2026-11-25', '2026-11-25')).toBeNull();
  });

  it('needs branches or all, and the time of a half day', () => {
    const issues = (input: unknown) => holidaySchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({ day: '2026-12-24', name: 'Christmas Eve', branches: [] })).toEqual(['branches']);
    expect(issues({ day: '2026-12-24', name: 'Christmas Eve', allBranches: true, dayPart: 'Closes early' })).toEqual(['closesAt']);
    expect(issues({ day: '2026-12-24', name: 'Christmas Eve', allBranches: true, dayPart: 'Opens late', opensAt: '10:00' })).toEqual([]);
  });

  it('keeps only the time of its own day part and no list for all branches', () => {
    const values = holidayValues(holidaySchema.parse({ day: '2026-12-24', name: 'Eve', allBranches: true, branches: ['101'], dayPart: 'Closes early', closesAt: '12:00', opensAt: '09:00' }));
    expect(values).toMatchObject({ branches: [], closesAt: '12:00', opensAt: null });
  });
});
