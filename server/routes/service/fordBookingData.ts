import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { instantOf } from '../../../src/domain/service/availability';
import { freeSlots, HOLDING_STATUSES, openSeats, type FreeSlot, type Lane, type LaneDay } from '../../../src/domain/service/fordBooking';
import { queryRows, type Database } from '../../db/database';
import { fordBookings, fordLaneCapacity } from '../../db/fordBookings';
import { holidaysOf } from './companyHolidays';

/** A branch's lane days, all lanes or one. */
export async function laneDaysOf(db: Database, brnId: string, lane?: Lane): Promise<LaneDay[]> {
  const rows = await db
    .select({ lane: fordLaneCapacity.lane, weekday: fordLaneCapacity.weekday, slotTimes: fordLaneCapacity.slotTimes, seats: fordLaneCapacity.seats })
    .from(fordLaneCapacity)
    .where(and(eq(fordLaneCapacity.brnId, brnId), lane ? eq(fordLaneCapacity.lane, lane) : undefined));
  return rows;
}

/** The seats held (Requested, Confirmed) at a branch in [from, to) of New York days, leaving out one booking (`except`, a reschedule). */
async function heldSeats(db: Database, brnId: string, from: string, to: string, except?: number) {
  const rows = await db
    .select({ id: fordBookings.id, lane: fordBookings.lane, start: fordBookings.slotStart, seat: fordBookings.seat })
    .from(fordBookings)
    .where(
      and(
        eq(fordBookings.brnId, brnId),
        inArray(fordBookings.status, [...HOLDING_STATUSES]),
        gte(fordBookings.slotStart, new Date(instantOf(from, '00:00'))),
        lt(fordBookings.slotStart, new Date(instantOf(to, '00:00'))),
      ),
    );
  return rows.filter((r) => r.id !== except).map((r) => ({ lane: r.lane, start: r.start.toISOString(), seat: r.seat }));
}

interface SlotQuery {
  brnId: string;
  lane?: Lane;
  from: string;
  days: number;
  now: number;
  /** A booking whose own seat counts as free (it is being rescheduled). */
  except?: number;
}

/** The free slots of a branch's lanes over `days` New York days from `from`; with `ignoreHeld`, every slot offered whether taken or not. */
export async function slotsOf(db: Database, q: SlotQuery, ignoreHeld = false): Promise<FreeSlot[]> {
  const to = addDays(q.from, q.days);
  const years = [...new Set([q.from.slice(0, 4), to.slice(0, 4)])].map(Number);
  const [capacity, held, holidays] = await Promise.all([
    laneDaysOf(db, q.brnId, q.lane),
    ignoreHeld ? [] : heldSeats(db, q.brnId, q.from, to, q.except),
    Promise.all(years.map((y) => holidaysOf(db, y, [q.brnId]))).then((h) => h.flat()),
  ]);
  return Array.from({ length: q.days }, (_, i) => freeSlots(addDays(q.from, i), q.brnId, capacity, held, holidays, q.now)).flat();
}

/** A slot a booking asks for: 'free', 'taken' (offered, no seat left: 409) or 'not offered' (closed, past the cut-off or no such time: 400). */
export async function checkSlot(db: Database, b: { brnId: string; lane: Lane; slotStart: string }, now: number, except?: number): Promise<'free' | 'taken' | 'not offered'> {
  const start = Date.parse(b.slotStart);
  const q = { brnId: b.brnId, lane: b.lane, from: newYorkDay(start), days: 1, now, except };
  const has = (slots: FreeSlot[]) => slots.some((s) => Date.parse(s.start) === start);
  if (has(await slotsOf(db, q))) return 'free';
  return has(await slotsOf(db, q, true)) ? 'taken' : 'not offered';
}

type NewBooking = typeof fordBookings.$inferInsert;

/** The seats of a slot no Requested or Confirmed booking holds, lowest first. */
export async function seatsOf(db: Database, b: { brnId: string; lane: Lane; slotStart: string }): Promise<number[]> {
  const weekday = new Date(`${newYorkDay(b.slotStart)}T00:00:00Z`).getUTCDay();
  const [laneDay] = await queryRows<{ seats: number }>(db, sql`select seats from ford_lane_capacity where brn_id = ${b.brnId} and lane = ${b.lane} and weekday = ${weekday}`);
  const held = await queryRows<{ seat: number }>(
    db,
    sql`select seat from ford_bookings where brn_id = ${b.brnId} and lane = ${b.lane} and slot_start = ${b.slotStart}::timestamptz and status in ('Requested', 'Confirmed')`,
  );
  return openSeats(laneDay?.seats ?? 0, held.map((h) => h.seat));
}

/**
 * Writes a booking into the first seat of its slot no other holds. Two requests for the same seat at once both
 * try it: the partial unique index lets one in and the other writes nothing and tries the next seat, so null
 * means every seat was taken, however close together the requests came.
 */
export async function takeSeat(db: Database, booking: Omit<NewBooking, 'seat'>): Promise<typeof fordBookings.$inferSelect | null> {
  for (const seat of await seatsOf(db, { brnId: booking.brnId, lane: booking.lane, slotStart: booking.slotStart.toISOString() })) {
    const [row] = await db.insert(fordBookings).values({ ...booking, seat }).onConflictDoNothing().returning();
    if (row) return row;
  }
  return null;
}
