import { useEffect } from 'react';
import useSWR from 'swr';
import type { BoardEntry, BoardView, SchedulerBoard } from '../../src/domain/service/schedulerBoard';
import { openBranchStream } from '../branchStream';
import { followStream } from '../parts/followStream';

/** The board with one entry as it now is, or without it. */
function withEntry(board: SchedulerBoard, id: number, entry: BoardEntry | null): SchedulerBoard {
  const others = board.entries.filter((e) => e.id !== id);
  return { ...board, entries: entry ? [...others, entry] : others };
}

/**
 * A branch's board for a day or week, live: GET /api/service/scheduler, then the branch's stream (fetch with the
 * session's token, opened again after a failure by followStream). Another dispatcher's placed, changed or removed
 * entry shows at once; the board is then read again for the loads, the queue and the capacity.
 */
export function useLiveSchedulerBoard(brnId: string, view: BoardView, day: string) {
  const key = brnId ? `service/scheduler?${new URLSearchParams({ brnId, view, day }).toString()}` : null;
  const board = useSWR<SchedulerBoard, Error>(key, { shouldRetryOnError: false });
  const { mutate } = board;

  useEffect(() => {
    if (!brnId) return;
    const stop = new AbortController();
    followStream({
      open: openBranchStream('service/scheduler/live', brnId),
      onEvent: (event) => {
        if (event.event === 'entry') {
          const entry = JSON.parse(event.data) as BoardEntry;
          void mutate((shown) => shown && withEntry(shown, entry.id, entry), { revalidate: true });
        } else if (event.event === 'removed') {
          const { id } = JSON.parse(event.data) as { id: number };
          void mutate((shown) => shown && withEntry(shown, id, null), { revalidate: true });
        } else if (event.event === 'resync' || event.event === 'ready') void mutate();
      },
      onLive: () => undefined,
      signal: stop.signal,
    });
    return () => stop.abort();
  }, [brnId, mutate]);

  return board;
}
