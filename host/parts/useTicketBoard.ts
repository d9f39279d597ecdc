import { useEffect, useState } from 'react';
import type { Board } from '../../src/domain/parts/ticketsBoard';

/** Older than this, the newest board is not to be trusted: the board says it is offline (the stream repeats it every 15 s). */
export const BOARD_STALE_MS = 2 * 60_000;
/** A stream that stays down this long is a server that is gone, not the one-second reconnect of a restart or a proxy. */
export const STREAM_DOWN_MS = 3_000;
/** How long to wait before asking again after a failure the browser does not retry by itself. */
const RETRY_MS = 5_000;

export interface TicketBoardState {
  board: Board | undefined;
  /** The clock, ticking each second, on the server's time (a TV's own clock may be off). */
  now: number;
  isOffline: boolean;
  isNotFound: boolean;
}

interface Heard {
  board: Board | undefined;
  /** When the newest board arrived, by this browser's clock. */
  receivedAt: number | undefined;
  /** The server's clock minus this browser's, as of the newest board. */
  skew: number;
  /** Since when the stream has been down; null while it is up. */
  downSince: number | null;
  isNotFound: boolean;
}

/**
 * The TV board of a branch: its board first by GET, then each change from its server-sent events stream (open, so
 * an EventSource, which reconnects by itself; every event is the whole board, so a reconnect catches up at once).
 * It keeps the last board whatever fails: offline once the stream has been down for a few seconds, or when the newest
 * board is over two minutes old; a 429 is retried after Retry-After; a 404 is the not-found page.
 */
export function useTicketBoard(brnId: string): TicketBoardState {
  const [heard, setHeard] = useState<Heard>({ board: undefined, receivedAt: undefined, skew: 0, downSince: null, isNotFound: false });
  const [clock, setClock] = useState(() => Date.now());

  useEffect(() => {
    const tick = setInterval(() => setClock(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    const path = `/api/parts/board/${encodeURIComponent(brnId)}`;
    let stopped = false;
    let stream: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const show = (board: Board) => {
      const receivedAt = Date.now();
      setHeard({ board, receivedAt, skew: Date.parse(board.serverTime) - receivedAt, downSince: null, isNotFound: false });
    };
    const down = () => setHeard((h) => (h.downSince === null ? { ...h, downSince: Date.now() } : h));
    const again = (ms: number) => {
      if (!stopped) retry = setTimeout(() => void load(), ms);
    };

    const follow = () => {
      stream = new EventSource(`${path}/stream`);
      stream.addEventListener('board', (event) => show(JSON.parse((event as MessageEvent<string>).data) as Board));
      stream.addEventListener('error', () => {
        down();
        // A lost connection the EventSource retries itself; a refusal (429, 404, a proxy's 502) closes it for good.
        if (stream?.readyState === EventSource.CLOSED) again(RETRY_MS);
      });
    };

    async function load() {
      try {
        const answer = await fetch(path, { cache: 'no-store', signal: controller.signal });
        if (answer.status === 404) {
          setHeard((h) => ({ ...h, board: undefined, isNotFound: true }));
          return;
        }
        if (answer.status === 429) {
          again(Math.max(1, Number(answer.headers.get('Retry-After')) || 5) * 1_000);
          return;
        }
        if (!answer.ok) throw new Error(`${answer.status}`);
        show((await answer.json()) as Board);
        if (!stopped) follow();
      } catch {
        if (stopped) return;
        down();
        again(RETRY_MS);
      }
    }

    void load();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(retry);
      stream?.close();
    };
  }, [brnId]);

  const stale = heard.receivedAt !== undefined && clock - heard.receivedAt > BOARD_STALE_MS;
  const streamDown = heard.downSince !== null && clock - heard.downSince >= STREAM_DOWN_MS;
  return { board: heard.board, now: clock + heard.skew, isOffline: !heard.isNotFound && (stale || streamDown), isNotFound: heard.isNotFound };
}
