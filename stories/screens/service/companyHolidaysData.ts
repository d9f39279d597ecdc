import { usHolidaysOf, type CompanyHoliday } from '../../../src/domain/service/companyHolidays';
import type { HolidayYear } from '../../../src/screens/service/CompanyHolidays';

const holiday = (id: number, h: Partial<CompanyHoliday> & Pick<CompanyHoliday, 'day' | 'name'>): CompanyHoliday => ({
  id,
  version: 1,
  allBranches: true,
  branches: [],
  dayPart: 'Full day',
  closesAt: null,
  opensAt: null,
  emergencyOnly: false,
  updatedByName: 'Alex Admin',
  updatedAt: '2026-01-05T14:00:00.000Z',
  ...h,
});

/** 2026 as service@ sees it on 11/25/2026: the group's US holidays and Norcross's own morning of training. */
export const HOLIDAYS_2026: HolidayYear = {
  year: 2026,
  today: '2026-11-25',
  branches: ['101'],
  holdsEveryBranch: false,
  holidays: [
    ...usHolidaysOf(2026).map((h, i) => holiday(i + 1, h)),
    holiday(20, { day: '2026-12-11', name: 'Norcross shop safety training', allBranches: false, branches: ['101'], dayPart: 'Opens late', opensAt: '10:00', updatedByName: 'Sam Service' }),
  ].sort((a, b) => a.day.localeCompare(b.day)),
};

/** The same year as the administrator sees it: every branch's days too. */
export const HOLIDAYS_ADMIN: HolidayYear = {
  ...HOLIDAYS_2026,
  branches: ['101', '102', '103', '104', '105', '106', '201', '202', '203', '204'],
  holdsEveryBranch: true,
  holidays: [
    ...HOLIDAYS_2026.holidays,
    holiday(21, { day: '2026-12-18', name: 'Alabama year-end lunch', allBranches: false, branches: ['201', '202'], dayPart: 'Closes early', closesAt: '13:00', emergencyOnly: true }),
  ].sort((a, b) => a.day.localeCompare(b.day)),
};

/** A long year: a branch day every week. */
export const MANY_HOLIDAYS: HolidayYear = {
  ...HOLIDAYS_2026,
  holidays: Array.from({ length: 52 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 5 + i * 7)).toISOString().slice(0, 10);
    return holiday(100 + i, { day, name: `Norcross inventory day ${i + 1}`, allBranches: false, branches: ['101'] });
  }),
};
