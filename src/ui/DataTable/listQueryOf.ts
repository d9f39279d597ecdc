import type { ListFilter, ListQuery } from '../../domain/listQuery';
import type { DataTableView, RangeFilter } from './types';

const boundOf = (bound: number | string | undefined) => (bound === undefined ? undefined : String(bound));

/**
 * What a server grid (mode="server") shows, as the list protocol's query (src/domain/listQuery.ts):
 * the page (from 1 there), its size, the sort keys, the search and each column's filter. The host adds
 * the branches, the dates and, to export, the format, and writes it with `listSearchParams`.
 */
export function listQueryOf(view: DataTableView, pageIndex: number): Pick<ListQuery, 'page' | 'pageSize' | 'sort' | 'search' | 'filters'> {
  const filters: Record<string, ListFilter> = {};
  for (const { id, value } of view.columnFilters) {
    if (typeof value === 'object' && value !== null) {
      const { min, max } = value as RangeFilter<number | string>;
      filters[id] = { min: boundOf(min), max: boundOf(max) };
    } else {
      filters[id] = { contains: String(value).trim() };
    }
  }
  return {
    page: pageIndex + 1,
    pageSize: view.pageSize,
    sort: view.sorting.map(({ id, desc }) => ({ id, desc })),
    search: view.globalFilter.trim(),
    filters,
  };
}
