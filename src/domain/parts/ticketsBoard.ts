import type { TicketStatus } from './tickets';

/**
 * The counter's TV board (/tickets/{brnId}, no sign-in): what anyone in the room may read. A ticket on it is
 * its number, a first name and last initial (or a short company name) and the minutes it has waited: never a
 * price, phone, account, part number, RO or full name. boardTicketOf builds it field by field, so nothing
 * else a ticket holds can reach the board.
 */

/** The board's columns, left to right, and the status each shows. */
export const BOARD_COLUMNS = [
  { id: 'beingPulled', title: 'Being pulled', status: 'Being pulled' },
  { id: 'readyForPickUp', title: 'Ready for pick-up', status: 'Ready at counter' },
  { id: 'waiting', title: 'Waiting', status: 'Waiting' },
] as const satisfies readonly { id: string; title: string; status: TicketStatus }[];
export type BoardColumnId = (typeof BOARD_COLUMNS)[number]['id'];

export interface BoardTicket {
  number: number;
  name: string;
  minutesWaiting: number;
}

export interface Board {
  brnId: string;
  branchName: string;
  serverTime: string;
  columns: Record<BoardColumnId, BoardTicket[]>;
}

/** The longest company name the board shows; longer ones are cut at a word. */
export const BOARD_COMPANY_LENGTH = 16;

/** "Marcus T." from Marcus Thompson; a company cut to BOARD_COMPANY_LENGTH at a word ("Peach State…"). */
export function boardName(person: { firstName: string | null; lastName: string | null; company: string | null }): string {
  const first = person.firstName?.trim().split(/\s+/)[0] ?? '';
  const initial = person.lastName?.trim().charAt(0).toUpperCase() ?? '';
  if (first) return initial ? `${first} ${initial}.` : first;
  return shortCompany(person.company ?? '');
}

function shortCompany(company: string): string {
  const name = company.trim().replace(/\s+/g, ' ');
  if (name.length <= BOARD_COMPANY_LENGTH) return name;
  const cut = name.slice(0, BOARD_COMPANY_LENGTH);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 3 ? cut.slice(0, atWord) : cut).replace(/[\s,.&-]+$/, '')}…`;
}

/** What the board shows of one ticket, and nothing else. */
export function boardTicketOf(
  ticket: { number: number; firstName: string | null; lastName: string | null; company: string | null; openedAt: number },
  now: number,
): BoardTicket {
  return { number: ticket.number, name: boardName(ticket), minutesWaiting: Math.max(0, Math.floor((now - ticket.openedAt) / 60_000)) };
}

/** The board's columns of a branch's tickets of today, each oldest first. */
export function boardColumnsOf(
  tickets: readonly { number: number; status: TicketStatus; firstName: string | null; lastName: string | null; company: string | null; openedAt: number }[],
  now: number,
): Board['columns'] {
  const ordered = [...tickets].sort((a, b) => a.openedAt - b.openedAt || a.number - b.number);
  const columnOf = (status: TicketStatus) => ordered.filter((t) => t.status === status).map((t) => boardTicketOf(t, now));
  return Object.fromEntries(BOARD_COLUMNS.map((column) => [column.id, columnOf(column.status)])) as Board['columns'];
}
