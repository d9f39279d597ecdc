import { boardColumnsOf, type Board } from '../../../src/domain/parts/ticketsBoard';
import type { TicketStatus } from '../../../src/domain/parts/tickets';

/** 11/24/2026 12:42 PM in New York: the boards' now. */
export const BOARD_NOW = Date.UTC(2026, 10, 24, 17, 42);

/** Who waits at the counter, with the full names and companies the board must never show whole. */
export const WAITING_PEOPLE = [
  { firstName: 'Marcus', lastName: 'Thompson', company: null },
  { firstName: null, lastName: null, company: 'Southeastern Freight Lines' },
  { firstName: 'Rosalind', lastName: 'Fairweather', company: 'Peach State Hauling' },
  { firstName: 'Dwayne', lastName: 'Okafor', company: null },
  { firstName: null, lastName: null, company: 'Gwinnett County Fleet Services' },
  { firstName: 'Lupe', lastName: 'Castellanos', company: null },
  { firstName: 'Bartholomew', lastName: 'Washington-Reyes', company: null },
  { firstName: null, lastName: null, company: 'A&B Towing' },
] as const;

/** A branch's board built by the server's own projection from `counts` tickets per status, one opened every 3 minutes. */
export function ticketBoard(counts: Partial<Record<TicketStatus, number>>, branchName = 'Norcross'): Board {
  const statuses = Object.entries(counts).flatMap(([status, count]) => Array.from({ length: count }, () => status as TicketStatus));
  const tickets = statuses.map((status, i) => ({
    number: i + 1,
    status,
    ...WAITING_PEOPLE[i % WAITING_PEOPLE.length]!,
    openedAt: BOARD_NOW - (statuses.length - i) * 3 * 60_000,
  }));
  return { brnId: '101', branchName, serverTime: new Date(BOARD_NOW).toISOString(), columns: boardColumnsOf(tickets, BOARD_NOW) };
}
