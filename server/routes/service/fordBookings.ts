import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { addDays } from '../../../src/domain/businessDays';
import { instantOf } from '../../../src/domain/service/availability';
import {
  bookingDayQuerySchema,
  bookingSchema,
  canReschedule,
  confirmationNumber,
  moveRefusal,
  rescheduleSchema,
  roLinkSchema,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  statusChangeSchema,
  type FordBooking,
} from '../../../src/domain/service/fordBooking';
import { audit, actorOf } from '../../audit';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { changeRecord, staffMemberOf } from '../../business/recordChange';
import { queryRows, type Database } from '../../db/database';
import { fordBookings } from '../../db/fordBookings';
import { isoTime } from '../../db/isoTime';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { checkSlot, seatsOf, takeSeat } from './fordBookingData';

const BOOKING = { table: fordBookings, entity: 'ford booking', notFound: 'That booking does not exist.', branchOf: (b: { brnId: string }) => b.brnId };

const COLUMNS = sql`id, version, confirmation, brn_id as "brnId", lane, slot_start as "slotStart", status, source, name, company, phone, email, text_consent as "textConsent",
  vin, year, model, unit_no as "unitNo", mileage, services, visit, notes, sls_id as "slsId", updated_at as "updatedAt"`;
type Raw = Omit<FordBooking, 'slotStart' | 'updatedAt'> & { slotStart: Date | string; updatedAt: Date | string };
const answerOf = (r: Raw): FordBooking => ({ ...r, slotStart: isoTime(r.slotStart), updatedAt: isoTime(r.updatedAt) });

async function bookingOf(c: AppContext, db: Database, id: number): Promise<FordBooking> {
  const [row] = await queryRows<Raw>(db, sql`select ${COLUMNS} from ford_bookings where id = ${id}`);
  if (!row) fail(404, BOOKING.notFound);
  branchScope(c, [row.brnId]);
  return answerOf(row);
}

/** A time a booking moves to: offered (400 naming slotStart) and with a seat left (409). */
async function refuseSlot(db: Database, b: { brnId: string; lane: FordBooking['lane']; slotStart: string }, except?: number) {
  const slot = await checkSlot(db, b, Date.now(), except);
  if (slot === 'not offered') badRequest([{ field: 'slotStart', message: SLOT_UNAVAILABLE_MESSAGE }]);
  if (slot === 'taken') fail(409, SLOT_TAKEN_MESSAGE);
}

type BookingRow = typeof fordBookings.$inferSelect;

/** One change of a booking as of the version staff saw, in a transaction, answered with the booking as it now is. */
async function changeBooking(
  c: AppContext,
  action: string,
  version: number,
  change: (b: BookingRow, tx: Database) => Partial<BookingRow> | Promise<Partial<BookingRow>>,
) {
  const { db } = c.var.deps;
  const id = idParam(c, 'a booking');
  await db.transaction((tx) => changeRecord(c, tx as unknown as Database, { ...BOOKING, action, id, version, change: (b) => change(b, tx as unknown as Database) }));
  return c.json(await bookingOf(c, db, id));
}

/**
 * The Ford appointment book (/serviceSchedulerFord): a branch's day of requests and bookings with the week's load,
 * one booking, and what staff do with it: record one at the drive, move it on (confirm, arrived, no-show,
 * cancelled, completed), move it to another time, and link the Excede RO it became. Each change names its
 * version and is audited; a booking of a branch the user lacks is a 403.
 */
export const fordBookingRoutes = new Hono<AppEnv>()
  .get('/service/ford-bookings', guard('GET /service/ford-bookings'), async (c) => {
    const { db } = c.var.deps;
    const q = parseWith(bookingDayQuerySchema, c.req.query());
    branchScope(c, [q.brnId]);
    const rows = await queryRows<Raw>(
      db,
      sql`select ${COLUMNS} from ford_bookings where brn_id = ${q.brnId} and slot_start >= ${new Date(instantOf(q.day, '00:00')).toISOString()}::timestamptz
            and slot_start < ${new Date(instantOf(addDays(q.day, 1), '00:00')).toISOString()}::timestamptz order by slot_start, lane, id`,
    );
    const week = await queryRows<{ day: string; lane: string; bookings: number }>(
      db,
      sql`select (slot_start at time zone 'America/New_York')::date::text as day, lane, count(*)::int as bookings from ford_bookings
           where brn_id = ${q.brnId} and status not in ('Cancelled', 'No-show')
             and slot_start >= ${new Date(instantOf(q.day, '00:00')).toISOString()}::timestamptz and slot_start < ${new Date(instantOf(addDays(q.day, 7), '00:00')).toISOString()}::timestamptz
           group by 1, 2 order by 1, 2`,
    );
    return c.json({ bookings: rows.map(answerOf), week });
  })
  .get('/service/ford-bookings/:id', guard('GET /service/ford-bookings/:id'), async (c) => c.json(await bookingOf(c, c.var.deps.db, idParam(c, 'a booking'))))
  .post('/service/ford-bookings', guard('POST /service/ford-bookings'), async (c) => {
    const { db } = c.var.deps;
    const { website: _honeypot, slotStart, ...values } = await readJson(c, bookingSchema);
    branchScope(c, [values.brnId]);
    await refuseSlot(db, { ...values, slotStart });
    const me = staffMemberOf(c);
    const row = await takeSeat(db, { ...values, slotStart: new Date(slotStart), confirmation: confirmationNumber(randomBytes(7)), source: 'Staff', status: 'Confirmed', createdBy: me, updatedBy: me });
    if (!row) fail(409, SLOT_TAKEN_MESSAGE);
    await audit(db, { action: 'ford-booking.create', ...actorOf(c), entity: BOOKING.entity, entityId: row.id, after: row });
    return c.json(await bookingOf(c, db, row.id), 201);
  })
  .post('/service/ford-bookings/:id/status', guard('POST /service/ford-bookings/:id/status'), async (c) => {
    const { status, ...seen } = await readJson(c, statusChangeSchema);
    return changeBooking(c, 'ford-booking.status', seen.version, (b) => {
      const refusal = moveRefusal(b.status, status);
      if (refusal) fail(409, refusal);
      return { status };
    });
  })
  .post('/service/ford-bookings/:id/reschedule', guard('POST /service/ford-bookings/:id/reschedule'), async (c) => {
    const { version, lane, slotStart } = await readJson(c, rescheduleSchema);
    return changeBooking(c, 'ford-booking.reschedule', version, async (b, tx) => {
      if (!canReschedule(b.status)) fail(409, `A booking that is ${b.status} keeps its time.`);
      await refuseSlot(tx, { brnId: b.brnId, lane, slotStart }, b.id);
      const [seat] = await seatsOf(tx, { brnId: b.brnId, lane, slotStart });
      if (seat === undefined) fail(409, SLOT_TAKEN_MESSAGE);
      return { lane, slotStart: new Date(slotStart), seat };
    });
  })
  .post('/service/ford-bookings/:id/ro', guard('POST /service/ford-bookings/:id/ro'), async (c) => {
    const { version, slsId } = await readJson(c, roLinkSchema);
    return changeBooking(c, 'ford-booking.ro', version, async (b, tx) => {
      const refusal = moveRefusal(b.status, 'RO opened');
      if (refusal) fail(409, refusal);
      const [ro] = await queryRows<{ brnId: string }>(tx, sql`select brn_id as "brnId" from excede_repair_orders where sls_id = ${slsId}`);
      if (!ro || ro.brnId !== b.brnId) badRequest([{ field: 'slsId', message: `No RO ${slsId} of branch ${b.brnId} in Excede.` }]);
      return { status: 'RO opened' as const, slsId };
    });
  });
