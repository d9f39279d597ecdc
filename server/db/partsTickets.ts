import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TICKET_STATUSES, TICKET_TYPES } from '../../src/domain/parts/tickets';
import { staffRecordColumns } from './staffRecord';

/**
 * A ticket of a branch's parts counter queue (/displaytickets): who waits (a walk-in or fleet customer, a
 * technician with a repair order, a phone order, a driver), for what, and where it stands. Its number
 * restarts each New York day at each branch (parts_ticket_numbers hands them out).
 */
export const partsTickets = pgTable(
  'parts_tickets',
  {
    id: serial('id').primaryKey(),
    brnId: text('brn_id').notNull(),
    /** The New York day the ticket was opened on: its number is unique within the branch and day. */
    day: date('day', { mode: 'string' }).notNull(),
    number: integer('number').notNull(),
    type: text('type', { enum: TICKET_TYPES }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    /** The repair order (a technician's) or parts invoice the ticket is for: Excede's SlsId. */
    slsId: text('sls_id'),
    /** The truck: Excede's UntId or the customer's fleet number. */
    untId: text('unt_id'),
    lines: integer('lines').notNull(),
    assignedTo: integer('assigned_to'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('Waiting'),
    truckDown: boolean('truck_down').notNull().default(false),
    note: text('note').notNull().default(''),
    /** What a Completed ticket was sold on: a parts invoice or an RO line (SlsId, or SlsId-line). */
    completionLink: text('completion_link'),
    /** Why a Completed ticket sold nothing: it was recorded as a lost sale too. */
    noSaleReason: text('no_sale_reason'),
    cancelReason: text('cancel_reason'),
    /** When the parts a ticket waits on are expected (New York day), told when it went to Waiting on order. */
    eta: date('eta', { mode: 'string' }),
    ...staffRecordColumns(),
  },
  (t) => [
    uniqueIndex('parts_tickets_number_key').on(t.brnId, t.day, t.number),
    index('parts_tickets_queue_idx').on(t.brnId, t.day, t.status),
  ],
);

/** The last ticket number a branch gave out on a day: its row is locked while the next one is taken. */
export const partsTicketNumbers = pgTable(
  'parts_ticket_numbers',
  {
    brnId: text('brn_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brnId, t.day] })],
);

/** Each status a ticket went through, who moved it and when: the wait statistics read them. */
export const partsTicketTransitions = pgTable(
  'parts_ticket_transitions',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => partsTickets.id, { onDelete: 'cascade' }),
    brnId: text('brn_id').notNull(),
    /** Null when the ticket was opened. */
    fromStatus: text('from_status', { enum: TICKET_STATUSES }),
    toStatus: text('to_status', { enum: TICKET_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: integer('by').notNull(),
  },
  (t) => [index('parts_ticket_transitions_ticket_idx').on(t.ticketId, t.at), index('parts_ticket_transitions_branch_idx').on(t.brnId, t.at)],
);
