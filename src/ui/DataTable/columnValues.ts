/** Reading a grid's rows into plain column arrays, the form its row queries work on (rowQuery.ts). */
import { isNumericFormat, toNumber, type NumberInput } from '../../domain/format';
import { accessorOf } from './columns';
import type { ColumnarRows, ColumnValues } from './rowQuery';
import type { DataTableColumn } from './types';

/** One column's values: numbers for numeric and summed columns, text for text columns, ISO text or ms for dates. */
export function columnValuesOf<T>(data: readonly T[], column: DataTableColumn<T>): ColumnValues {
  const read = accessorOf(column);
  const format = column.format ?? 'text';
  const total = column.total === 'sum';
  const numeric = isNumericFormat(format);
  const date = format === 'date' || format === 'datetime';
  const n = data.length;
  const numbers = numeric || total ? new Float64Array(n) : null;
  const values = numeric ? null : new Array<string | number | null>(n);
  for (let row = 0; row < n; row++) {
    const value = read(data[row]!);
    if (numbers) numbers[row] = toNumber(value as NumberInput) ?? Number.NaN;
    if (!values) continue;
    if (value === null || value === undefined) values[row] = date ? null : '';
    else if (date) values[row] = value instanceof Date ? value.getTime() : value;
    else values[row] = String(value);
  }
  return { id: column.id, format, total, numbers, values };
}

export function columnarRowsOf<T>(data: readonly T[], columns: readonly DataTableColumn<T>[]): ColumnarRows {
  return { rowCount: data.length, columns: columns.map((column) => columnValuesOf(data, column)) };
}

/**
 * Every row's totals, read straight from the data: a long grid with neither filters nor a sort shows its
 * rows and totals at once, without its row worker (the same sums as RowIndex.query).
 */
export function totalsOfEveryRow<T>(data: readonly T[], columns: readonly DataTableColumn<T>[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (column.total !== 'sum') continue;
    const read = accessorOf(column);
    let sum = 0;
    for (let row = 0; row < data.length; row++) {
      const n = toNumber(read(data[row]!) as NumberInput);
      if (n !== null) sum += n;
    }
    totals[column.id] = sum;
  }
  return totals;
}
