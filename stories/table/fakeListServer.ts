import { readListQuery, type ListAnswer, type ListFilter, type ListFilterKind } from '../../src/domain/listQuery';

type Row = Record<string, string | number>;

/** A list's columns as its endpoint declares them: which sort, and how each filters. */
export type ListColumns = Readonly<Record<string, { sortable: boolean; filter: ListFilterKind | null }>>;

function matches(value: string | number, filter: ListFilter): boolean {
  if ('contains' in filter) return String(value).toLowerCase().includes(filter.contains.toLowerCase());
  if ('anyOf' in filter) return filter.anyOf.includes(String(value));
  const bound = (b: string) => (typeof value === 'number' ? Number(b) : b);
  if (filter.min !== undefined && value < bound(filter.min)) return false;
  if (filter.max !== undefined && value > bound(filter.max)) return false;
  return true;
}

/**
 * What a list endpoint of the portal does, in memory, for stories: reads the query string with the
 * protocol's own reader, then searches, filters, sorts (stable), totals every matching row and answers
 * one page. Totals come as numeric strings, as PostgreSQL's exact sums do.
 */
export function answerList<T extends object>(rows: readonly T[], columns: ListColumns, totalled: readonly (keyof T & string)[], params: URLSearchParams): ListAnswer<T> {
  const read = readListQuery(params, columns);
  if (!read.ok) throw new Error(read.message);
  const { search, filters, sort, page, pageSize } = read.query;
  const needle = search.toLowerCase();
  const matching = rows
    .map((row, index) => ({ row: row as unknown as Row, index }))
    .filter(({ row }) => !needle || Object.values(row).some((v) => String(v).toLowerCase().includes(needle)))
    .filter(({ row }) => Object.entries(filters).every(([id, filter]) => matches(row[id]!, filter)))
    .sort((a, b) => {
      for (const { id, desc } of sort) {
        const x = a.row[id]!;
        const y = b.row[id]!;
        if (x !== y) return (x > y ? 1 : -1) * (desc ? -1 : 1);
      }
      return a.index - b.index;
    })
    .map(({ row }) => row as unknown as T);
  const totals = Object.fromEntries(totalled.map((id) => [id, matching.reduce((sum, row) => sum + Number(row[id]), 0).toFixed(2)]));
  return {
    rows: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    totals,
    asOf: '2026-11-23T16:00:00.000Z',
    stale: false,
  };
}
