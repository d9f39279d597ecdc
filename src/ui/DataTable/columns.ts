/**
 * The DataTable's TanStack Table set-up: the registered features (column order, visibility and the sort
 * state; the rows are sorted, filtered and searched by rowQuery.ts) and the translation of DataTableColumn
 * specs into column definitions.
 */
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { formatValue, isNumericFormat, type ValueFormat } from '../../domain/format';
import type { CellValue, DataTableColumn } from './types';

export interface DataTableColumnMeta {
  spec: DataTableColumn<never>;
  format: ValueFormat;
  numeric: boolean;
  /** The formatted value of this column for a row (cached). */
  display: (original: unknown) => string;
}

export const features = tableFeatures({
  columnMeta: metaHelper<DataTableColumnMeta>(),
  columnVisibilityFeature,
  columnOrderingFeature,
  rowSortingFeature,
});

export type Features = typeof features;
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

export interface BuiltColumns<T extends RowData> {
  defs: ColumnDef<Features, T>[];
}

export function buildColumns<T extends RowData>(columns: readonly DataTableColumn<T>[]): BuiltColumns<T> {
  const defs = columns.map((column): ColumnDef<Features, T> => {
    const format = column.format ?? 'text';
    return {
      id: column.id,
      header: column.header,
      accessorFn: accessorOf(column),
      enableSorting: column.enableSorting ?? true,
      enableHiding: column.enableHiding ?? true,
      meta: { spec: column as DataTableColumn<never>, format, numeric: isNumericFormat(format), display: cachedDisplay(column) },
    };
  });
  return { defs };
}
