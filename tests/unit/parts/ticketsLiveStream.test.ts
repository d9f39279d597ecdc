import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { SSEStreamingApi } from 'hono/streaming';
import { LiveFeed, type FeedEvent } from '../../../server/business/liveFeed';
import { endLiveStreams, streamLive } from '../../../server/business/liveStream';
import { readEvents } from '../../api/parts/serverSentEvents';

const feed = new LiveFeed<string>();
const handlers = {
  start: (stream: SSEStreamingApi) => stream.writeSSE({ event: 'ready', id: feed.lastId, data: '{}' }),
  send: (stream: SSEStreamingApi, event: FeedEvent<string>) => stream.writeSSE({ event: 'change', id: event.id, data: event.data }),
};
const app = new Hono()
  .get('/stream', (c) => streamLive(c, feed, '101', handlers, 100))
  // The board's way: its heartbeat is an event a page sees.
  .get('/board', (c) => streamLive(c, feed, '201', { ...handlers, heartbeat: (stream) => stream.writeSSE({ event: 'board', data: 'still here' }) }, 100));
let server: ServerType;
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('ends its live streams when the server closes, so the close does not wait for them forever', async () => {
  const other = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => other.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/stream`);
  const reader = response.body!.getReader();
  await reader.read();
  const closed = new Promise<void>((resolve) => other.close(() => resolve()));
  endLiveStreams();
  await closed;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
  expect(feed.listenerCount('101')).toBe(0);
});

describe('a live stream over HTTP', () => {
  it('sends each change as it happens, a heartbeat while quiet, and stops following when the client hangs up', async () => {
    const hangUp = new AbortController();
    const response = await fetch(url, { signal: hangUp.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const text = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await text()).toContain('event: ready');
    expect(feed.listenerCount('101')).toBe(1);
    expect(await text()).toBe(': heartbeat\n\n');
    const events = readEvents(new Response(new ReadableStream({ pull: async (c) => c.enqueue((await reader.read()).value) })));
    feed.publish('101', 'ticket 7 ready');
    expect(await events.next((e) => e.event === 'change')).toMatchObject({ data: 'ticket 7 ready' });
    hangUp.abort();
    await expect.poll(() => feed.listenerCount('101'), { timeout: 2_000 }).toBe(0);
  });
});

it('sends the heartbeat a page asks for instead of a comment', async () => {
  const hangUp = new AbortController();
  const events = readEvents(await fetch(url.replace('/stream', '/board'), { signal: hangUp.signal }));
  expect((await events.next()).event).toBe('ready');
  expect(await events.next()).toMatchObject({ event: 'board', data: 'still here' });
  hangUp.abort();
});
