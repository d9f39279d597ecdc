/**
 * A long grid's row worker: holds its rows as column arrays and answers each query with the row order and
 * the totals, off the main thread. Between queries it builds the search text and sort ranks ahead, in
 * pieces, so a query never waits long behind that work.
 */
import { RowIndex, type ColumnValues } from './rowQuery';
import type { FromRowWorker, ToRowWorker } from './rowTransfer';

/** How long one piece of work ahead may keep a query waiting. */
const PREPARE_SLICE_MS = 8;

let version = -1;
let rowCount = 0;
let columns: ColumnValues[] = [];
let received = 0;
let index: RowIndex | null = null;
let preparing: ReturnType<typeof setTimeout> | undefined;

function prepareAhead() {
  clearTimeout(preparing);
  const step = () => {
    const until = performance.now() + PREPARE_SLICE_MS;
    while (performance.now() < until) if (!index?.prepare()) return;
    preparing = setTimeout(step, 0);
  };
  preparing = setTimeout(step, 0);
}

function answer(message: FromRowWorker) {
  self.postMessage(message, { transfer: message.order ? [message.order.buffer] : [] });
}

self.onmessage = ({ data: message }: MessageEvent<ToRowWorker>) => {
  if (message.type === 'rows') {
    ({ version, rowCount } = message);
    columns = new Array<ColumnValues>(message.columnCount);
    received = 0;
    index = message.columnCount ? null : new RowIndex({ rowCount, columns });
    return;
  }
  if (message.version !== version) return;
  if (message.type === 'column') {
    columns[message.index] = message.column;
    if (++received === columns.length) {
      index = new RowIndex({ rowCount, columns });
      prepareAhead();
    }
    return;
  }
  if (!index) throw new Error('a query came before its rows');
  answer({ type: 'answer', id: message.id, ...index.query(message.query) });
  prepareAhead();
};
