import { describe, expect, it } from 'vitest';
import {
  availableHours,
  boardDays,
  capacityOf,
  jobPriority,
  placementRefusal,
  queueOrder,
  scheduleTypeOfRo,
  shiftOf,
  splitRefusal,
  timesRefusal,
  type PlacementCheck,
} from '../../../src/domain/service/placement';

const ny = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`).getTime();
const DAY = '2026-12-01';
const span = (from: string, to: string) => ({ from: ny(DAY, from), to: ny(DAY, to) });
const aftertreatment = { skillId: 7, level: 1, certificationRequired: false, certificationExpires: null };
const check = (over: Partial<PlacementCheck> = {}): PlacementCheck => ({
  technician: { name: 'Dana Ortiz', skills: [aftertreatment] },
  requirements: { kind: 'requires', laborOp: 'DPF', skills: [{ skillId: 7, minLevel: 1 }] },
  skillNames: new Map([[7, { name: 'Aftertreatment', levelScale: '1-3' as const }]]),
  branchName: 'Norcross',
  span: span('09:00', '11:00'),
  closed: [],
  away: [],
  booked: [],
  ...over,
});

describe('placementRefusal', () => {
  it('places a technician who holds each required skill at its level, and an unmapped or non-RO block unchecked', () => {
    expect(placementRefusal(check())).toBeNull();
    expect(placementRefusal(check({ requirements: { kind: 'unmapped', laborOp: 'XYZ' }, technician: { name: 'Dana Ortiz', skills: [] } }))).toBeNull();
    expect(placementRefusal(check({ requirements: null, technician: { name: 'Dana Ortiz', skills: [] } }))).toBeNull();
  });

  it('names the skill and level a technician lacks, what they hold, and the operation', () => {
    const needs2 = { kind: 'requires' as const, laborOp: 'DPF', skills: [{ skillId: 7, minLevel: 2 }] };
    expect(placementRefusal(check({ requirements: needs2 }))?.message).toBe('Dana Ortiz lacks Aftertreatment level 2 (holds level 1): DPF needs it.');
    expect(placementRefusal(check({ requirements: needs2, technician: { name: 'Dana Ortiz', skills: [] } }))?.message).toBe('Dana Ortiz lacks Aftertreatment level 2: DPF needs it.');
    const expired = { ...aftertreatment, level: 3, certificationExpires: '2026-11-30' };
    const refused = placementRefusal(check({ requirements: needs2, technician: { name: 'Dana Ortiz', skills: [expired] } }));
    expect(refused?.message).toBe('Dana Ortiz lacks Aftertreatment level 2 (certification expired 11/30/2026): DPF needs it.');
    expect(refused?.missing?.[0]?.reason).toBe('certification expired');
  });

  it('refuses a company holiday of the branch, approved time off and another block of the technician, in words', () => {
    expect(placementRefusal(check({ closed: [{ ...span('07:00', '15:30'), reason: 'Thanksgiving Day' }] }))?.message).toBe('Thanksgiving Day: Norcross is closed.');
    expect(placementRefusal(check({ away: [{ ...span('07:00', '15:30'), reason: 'Vacation' }] }))?.message).toBe('Dana Ortiz is off (Vacation) 12/01/2026 07:00 AM to 12/01/2026 03:30 PM.');
    expect(placementRefusal(check({ booked: [{ ...span('10:30', '12:00'), label: 'RO 101-004512 BRK-R' }] }))?.message).toBe(
      'Dana Ortiz already has RO 101-004512 BRK-R from 10:30 AM to 12:00 PM.',
    );
  });

  it('lets blocks touch end to start', () => {
    expect(placementRefusal(check({ booked: [{ ...span('11:00', '12:00'), label: 'Training' }], away: [{ ...span('07:00', '09:00'), reason: 'Sick' }] }))).toBeNull();
  });
});

describe('timesRefusal and splitRefusal', () => {
  it('wants quarter hours, an end after the start, and one New York day', () => {
    expect(timesRefusal(span('09:00', '10:15'))).toBeNull();
    expect(timesRefusal(span('09:05', '10:00'))?.field).toBe('startAt');
    expect(timesRefusal(span('09:00', '10:10'))?.field).toBe('endAt');
    expect(timesRefusal(span('10:00', '10:00'))?.message).toBe('The end must be after the start.');
    expect(timesRefusal({ from: ny(DAY, '22:00'), to: ny('2026-12-02', '01:00') })?.message).toBe('Start and end on the same day.');
    expect(timesRefusal({ from: ny(DAY, '22:00'), to: ny('2026-12-02', '00:00') })).toBeNull();
  });

  it('splits at a quarter hour strictly inside the block', () => {
    expect(splitRefusal(span('09:00', '11:00'), ny(DAY, '10:00'))).toBeNull();
    expect(splitRefusal(span('09:00', '11:00'), ny(DAY, '09:00'))).toBe('Split at a time inside the block.');
    expect(splitRefusal(span('09:00', '11:00'), ny(DAY, '10:10'))).toMatch(/quarter hour/);
  });
});

describe('the queue and the hours', () => {
  it('orders the queue by promise (none last), then priority, then RO and job', () => {
    const job = (slsId: string, promiseAt: string | null, priority: number, opsId = 1) => ({ slsId, opsId, promiseAt, priority });
    const jobs = [job('B', null, 1), job('C', '2026-12-01T20:00:00Z', 3), job('A', '2026-12-01T15:00:00Z', 2), job('D', '2026-12-01T20:00:00Z', 1), job('A', null, 1, 2)];
    expect([...jobs].sort(queueOrder).map((j) => `${j.slsId}${j.opsId}`)).toEqual(['A1', 'D1', 'C1', 'A2', 'B1']);
    expect([jobPriority('CP'), jobPriority('FLT'), jobPriority('WTY'), jobPriority('INT')]).toEqual([1, 2, 2, 3]);
    expect(['CP', 'FLT', 'WTY', 'INT'].map(scheduleTypeOfRo)).toEqual(['CUST', 'CUST', 'WTY', 'INT']);
  });

  it('takes the recorded shift, else the shop day with its lunch on a workday, nothing on a weekend', () => {
    const recorded = { ...span('06:00', '14:30'), breakMinutes: 60 };
    expect(shiftOf(DAY, recorded)).toBe(recorded);
    expect(shiftOf(DAY, undefined)).toEqual({ ...span('07:00', '15:30'), breakMinutes: 30 });
    expect(shiftOf('2026-12-05', undefined)).toBeNull();
  });

  it('counts available hours less breaks and unavailable time, never below nothing', () => {
    const shift = { ...span('07:00', '15:30'), breakMinutes: 30 };
    expect(availableHours([shift], [])).toBe(8);
    expect(availableHours([shift], [span('07:00', '11:00')])).toBe(4);
    expect(availableHours([shift], [span('07:00', '15:30')])).toBe(0);
  });

  it('shows Monday to Saturday of a day’s week, or the day', () => {
    expect(boardDays('week', '2026-12-03')).toEqual({ from: '2026-11-30', to: '2026-12-05' });
    expect(boardDays('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-05' });
    expect(boardDays('day', '2026-12-03')).toEqual({ from: '2026-12-03', to: '2026-12-03' });
  });

  it('sums each day’s capacity: available hours, those at the expected productivity, and the blocks starting that day', () => {
    const days = capacityOf(['2026-12-01', '2026-12-02'], [{ day: '2026-12-01', available: 8 }, { day: '2026-12-01', available: 4 }, { day: '2026-12-02', available: 8 }], [span('09:00', '11:30')]);
    expect(days).toEqual([
      { day: '2026-12-01', availableHours: 12, expectedHours: 10.2, scheduledHours: 2.5 },
      { day: '2026-12-02', availableHours: 8, expectedHours: 6.8, scheduledHours: 0 },
    ]);
  });
});
