import { serverSentEventReader, type ServerSentEvent } from './serverSentEvents';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 15_000;

export interface StreamFollower {
  /** Opens the stream, sending the last event's id when there is one. */
  open: (lastEventId: string | null, signal: AbortSignal) => Promise<Response>;
  onEvent: (event: ServerSentEvent) => void;
  /** True once a stream is open, false while it is being opened again. */
  onLive: (live: boolean) => void;
  signal: AbortSignal;
}

/**
 * Follows a server-sent events stream read with fetch until `signal` aborts: a stream that fails, is refused or
 * ends is opened again after 1, 2, 4 … 15 s (back to 1 s once one opens), with the last event's id, so the
 * server sends what was missed (or 'resync').
 */
export function followStream({ open, onEvent, onLive, signal }: StreamFollower): void {
  let lastEventId: string | null = null;
  let retryMs = FIRST_RETRY_MS;
  const follow = async () => {
    try {
      const response = await open(lastEventId, signal);
      const body = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const read = serverSentEventReader();
      onLive(true);
      retryMs = FIRST_RETRY_MS;
      for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
        for (const event of read(chunk.value)) {
          if (event.id) lastEventId = event.id;
          onEvent(event);
        }
      }
    } catch {
      // A failed or refused stream is opened again below, like one that ended.
    }
    if (signal.aborted) return;
    onLive(false);
    const timer = setTimeout(() => void follow(), retryMs);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };
  void follow();
}
