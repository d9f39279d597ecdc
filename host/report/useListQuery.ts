import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readReportSearch, withReportSearch, type ListColumns, type ReportDefaults } from '../../src/domain/drillQuery';
import type { ListQuery } from '../../src/domain/listQuery';

export interface ListQueryState {
  /** What the report shows: the address's list query, the defaults where it is silent. */
  query: ListQuery;
  /** A change: written to the address in place (the back button leaves the report, not each filter). */
  setQuery: (next: ListQuery | ((query: ListQuery) => ListQuery)) => void;
  /** The address asks for something the list cannot do ('sort: …'); the defaults show meanwhile. */
  problem: string | null;
}

/**
 * A report's list query kept in its page's address, so a reload, a bookmark and a drill link open the
 * same rows. `columns` and `defaults` are compared by value: build them where it is convenient.
 */
export function useListQuery(columns: ListColumns, defaults: ReportDefaults): ListQueryState {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const defaultsKey = JSON.stringify(defaults);
  const columnsKey = JSON.stringify(columns);
  const read = useMemo(() => {
    const given = readReportSearch(search, columns, defaults);
    if (given.ok) return { query: given.query, problem: null };
    const fallback = readReportSearch('', columns, defaults);
    return { query: fallback.ok ? fallback.query : null, problem: given.message };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: see above
  }, [search, columnsKey, defaultsKey]);
  if (!read.query) throw new Error(`The defaults of ${path} are not a list query.`);
  const query = read.query;
  const setQuery = (next: ListQuery | ((current: ListQuery) => ListQuery)) => {
    // The address as it is now, not as this render saw it: two changes in one event (the grid's view,
    // then its page) each build on the one before.
    const now = window.location.search;
    const current = readReportSearch(now, columns, defaults);
    const nextQuery = typeof next === 'function' ? next(current.ok ? current.query : query) : next;
    const nextSearch = withReportSearch(now, nextQuery, defaults);
    navigate(nextSearch ? `${path}?${nextSearch}` : path, { replace: true });
  };
  return { query, setQuery, problem: read.problem };
}
