/** Reading a grid's rows into plain column arrays, the form its row queries work on (rowQuery.ts). */
import { isNumericFormat, toNumber, type NumberInput } from '../../domain/format';
import { accessorOf } from './columns';
import { columnsRead, RowIndex, type ColumnarRows, type ColumnValues, type RowAnswer, type RowQuery } from './rowQuery';
import { dateValuesOf, type DateValues } from './dateValues';
import { textRunOf, type TextRun } from './textRun';
import type { DataTableColumn } from './types';

/** One column's values: numbers for numeric and summed columns, text for text columns, ISO text or ms for dates. */
export function columnValuesOf<T>(data: readonly T[], column: DataTableColumn<T>): ColumnValues {
  const read = accessorOf(column);
  const format = column.format ?? 'text';
  const numeric = isNumericFormat(format);
  const date = format === 'date' || format === 'datetime';
  const n = data.length;
  const numbers = numeric || column.total === 'sum' ? new Float64Array(n) : null;
  const valueAt = (row: number) => {
    const value = read(data[row]!);
    if (numbers) numbers[row] = toNumber(value as NumberInput) ?? Number.NaN;
    return value;
  };
  let texts: TextRun | null = null;
  let dates: DateValues | null = null;
  if (date) dates = dateValuesOf(n, (row) => {
    const value = valueAt(row);
    return value === null || value === undefined ? null : value instanceof Date ? value.getTime() : value;
  });
  else if (!numeric) texts = textRunOf(n, (row) => {
    const value = valueAt(row);
    return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  });
  else for (let row = 0; row < n; row++) valueAt(row);
  return { id: column.id, format, total: column.total === 'sum', numbers, texts, dates };
}

/**
 * A query answered at once, on the main thread, from only the columns it reads (`readColumn(c)` reads
 * column c; by default from the data).
 */
export function answerAtOnce<T>(
  data: readonly T[],
  columns: readonly DataTableColumn<T>[],
  query: RowQuery,
  readColumn = (c: number) => columnValuesOf(data, columns[c]!),
): RowAnswer {
  const specs = columns.map(({ id, format = 'text', total }) => ({ id, format, total: total === 'sum' }));
  return new RowIndex({ rowCount: data.length, columns: columnsRead(specs, query).map(readColumn) }).query(query);
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
