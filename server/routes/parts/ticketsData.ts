import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerOf, NEXT_STATUSES, waitedMinutes, type Ticket, type TicketEvent, type TicketTransition } from '../../../src/domain/parts/tickets';
import { LiveFeed } from '../../business/liveFeed';
import type { Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { partsTickets, partsTicketTransitions } from '../../db/partsTickets';
import { users } from '../../db/schema';
import { businessDayOf } from '../../db/businessDay';

/** Today in New York, as the database sees it: the day tickets are numbered and listed by. */
export const TODAY = sql`${businessDayOf(sql`now()`)}`;

/** How soon a live screen's EventSource tries again after losing its stream (a restart): within the 2 s a change may take. */
export const RECONNECT_MS = 1_000;

/** Every change to a ticket, by branch: the waiting lists and boards of that branch follow it. */
export const ticketFeed = new LiveFeed<TicketEvent>();

export const TICKET_NOT_FOUND = 'That ticket does not exist.';
/** A ticket as its changes name it (server/business/recordChange.ts). */
export const TICKET = { table: partsTickets, entity: 'parts ticket', branchOf: (row: { brnId: string }) => row.brnId, notFound: TICKET_NOT_FOUND };

const assignee = alias(users, 'assignee');
const maker = alias(users, 'maker');
/** When a ticket first left Waiting: the end of its wait. */
const servedAt = sql<Date | string | null>`(select min(x.at) from parts_ticket_transitions x where x.ticket_id = ${partsTickets.id} and x.from_status = 'Waiting')`;

/** Tickets as the waiting list shows them, oldest first. */
export async function ticketsWhere(db: Database, where: SQL | undefined): Promise<Ticket[]> {
  const rows = await db
    .select({ t: partsTickets, assigneeName: assignee.name, makerName: maker.name, servedAt, now: sql<Date | string>`now()` })
    .from(partsTickets)
    .leftJoin(assignee, eq(assignee.id, partsTickets.assignedTo))
    .innerJoin(maker, eq(maker.id, partsTickets.createdBy))
    .where(where)
    .orderBy(asc(partsTickets.createdAt), asc(partsTickets.id));
  return rows.map(({ t, assigneeName, makerName, servedAt: served, now }) => ({
    id: t.id,
    version: t.version,
    brnId: t.brnId,
    day: t.day,
    number: t.number,
    type: t.type,
    firstName: t.firstName,
    lastName: t.lastName,
    company: t.company,
    customer: customerOf(t),
    slsId: t.slsId,
    untId: t.untId,
    lines: t.lines,
    assignedTo: t.assignedTo === null ? null : { id: t.assignedTo, name: assigneeName ?? '' },
    status: t.status,
    truckDown: t.truckDown,
    note: t.note,
    completionLink: t.completionLink,
    noSaleReason: t.noSaleReason,
    cancelReason: t.cancelReason,
    eta: t.eta,
    createdAt: isoTime(t.createdAt),
    createdBy: makerName,
    servedAt: isoTime(served),
    waitMinutes: waitedMinutes(t.createdAt.getTime(), served === null ? null : new Date(served).getTime(), new Date(now).getTime()),
    nextStatuses: NEXT_STATUSES[t.status],
  }));
}

export async function ticketById(db: Database, id: number): Promise<Ticket | undefined> {
  const [ticket] = await ticketsWhere(db, eq(partsTickets.id, id));
  return ticket;
}

/** A branch's tickets of today. */
export const todayAt = (brnId: string): SQL => and(eq(partsTickets.brnId, brnId), sql`${partsTickets.day} = ${TODAY}`)!;

export async function transitionsOf(db: Database, ticketId: number): Promise<TicketTransition[]> {
  const rows = await db
    .select({ x: partsTicketTransitions, by: users.name })
    .from(partsTicketTransitions)
    .innerJoin(users, eq(users.id, partsTicketTransitions.by))
    .where(eq(partsTicketTransitions.ticketId, ticketId))
    .orderBy(asc(partsTicketTransitions.at), asc(partsTicketTransitions.id));
  return rows.map(({ x, by }) => ({ from: x.fromStatus, to: x.toStatus, at: isoTime(x.at), by }));
}

/** Tells every screen following the ticket's branch how the ticket now is. */
export async function announce(db: Database, id: number): Promise<Ticket> {
  const ticket = (await ticketById(db, id))!;
  ticketFeed.publish(ticket.brnId, { ticket });
  return ticket;
}
