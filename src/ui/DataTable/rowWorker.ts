/**
 * The grid's side of a long grid's row worker (rowQuery.worker.ts): it hands the worker the rows, a column
 * per task so the page never stalls, and asks it each query. Should the worker fail to start, the same
 * queries are answered here instead.
 */
import { columnarRowsOf, columnValuesOf } from './columnValues';
import { RowIndex, type RowAnswer, type RowQuery } from './rowQuery';
import { transferOf, type FromRowWorker, type ToRowWorker } from './rowTransfer';
import type { DataTableColumn } from './types';

/** The rows paint first; their columns go to the worker a moment later (or at once when a query needs them). */
const AFTER_FIRST_PAINT_MS = 50;

interface Rows {
  data: readonly unknown[];
  columns: readonly DataTableColumn<unknown>[];
}

export class RowWorker {
  private readonly worker = new Worker(new URL('./rowQuery.worker.ts', import.meta.url), { type: 'module', name: 'grid rows' });
  private version = 0;
  private rows: Rows = { data: [], columns: [] };
  /** The columns not yet handed over, and the queries waiting for them. */
  private unsent: (() => void)[] = [];
  private queued: { id: number; query: RowQuery }[] = [];
  private later: ReturnType<typeof setTimeout> | undefined;
  /** The next task, without the browser's 4 ms wait between chained timers. */
  private readonly soon = new MessageChannel();
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
      this.stop();
      this.local = new RowIndex(columnarRowsOf(this.rows.data, this.rows.columns));
      for (const { query, resolve } of this.waiting.values()) resolve(this.local.query(query));
      this.waiting.clear();
    };
    this.soon.port1.onmessage = () => this.handOver();
  }

  /**
   * A new data set (or columns): the worker gets its columns a task each, from just after the rows' first
   * paint, or at once when a query waits for them (the worker takes each column in while the next is read).
   * Queries asked of the previous rows are answered null.
   */
  setRows<T>(data: readonly T[], columns: readonly DataTableColumn<T>[]) {
    const version = ++this.version;
    this.rows = { data, columns: columns as readonly DataTableColumn<unknown>[] };
    for (const { resolve } of this.waiting.values()) resolve(null);
    this.waiting.clear();
    this.queued = [];
    clearTimeout(this.later);
    if (this.local) {
      this.local = new RowIndex(columnarRowsOf(data, columns));
      return;
    }
    this.post({ type: 'rows', version, rowCount: data.length, columnCount: columns.length });
    this.unsent = columns.map((spec, index) => () => {
      const column = columnValuesOf(data, spec);
      this.post({ type: 'column', version, index, column }, transferOf(column));
    });
    this.later = setTimeout(() => this.handOver(), AFTER_FIRST_PAINT_MS);
  }

  /** The answer to a query; null when new rows came before it. */
  ask(query: RowQuery): Promise<RowAnswer | null> {
    if (this.local) return Promise.resolve(this.local.query(query));
    const id = ++this.lastId;
    const answer = new Promise<RowAnswer | null>((resolve) => this.waiting.set(id, { query, resolve }));
    if (!this.unsent.length) this.post({ type: 'query', version: this.version, id, query });
    else {
      this.queued.push({ id, query });
      clearTimeout(this.later);
      this.soon.port2.postMessage(null);
    }
    return answer;
  }

  terminate() {
    this.stop();
    this.waiting.clear();
  }

  private handOver() {
    this.unsent.shift()?.();
    if (this.unsent.length) {
      if (this.queued.length) this.soon.port2.postMessage(null);
      else this.later = setTimeout(() => this.handOver(), 0);
      return;
    }
    for (const { id, query } of this.queued.splice(0)) this.post({ type: 'query', version: this.version, id, query });
  }

  private stop() {
    clearTimeout(this.later);
    this.unsent = [];
    this.soon.port1.close();
    this.worker.terminate();
  }

  private post(message: ToRowWorker, transfer: ArrayBuffer[] = []) {
    this.worker.postMessage(message, transfer);
  }
}
