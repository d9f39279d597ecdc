/**
 * The grid's side of a long grid's row worker (rowQuery.worker.ts): it hands the worker the rows, a column
 * per task from just after their first paint, so the page never stalls, and asks it each query.
 *
 * A query that comes before the worker has every column (in the first moments of a data set) is answered
 * here, from the columns read for the worker (those the query reads first): reading them is most of the work
 * either way, and the worker would still be starting. Should the worker fail to start, every query is
 * answered here.
 */
import { answerAtOnce, columnarRowsOf, columnValuesOf } from './columnValues';
import { RowIndex, type ColumnValues, type RowAnswer, type RowQuery } from './rowQuery';
import type { FromRowWorker, ToRowWorker } from './rowTransfer';
import type { DataTableColumn } from './types';

/** The rows paint first; their columns go to the worker a moment later. */
const AFTER_FIRST_PAINT_MS = 50;

interface Rows {
  data: readonly unknown[];
  columns: readonly DataTableColumn<unknown>[];
}

export class RowWorker {
  private readonly worker = new Worker(new URL('./rowQuery.worker.ts', import.meta.url), { type: 'module', name: 'grid rows' });
  private version = 0;
  private rows: Rows = { data: [], columns: [] };
  /** The columns not read yet, those read but not yet given to the worker, and (until it has them all) those read. */
  private unread: number[] = [];
  private unposted: number[] = [];
  private read: ColumnValues[] = [];
  private later: ReturnType<typeof setTimeout> | undefined;
  private lastId = 0;
  private readonly waiting = new Map<number, { query: RowQuery; resolve: (answer: RowAnswer | null) => void }>();
  private local: RowIndex | null = null;

  constructor() {
    this.worker.onmessage = ({ data }: MessageEvent<FromRowWorker>) => {
      this.waiting.get(data.id)?.resolve(data);
      this.waiting.delete(data.id);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      clearTimeout(this.later);
      this.worker.terminate();
      this.local = new RowIndex(columnarRowsOf(this.rows.data, this.rows.columns));
      for (const { query, resolve } of this.waiting.values()) resolve(this.local.query(query));
      this.waiting.clear();
    };
  }

  /** A new data set (or columns). Queries asked of the previous rows are answered null. */
  setRows<T>(data: readonly T[], columns: readonly DataTableColumn<T>[]) {
    const version = ++this.version;
    this.rows = { data, columns: columns as readonly DataTableColumn<unknown>[] };
    for (const { resolve } of this.waiting.values()) resolve(null);
    this.waiting.clear();
    clearTimeout(this.later);
    this.unread = columns.map((_, c) => c);
    this.unposted = [];
    this.read = [];
    if (this.local) {
      this.local = new RowIndex(columnarRowsOf(data, columns));
      return;
    }
    this.post({ type: 'rows', version, rowCount: data.length, columnCount: columns.length });
    this.later = setTimeout(() => this.handOver(), AFTER_FIRST_PAINT_MS);
  }

  /** The answer to a query; null when new rows came before it. */
  ask(query: RowQuery): Promise<RowAnswer | null> {
    if (this.local) return Promise.resolve(this.local.query(query));
    if (this.unread.length || this.unposted.length) {
      // the columns it reads first; they go to the worker after the answer
      const answer = answerAtOnce(this.rows.data, this.rows.columns, query, (c) => this.read[c] ?? this.readColumn(c));
      clearTimeout(this.later);
      this.later = setTimeout(() => this.handOver(), 0);
      return Promise.resolve(answer);
    }
    const id = ++this.lastId;
    this.post({ type: 'query', version: this.version, id, query });
    return new Promise((resolve) => this.waiting.set(id, { query, resolve }));
  }

  terminate() {
    clearTimeout(this.later);
    this.worker.terminate();
    this.waiting.clear();
  }

  /** Gives the worker one column a task (reading it first if need be); the main thread may still answer from them meanwhile. */
  private handOver() {
    if (!this.unposted.length && this.unread.length) this.readColumn(this.unread[0]!);
    const index = this.unposted.shift();
    if (index !== undefined) this.post({ type: 'column', version: this.version, index, column: this.read[index]! });
    if (this.unread.length || this.unposted.length) this.later = setTimeout(() => this.handOver(), 0);
    else this.read = [];
  }

  private readColumn(index: number): ColumnValues {
    this.unread.splice(this.unread.indexOf(index), 1);
    this.unposted.push(index);
    return (this.read[index] = columnValuesOf(this.rows.data, this.rows.columns[index]!));
  }

  private post(message: ToRowWorker) {
    this.worker.postMessage(message);
  }
}
