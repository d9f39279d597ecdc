import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { formatDateTime } from '../../../src/domain/format';
import { bookingSchema, confirmationNumber, SLOT_DAYS, SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE, slotQuerySchema, type BookingValues } from '../../../src/domain/service/fordBooking';
import { audit } from '../../audit';
import { guard } from '../../auth/guard';
import { takeAttempt, type RateLimit } from '../../auth/rateLimit';
import { limitPerAddress, TOO_MANY_REQUESTS } from '../../business/addressLimit';
import { queryRows, type Database } from '../../db/database';
import type { ServerConfig } from '../../config';
import { badRequest, clientIp, fail, parseWith, type AppEnv } from '../../http';
import { sendMail } from '../../mail';
import { checkSlot, slotsOf, takeSeat } from './fordBookingData';

/** A customer books a truck or two: 10 bookings an hour per address, 3 per phone number. */
export const BOOKINGS_PER_ADDRESS: RateLimit = { scope: 'ford-booking.address', max: 10, windowMinutes: 60 };
export const BOOKINGS_PER_PHONE: RateLimit = { scope: 'ford-booking.phone', max: 3, windowMinutes: 60 };

/** The form reads slots as the customer moves between days and lanes. */
const slotReads = limitPerAddress({ capacity: 60, perSecond: 1 });

const digitsOf = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The branches that take bookings: those with lanes. */
async function bookableBranches(db: Database) {
  return queryRows<{ brnId: string; name: string }>(
    db,
    sql`select distinct c.brn_id as "brnId", coalesce(b.name, c.brn_id) as name from ford_lane_capacity c left join branches b on b.code = c.brn_id order by 1`,
  );
}

async function mailConfirmation(db: Database, config: ServerConfig, b: BookingValues, confirmation: string) {
  const [branch] = (await bookableBranches(db)).filter((x) => x.brnId === b.brnId);
  await sendMail(db, config, {
    to: b.email,
    subject: `Your Ford service request ${confirmation}`,
    body: [
      `Thank you${b.name ? `, ${b.name}` : ''}. We have your request for ${b.lane} service at ${branch?.name ?? b.brnId} on ${formatDateTime(b.slotStart)}.`,
      `Your confirmation number is ${confirmation}.`,
      'This is a request: our service desk will confirm the time with you. To change it, call the shop and give the confirmation number.',
    ].join('\n\n'),
  });
}

/**
 * The public Ford booking form's API (/fordServiceScheduler): the branches, the free slots, and a booking.
 * A booking is rate-limited per address before it is read and per phone after; one with the honeypot filled
 * is answered as a success and written nowhere; the answer holds the confirmation number and nothing else.
 */
export const fordBookingPublicRoutes = new Hono<AppEnv>()
  .get('/public/ford/branches', guard('GET /public/ford/branches'), slotReads, async (c) => c.json({ branches: await bookableBranches(c.var.deps.db) }))
  .get('/public/ford/slots', guard('GET /public/ford/slots'), slotReads, async (c) => {
    const q = parseWith(slotQuerySchema, c.req.query());
    const slots = await slotsOf(c.var.deps.db, { ...q, days: SLOT_DAYS, now: Date.now() });
    c.header('Cache-Control', 'no-store');
    return c.json({ slots: slots.map((s) => s.start) });
  })
  .post('/public/ford/bookings', guard('POST /public/ford/bookings'), async (c) => {
    const { db, config } = c.var.deps;
    const tooMany = () => {
      c.header('Retry-After', '3600');
      fail(429, TOO_MANY_REQUESTS);
    };
    if (!(await takeAttempt(db, [[BOOKINGS_PER_ADDRESS, clientIp(c)]]))) tooMany();
    const body: unknown = await c.req.json().catch(() => fail(400, 'The request body must be JSON.'));
    const confirmation = confirmationNumber(randomBytes(7));
    if (typeof body === 'object' && body !== null && 'website' in body && body.website) return c.json({ confirmation }, 201);
    const b = parseWith(bookingSchema, body);
    if (!(await takeAttempt(db, [[BOOKINGS_PER_PHONE, digitsOf(b.phone)]]))) tooMany();
    const now = Date.now();
    const slot = await checkSlot(db, b, now);
    if (slot === 'not offered') badRequest([{ field: 'slotStart', message: SLOT_UNAVAILABLE_MESSAGE }]);
    if (slot === 'taken') fail(409, SLOT_TAKEN_MESSAGE);
    const { website: _honeypot, slotStart, ...values } = b;
    const row = await takeSeat(db, { ...values, slotStart: new Date(slotStart), confirmation, source: 'Online', createdBy: null, updatedBy: null });
    if (!row) fail(409, SLOT_TAKEN_MESSAGE);
    await audit(db, { action: 'ford-booking.request', actorUserId: null, assumedUserId: null, ip: clientIp(c), entity: 'ford booking', entityId: row.id, after: row });
    await mailConfirmation(db, config, b, confirmation);
    c.header('Cache-Control', 'no-store');
    return c.json({ confirmation }, 201);
  });
