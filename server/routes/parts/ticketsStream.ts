import { Hono } from 'hono';
import * as z from 'zod/mini';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { streamLive } from '../../business/liveStream';
import { parseWith, type AppEnv } from '../../http';
import { RECONNECT_MS, ticketFeed } from './ticketsData';

const streamQuery = z.object({ brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')) });

/**
 * GET /api/parts/tickets/stream?brnId=: every change to the branch's tickets as server-sent events ('ticket',
 * the ticket as it now is). A new client is sent 'ready' and fetches the list; one that reconnects with
 * Last-Event-ID is sent what it missed, or 'resync' (fetch the list again) when that is no longer kept.
 */
export const ticketStreamRoutes = new Hono<AppEnv>().get('/parts/tickets/stream', guard('GET /parts/tickets/stream'), (c) => {
  const { brnId } = parseWith(streamQuery, c.req.query());
  branchScope(c, [brnId]);
  const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  return streamLive(c, ticketFeed, brnId, {
    start: async (stream) => {
      const missed = lastEventId ? ticketFeed.since(brnId, lastEventId) : 'ready';
      if (typeof missed === 'string') {
        await stream.writeSSE({ event: missed, id: ticketFeed.lastId, retry: RECONNECT_MS, data: '{}' });
        return;
      }
      for (const event of missed) await stream.writeSSE({ event: 'ticket', id: event.id, data: JSON.stringify(event.data) });
    },
    send: (stream, event) => stream.writeSSE({ event: 'ticket', id: event.id, data: JSON.stringify(event.data) }),
  });
});
