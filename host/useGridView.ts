import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { DataTableView } from '../src/ui/DataTable/DataTable';
import { api } from './api/client';

const SAVE_DELAY_MS = 600;

/**
 * A grid's view saved per user (GET/POST /api/user/preference, key like 'grid.suggestions'). The
 * grid is controlled by the cached value, which follows each change at once; saves are debounced.
 */
export function useGridView(key: string) {
  const path = `user/preference?key=${encodeURIComponent(key)}`;
  const { data, mutate, isLoading } = useSWR<{ content: { key: string; value: Partial<DataTableView> | null } }>(path);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onViewChange = (view: DataTableView) => {
    void mutate({ content: { key, value: view } }, { revalidate: false });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      api.post('user/preference', { json: { key, value: view } }).catch((error: unknown) => console.error('saving the view failed', error));
    }, SAVE_DELAY_MS);
  };
  return { view: data?.content.value ?? undefined, isLoading, onViewChange };
}
