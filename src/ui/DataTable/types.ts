import type { ReactNode } from 'react';
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import type { ValueFormat } from '../../domain/format';

export type { ValueFormat as CellFormat } from '../../domain/format';

/** What a column reads from a row: strings, numbers (or numeric strings), dates. */
export type CellValue = string | number | Date | null | undefined;

/** One column of a DataTable. Define the array once (module scope or useMemo): it keys the memos. */
export interface DataTableColumn<T> {
  /** Stable id: used by the saved view, sorting, filters and the export. */
  id: string;
  header: string;
  /** A key of the row, or a function of the row. */
  accessor: keyof T | ((row: T) => CellValue);
  /** How cells, totals, search and exports show the value; numbers are right-aligned. Default 'text'. */
  format?: ValueFormat;
  /** Sum the column over the filtered rows in a totals row. */
  total?: 'sum';
  /** Custom cell content (the export and the search still use the formatted value). */
  render?: (row: T, formatted: string) => ReactNode;
  /** CSS grid track, e.g. '120px' or 'minmax(160px, 2fr)'. Default by format. */
  width?: string;
  enableSorting?: boolean;
  enableFilter?: boolean;
  enableHiding?: boolean;
}

/** The part of a grid a user can save as a view (the `user/preference` API). */
export interface DataTableView {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  globalFilter: string;
  columnVisibility: Record<string, boolean>;
  columnOrder: string[];
  pageSize: number;
}

/** A range filter's value: numbers, or (server mode) dates as YYYY-MM-DD; either bound may be left blank. */
export interface RangeFilter<Bound extends number | string = number> {
  min?: Bound | undefined;
  max?: Bound | undefined;
}

/** A total per column id: a number, or a numeric string as PostgreSQL sums arrive; a column without one shows nothing. */
export type ColumnTotals = Readonly<Record<string, number | string | null | undefined>>;

export type ExportFormat = 'csv' | 'xlsx';

/** Handed to `onExport` before the download starts. */
export interface ExportedFile {
  format: ExportFormat;
  fileName: string;
  blob: Blob;
  /** Header row first, formatted values after. */
  rows: string[][];
}
