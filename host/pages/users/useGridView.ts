import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { DataTableView } from '../../../src/ui/DataTable/DataTable';
import { api } from '../../api/client';

const SAVE_DELAY_MS = 800;

/** A grid's view saved per user (GET/POST /api/user/preference), written a moment after the last change. */
export function useGridView(key: string) {
  const { data, isLoading } = useSWR<{ content: { value: Partial<DataTableView> | null } }>(`user/preference?key=${encodeURIComponent(key)}`);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onViewChange = (view: DataTableView) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      api.post('user/preference', { json: { key, value: view } }).catch((error: unknown) => console.error('saving the grid view failed', error));
    }, SAVE_DELAY_MS);
  };
  return { view: data?.content.value ?? undefined, isLoading, onViewChange };
}
