import type { FieldIssue } from '../validation';

/**
 * The parts counter's waiting list (/displaytickets, /UpdateTicketStatus, the board /tickets/{brnId}): one
 * queue per branch of everyone waiting for parts, numbered from 1 each New York day at each branch.
 */

export const TICKET_TYPES = ['Counter', 'Technician', 'Phone', 'Driver'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_STATUSES = ['Waiting', 'Being pulled', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * The one table of where a ticket may go from each status. A ticket is pulled, may wait on an order, is
 * ready at the counter and is completed; a pull can be put back in the queue, and a customer who leaves
 * may be completed with "no sale" from any open status. Completed and Cancelled are final.
 */
export const NEXT_STATUSES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  Waiting: ['Being pulled', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled'],
  'Being pulled': ['Waiting', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled'],
  'Waiting on order': ['Being pulled', 'Ready at counter', 'Completed', 'Cancelled'],
  'Ready at counter': ['Being pulled', 'Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

export const isOpenStatus = (status: TicketStatus): boolean => NEXT_STATUSES[status].length > 0;

/** Why a ticket cannot move from one status to another (a 409: someone moved it first, or the order is wrong), or null. */
export function transitionRefusal(from: TicketStatus, to: TicketStatus): string | null {
  if (NEXT_STATUSES[from].includes(to)) return null;
  if (!isOpenStatus(from)) return `This ticket is ${from.toLowerCase()}: its status no longer changes.`;
  return `A ticket that is ${from.toLowerCase()} cannot move to ${to}: it can move to ${NEXT_STATUSES[from].join(', ')}.`;
}

/** What closing a ticket says about its outcome. */
export interface Outcome {
  completionLink?: string | null | undefined;
  noSaleReason?: string | null | undefined;
  cancelReason?: string | null | undefined;
}

export const COMPLETION_NEEDED = 'Link the invoice or RO line the parts went out on, or say why there was no sale.';
export const COMPLETION_EITHER = 'A completed ticket has either an invoice or RO line or a no-sale reason, not both.';
export const CANCEL_REASON_NEEDED = 'Say why the ticket is cancelled.';

/**
 * The field a status change lacks (a 400 naming it), or null: Completed needs the invoice or RO line it was
 * sold on or a "no sale" reason (which records a lost sale), and Cancelled a reason.
 */
export function outcomeIssue(to: TicketStatus, outcome: Outcome): FieldIssue | null {
  const link = Boolean(outcome.completionLink);
  const noSale = Boolean(outcome.noSaleReason);
  if (to === 'Completed' && !link && !noSale) return { field: 'completionLink', message: COMPLETION_NEEDED };
  if (to === 'Completed' && link && noSale) return { field: 'noSaleReason', message: COMPLETION_EITHER };
  if (to === 'Cancelled' && !outcome.cancelReason) return { field: 'cancelReason', message: CANCEL_REASON_NEEDED };
  return null;
}

/** Excede's COLOOKUP code of an open repair order (645 and 753 are invoiced): a technician's ticket needs one. */
export const OPEN_REPAIR_ORDER_STATUS = '644';
export const OPEN_RO_NEEDED = 'A technician’s ticket needs an open repair order of this branch.';

/** A waiting customer as staff see them: the full name, or the company. */
export const customerOf = (t: { firstName: string | null; lastName: string | null; company: string | null }): string =>
  [t.firstName, t.lastName].filter(Boolean).join(' ') || (t.company ?? '');

/**
 * How long a ticket waited to be served, in whole minutes: from its opening until it first left Waiting, or
 * until now while it still waits.
 */
export function waitedMinutes(openedAt: number, leftWaitingAt: number | null, now: number): number {
  return Math.max(0, Math.floor(((leftWaitingAt ?? now) - openedAt) / 60_000));
}

/** A wait longer than this many minutes shows in red, unless staff set another (portal setting 'parts.longWaitMinutes'). */
export const DEFAULT_LONG_WAIT_MINUTES = 15;

/**
 * The day's average and longest wait, in whole minutes, over its tickets (null on a day without any): a ticket
 * cancelled before anyone served it is left out, since it never waited to be served.
 */
export function waitStatistics(tickets: readonly { status: TicketStatus; servedAt: string | null; waitMinutes: number }[]): {
  averageWaitMinutes: number | null;
  longestWaitMinutes: number | null;
} {
  const waits = tickets.filter((t) => t.status !== 'Cancelled' || t.servedAt).map((t) => t.waitMinutes);
  if (!waits.length) return { averageWaitMinutes: null, longestWaitMinutes: null };
  return { averageWaitMinutes: Math.round(waits.reduce((a, b) => a + b, 0) / waits.length), longestWaitMinutes: Math.max(...waits) };
}

/** A ticket as the waiting list and the status screen show it. */
export interface Ticket {
  id: number;
  version: number;
  brnId: string;
  /** The New York day it was opened (YYYY-MM-DD) and its number that day. */
  day: string;
  number: number;
  type: TicketType;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  customer: string;
  slsId: string | null;
  untId: string | null;
  lines: number;
  assignedTo: { id: number; name: string } | null;
  status: TicketStatus;
  truckDown: boolean;
  note: string;
  completionLink: string | null;
  noSaleReason: string | null;
  cancelReason: string | null;
  /** When the parts are expected (YYYY-MM-DD), while the ticket is Waiting on order and if someone said. */
  eta: string | null;
  createdAt: string;
  createdBy: string;
  /** When it first left Waiting; null while it waits. */
  servedAt: string | null;
  waitMinutes: number;
  /** Where it may go next (NEXT_STATUSES). */
  nextStatuses: readonly TicketStatus[];
}

export interface TicketTransition {
  from: TicketStatus | null;
  to: TicketStatus;
  at: string;
  by: string;
}

export interface TicketDetail extends Ticket {
  transitions: TicketTransition[];
}

/** GET /api/parts/tickets: a branch's tickets of today with the day's figures. */
export interface TicketQueue {
  brnId: string;
  day: string;
  serverTime: string;
  tickets: Ticket[];
  /** Today's tickets by status (all of them, whatever the filters). */
  counts: Record<TicketStatus, number>;
  /** Who holds any of today's tickets (whatever the filters): the choices of the "Assigned to" filter. */
  assignees: { id: number; name: string }[];
  averageWaitMinutes: number | null;
  longestWaitMinutes: number | null;
  /** Waits over this many minutes show in red (the setting). */
  longWaitMinutes: number;
}

/** What the live stream of a branch's queue sends: a ticket as it now is. */
export interface TicketEvent {
  ticket: Ticket;
}

/** The people today's tickets are assigned to, each once, by name. */
export const assigneesOf = (tickets: readonly Pick<Ticket, 'assignedTo'>[]): TicketQueue['assignees'] =>
  [...new Map(tickets.flatMap((t) => (t.assignedTo ? [[t.assignedTo.id, t.assignedTo] as const] : []))).values()].sort((a, b) => a.name.localeCompare(b.name));
