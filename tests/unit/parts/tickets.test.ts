import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  assigneesOf,
  CANCEL_REASON_NEEDED,
  COMPLETION_EITHER,
  COMPLETION_NEEDED,
  isOpenStatus,
  NEXT_STATUSES,
  outcomeIssue,
  TICKET_STATUSES,
  transitionRefusal,
  waitedMinutes,
  waitStatistics,
} from '../../../src/domain/parts/tickets';
import { ticketCreateSchema } from '../../../src/domain/parts/ticketsPayloads';

describe('the ticket status table', () => {
  it('moves a ticket forward through the counter, and lets a pull go back to the queue', () => {
    for (const [from, to] of [
      ['Waiting', 'Being pulled'],
      ['Being pulled', 'Ready at counter'],
      ['Ready at counter', 'Completed'],
      ['Being pulled', 'Waiting on order'],
      ['Waiting on order', 'Ready at counter'],
      ['Being pulled', 'Waiting'],
    ] as const) {
      expect(transitionRefusal(from, to)).toBeNull();
    }
  });

  it('refuses a move the table does not list, naming where the ticket can go', () => {
    expect(transitionRefusal('Ready at counter', 'Waiting')).toBe('A ticket that is ready at counter cannot move to Waiting: it can move to Being pulled, Completed, Cancelled.');
    expect(transitionRefusal('Waiting', 'Waiting')).not.toBeNull();
  });

  it('keeps Completed and Cancelled final, and every other status open with a way to close', () => {
    expect(transitionRefusal('Completed', 'Being pulled')).toBe('This ticket is completed: its status no longer changes.');
    expect(transitionRefusal('Cancelled', 'Waiting')).toBe('This ticket is cancelled: its status no longer changes.');
    for (const status of TICKET_STATUSES) {
      const open = !['Completed', 'Cancelled'].includes(status);
      expect(isOpenStatus(status)).toBe(open);
      if (open) expect(NEXT_STATUSES[status]).toEqual(expect.arrayContaining(['Completed', 'Cancelled']));
      expect(NEXT_STATUSES[status]).not.toContain(status);
    }
  });
});

describe('what closing a ticket needs', () => {
  it('completes with an invoice or RO line, or with a no-sale reason, never both nor neither', () => {
    expect(outcomeIssue('Completed', { completionLink: 'P-101-0042' })).toBeNull();
    expect(outcomeIssue('Completed', { noSaleReason: 'Not in stock; went elsewhere' })).toBeNull();
    expect(outcomeIssue('Completed', {})).toEqual({ field: 'completionLink', message: COMPLETION_NEEDED });
    expect(outcomeIssue('Completed', { completionLink: '', noSaleReason: '' })).toEqual({ field: 'completionLink', message: COMPLETION_NEEDED });
    expect(outcomeIssue('Completed', { completionLink: 'P-1', noSaleReason: 'Price' })).toEqual({ field: 'noSaleReason', message: COMPLETION_EITHER });
  });

  it('cancels only with a reason; other statuses need nothing', () => {
    expect(outcomeIssue('Cancelled', {})).toEqual({ field: 'cancelReason', message: CANCEL_REASON_NEEDED });
    expect(outcomeIssue('Cancelled', { cancelReason: 'Duplicate ticket' })).toBeNull();
    expect(outcomeIssue('Being pulled', {})).toBeNull();
  });
});

describe('waits', () => {
  const at = (minutes: number) => Date.UTC(2026, 10, 24, 13, 0) + minutes * 60_000;
  it('counts whole minutes until the ticket first left Waiting, or until now while it waits', () => {
    expect(waitedMinutes(at(0), at(12.9), at(40))).toBe(12);
    expect(waitedMinutes(at(0), null, at(40))).toBe(40);
    expect(waitedMinutes(at(5), null, at(0))).toBe(0);
  });

  it('gives the day’s average and longest wait, leaving out a ticket cancelled before it was served', () => {
    const served = '2026-11-24T13:30:00.000Z';
    const tickets = [
      { status: 'Completed', servedAt: served, waitMinutes: 4 },
      { status: 'Waiting', servedAt: null, waitMinutes: 10 },
      { status: 'Cancelled', servedAt: served, waitMinutes: 25 },
      { status: 'Cancelled', servedAt: null, waitMinutes: 90 },
    ] as const;
    expect(waitStatistics(tickets)).toEqual({ averageWaitMinutes: 13, longestWaitMinutes: 25 });
    expect(waitStatistics([])).toEqual({ averageWaitMinutes: null, longestWaitMinutes: null });
  });
});

describe('a new ticket', () => {
  const issues = (input: unknown) => {
    const result = safeParse(ticketCreateSchema, input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('names a person (first and last name) or a company', () => {
    expect(issues({ brnId: '101', type: 'Counter', firstName: 'Marcus', lastName: 'Thompson' })).toEqual([]);
    expect(issues({ brnId: '101', type: 'Phone', company: 'Peach State Logistics' })).toEqual([]);
    expect(issues({ brnId: '101', type: 'Counter', firstName: 'Marcus' })).toEqual(['firstName: Enter the first and last name, or the company.']);
  });

  it('needs the repair order of a technician’s ticket', () => {
    expect(issues({ brnId: '101', type: 'Technician', firstName: 'Dale', lastName: 'Ruiz' })).toEqual(['slsId: Enter the repair order the technician is working on.']);
  });

  it('keeps blanks as nothing and defaults to one line, no truck down', () => {
    const result = safeParse(ticketCreateSchema, { brnId: '201', type: 'Driver', company: 'Acme', untId: '  ' });
    expect(result.success && result.data).toMatchObject({ untId: null, slsId: null, lines: 1, truckDown: false, note: '' });
  });
});

describe('the "Assigned to" choices', () => {
  it('names each person holding a ticket once, by name, and no one for unassigned tickets', () => {
    const rosa = { id: 7, name: 'Rosa Lee' };
    const luis = { id: 3, name: 'Luis Garcia' };
    expect(assigneesOf([{ assignedTo: rosa }, { assignedTo: null }, { assignedTo: luis }, { assignedTo: rosa }])).toEqual([luis, rosa]);
  });
});
