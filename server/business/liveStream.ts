import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { FeedEvent, LiveFeed } from './liveFeed';

/** How to end each stream still open: a server closing ends them, as it waits for its connections to end. */
const open = new Set<() => void>();

/** Ends every live stream of this process (their clients reconnect, to the next server). */
export function endLiveStreams(): void {
  for (const stop of open) stop();
}

/** A comment every 15 s keeps proxies from closing a quiet stream and lets the client see the server is there. */
export const HEARTBEAT_MS = 15_000;

/**
 * A server-sent events answer that follows one channel of a feed: `start` writes what the client needs first
 * (what it missed, or the whole picture, read from the feed before its first await), then `send` writes each later event in order, with a heartbeat
 * whenever the channel is quiet: a comment, or what `heartbeat` writes (an EventSource never shows a comment to
 * its page, so a page that must know the server is there wants an event). It stops following when the client goes away.
 */
export function streamLive<T>(
  c: Context,
  feed: LiveFeed<T>,
  channel: string,
  handlers: {
    start: (stream: SSEStreamingApi) => Promise<void>;
    send: (stream: SSEStreamingApi, event: FeedEvent<T>) => Promise<void>;
    heartbeat?: (stream: SSEStreamingApi) => Promise<void>;
  },
  heartbeatMs = HEARTBEAT_MS,
): Response {
  return streamSSE(c, async (stream) => {
    const waiting: FeedEvent<T>[] = [];
    let wake: (() => void) | null = null;
    let gone = false;
    const stop = () => {
      gone = true;
      wake?.();
    };
    // Followed before the start is written, so nothing published meanwhile is missed; what start covered is skipped.
    const unsubscribe = feed.subscribe(channel, (event) => {
      waiting.push(event);
      wake?.();
    });
    open.add(stop);
    stream.onAbort(stop);
    c.req.raw.signal.addEventListener('abort', stop);
    try {
      // Start runs at once from here: what it reads of the feed before its first await is up to `sent`.
      let sent = feed.lastSeq;
      await handlers.start(stream);
      while (!gone) {
        for (let event = waiting.shift(); event && !gone; event = waiting.shift()) {
          if (event.seq <= sent) continue;
          await handlers.send(stream, event);
          sent = event.seq;
        }
        if (gone) break;
        const quiet = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), heartbeatMs);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
          if (waiting.length || gone) wake();
        });
        wake = null;
        if (quiet) await (handlers.heartbeat ? handlers.heartbeat(stream) : stream.write(': heartbeat\n\n'));
      }
    } finally {
      open.delete(stop);
      unsubscribe();
      c.req.raw.signal.removeEventListener('abort', stop);
    }
  });
}

/**
 * What a live stream writes first: 'ready' to a new client (it fetches the whole picture), what a client that
 * reconnects with Last-Event-ID missed, or 'resync' (fetch again) when that is no longer kept.
 */
export async function catchUp<T>(
  stream: SSEStreamingApi,
  feed: LiveFeed<T>,
  channel: string,
  lastEventId: string | undefined,
  retryMs: number,
  write: (event: FeedEvent<T>) => Promise<void>,
): Promise<void> {
  const missed = lastEventId ? feed.since(channel, lastEventId) : 'ready';
  if (typeof missed === 'string') {
    await stream.writeSSE({ event: missed, id: feed.lastId, retry: retryMs, data: '{}' });
    return;
  }
  for (const event of missed) await write(event);
}
