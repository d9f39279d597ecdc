import { assigneesOf, TICKET_STATUSES, type Ticket, type TicketQueue, type TicketStatus } from '../../../src/domain/parts/tickets';
import { DEMO_NOW } from '../../../src/demo/now';
import { ticketDetail } from './ticketStatusData';

const minutesAgo = (minutes: number) => new Date(DEMO_NOW.getTime() - minutes * 60_000).toISOString();

const NAMES = [
  ['Luis', 'Ortega', null],
  [null, null, 'Gwinnett Paving Co'],
  ['Ashley', 'Brooks', null],
  ['Dwayne', 'Harris', null],
  [null, null, 'Southern Haulers'],
  ['Kim', 'Nguyen', null],
] as const;
const TYPES = ['Counter', 'Technician', 'Phone', 'Driver'] as const;
const STATUSES: TicketStatus[] = ['Waiting', 'Waiting', 'Being pulled', 'Waiting on order', 'Ready at counter', 'Waiting', 'Completed', 'Cancelled'];

/** Norcross's ticket `number` of the demo's morning, opened `openedAgo` minutes before the stories' now. */
export function queueTicket(number: number, openedAgo: number, status: TicketStatus = 'Waiting', overrides: Partial<Ticket> = {}): Ticket {
  const [firstName, lastName, company] = NAMES[number % NAMES.length]!;
  const servedAgo = status === 'Waiting' || status === 'Cancelled' ? null : Math.max(0, openedAgo - 4 - (number % 9));
  const { transitions: _, ...ticket } = ticketDetail(status, {
    id: 5000 + number,
    number,
    type: TYPES[number % TYPES.length]!,
    firstName,
    lastName,
    company,
    customer: company ?? `${firstName} ${lastName}`,
    slsId: number % 4 === 1 ? `R-${41000 + number}` : number % 3 === 0 ? `P-${55000 + number}` : null,
    untId: number % 2 ? `FL-${2200 + number}` : null,
    lines: 1 + (number % 5),
    truckDown: number % 7 === 3,
    note: '',
    createdAt: minutesAgo(openedAgo),
    servedAt: servedAgo === null ? null : minutesAgo(servedAgo),
    waitMinutes: openedAgo - (servedAgo ?? 0),
    ...overrides,
  });
  return ticket;
}

/** The branch's queue of today as GET /api/parts/tickets answers it. */
export function queueOf(tickets: Ticket[], longWaitMinutes = 15): TicketQueue {
  const waits = tickets.filter((t) => t.status !== 'Cancelled').map((t) => t.waitMinutes);
  return {
    brnId: '101',
    day: '2026-11-20',
    serverTime: DEMO_NOW.toISOString(),
    tickets,
    counts: Object.fromEntries(TICKET_STATUSES.map((s) => [s, tickets.filter((t) => t.status === s).length])) as TicketQueue['counts'],
    assignees: assigneesOf(tickets),
    averageWaitMinutes: waits.length ? Math.round(waits.reduce((a, b) => a + b, 0) / waits.length) : null,
    longestWaitMinutes: waits.length ? Math.max(...waits) : null,
    longWaitMinutes,
  };
}

/** A morning at the counter: every status, one long wait, a truck down. */
export const morningQueue = (): TicketQueue =>
  queueOf([
    queueTicket(1, 95, 'Completed'),
    queueTicket(2, 70, 'Cancelled'),
    queueTicket(3, 52, 'Being pulled', { assignedTo: { id: 7, name: 'Pat Parts' } }),
    queueTicket(4, 41, 'Waiting on order', { assignedTo: { id: 8, name: 'Dana Counter' } }),
    queueTicket(5, 33, 'Ready at counter', { assignedTo: { id: 7, name: 'Pat Parts' } }),
    queueTicket(6, 22),
    queueTicket(7, 9),
    queueTicket(8, 3),
  ]);

/** A busy day: 80 tickets through every status. */
export const largeQueue = (): TicketQueue =>
  queueOf(Array.from({ length: 80 }, (_, i) => queueTicket(i + 1, 240 - i * 3, STATUSES[i % STATUSES.length], i % 3 ? {} : { assignedTo: { id: 7, name: 'Pat Parts' } })));
