import { useEffect } from 'react';
import type { BuiltColumns, RowData } from './columns';

const PREWARM_MIN_ROWS = 5_000;
/** Rows indexed per check of the clock; each slice of work stops after PREWARM_BUDGET_MS. */
const PREWARM_BATCH = 200;
const PREWARM_BUDGET_MS = 8;
const PREWARM_DELAY_MS = 300;

/** Builds a long grid's search index in small slices while the page is idle, so the first search is quick. */
export function usePrewarmedSearch<T extends RowData>(built: BuiltColumns<T>, data: readonly T[]) {
  useEffect(() => {
    if (data.length < PREWARM_MIN_ROWS) return;
    let from = 0;
    let handle = 0;
    const step = () => {
      const until = performance.now() + PREWARM_BUDGET_MS;
      while (from < data.length && performance.now() < until) {
        built.prewarmSearch(data, from, from + PREWARM_BATCH);
        from += PREWARM_BATCH;
      }
      if (from < data.length) handle = window.setTimeout(step, 0);
    };
    handle = window.setTimeout(step, PREWARM_DELAY_MS);
    return () => window.clearTimeout(handle);
  }, [built, data]);
}
