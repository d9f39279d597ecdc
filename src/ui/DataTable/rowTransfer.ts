/**
 * What the grid and its row worker say to each other. A column crosses as it is: its numbers, offsets and
 * kinds in typed arrays, transferred rather than copied, and its text as one string.
 */
import type { ColumnValues, RowAnswer, RowQuery } from './rowQuery';

export type ToRowWorker =
  /** A new data set: its columns follow one message each. */
  | { type: 'rows'; version: number; rowCount: number; columnCount: number }
  | { type: 'column'; version: number; index: number; column: ColumnValues }
  | { type: 'query'; version: number; id: number; query: RowQuery };

export type FromRowWorker = { type: 'answer'; id: number } & RowAnswer;

/** The buffers a column hands over to the worker (the column is the worker's from then on). */
export function transferOf({ numbers, texts, dates }: ColumnValues): ArrayBuffer[] {
  const arrays = [numbers, texts?.offsets, dates?.texts.offsets, dates?.kinds, dates?.times];
  return arrays.flatMap((array) => (array ? [array.buffer as ArrayBuffer] : []));
}
