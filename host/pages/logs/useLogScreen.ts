import { useState } from 'react';
import useSWR from 'swr';
import { useGridView } from '../../useGridView';
import { useScreenData } from '../../useScreenData';

/**
 * A log screen's props from the API: its filters (kept here), the answer to them from `path`, the
 * choices of `path/filters` and the user's saved view of the grid (preference `gridKey`).
 */
export function useLogScreen<Answer, Options, Filters>(path: string, search: (filters: Filters) => string, initial: () => Filters, gridKey: string) {
  const [filters, setFilters] = useState(initial);
  const { data, state } = useScreenData<Answer>(`${path}?${search(filters)}`, { keepPreviousData: true });
  const { data: options } = useSWR<Options>(`${path}/filters`);
  const grid = useGridView(gridKey);
  return { data, options, filters, onFiltersChange: setFilters, ...state, view: grid.view, onViewChange: grid.onViewChange };
}
