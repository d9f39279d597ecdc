/**
 * What the grid and its row worker say to each other, and a column's values in a form that copies fast:
 * numbers in typed arrays (transferred, not copied) and a column's text as one string with each value's
 * length (100,000 strings cloned one by one would hold the main thread for tens of milliseconds).
 */
import type { ValueFormat } from '../../domain/format';
import type { ColumnValues, RowAnswer, RowQuery } from './rowQuery';

export interface PackedColumn {
  id: string;
  format: ValueFormat;
  total: boolean;
  numbers: Float64Array | null;
  /** Every text value, one after the other, and each one's length. */
  text: string | null;
  lengths: Uint32Array | null;
  /** Date columns holding other than text: 0 none, 1 text, 2 a time in ms (in `times`). */
  kinds: Uint8Array | null;
  times: Float64Array | null;
}

export type ToRowWorker =
  /** A new data set: its columns follow one message each. */
  | { type: 'rows'; version: number; rowCount: number; columnCount: number }
  | { type: 'column'; version: number; index: number; column: PackedColumn }
  | { type: 'query'; version: number; id: number; query: RowQuery };

export type FromRowWorker = { type: 'answer'; id: number } & RowAnswer;

const NONE = 0;
const TEXT = 1;
const TIME = 2;

export function packColumn({ id, format, total, numbers, values }: ColumnValues): { column: PackedColumn; transfer: ArrayBuffer[] } {
  const column: PackedColumn = { id, format, total, numbers, text: null, lengths: null, kinds: null, times: null };
  if (values) {
    const n = values.length;
    const lengths = new Uint32Array(n);
    const texts = new Array<string>(n);
    let kinds: Uint8Array | null = null;
    let times: Float64Array | null = null;
    for (let row = 0; row < n; row++) {
      const value = values[row];
      if (typeof value === 'string') {
        texts[row] = value;
        lengths[row] = value.length;
        if (kinds) kinds[row] = TEXT;
        continue;
      }
      texts[row] = '';
      if (!kinds) kinds = new Uint8Array(n).fill(TEXT, 0, row);
      if (typeof value === 'number') {
        times ??= new Float64Array(n);
        times[row] = value;
        kinds[row] = TIME;
      } else kinds[row] = NONE;
    }
    Object.assign(column, { text: texts.join(''), lengths, kinds, times });
  }
  const transfer = [column.numbers, column.lengths, column.kinds, column.times].flatMap((array) => (array ? [array.buffer as ArrayBuffer] : []));
  return { column, transfer };
}

export function unpackColumn({ id, format, total, numbers, text, lengths, kinds, times }: PackedColumn): ColumnValues {
  let values: (string | number | null)[] | null = null;
  if (text !== null && lengths) {
    values = new Array<string | number | null>(lengths.length);
    let at = 0;
    for (let row = 0; row < lengths.length; row++) {
      const kind = kinds ? kinds[row] : TEXT;
      values[row] = kind === TEXT ? text.slice(at, (at += lengths[row]!)) : kind === TIME ? times![row]! : null;
    }
  }
  return { id, format, total, numbers, values };
}
