import type { RowData, TableRow } from './columns';
import type { ColumnTotals, DataTableColumn } from './types';

/** The sum of each column marked `total: 'sum'` over the given rows (numeric strings count; blanks do not). */
export function sumColumns<T extends RowData>(columns: readonly DataTableColumn<T>[], rows: readonly TableRow<T>[]): ColumnTotals {
  const sums: Record<string, number> = {};
  for (const column of columns) {
    if (column.total !== 'sum') continue;
    let sum = 0;
    for (const row of rows) {
      const v = row.getValue(column.id);
      const n = typeof v === 'number' ? v : Number(v);
      if (Number.isFinite(n)) sum += n;
    }
    sums[column.id] = sum;
  }
  return sums;
}
