import { weeklyHours, type SchedulerTemplate, type ShiftPlanAnswer } from '../../../src/domain/service/schedulerTemplates';
import type { SchedulerTemplateList, Technician } from '../../../src/screens/service/SchedulerTemplates';

export const TECHNICIANS: Technician[] = [
  { empId: 'E1010', name: 'Carlos Rivera', brnId: '101' },
  { empId: 'E1011', name: 'Dana Whitfield', brnId: '101' },
  { empId: 'E1012', name: 'Marcus Lee', brnId: '101' },
  { empId: 'E1013', name: 'Tonya Brooks', brnId: '101' },
];

const template = (id: number, name: string, over: Partial<SchedulerTemplate> = {}): SchedulerTemplate => {
  const values = { brnId: '101', name, weekdays: [1, 2, 3, 4, 5], shiftStart: '07:00', shiftEnd: '15:30', breaks: [{ start: '11:30', end: '12:00' }], empIds: ['E1010', 'E1011'], bays: ['B1', 'B2'], active: true, ...over };
  return { id, version: 1, updatedByName: 'Sam Service', updatedAt: '2026-11-20T15:00:00Z', ...values, weeklyHours: weeklyHours(values) };
};

export const TEMPLATES: SchedulerTemplateList = {
  branches: ['101'],
  technicians: TECHNICIANS,
  templates: [
    template(1, 'Day shift'),
    template(2, 'Early shift', { shiftStart: '05:30', shiftEnd: '14:00', breaks: [{ start: '09:00', end: '09:15' }, { start: '11:00', end: '11:15' }], empIds: ['E1012', 'E1013'], bays: ['B5', 'B6', 'WASH'] }),
    template(3, 'Saturday cover', { weekdays: [6], shiftStart: '08:00', shiftEnd: '12:00', breaks: [], empIds: ['E1013'], bays: ['B1'], active: false }),
  ],
};

export const MANY_TEMPLATES: SchedulerTemplateList = {
  ...TEMPLATES,
  templates: Array.from({ length: 40 }, (_, i) => template(i + 1, `Rotation ${String(i + 1).padStart(2, '0')}`, { weekdays: [1 + (i % 5), 1 + ((i + 2) % 5)], empIds: TECHNICIANS.slice(0, 1 + (i % 4)).map((t) => t.empId) })),
};

/** Next week's preview of the day shift: Carlos's vacation request and Thanksgiving skipped. */
export const PREVIEW: ShiftPlanAnswer & { applied: boolean } = {
  from: '2026-11-23',
  to: '2026-11-29',
  applied: false,
  shifts: ['2026-11-23', '2026-11-24', '2026-11-25'].flatMap((day) =>
    ['E1010', 'E1011']
      .filter((empId) => !(empId === 'E1010' && day === '2026-11-24'))
      .map((empId) => ({ empId, day, startAt: `${day}T12:00:00.000Z`, endAt: `${day}T20:30:00.000Z`, breakMinutes: 30 })),
  ),
  skipped: [
    { empId: 'E1010', day: '2026-11-24', reason: 'Time off: Vacation (Requested)' },
    { empId: 'E1010', day: '2026-11-26', reason: 'Company holiday: Thanksgiving Day' },
    { empId: 'E1011', day: '2026-11-26', reason: 'Company holiday: Thanksgiving Day' },
    { empId: 'E1010', day: '2026-11-27', reason: 'Company holiday: Day after Thanksgiving' },
    { empId: 'E1011', day: '2026-11-27', reason: 'Company holiday: Day after Thanksgiving' },
  ],
  hours: { E1010: 16, E1011: 24 },
};
