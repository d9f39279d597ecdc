import { describe, expect, it } from 'vitest';
import { BOARD_COMPANY_LENGTH, boardColumnsOf, boardName, boardTicketOf } from '../../../src/domain/parts/ticketsBoard';
import { TICKET_STATUSES } from '../../../src/domain/parts/tickets';

const NOW = Date.UTC(2026, 10, 24, 14, 0);
const FIRST = ['Marcus', 'Ana María', 'Jo', 'Li', 'Dwayne', 'Ëlla', 'Q'];
const LAST = ['Thompson', 'de la Cruz', 'Ng', 'O’Brien', 'Smith-Jones', 'X', 'Washington'];

describe('the board’s projection of a ticket', () => {
  it('shows a first name and last initial, or a short company name', () => {
    expect(boardName({ firstName: 'Marcus', lastName: 'Thompson', company: 'Peach State Logistics' })).toBe('Marcus T.');
    expect(boardName({ firstName: 'Ana María', lastName: 'de la Cruz', company: null })).toBe('Ana D.');
    expect(boardName({ firstName: null, lastName: null, company: 'Peach State Logistics LLC' })).toBe('Peach State…');
    expect(boardName({ firstName: null, lastName: null, company: 'Acme' })).toBe('Acme');
  });

  it('can never carry a full name: no last name whole, no second word of a first name, nothing but three fields', () => {
    for (const first of FIRST) {
      for (const last of LAST) {
        const ticket = boardTicketOf({ number: 7, firstName: first, lastName: last, company: 'Southern Freight Lines Inc', openedAt: NOW - 90_000 }, NOW);
        expect(Object.keys(ticket).sort()).toEqual(['minutesWaiting', 'name', 'number']);
        const shown = JSON.stringify(ticket);
        // A one-letter last name is its own initial.
        if (last.length > 1) expect(shown).not.toContain(last);
        if (last.length > 1) expect(shown).not.toContain(`${first} ${last}`);
        expect(ticket.name).toMatch(/^\S+( \S\.)?$/u);
        expect(shown).not.toContain('Southern Freight');
      }
    }
  });

  it('cuts every company name to the board’s length', () => {
    for (const company of ['A', 'Gwinnett County Public Schools Fleet', 'Supercalifragilisticexpialidocious Hauling']) {
      expect(boardName({ firstName: null, lastName: null, company }).length).toBeLessThanOrEqual(BOARD_COMPANY_LENGTH + 1);
    }
  });
});

describe('the board’s columns', () => {
  it('puts Being pulled, Ready at counter and Waiting tickets in their columns, oldest first, with minutes waiting', () => {
    const tickets = TICKET_STATUSES.map((status, i) => ({ number: i + 1, status, firstName: 'Pat', lastName: 'Lee', company: null, openedAt: NOW - (10 - i) * 60_000 }));
    tickets.push({ number: 9, status: 'Waiting', firstName: 'Early', lastName: 'Bird', company: null, openedAt: NOW - 30 * 60_000 });
    const columns = boardColumnsOf(tickets, NOW);
    expect(columns.waiting.map((t) => [t.number, t.minutesWaiting])).toEqual([
      [9, 30],
      [1, 10],
    ]);
    expect(columns.beingPulled.map((t) => t.number)).toEqual([2]);
    expect(columns.readyForPickUp.map((t) => t.number)).toEqual([4]);
  });
});
