import { sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import { instantOf } from '../../src/domain/service/availability';
import type { BookingStatus, Lane, Visit } from '../../src/domain/service/fordBooking';
import { DEMO_AS_OF } from '../demoAsOf';
import type { Database } from './database';
import { fordBookings, fordLaneCapacity } from './fordBookings';

const halfHours = (from: number, to: number) => Array.from({ length: (to - from) * 2 }, (_, i) => `${String(from + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** Norcross runs two express bays and two medium-duty bays; Forest Park one of each; each has one mobile van (none on Fridays at Forest Park). */
const LANE_DAYS: { brnId: string; lane: Lane; slotTimes: string[]; seats: number; weekdays: number[] }[] = [
  { brnId: '101', lane: 'Express', slotTimes: halfHours(7, 15), seats: 2, weekdays: [1, 2, 3, 4, 5] },
  { brnId: '101', lane: 'Medium-duty', slotTimes: ['07:00', '09:30', '12:00'], seats: 2, weekdays: [1, 2, 3, 4, 5] },
  { brnId: '101', lane: 'Mobile', slotTimes: ['08:00', '11:00', '13:30'], seats: 1, weekdays: [1, 2, 3, 4, 5] },
  { brnId: '102', lane: 'Express', slotTimes: halfHours(7, 14), seats: 1, weekdays: [1, 2, 3, 4, 5] },
  { brnId: '102', lane: 'Medium-duty', slotTimes: ['07:00', '10:00', '13:00'], seats: 1, weekdays: [1, 2, 3, 4, 5] },
  { brnId: '102', lane: 'Mobile', slotTimes: ['09:00', '13:00'], seats: 1, weekdays: [1, 2, 3, 4] },
];

interface DemoBooking {
  brnId: string;
  lane: Lane;
  /** Days after the demo's today, and the start time. */
  inDays: number;
  time: string;
  status: BookingStatus;
  company: string;
  name: string;
  phone: string;
  model: string;
  year: number;
  unitNo: string;
  services: string[];
  visit: Visit;
}

const DEMO_BOOKINGS: DemoBooking[] = [
  { brnId: '101', lane: 'Express', inDays: 1, time: '07:30', status: 'Confirmed', company: 'Gwinnett Plumbing Co', name: 'Dale Whitfield', phone: '770-555-0142', model: 'Transit 250', year: 2023, unitNo: 'GP-14', services: ['PM'], visit: 'Waiting' },
  { brnId: '101', lane: 'Express', inDays: 1, time: '09:00', status: 'Requested', company: 'Peach State Electric', name: 'Tonya Greer', phone: '678-555-0190', model: 'F-250 Super Duty', year: 2022, unitNo: '207', services: ['Brakes', 'Tires'], visit: 'Drop-off' },
  { brnId: '101', lane: 'Medium-duty', inDays: 2, time: '07:00', status: 'Requested', company: 'Chattahoochee Landscaping', name: '', phone: '404-555-0113', model: 'F-650', year: 2021, unitNo: 'CL-3', services: ['Diagnostics'], visit: 'Drop-off' },
  { brnId: '101', lane: 'Mobile', inDays: 2, time: '11:00', status: 'Confirmed', company: 'Norcross Public Works', name: 'Ray Odom', phone: '770-555-0177', model: 'E-Series Cutaway', year: 2020, unitNo: 'NPW-41', services: ['Recall check'], visit: 'Mobile' },
  { brnId: '102', lane: 'Express', inDays: 1, time: '10:00', status: 'Requested', company: '', name: 'Marcus Bell', phone: '404-555-0168', model: 'F-350 Super Duty', year: 2024, unitNo: '', services: ['PM', 'Other'], visit: 'Waiting' },
  { brnId: '102', lane: 'Medium-duty', inDays: 3, time: '10:00', status: 'Confirmed', company: 'Southern Haulers', name: 'Jo Anne Price', phone: '404-555-0155', model: 'F-750', year: 2019, unitNo: 'SH-88', services: ['Brakes'], visit: 'Drop-off' },
];

/** The next weekday `n` weekdays after `day`. */
const weekdaysAfter = (day: string, n: number) => {
  let at = day;
  for (let left = n; left > 0; ) {
    at = addDays(at, 1);
    const weekday = new Date(`${at}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
};

/** The lanes of Norcross (101) and Forest Park (102) and a few requests and bookings of the coming days; a second run writes nothing. */
export async function seedFordBooking(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(fordLaneCapacity);
  if (seeded!.n > 0) return;
  await tx.insert(fordLaneCapacity).values(LANE_DAYS.flatMap(({ weekdays, ...lane }) => weekdays.map((weekday) => ({ ...lane, weekday }))));
  const service = userId.get('service@demo.local')!;
  const today = newYorkDay(DEMO_AS_OF);
  await tx.insert(fordBookings).values(
    DEMO_BOOKINGS.map(({ inDays, time, ...b }, i) => ({
      ...b,
      confirmation: `FDEMO${String(i + 1).padStart(3, '0')}`,
      slotStart: new Date(instantOf(weekdaysAfter(today, inDays), time)),
      seat: 1,
      source: b.status === 'Confirmed' ? ('Staff' as const) : ('Online' as const),
      email: `${(b.company || b.name).toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      createdBy: b.status === 'Confirmed' ? service : null,
      updatedBy: service,
    })),
  );
}
