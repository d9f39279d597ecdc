import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { instantOf } from '../../src/domain/service/availability';
import { bookingSchema, canMove, canReschedule, confirmationNumber, freeSlots, openSeats, pastCutoff, type LaneDay } from '../../src/domain/service/fordBooking';
import { vinCheckDigit, vinIsValid } from '../../src/domain/vin';

const WED = '2026-12-02';
const at = (day: string, hhmm: string) => instantOf(day, hhmm);
const iso = (day: string, hhmm: string) => new Date(at(day, hhmm)).toISOString();
const CAPACITY: LaneDay[] = [
  { lane: 'Express', weekday: 3, slotTimes: ['09:00', '07:00', '13:00'], seats: 2 },
  { lane: 'Mobile', weekday: 3, slotTimes: ['08:00'], seats: 1 },
  { lane: 'Express', weekday: 4, slotTimes: ['07:00'], seats: 2 },
];
const MONDAY_BEFORE = at('2026-11-30', '09:00');

describe('freeSlots', () => {
  it('offers the lane times of the weekday in order, less the seats held', () => {
    const held = [{ lane: 'Express', start: iso(WED, '09:00') }, { lane: 'Express', start: iso(WED, '09:00') }, { lane: 'Express', start: iso(WED, '07:00') }];
    expect(freeSlots(WED, '101', CAPACITY, held, [], MONDAY_BEFORE)).toEqual([
      { lane: 'Express', start: iso(WED, '07:00'), free: 1 },
      { lane: 'Mobile', start: iso(WED, '08:00'), free: 1 },
      { lane: 'Express', start: iso(WED, '13:00'), free: 2 },
    ]);
  });

  const holiday = { day: WED, name: 'Closed', allBranches: false, branches: ['101'], closesAt: null, opensAt: null };
  it('offers nothing on a full-day holiday of the branch, and all of it to another branch', () => {
    expect(freeSlots(WED, '101', CAPACITY, [], [{ ...holiday, dayPart: 'Full day' as const }], MONDAY_BEFORE)).toEqual([]);
    expect(freeSlots(WED, '102', CAPACITY, [], [{ ...holiday, dayPart: 'Full day' as const }], MONDAY_BEFORE)).toHaveLength(4);
  });

  it('cuts the times from closing on a half day', () => {
    const starts = freeSlots(WED, '101', CAPACITY, [], [{ ...holiday, dayPart: 'Closes early' as const, closesAt: '09:00' }], MONDAY_BEFORE).map((s) => s.start);
    expect(starts).toEqual([iso(WED, '07:00'), iso(WED, '08:00')]);
  });

  it('leaves out the times past the same-day cut-off', () => {
    expect(freeSlots(WED, '101', CAPACITY, [], [], at(WED, '07:30')).map((s) => s.start)).toEqual([iso(WED, '13:00')]);
    expect(freeSlots(WED, '101', CAPACITY, [], [], at(WED, '14:00'))).toEqual([]);
  });
});

describe('pastCutoff', () => {
  it('refuses a start within 2 hours, and any of today from 2 PM on', () => {
    expect(pastCutoff(at(WED, '10:00'), at(WED, '08:01'))).toBe(true);
    expect(pastCutoff(at(WED, '10:00'), at(WED, '08:00'))).toBe(false);
    expect(pastCutoff(at(WED, '16:30'), at(WED, '14:00'))).toBe(true);
    expect(pastCutoff(at('2026-12-03', '07:00'), at(WED, '14:00'))).toBe(false);
  });
});

describe('statuses', () => {
  it('moves a booking only forward along its path', () => {
    expect(canMove('Requested', 'Confirmed')).toBe(true);
    expect(canMove('Confirmed', 'Arrived')).toBe(true);
    expect(canMove('Arrived', 'RO opened')).toBe(true);
    expect(canMove('RO opened', 'Completed')).toBe(true);
    expect(canMove('Confirmed', 'No-show')).toBe(true);
    expect(canMove('Requested', 'Arrived')).toBe(false);
    expect(canMove('Cancelled', 'Confirmed')).toBe(false);
    expect(canMove('Completed', 'Cancelled')).toBe(false);
  });
  it('reschedules only what still holds a slot', () => {
    expect(canReschedule('Requested')).toBe(true);
    expect(canReschedule('Confirmed')).toBe(true);
    expect(canReschedule('Arrived')).toBe(false);
  });
});

describe('seats and confirmation numbers', () => {
  it('tries the lowest seats not held', () => expect(openSeats(3, [2])).toEqual([1, 3]));
  it('reads as F and 7 characters without look-alikes', () => expect(confirmationNumber(new Uint8Array([0, 1, 8, 14, 31, 32, 255]))).toBe('FABJQ9A9'));
});

describe('bookingSchema', () => {
  const vin = (draft: string) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  const good = { company: 'Ruiz Courier', phone: '(770) 555-0101', email: 'a@b.example', brnId: '101', vin: vin('1FDUF5HT0KDA10001'), services: ['PM'], lane: 'Express', slotStart: iso(WED, '07:00'), visit: 'Waiting' };
  const fields = (input: unknown) => {
    const result = safeParse(bookingSchema, input);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };
  it('takes a booking with a checked VIN, or with a year and model instead', () => {
    expect(vinIsValid(good.vin)).toBe(true);
    expect(fields(good)).toEqual([]);
    expect(fields({ ...good, vin: '', year: 2021, model: 'F-550' })).toEqual([]);
  });
  it('names vin for a wrong check digit, a wrong length, or neither VIN nor year and model', () => {
    const wrong = `${good.vin.slice(0, 8)}${good.vin[8] === '1' ? '2' : '1'}${good.vin.slice(9)}`;
    expect(fields({ ...good, vin: wrong })).toEqual(['vin']);
    expect(fields({ ...good, vin: 'ABC' })).toEqual(['vin']);
    expect(fields({ ...good, vin: '' })).toEqual(['vin']);
  });
  it('asks for a name or company, a service, and the Mobile lane for mobile service', () => {
    expect(fields({ ...good, company: '', services: [], visit: 'Mobile' }).sort()).toEqual(['name', 'services', 'visit']);
  });
});
