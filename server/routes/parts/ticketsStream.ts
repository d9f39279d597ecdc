import { Hono } from 'hono';
import * as z from 'zod/mini';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import type { SSEStreamingApi } from 'hono/streaming';
import type { TicketEvent } from '../../../src/domain/parts/tickets';
import type { FeedEvent } from '../../business/liveFeed';
import { catchUp, streamLive } from '../../business/liveStream';
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
  const send = (stream: SSEStreamingApi, event: FeedEvent<TicketEvent>) => stream.writeSSE({ event: 'ticket', id: event.id, data: JSON.stringify(event.data) });
  return streamLive(c, ticketFeed, brnId, {
    start: (stream) => catchUp(stream, ticketFeed, brnId, lastEventId, RECONNECT_MS, (event) => send(stream, event)),
    send,
  });
});
