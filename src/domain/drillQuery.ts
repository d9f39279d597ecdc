import { ALL_MY_BRANCHES } from './drill';
import { LIST_DEFAULT_PAGE_SIZE, listSearchParams, readListQuery, type ListFilterKind, type ListQuery, type ListQueryResult } from './listQuery';

/**
 * A report page keeps its list query in its address, in the list protocol's own words (page, sort, q,
 * brnId, from, to, f.<id>), so the address is also the drill link that opens it. A parameter the address
 * leaves out takes the screen's default (the user's home branch, this month); an explicit blank one
 * (`sort=`, `from=&to=`, `brnId=all`) says the user chose none.
 */

/** What a report shows while its address does not say otherwise. */
export type ReportDefaults = Partial<Pick<ListQuery, 'branches' | 'from' | 'to' | 'sort' | 'pageSize' | 'search' | 'filters'>>;

/** The address says something of a column's filter (`f.<id>`, `f.<id>.min` …), a blank `f.<id>=` included. */
const namesFilter = (given: URLSearchParams, id: string) => [...given.keys()].some((key) => key === `f.${id}` || key.startsWith(`f.${id}.`));

/** How each column of a list may be sorted and filtered, as the server's list declares it. */
export type ListColumns = Readonly<Record<string, { sortable: boolean; filter: ListFilterKind | null }>>;

const LIST_KEYS = new Set(['page', 'pageSize', 'sort', 'q', 'brnId', 'from', 'to']);
const isListParam = (key: string) => LIST_KEYS.has(key) || key.startsWith('f.');

/** The list query of a report page's address, with the defaults where it is silent; a message naming the parameter when it is wrong. */
export function readReportSearch(search: string | URLSearchParams, columns: ListColumns, defaults: ReportDefaults): ListQueryResult {
  const given = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const [key, value] of given) {
    if (isListParam(key) && !(key === 'brnId' && value === ALL_MY_BRANCHES)) params.append(key, value);
  }
  const read = readListQuery(params, columns);
  if (!read.ok) return read;
  const { query } = read;
  if (!given.has('brnId')) query.branches = [...(defaults.branches ?? [])];
  if (!given.has('from') && !given.has('to')) {
    query.from = defaults.from ?? null;
    query.to = defaults.to ?? null;
  }
  if (!given.has('sort')) query.sort = [...(defaults.sort ?? [])];
  if (!given.has('pageSize') && defaults.pageSize) query.pageSize = defaults.pageSize;
  if (!given.has('q') && defaults.search) query.search = defaults.search;
  for (const [id, filter] of Object.entries(defaults.filters ?? {})) {
    if (!namesFilter(given, id)) query.filters[id] = filter;
  }
  return { ok: true, query };
}

/** A report page's address query for a list query: readReportSearch reads the same query back. */
export function reportSearchParams(query: ListQuery, defaults: ReportDefaults): URLSearchParams {
  const params = listSearchParams({ ...query, branches: query.branches.length ? query.branches : [ALL_MY_BRANCHES], format: 'json' });
  if (!query.sort.length && defaults.sort?.length) params.set('sort', '');
  if (!query.from && !query.to && (defaults.from || defaults.to)) {
    params.set('from', '');
    params.set('to', '');
  }
  if (!query.search && defaults.search) params.set('q', '');
  for (const id of Object.keys(defaults.filters ?? {})) {
    if (!query.filters[id]) params.set(`f.${id}`, '');
  }
  if (query.pageSize === LIST_DEFAULT_PAGE_SIZE && defaults.pageSize && defaults.pageSize !== LIST_DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/** The page's address query with the list query in place of the one it had; the page's other parameters stay. */
export function withReportSearch(search: string, query: ListQuery, defaults: ReportDefaults): string {
  const params = new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => !isListParam(key)));
  for (const [key, value] of reportSearchParams(query, defaults)) params.append(key, value);
  return params.toString();
}
