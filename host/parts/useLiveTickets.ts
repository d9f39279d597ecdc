import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Ticket, TicketQueue } from '../../src/domain/parts/tickets';
import { openBranchStream } from '../branchStream';
import { followStream } from './followStream';

/** Whether the screen hears the branch's changes as they happen, or is getting its stream back. */
export type LiveState = 'live' | 'reconnecting';

/** The queue with one ticket as it now is (a new one goes at the end, as the list is oldest first). */
const withTicket = (queue: TicketQueue, ticket: Ticket): TicketQueue => ({
  ...queue,
  tickets: queue.tickets.some((t) => t.id === ticket.id) ? queue.tickets.map((t) => (t.id === ticket.id ? ticket : t)) : [...queue.tickets, ticket],
});

/**
 * A branch's queue of today, live: GET /api/parts/tickets (with the screen's filters), then the branch's stream
 * read with fetch and the session's token. Each ticket event shows at once and the list is read again for its
 * counts and filters; 'resync' (the server lost what this screen missed) reads it again too. A stream that
 * fails or ends is opened again after 1, 2, 4 … 15 s, sending the last event's id so nothing is missed.
 */
export function useLiveTickets(brnId: string, filters: string) {
  const key = brnId ? `parts/tickets?${new URLSearchParams({ brnId, ...Object.fromEntries(new URLSearchParams(filters)) }).toString()}` : null;
  const list = useSWR<TicketQueue, Error>(key, { shouldRetryOnError: false });
  const [live, setLive] = useState<LiveState>('reconnecting');
  const { mutate } = list;

  useEffect(() => {
    if (!brnId) return;
    const stop = new AbortController();
    followStream({
      open: openBranchStream('parts/tickets/stream', brnId),
      onEvent: (event) => {
        if (event.event === 'ticket') void mutate((queue) => queue && withTicket(queue, (JSON.parse(event.data) as { ticket: Ticket }).ticket));
        else if (event.event === 'resync' || event.event === 'ready') void mutate();
      },
      onLive: (on) => setLive(on ? 'live' : 'reconnecting'),
      signal: stop.signal,
    });
    return () => stop.abort();
  }, [brnId, mutate]);

  return { ...list, live };
}
