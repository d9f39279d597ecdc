import { useEffect, useMemo, useRef, useState } from 'react';
import { answerAtOnce, columnarRowsOf, totalsOfEveryRow } from './columnValues';
import { RowIndex, type RowAnswer, type RowQuery } from './rowQuery';
import { RowWorker } from './rowWorker';
import type { ColumnTotals, DataTableColumn } from './types';

/** From this many rows a grid sorts, filters and searches in its row worker; shorter grids answer at once, here. */
const WORKER_MIN_ROWS = 10_000;

/** What the grid shows: the rows of one answer. */
export interface ShownRows<T> extends Omit<RowAnswer, 'totals'> {
  /** The sum of each summed column over the matching rows (a server's may come as numeric text). */
  totals: ColumnTotals;
  /** The rows the answer's order indexes (the data it was asked of). */
  data: readonly T[];
  /** The answer's query filters or searches (the status then says 'of' how many). */
  filtered: boolean;
}

export interface ClientRows<T> {
  /** The latest answer, the previous one while the row worker works out the next (null in server mode). */
  shown: ShownRows<T> | null;
  /** The row worker is working out the answer to the current view. */
  pending: boolean;
  /** The answer to the current view, once there is one. */
  settled: () => Promise<ShownRows<T>>;
}

type Answered<T> = ShownRows<T> & { key: string; columns: readonly DataTableColumn<T>[] };

const isFiltered = (query: RowQuery) => query.globalFilter.trim() !== '' || query.columnFilters.length > 0;
const asksNothing = (query: RowQuery) => query.sorting.length === 0 && query.columnFilters.length === 0 && query.globalFilter === '';

/**
 * The rows a client grid shows for its view: sorted, filtered, searched and totalled at once on the main
 * thread for short grids. A long grid (from WORKER_MIN_ROWS rows) shows its first rows at once too (in the
 * data's order, or worked out from the columns its view reads) and asks its row worker after that; the
 * previous answer stays shown until the next one comes. `enabled` is false in server mode, where the server
 * answers.
 */
export function useClientRows<T>(data: readonly T[], columns: readonly DataTableColumn<T>[], query: RowQuery, enabled: boolean): ClientRows<T> {
  const long = enabled && data.length >= WORKER_MIN_ROWS;
  // the view's identity changes with every change of the view: the query is keyed by its value
  const key = JSON.stringify([query.sorting, query.columnFilters, query.globalFilter]);
  const asked = useMemo((): RowQuery => {
    const [sorting, columnFilters, globalFilter] = JSON.parse(key) as [RowQuery['sorting'], RowQuery['columnFilters'], string];
    return { sorting, columnFilters, globalFilter };
  }, [key]);
  const needsWorker = long && !asksNothing(asked);

  const index = useMemo(() => (enabled && !long ? new RowIndex(columnarRowsOf(data, columns)) : null), [enabled, long, data, columns]);
  const answeredHere = useMemo(() => (index ? { ...index.query(asked), data, filtered: isFiltered(asked) } : null), [index, asked, data]);
  const everyRow = useMemo(
    () => (long ? { order: null, count: data.length, totals: totalsOfEveryRow(data, columns), data, filtered: false } : null),
    [long, data, columns],
  );

  const worker = useRef<RowWorker | null>(null);
  const asking = useRef<Promise<ShownRows<T> | null> | null>(null);
  const [answered, setAnswered] = useState<Answered<T> | null>(null);
  const [last, setLast] = useState<ShownRows<T> | null>(null);
  let fromWorker = answered && answered.key === key && answered.data === data && answered.columns === columns ? answered : null;
  // A long grid's first rows (a saved view sorts or filters them) are worked out at once, from the columns
  // the query reads, so they show in the first paint; later answers come from the worker.
  if (needsWorker && !fromWorker && !last) {
    fromWorker = { ...answerAtOnce(data, columns, asked), data, filtered: isFiltered(asked), key, columns };
    setAnswered(fromWorker);
  }
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  useEffect(() => {
    if (long) (worker.current ??= new RowWorker()).setRows(data, columns);
    else {
      worker.current?.terminate();
      worker.current = null;
    }
  }, [long, data, columns]);
  const answeredAlready = !!fromWorker;
  useEffect(() => {
    if (!needsWorker || answeredAlready) {
      asking.current = null;
      return;
    }
    let live = true;
    asking.current = worker.current!.ask(asked).then((answer) => {
      // null: new rows came first, and their query follows
      if (!answer) return null;
      const shown = { ...answer, data, filtered: isFiltered(asked) };
      if (live) setAnswered({ ...shown, key, columns });
      return shown;
    });
    return () => {
      live = false;
    };
  }, [needsWorker, answeredAlready, asked, key, data, columns]);

  const current: ShownRows<T> | null = !enabled ? null : (answeredHere ?? (needsWorker ? fromWorker : everyRow));
  // the answer shown last stays while the next is worked out
  if (current && current !== last) setLast(current);
  const shown = useRef<ShownRows<T> | null>(null);
  useEffect(() => {
    shown.current = current ?? last;
  });

  return {
    shown: current ?? (enabled ? last : null),
    pending: enabled && !current,
    settled: async () => {
      // the latest query's answer (one asked before new rows came is followed by theirs), or what is shown
      for (;;) {
        const asked = asking.current;
        if (!asked) return shown.current!;
        const answer = await asked;
        if (answer && asked === asking.current) return answer;
      }
    },
  };
}
