import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Ticket, TicketQueue } from '../../src/domain/parts/tickets';
import { api } from '../api/client';
import { serverSentEventReader } from './serverSentEvents';

/** Whether the screen hears the branch's changes as they happen, or is getting its stream back. */
export type LiveState = 'live' | 'reconnecting';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 15_000;

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
    let lastEventId: string | null = null;
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = async () => {
      try {
        const response = await api.get('parts/tickets/stream', {
          searchParams: { brnId },
          headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
          signal: stop.signal,
          timeout: false,
        });
        const body = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        const read = serverSentEventReader();
        setLive('live');
        retryMs = FIRST_RETRY_MS;
        for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
          for (const event of read(chunk.value)) {
            if (event.id) lastEventId = event.id;
            if (event.event === 'ticket') void mutate((queue) => queue && withTicket(queue, (JSON.parse(event.data) as { ticket: Ticket }).ticket));
            else if (event.event === 'resync' || event.event === 'ready') void mutate();
          }
        }
      } catch {
        // A failed or refused stream is tried again below, like one that ended.
      }
      if (stop.signal.aborted) return;
      setLive('reconnecting');
      timer = setTimeout(() => void follow(), retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    };
    void follow();
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [brnId, mutate]);

  return { ...list, live };
}
