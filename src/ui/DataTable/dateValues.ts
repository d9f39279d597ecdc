/**
 * A date column's values in a form that copies fast to a worker: ISO text as one text run, and only where
 * a value is not text, a kind per row (a time in ms, or none) and the times.
 */
import { textAt, textRunOf, type TextRun } from './textRun';

export interface DateValues {
  texts: TextRun;
  /** Null when every value is text; else per row NONE, TEXT or TIME. */
  kinds: Uint8Array | null;
  times: Float64Array | null;
}

const NONE = 0;
const TEXT = 1;
const TIME = 2;

/** The `count` values given by `valueOf(row)`: ISO text, a time in ms, or null. */
export function dateValuesOf(count: number, valueOf: (row: number) => string | number | null): DateValues {
  let kinds: Uint8Array | null = null;
  let times: Float64Array | null = null;
  const texts = textRunOf(count, (row) => {
    const value = valueOf(row);
    if (typeof value === 'string') {
      if (kinds) kinds[row] = TEXT;
      return value;
    }
    kinds ??= new Uint8Array(count).fill(TEXT, 0, row);
    kinds[row] = typeof value === 'number' ? TIME : NONE;
    if (typeof value === 'number') (times ??= new Float64Array(count))[row] = value;
    return '';
  });
  return { texts, kinds, times };
}

export function dateAt({ texts, kinds, times }: DateValues, row: number): string | number | null {
  const kind = kinds ? kinds[row] : TEXT;
  return kind === TEXT ? textAt(texts, row) : kind === TIME ? times![row]! : null;
}
