/**
 * The one list protocol of every business grid: what the grid asks for travels in the URL's query, the
 * server answers one page with the total, the totals and how fresh the data is. The host writes the
 * query with `listSearchParams`; the server reads it with `readListQuery` against the list's columns.
 *
 *   page=2&pageSize=50&sort=postedOn.desc,acctId&q=fuel&brnId=101&brnId=102&from=2026-11-01&to=2026-11-30
 *   &f.source=CR&f.debit.min=10&f.debit.max=500&format=csv
 */

export const LIST_PAGE_SIZES = [25, 50, 100, 250, 500] as const;
export const LIST_MAX_PAGE_SIZE = 500;
export const LIST_DEFAULT_PAGE_SIZE = 50;

export interface ListSort {
  id: string;
  desc: boolean;
}

/** A column's filter: text it contains (or one of several values), or a numeric/date range. */
export type ListFilter = { contains: string } | { anyOf: string[] } | { min?: string | undefined; max?: string | undefined };

export interface ListQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: ListSort[];
  filters: Record<string, ListFilter>;
  search: string;
  /** BrnId codes; none means all the user's branches. */
  branches: string[];
  from: string | null;
  to: string | null;
  format: 'json' | 'csv' | 'xlsx';
}

/** One page of a list. `totals` are over every matching row, not only the page. */
export interface ListAnswer<Row> {
  rows: Row[];
  total: number;
  totals: Record<string, string | number | null>;
  /** The last good import of the Excede tables behind the list (ISO), null when nothing was imported. */
  asOf: string | null;
  /** The import is older than two runs of its schedule. */
  stale: boolean;
}

export const EMPTY_LIST_QUERY: ListQuery = {
  page: 1,
  pageSize: LIST_DEFAULT_PAGE_SIZE,
  sort: [],
  filters: {},
  search: '',
  branches: [],
  from: null,
  to: null,
  format: 'json',
};

/** The query string of a list request; defaults are left out so links stay short. */
export function listSearchParams(query: Partial<ListQuery>): URLSearchParams {
  const p = new URLSearchParams();
  if (query.page && query.page !== 1) p.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== LIST_DEFAULT_PAGE_SIZE) p.set('pageSize', String(query.pageSize));
  if (query.sort?.length) p.set('sort', query.sort.map((s) => (s.desc ? `${s.id}.desc` : s.id)).join(','));
  if (query.search) p.set('q', query.search);
  for (const code of query.branches ?? []) p.append('brnId', code);
  if (query.from) p.set('from', query.from);
  if (query.to) p.set('to', query.to);
  for (const [id, filter] of Object.entries(query.filters ?? {})) {
    if ('contains' in filter) {
      if (filter.contains) p.set(`f.${id}`, filter.contains);
    } else if ('anyOf' in filter) {
      for (const value of filter.anyOf) p.append(`f.${id}`, value);
    } else {
      if (filter.min) p.set(`f.${id}.min`, filter.min);
      if (filter.max) p.set(`f.${id}.max`, filter.max);
    }
  }
  if (query.format && query.format !== 'json') p.set('format', query.format);
  return p;
}

/** How a list's column may be filtered: the server says, the query must agree. */
export type ListFilterKind = 'text' | 'values' | 'number' | 'date';

export type ListQueryResult = { ok: true; query: ListQuery } | { ok: false; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const isIsoDate = (v: string) => {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(v);
};
const KNOWN = new Set(['page', 'pageSize', 'sort', 'q', 'brnId', 'from', 'to', 'format']);

/** Reads and checks a list request's query against the list's columns; a message naming the field when it is wrong. */
export function readListQuery(params: URLSearchParams, columns: Readonly<Record<string, { sortable: boolean; filter: ListFilterKind | null }>>): ListQueryResult {
  const bad = (message: string): ListQueryResult => ({ ok: false, message });
  const query: ListQuery = { ...EMPTY_LIST_QUERY, sort: [], filters: {}, branches: [] };
  for (const key of new Set(params.keys())) {
    if (!KNOWN.has(key) && !key.startsWith('f.')) return bad(`${key}: Not a list parameter.`);
  }
  const page = params.get('page');
  if (page !== null) {
    if (!/^\d{1,9}$/.test(page) || Number(page) < 1) return bad('page: Enter a page number from 1.');
    query.page = Number(page);
  }
  const size = params.get('pageSize');
  if (size !== null) {
    if (!/^\d{1,4}$/.test(size) || Number(size) < 1 || Number(size) > LIST_MAX_PAGE_SIZE) return bad(`pageSize: Enter a page size from 1 to ${LIST_MAX_PAGE_SIZE}.`);
    query.pageSize = Number(size);
  }
  for (const part of (params.get('sort') ?? '').split(',').filter(Boolean)) {
    const [id = '', direction] = part.split('.');
    if (!columns[id]?.sortable) return bad(`sort: The list cannot be sorted by '${id}'.`);
    if (direction !== undefined && direction !== 'desc' && direction !== 'asc') return bad(`sort: '${direction}' is not asc or desc.`);
    query.sort.push({ id, desc: direction === 'desc' });
  }
  query.search = (params.get('q') ?? '').trim().slice(0, 200);
  for (const code of params.getAll('brnId')) {
    if (!/^[\w-]{1,12}$/.test(code)) return bad(`brnId: '${code.slice(0, 20)}' is not a branch id.`);
    if (!query.branches.includes(code)) query.branches.push(code);
  }
  for (const end of ['from', 'to'] as const) {
    const value = params.get(end);
    if (value === null || value === '') continue;
    if (!isIsoDate(value)) return bad(`${end}: Enter a date as YYYY-MM-DD.`);
    query[end] = value;
  }
  if (query.from && query.to && query.from > query.to) return bad('to: The end date is before the start date.');
  const format = params.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv' && format !== 'xlsx') return bad('format: Choose csv or xlsx.');
  query.format = format;

  for (const key of new Set([...params.keys()].filter((k) => k.startsWith('f.')))) {
    const [, id = '', bound] = key.split('.');
    const kind = columns[id]?.filter;
    if (!kind) return bad(`${key}: The list cannot be filtered by '${id}'.`);
    const values = params.getAll(key).map((v) => v.trim()).filter(Boolean);
    if (!values.length) continue;
    if (kind === 'number' || kind === 'date') {
      if (bound !== 'min' && bound !== 'max') return bad(`${key}: Give ${id}.min or ${id}.max.`);
      const value = values[0]!;
      if (kind === 'number' ? !NUMBER.test(value) : !isIsoDate(value)) return bad(`${key}: '${value.slice(0, 20)}' is not ${kind === 'number' ? 'a number' : 'a date (YYYY-MM-DD)'}.`);
      const range = (query.filters[id] ?? {}) as { min?: string; max?: string };
      range[bound] = value;
      query.filters[id] = range;
    } else if (bound !== undefined) {
      return bad(`${key}: '${id}' takes no range.`);
    } else {
      query.filters[id] = kind === 'values' ? { anyOf: values.slice(0, 50) } : { contains: values[0]!.slice(0, 200) };
    }
  }
  return { ok: true, query };
}
