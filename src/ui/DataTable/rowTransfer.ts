/**
 * What the grid and its row worker say to each other. A column crosses as it is: its numbers, offsets and
 * kinds in typed arrays and its text as one string, each copied in one piece.
 */
import type { ColumnValues, RowAnswer, RowQuery } from './rowQuery';

export type ToRowWorker =
  /** A new data set: its columns follow one message each. */
  | { type: 'rows'; version: number; rowCount: number; columnCount: number }
  | { type: 'column'; version: number; index: number; column: ColumnValues }
  | { type: 'query'; version: number; id: number; query: RowQuery };

export type FromRowWorker = { type: 'answer'; id: number } & RowAnswer;

