import { useMemo, useState } from 'react';
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
 * Writes the address in place without telling the router. The route host keys a page by its whole
 * address, so a change the router saw would mount the report anew at each tick of a filter (its open
 * list closing, the search field losing the focus) and log a navigation each time. wouter patches
 * `history.replaceState` on the object itself; the prototype's is the browser's own. A reload, the back
 * button and links read the address as usual.
 */
export function replaceAddressQuietly(search: string) {
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  History.prototype.replaceState.call(window.history, window.history.state, '', url);
}

/**
 * A report's list query kept in its page's address, so a reload, a bookmark and a drill link open the
 * same rows. `columns` and `defaults` are compared by value: build them where it is convenient.
 */
export function useListQuery(columns: ListColumns, defaults: ReportDefaults): ListQueryState {
  const [search, setSearch] = useState(() => window.location.search);
  const defaultsKey = JSON.stringify(defaults);
  const columnsKey = JSON.stringify(columns);
  const read = useMemo(() => {
    const given = readReportSearch(search, columns, defaults);
    if (given.ok) return { query: given.query, problem: null };
    const fallback = readReportSearch('', columns, defaults);
    if (!fallback.ok) throw new Error(`The report's defaults are not a list query: ${fallback.message}`);
    return { query: fallback.query, problem: given.message };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: see above
  }, [search, columnsKey, defaultsKey]);
  const setQuery = (next: ListQuery | ((current: ListQuery) => ListQuery)) => {
    // The address as it is now, not as this render saw it: two changes in one event (the grid's view,
    // then its page) each build on the one before.
    const now = window.location.search;
    const current = readReportSearch(now, columns, defaults);
    const nextQuery = typeof next === 'function' ? next(current.ok ? current.query : read.query) : next;
    const nextSearch = withReportSearch(now, nextQuery, defaults);
    replaceAddressQuietly(nextSearch);
    setSearch(nextSearch ? `?${nextSearch}` : '');
  };
  return { query: read.query, setQuery, problem: read.problem };
}
