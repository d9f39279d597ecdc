import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, LANES, VISITS } from '../../src/domain/service/fordBooking';

/** How many bookings each lane of a branch takes at each start time of a weekday (1 Monday … 5 Friday). */
export const fordLaneCapacity = pgTable(
  'ford_lane_capacity',
  {
    brnId: text('brn_id').notNull(),
    lane: text('lane', { enum: LANES }).notNull(),
    weekday: smallint('weekday').notNull(),
    /** Start times, hh:mm New York time. */
    slotTimes: text('slot_times').array().notNull(),
    /** Bays (or vans for Mobile) a start time has. */
    seats: smallint('seats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brnId, t.lane, t.weekday] })],
);

/**
 * A Ford commercial service booking: asked for online (no user: created_by null) or by staff at the drive.
 * While Requested or Confirmed it holds one seat of its slot; the partial unique index lets only one booking
 * hold a seat, so of two requests for the last one the database takes one and refuses the other.
 * A staff record otherwise: versioned and audited on every change.
 */
export const fordBookings = pgTable(
  'ford_bookings',
  {
    id: serial('id').primaryKey(),
    confirmation: text('confirmation').notNull().unique(),
    brnId: text('brn_id').notNull(),
    lane: text('lane', { enum: LANES }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    seat: smallint('seat').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('Requested'),
    /** 'Online' from the public form, 'Staff' from the appointment book. */
    source: text('source', { enum: ['Online', 'Staff'] }).notNull(),
    name: text('name').notNull().default(''),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    textConsent: boolean('text_consent').notNull().default(false),
    vin: text('vin').notNull().default(''),
    year: integer('year'),
    model: text('model').notNull().default(''),
    unitNo: text('unit_no').notNull().default(''),
    mileage: integer('mileage'),
    services: text('services').array().notNull(),
    visit: text('visit', { enum: VISITS }).notNull(),
    notes: text('notes').notNull().default(''),
    /** The Excede RO (SVSLS SlsId) it became. */
    slsId: text('sls_id'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('ford_bookings_seat_idx')
      .on(t.brnId, t.lane, t.slotStart, t.seat)
      .where(sql`${t.status} in ('Requested', 'Confirmed')`),
    index('ford_bookings_day_idx').on(t.brnId, t.slotStart),
  ],
);
