import type { ColumnFiltersState } from '@tanstack/react-table';
import type { ListColumns } from '../../src/domain/drillQuery';
import type { ListQuery } from '../../src/domain/listQuery';
import { listQueryOf } from '../../src/ui/DataTable/listQueryOf';
import type { DataTableView } from '../../src/ui/DataTable/types';

/**
 * The one place a server grid's view and page meet the list query a report keeps in its address: the
 * grid shows what the query asks for, and each change of the grid is a new query.
 */

/** What the grid shows of a list query: its sort, filters, search and page size, and its page (from 0). */
export function gridOfQuery(query: ListQuery, columns: ListColumns): { view: Pick<DataTableView, 'sorting' | 'columnFilters' | 'globalFilter' | 'pageSize'>; pageIndex: number } {
  const columnFilters: ColumnFiltersState = Object.entries(query.filters).map(([id, filter]) => {
    if ('contains' in filter) return { id, value: filter.contains };
    if ('anyOf' in filter) return { id, value: filter.anyOf.join(' ') };
    const bound = (b: string | undefined) => (b === undefined ? undefined : columns[id]?.filter === 'number' ? Number(b) : b);
    return { id, value: { min: bound(filter.min), max: bound(filter.max) } };
  });
  return {
    view: { sorting: query.sort.map(({ id, desc }) => ({ id, desc })), columnFilters, globalFilter: query.search, pageSize: query.pageSize },
    pageIndex: query.page - 1,
  };
}

const rowsAsked = (q: ListQuery) => JSON.stringify([q.sort, q.filters, q.search, q.pageSize]);

/** The list query after a change of the grid's view: other rows go back to the first page; the branches and the period stay. */
export function queryOfView(query: ListQuery, view: DataTableView): ListQuery {
  const next = { ...query, ...listQueryOf(view, query.page - 1) };
  return rowsAsked(next) === rowsAsked(query) ? next : { ...next, page: 1 };
}

/** The list query showing another page (from 0). */
export function queryOfPage(query: ListQuery, pageIndex: number): ListQuery {
  return { ...query, page: pageIndex + 1 };
}
