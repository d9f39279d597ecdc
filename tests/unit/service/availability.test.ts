import { describe, expect, it } from 'vitest';
import { closedSpanOf, hoursOf, instantOfLocal, shopDayOf, timeOffHours, unavailableOn } from '../../../src/domain/service/availability';

const ny = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`).getTime();
const holiday = { name: 'Christmas Eve', allBranches: false, branches: ['101'], dayPart: 'Closes early' as const, closesAt: '12:00', opensAt: null, day: '2026-12-24' };

describe('availability', () => {
  it('knows the shop day of a workday in New York time and none on a weekend', () => {
    expect(shopDayOf('2026-12-01')).toEqual({ from: ny('2026-12-01', '07:00'), to: ny('2026-12-01', '15:30') });
    expect(shopDayOf('2026-12-05')).toBeNull();
  });

  it('reads a form\'s New York wall time as an instant', () => {
    expect(instantOfLocal('2026-12-01T07:00')).toBe('2026-12-01T12:00:00.000Z');
    expect(instantOfLocal('2026-07-01T07:00')).toBe('2026-07-01T11:00:00.000Z');
    expect(instantOfLocal('')).toBe('');
  });

  it('closes the part of the day a holiday closes', () => {
    expect(closedSpanOf(holiday)).toEqual({ from: ny('2026-12-24', '12:00'), to: ny('2026-12-24', '15:30') });
    expect(closedSpanOf({ ...holiday, dayPart: 'Opens late', closesAt: null, opensAt: '10:00' })).toEqual({ from: ny('2026-12-24', '07:00'), to: ny('2026-12-24', '10:00') });
    expect(hoursOf([closedSpanOf({ ...holiday, dayPart: 'Full day' })!])).toBe(8.5);
  });

  it('says what a branch and a technician cannot be booked for', () => {
    const timeOff = [
      { empId: 'T1', type: 'Vacation', status: 'Approved', fromAt: new Date(ny('2026-12-24', '06:00')).toISOString(), toAt: new Date(ny('2026-12-24', '10:00')).toISOString() },
      { empId: 'T1', type: 'Sick', status: 'Requested', fromAt: new Date(ny('2026-12-24', '10:00')).toISOString(), toAt: new Date(ny('2026-12-24', '11:00')).toISOString() },
    ];
    expect(unavailableOn('2026-12-24', { brnId: '101' }, [holiday])).toEqual([{ from: ny('2026-12-24', '12:00'), to: ny('2026-12-24', '15:30'), reason: 'Christmas Eve' }]);
    expect(unavailableOn('2026-12-24', { brnId: '102' }, [holiday])).toEqual([]);
    expect(unavailableOn('2026-12-24', { brnId: '101', empId: 'T1' }, [holiday], timeOff).map((u) => u.reason)).toEqual(['Vacation', 'Christmas Eve']);
  });

  it('counts time off against the shop day on workdays, less a holiday', () => {
    // Monday 07:00 to Friday 15:30: five shop days.
    expect(timeOffHours({ from: ny('2026-11-30', '07:00'), to: ny('2026-12-04', '15:30') })).toBe(42.5);
    // Friday noon to Monday noon: 3.5 + 5 hours, the weekend not at all.
    expect(timeOffHours({ from: ny('2026-12-04', '12:00'), to: ny('2026-12-07', '12:00') })).toBe(8.5);
    // Thanksgiving week less Thanksgiving Day.
    const thanksgiving = shopDayOf('2026-11-26')!;
    expect(timeOffHours({ from: ny('2026-11-23', '00:00'), to: ny('2026-11-28', '00:00') }, [thanksgiving])).toBe(34);
  });
});
