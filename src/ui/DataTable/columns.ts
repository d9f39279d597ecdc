/**
 * The DataTable's TanStack Table set-up: the registered features, and the translation of
 * DataTableColumn specs into column definitions with fast sort and filter functions.
 */
import {
  columnFilteringFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  globalFilteringFeature,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  tableMemo,
  type ColumnDef,
  type FilterFn,
  type Row,
  type RowData,
  type RowModel,
  type Table,
} from '@tanstack/react-table';
import { formatValue, isNumericFormat, toNumber, type ValueFormat } from '../../domain/format';
import type { CellValue, DataTableColumn, RangeFilter } from './types';

export interface DataTableColumnMeta {
  spec: DataTableColumn<never>;
  format: ValueFormat;
  numeric: boolean;
  /** The formatted value of this column for a row (cached). */
  display: (original: unknown) => string;
  /** Reads the raw value from a row's data. */
  read: (original: unknown) => CellValue;
}

/**
 * Sorting for 100,000 rows: instead of calling a comparator that reads two cell values per
 * comparison (~1.7 million comparisons), read each sort column's keys once into flat arrays
 * (numbers into a Float64Array, text lower-cased), then sort row positions against them.
 * Ties keep the incoming order, like TanStack's own sorted model. Flat rows only (no sub-rows).
 */
function createKeyedSortedRowModel() {
  return (table: Table<SortingFeatures, RowData>) =>
    tableMemo({
      feature: 'rowSortingFeature',
      table: table as never, // tableMemo wants Table<…, any>; the row type does not matter here
      fnName: 'table.getSortedRowModel',
      memoDeps: () => [table.atoms.sorting?.get(), table.getPreSortedRowModel()],
      fn: () => sortRowModel(table),
    });
}

/** The features the sorted model relies on (not `Features`, which is inferred from it). */
type SortingFeatures = { columnMeta: DataTableColumnMeta; rowSortingFeature: typeof rowSortingFeature };

type SortKeys = { desc: boolean } & ({ kind: 'number'; keys: Float64Array } | { kind: 'string'; keys: string[] });

function sortKeysFor(rows: readonly Row<SortingFeatures, RowData>[], meta: DataTableColumnMeta, desc: boolean): SortKeys {
  const n = rows.length;
  const { read, format } = meta;
  if (meta.numeric || format === 'date' || format === 'datetime') {
    const values = new Array<CellValue>(n);
    let allStrings = !meta.numeric;
    for (let i = 0; i < n; i++) {
      const v = read(rows[i]!.original);
      values[i] = v;
      if (typeof v !== 'string') allStrings = false;
    }
    // ISO date strings sort correctly as text
    if (allStrings) return { kind: 'string', desc, keys: values as string[] };
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const v = values[i];
      const k = meta.numeric ? toNumber(v as number) : timeOf(v);
      keys[i] = k === null || Number.isNaN(k) ? -Infinity : k;
    }
    return { kind: 'number', desc, keys };
  }
  const keys = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const v = read(rows[i]!.original);
    keys[i] = v === null || v === undefined ? '' : String(v).toLowerCase();
  }
  return { kind: 'string', desc, keys };
}

function sortRowModel(table: Table<SortingFeatures, RowData>): RowModel<SortingFeatures, RowData> {
  const pre = table.getPreSortedRowModel();
  const sorting = table.atoms.sorting?.get() ?? [];
  const rows = pre.rows;
  const keyed: SortKeys[] = [];
  for (const sort of sorting) {
    const meta = table.getColumn(sort.id)?.columnDef.meta;
    if (meta) keyed.push(sortKeysFor(rows, meta, sort.desc));
  }
  if (!rows.length || !keyed.length) return pre;
  const order = new Uint32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => {
    for (let k = 0; k < keyed.length; k++) {
      const s = keyed[k]!;
      const x = s.keys[a]!;
      const y = s.keys[b]!;
      if (x !== y) return (x > y ? 1 : -1) * (s.desc ? -1 : 1);
    }
    return a - b;
  });
  const sorted = new Array<Row<SortingFeatures, RowData>>(order.length);
  for (let i = 0; i < order.length; i++) sorted[i] = rows[order[i]!]!;
  return { rows: sorted, flatRows: sorted, rowsById: pre.rowsById };
}

export const features = tableFeatures({
  columnMeta: metaHelper<DataTableColumnMeta>(),
  columnVisibilityFeature,
  columnOrderingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createKeyedSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

export type Features = typeof features;
export type TableRow<T extends RowData> = Row<Features, T>;
export type { RowData };

/** The function that reads a column's value from a row. */
export function accessorOf<T>(column: DataTableColumn<T>): (row: T) => CellValue {
  const { accessor } = column;
  if (typeof accessor === 'function') return accessor;
  return (row: T) => row[accessor] as CellValue;
}

/** Formatted text per row, computed once per row object and column definition. */
function cachedDisplay<T>(column: DataTableColumn<T>): (original: unknown) => string {
  const read = accessorOf(column);
  const format = column.format ?? 'text';
  const cache = new WeakMap<object, string>();
  return (original) => {
    const key = original as object;
    let text = cache.get(key);
    if (text === undefined) {
      text = formatValue(read(original as T), format);
      cache.set(key, text);
    }
    return text;
  };
}

function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value) return Date.parse(value);
  return Number.NaN;
}

function rangeFilterFn(): FilterFn<Features, RowData> {
  const fn: FilterFn<Features, RowData> = (row, id, value: RangeFilter) => {
    const n = toNumber(row.getValue(id) as number);
    if (n === null) return false;
    if (value.min !== undefined && n < value.min) return false;
    if (value.max !== undefined && n > value.max) return false;
    return true;
  };
  fn.autoRemove = (value: RangeFilter | undefined) => !value || (value.min === undefined && value.max === undefined);
  return fn;
}

function containsFilterFn(display: (original: unknown) => string): FilterFn<Features, RowData> {
  const fn: FilterFn<Features, RowData> = (row, _id, value: string) => display(row.original).toLowerCase().includes(value);
  fn.resolveFilterValue = (value: unknown) => String(value ?? '').trim().toLowerCase();
  fn.autoRemove = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
  return fn;
}

export interface BuiltColumns<T extends RowData> {
  defs: ColumnDef<Features, T>[];
  /** The one column the global search is attached to (it searches every column's text). */
  searchAnchorId: string | undefined;
  globalFilterFn: FilterFn<Features, T>;
  /** Builds the search text of rows [from, to) ahead of the first search. */
  prewarmSearch: (data: readonly T[], from: number, to: number) => void;
}

/**
 * What the search box matches for one column: text as is, dates as shown (MM/DD/YYYY), numbers
 * as plain digits (1234.5) — formatting every money cell of 100,000 rows would freeze the page.
 */
function searchReader<T>(column: DataTableColumn<T>, display: (original: unknown) => string): (original: T) => string {
  const format = column.format ?? 'text';
  const read = accessorOf(column);
  if (format === 'date' || format === 'datetime') return display;
  if (isNumericFormat(format)) {
    return (original) => {
      const n = toNumber(read(original) as number);
      return n === null ? '' : String(n);
    };
  }
  return (original) => {
    const v = read(original);
    return v === null || v === undefined ? '' : String(v);
  };
}

export function buildColumns<T extends RowData>(columns: readonly DataTableColumn<T>[]): BuiltColumns<T> {
  const displays = columns.map((c) => cachedDisplay(c));
  const readers = columns.map((c, i) => searchReader(c, displays[i]!));
  const buildSearchText = (original: T): string => {
    let text = '';
    for (const read of readers) text += `${read(original)}\u0001`;
    return text.toLowerCase();
  };
  // one lower-cased string per row, in an array by data index (cheaper than a WeakMap at 100k rows)
  let indexedData: readonly T[] | null = null;
  let index: (string | undefined)[] = [];
  const searchTextAt = (data: readonly T[], i: number): string => {
    if (data !== indexedData) {
      indexedData = data;
      index = new Array<string | undefined>(data.length);
    }
    let text = index[i];
    if (text === undefined) {
      text = buildSearchText(data[i]!);
      index[i] = text;
    }
    return text;
  };
  const prewarmSearch = (data: readonly T[], from: number, to: number) => {
    for (let i = from; i < Math.min(to, data.length); i++) searchTextAt(data, i);
  };
  const globalFilterFn: FilterFn<Features, T> = (row, _id, value: string) =>
    searchTextAt(row.table.options.data, row.index).includes(value);
  globalFilterFn.resolveFilterValue = (value: unknown) => String(value ?? '').trim().toLowerCase();
  globalFilterFn.autoRemove = (value: unknown) => !String(value ?? '').trim();

  const defs = columns.map((column, i): ColumnDef<Features, T> => {
    const format = column.format ?? 'text';
    const numeric = isNumericFormat(format);
    const display = displays[i]!;
    return {
      id: column.id,
      header: column.header,
      accessorFn: accessorOf(column),
      filterFn: (numeric ? rangeFilterFn() : containsFilterFn(display)) as FilterFn<Features, T>,
      enableSorting: column.enableSorting ?? true,
      enableColumnFilter: column.enableFilter ?? true,
      enableHiding: column.enableHiding ?? true,
      meta: { spec: column as DataTableColumn<never>, format, numeric, display, read: accessorOf(column) as (original: unknown) => CellValue },
    };
  });
  return { defs, searchAnchorId: columns[0]?.id, globalFilterFn, prewarmSearch };
}
