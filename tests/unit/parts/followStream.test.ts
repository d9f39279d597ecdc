import { afterEach, describe, expect, it, vi } from 'vitest';
import { followStream } from '../../../host/parts/followStream';
import type { ServerSentEvent } from '../../../host/parts/serverSentEvents';

/** A stream answer of these chunks that then ends. */
const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
  );

afterEach(() => vi.useRealTimers());

describe('followStream', () => {
  it('hands on events, opens an ended stream again with the last id and backs off 1, 2, 4 s while it fails', async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    const asked: (string | null)[] = [];
    const events: ServerSentEvent[] = [];
    const live: boolean[] = [];
    const answers = [() => streamOf('event: ready\nid: 4\ndata: {}\n\n', 'event: ticket\nid: 5\ndata: {"n":1}\n\n'), () => Promise.reject(new Error('down')), () => Promise.reject(new Error('down'))];
    followStream({
      open: (lastEventId) => {
        asked.push(lastEventId);
        return Promise.resolve(answers[asked.length - 1]?.() ?? streamOf(': heartbeat\n\n'));
      },
      onEvent: (event) => events.push(event),
      onLive: (on) => live.push(on),
      signal: stop.signal,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(events.map((e) => e.event)).toEqual(['ready', 'ticket']);
    expect(live).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toEqual([null, '5']);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([null, '5', '5']);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(asked).toHaveLength(4);
    expect(live.at(-2)).toBe(true);
    stop.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(4);
  });
});
