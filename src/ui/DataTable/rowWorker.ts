/**
 * The grid's side of a long grid's row worker (rowQuery.worker.ts): it hands the worker the rows, a column
 * per task so the page never stalls, and asks it each query. Should the worker fail to start, the same
 * queries are answered here instead.
 */
import { columnarRowsOf, columnValuesOf } from './columnValues';
import { RowIndex, type RowAnswer, type RowQuery } from './rowQuery';
import { packColumn, type FromRowWorker, type ToRowWorker } from './rowTransfer';
import type { DataTableColumn } from './types';

interface Rows {
  data: readonly unknown[];
  columns: readonly DataTableColumn<unknown>[];
}

export class RowWorker {
  private readonly worker = new Worker(new URL('./rowQuery.worker.ts', import.meta.url), { type: 'module', name: 'grid rows' });
  private version = 0;
  private rows: Rows = { data: [], columns: [] };
  private unsent: (() => void)[] = [];
  private handing: ReturnType<typeof setTimeout> | undefined;
  private lastId = 0;
  private readonly waiting = new Map<number, { query: RowQuery; resolve: (answer: RowAnswer) => void }>();
  private local: RowIndex | null = null;

  constructor() {
    this.worker.onmessage = ({ data }: MessageEvent<FromRowWorker>) => {
      this.waiting.get(data.id)?.resolve(data);
      this.waiting.delete(data.id);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.worker.terminate();
      this.local = new RowIndex(columnarRowsOf(this.rows.data, this.rows.columns));
      for (const { query, resolve } of this.waiting.values()) resolve(this.local.query(query));
      this.waiting.clear();
    };
  }

  /** A new data set (or columns): the worker gets its columns one task at a time, all of them before the next query. */
  setRows<T>(data: readonly T[], columns: readonly DataTableColumn<T>[]) {
    const version = ++this.version;
    this.rows = { data, columns: columns as readonly DataTableColumn<unknown>[] };
    clearTimeout(this.handing);
    if (this.local) {
      this.local = new RowIndex(columnarRowsOf(data, columns));
      return;
    }
    this.post({ type: 'rows', version, rowCount: data.length, columnCount: columns.length });
    this.unsent = columns.map((spec, index) => () => {
      const { column, transfer } = packColumn(columnValuesOf(data, spec));
      this.post({ type: 'column', version, index, column }, transfer);
    });
    const handOne = () => {
      this.unsent.shift()?.();
      if (this.unsent.length) this.handing = setTimeout(handOne, 0);
    };
    this.handing = setTimeout(handOne, 0);
  }

  ask(query: RowQuery): Promise<RowAnswer> {
    if (this.local) return Promise.resolve(this.local.query(query));
    clearTimeout(this.handing);
    for (const send of this.unsent.splice(0)) send();
    const id = ++this.lastId;
    this.post({ type: 'query', version: this.version, id, query });
    return new Promise((resolve) => this.waiting.set(id, { query, resolve }));
  }

  terminate() {
    clearTimeout(this.handing);
    this.worker.terminate();
    this.waiting.clear();
  }

  private post(message: ToRowWorker, transfer: ArrayBuffer[] = []) {
    this.worker.postMessage(message, transfer);
  }
}
