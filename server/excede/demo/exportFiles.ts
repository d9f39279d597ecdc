import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { EXCEDE_EXPORTS, exportFileName, type ExcedeExport } from '../catalog';
import { unlRecord } from '../unl';
import { usDate, wallText } from './calendar';

type Field = string | number | boolean | null | undefined;

/** How a column's insert value is written: DATE as MM/DD/YYYY, DATETIME on New York's wall clock. */
function formatterOf(column: PgColumn): (value: unknown) => Field {
  switch (column.columnType) {
    case 'PgDateString':
      return (value) => (typeof value === 'string' ? usDate(value) : null);
    case 'PgTimestamp':
      return (value) => (value instanceof Date ? wallText(value) : null);
    default:
      return (value) => value as Field;
  }
}

/** Buffered text is handed to the file once it reaches this size. */
const CHUNK = 1 << 16;

/**
 * One export file: rows typed by the table's insert type, written in the catalog's field order (the
 * table's columns), so a column moved in the schema moves its field in the file too.
 */
export class ExportWriter<T extends PgTable> {
  rows = 0;
  private buffer = '';
  private failure: Error | null = null;
  private readonly fields: ((row: Record<string, unknown>) => Field)[];

  constructor(
    readonly exp: ExcedeExport,
    private readonly stream: WriteStream,
  ) {
    // A failed write (a full disk) is raised by the next flush, not as an uncaught error.
    stream.on('error', (error) => (this.failure = error));
    const keyOf = new Map<PgColumn, string>(Object.entries(getTableColumns(exp.table)).map(([key, column]) => [column as PgColumn, key]));
    this.fields = exp.columns.map((column) => {
      const key = keyOf.get(column);
      if (!key) throw new Error(`${exp.name}: the column ${column.name} is not one of ${exp.name}'s table.`);
      const format = formatterOf(column);
      return (row) => format(row[key]);
    });
  }

  write(row: T['$inferInsert']): void {
    const values = row as Record<string, unknown>;
    this.buffer += unlRecord(this.fields.map((field) => field(values)));
    this.rows++;
  }

  /** Hands the buffered text to the file, waiting while the file has more than it can take (backpressure). */
  async flush(force = false): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.buffer || (!force && this.buffer.length < CHUNK)) return;
    const ok = this.stream.write(this.buffer);
    this.buffer = '';
    if (!ok) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush(true);
    this.stream.end();
    await finished(this.stream);
  }
}

/**
 * Every export's file in a folder, written under a temporary name and given its own name only once all
 * are complete, so a start interrupted mid-way never leaves a folder that looks filled (its partial files
 * stay behind, ignored by the imports).
 */
export class ExportFiles {
  private readonly writers = new Map<PgTable, ExportWriter<PgTable>>();

  constructor(readonly dir: string) {
    for (const exp of EXCEDE_EXPORTS) {
      const stream = createWriteStream(this.partialPath(exp), { encoding: 'utf8' });
      this.writers.set(exp.table, new ExportWriter(exp, stream));
    }
  }

  /** Each process writes its own partial files: two servers filling one folder at once end with the same, whole files. */
  private partialPath(exp: ExcedeExport) {
    return path.join(this.dir, `${exportFileName(exp)}.${process.pid}.partial`);
  }

  of<T extends PgTable>(table: T): ExportWriter<T> {
    const writer = this.writers.get(table);
    if (!writer) throw new Error('No Excede export is written from this table.');
    return writer as unknown as ExportWriter<T>;
  }

  /** Writes rows for each item, handing chunks to the files as they fill so a long list never sits in memory. */
  async each<T>(items: Iterable<T>, write: (item: T) => void): Promise<void> {
    let n = 0;
    for (const item of items) {
      write(item);
      if (++n % 500 === 0) await this.flush();
    }
    await this.flush();
  }

  /** Flushes every file that has a chunk ready, the files writing side by side. */
  async flush(): Promise<void> {
    await Promise.all([...this.writers.values()].map((writer) => writer.flush()));
  }

  /** Closes every file and gives each its export's name; returns the rows written, by export. */
  async close(): Promise<Record<string, number>> {
    const rows: Record<string, number> = {};
    for (const writer of this.writers.values()) {
      await writer.close();
      rows[writer.exp.name] = writer.rows;
    }
    for (const exp of EXCEDE_EXPORTS) await rename(this.partialPath(exp), path.join(this.dir, exportFileName(exp)));
    return rows;
  }

  /** After a failure: closes and removes every partial file. */
  async discard(): Promise<void> {
    for (const writer of this.writers.values()) await writer.close().catch(() => {});
    for (const exp of EXCEDE_EXPORTS) await rm(this.partialPath(exp), { force: true });
  }
}
