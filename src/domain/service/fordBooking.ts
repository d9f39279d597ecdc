import * as z from 'zod/mini';
import { newYorkDay } from '../businessDays';
import { versionField } from '../recordChange';
import { vinIsValid, VIN_PATTERN } from '../vin';
import { instantOf, unavailableOn } from './availability';
import type { CompanyHoliday } from './companyHolidays';

/**
 * Ford commercial service booking (/fordServiceScheduler, /serviceSchedulerFord): a customer asks for a slot of a
 * lane at a branch; staff confirm it, see the truck arrive and open its RO. A slot is a start time of a lane's
 * day (ford_lane_capacity) with a number of seats (bays, or vans for Mobile); a Requested or Confirmed booking
 * holds one seat, so the server can refuse the second request for the last seat (a unique seat per slot).
 */
export const LANES = ['Express', 'Medium-duty', 'Mobile'] as const;
export type Lane = (typeof LANES)[number];

export const BOOKING_SERVICES = ['PM', 'Brakes', 'Diagnostics', 'Recall check', 'Tires', 'Other'] as const;
export const VISITS = ['Waiting', 'Drop-off', 'Mobile'] as const;
export type Visit = (typeof VISITS)[number];

export const BOOKING_STATUSES = ['Requested', 'Confirmed', 'Arrived', 'RO opened', 'Completed', 'No-show', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold a seat of their slot. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['Requested', 'Confirmed'];

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  Requested: ['Confirmed', 'Cancelled'],
  Confirmed: ['Arrived', 'No-show', 'Cancelled'],
  Arrived: ['RO opened', 'Cancelled'],
  'RO opened': ['Completed'],
  Completed: [],
  'No-show': [],
  Cancelled: [],
};

/** Whether a booking may move from one status to another (staff actions; a reschedule keeps the status). */
export const canMove = (from: BookingStatus, to: BookingStatus): boolean => NEXT[from].includes(to);

/** A booking is rescheduled only while it still holds a slot. */
export const canReschedule = (status: BookingStatus): boolean => HOLDING_STATUSES.includes(status);

export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Pick another.';
export const SLOT_UNAVAILABLE_MESSAGE = 'That time is not offered: pick one of the times shown.';

/**
 * The same-day cut-off: a slot must start at least 2 hours from now, and once it is 2 PM in New York nothing
 * more of today is offered (the shop plans the rest of its day by then).
 */
export const CUTOFF = { leadHours: 2, sameDayUntil: '14:00' } as const;

export function pastCutoff(slotStart: number, now: number): boolean {
  if (slotStart < now + CUTOFF.leadHours * 3_600_000) return true;
  const today = newYorkDay(now);
  return newYorkDay(slotStart) === today && now >= instantOf(today, CUTOFF.sameDayUntil);
}

/** A lane's day at a branch: its slot start times (hh:mm) and how many bookings each takes at once. */
export interface LaneDay {
  lane: Lane;
  /** 1 (Monday) to 5 (Friday). */
  weekday: number;
  slotTimes: readonly string[];
  seats: number;
}

/** One start time of a lane as offered: the ISO instant and how many seats are still free. */
export interface FreeSlot {
  lane: Lane;
  start: string;
  free: number;
}

/** A holding booking as slots count it. */
export interface HeldSeat {
  lane: string;
  start: string;
}

type Holiday = Pick<CompanyHoliday, 'day' | 'name' | 'dayPart' | 'closesAt' | 'opensAt' | 'allBranches' | 'branches'>;

/**
 * The free slots of a branch's New York day: each lane's slot times of that weekday, less the times a company
 * holiday closes (a full day all of them, a half day those it cuts), those past the cut-off, and the seats
 * held bookings take. A slot with no seat left is not offered.
 */
export function freeSlots(day: string, brnId: string, capacity: readonly LaneDay[], held: readonly HeldSeat[], holidays: readonly Holiday[], now: number): FreeSlot[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const closed = unavailableOn(day, { brnId }, holidays);
  const slots: FreeSlot[] = [];
  for (const laneDay of capacity.filter((c) => c.weekday === weekday)) {
    for (const time of [...laneDay.slotTimes].sort()) {
      const at = instantOf(day, time);
      if (closed.some((c) => at >= c.from && at < c.to) || pastCutoff(at, now)) continue;
      const start = new Date(at).toISOString();
      const free = laneDay.seats - held.filter((h) => h.lane === laneDay.lane && Date.parse(h.start) === at).length;
      if (free > 0) slots.push({ lane: laneDay.lane, start, free });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start) || LANES.indexOf(a.lane) - LANES.indexOf(b.lane));
}

/** The lowest seats of a slot not held, in the order to try them (a seat another request takes first is a 409). */
export function openSeats(seats: number, heldSeats: readonly number[]): number[] {
  return Array.from({ length: seats }, (_, i) => i + 1).filter((s) => !heldSeats.includes(s));
}

/** A confirmation number a customer can read out on the phone: F and 7 letters or digits without look-alikes. */
const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function confirmationNumber(random: Uint8Array): string {
  return `F${[...random.slice(0, 7)].map((b) => CONFIRMATION_ALPHABET[b % CONFIRMATION_ALPHABET.length]).join('')}`;
}

const text = (max: number, message: string) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, message))), '');

/** The booking a customer (or staff at the drive) sends; `website` is the honeypot no person fills in. */
export const bookingSchema = z
  .object({
    name: text(60, 'The name is at most 60 characters.'),
    company: text(80, 'The company is at most 80 characters.'),
    phone: z
      .string({ error: 'Enter a phone number we can call.' })
      .check(z.trim(), z.regex(/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, 'Enter a 10-digit phone number.')),
    email: z.email({ error: 'Enter a valid email address for the confirmation.' }).check(z.maxLength(120, 'The email address is too long.')),
    textConsent: z._default(z.optional(z.boolean()), false),
    brnId: z.string({ error: 'Choose a branch.' }).check(z.regex(/^\d{3}$/, 'Choose a branch.')),
    vin: z._default(z.optional(z.string().check(z.trim(), z.toUpperCase())), ''),
    year: z.optional(z.nullable(z.int('Enter the model year.').check(z.minimum(1980, 'Enter the model year.'), z.maximum(2100, 'Enter the model year.')))),
    model: text(40, 'The model is at most 40 characters.'),
    unitNo: text(20, 'The unit number is at most 20 characters.'),
    mileage: z.optional(z.nullable(z.int('Enter the mileage in whole miles.').check(z.minimum(0, 'Enter the mileage in whole miles.'), z.maximum(3_000_000, 'Enter the mileage in whole miles.')))),
    services: z.array(z.enum(BOOKING_SERVICES, { error: 'Choose services from the list.' })).check(z.minLength(1, 'Choose at least one service.')),
    lane: z.enum(LANES, { error: 'Choose Express, Medium-duty or Mobile.' }),
    slotStart: z.iso.datetime({ error: 'Choose a time.' }),
    visit: z.enum(VISITS, { error: 'Choose waiting, drop-off or mobile.' }),
    notes: text(500, 'Notes are at most 500 characters.'),
    website: z._default(z.optional(z.string()), ''),
  })
  .check(
    z.refine((b) => b.name !== '' || b.company !== '', { path: ['name'], error: 'Enter your name or your company.' }),
    z.refine((b) => b.vin === '' || VIN_PATTERN.test(b.vin), { path: ['vin'], error: 'A VIN is 17 letters and digits (no I, O or Q).' }),
    z.refine((b) => !VIN_PATTERN.test(b.vin) || vinIsValid(b.vin), { path: ['vin'], error: 'That VIN does not check out: look at it again.' }),
    z.refine((b) => b.vin !== '' || (b.year != null && b.model !== ''), { path: ['vin'], error: 'Enter the VIN, or the year and model.' }),
    z.refine((b) => (b.lane === 'Mobile') === (b.visit === 'Mobile'), { path: ['visit'], error: 'Mobile service comes to you: choose the Mobile lane with it.' }),
  );
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValues = z.output<typeof bookingSchema>;

const branchParam = z.string({ error: 'brnId is required.' }).check(z.regex(/^\d{3}$/, 'brnId must be a branch.'));

/** The slots a form asks for: a branch, a lane and a day. */
export const slotQuerySchema = z.object({
  brnId: branchParam,
  lane: z.enum(LANES, { error: 'lane must be Express, Medium-duty or Mobile.' }),
  from: z.string({ error: 'from is required (YYYY-MM-DD).' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date (YYYY-MM-DD).')),
});

/** How many days from `from` the slot answer covers: a week strip. */
export const SLOT_DAYS = 7;

/** A booking as the appointment book lists it. */
export interface FordBooking {
  id: number;
  version: number;
  confirmation: string;
  brnId: string;
  lane: Lane;
  slotStart: string;
  status: BookingStatus;
  source: 'Online' | 'Staff';
  name: string;
  company: string;
  phone: string;
  email: string;
  textConsent: boolean;
  vin: string;
  year: number | null;
  model: string;
  unitNo: string;
  mileage: number | null;
  services: string[];
  visit: Visit;
  notes: string;
  slsId: string | null;
  updatedAt: string;
}

/** Staff move a booking on: confirm, arrived, no-show, cancelled, completed (RO opened goes through the RO link). */
export const statusChangeSchema = z.object({
  version: versionField,
  status: z.enum(BOOKING_STATUSES.filter((s) => s !== 'Requested' && s !== 'RO opened') as [BookingStatus, ...BookingStatus[]], { error: 'Choose what happened.' }),
});
export const rescheduleSchema = z.object({ version: versionField, lane: z.enum(LANES, { error: 'Choose Express, Medium-duty or Mobile.' }), slotStart: z.iso.datetime({ error: 'Choose a time.' }) });
export const roLinkSchema = z.object({ version: versionField, slsId: z.string({ error: 'Enter the RO number (SlsId).' }).check(z.trim(), z.minLength(1, 'Enter the RO number (SlsId).'), z.maxLength(20, 'Enter the RO number (SlsId).')) });
export const bookingDayQuerySchema = z.object({
  brnId: branchParam,
  day: z.string({ error: 'day is required (YYYY-MM-DD).' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date (YYYY-MM-DD).')),
});

export const moveRefusal = (from: BookingStatus, to: BookingStatus): string | null => (canMove(from, to) ? null : `A booking that is ${from} cannot become ${to}.`);
