import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { BulkLoad } from './bulkLoad';
import type { ExcedeExport } from './catalog';
import { parseCsv } from './csv';
import type { ExportSource } from './exportSource';
import { FieldError, fieldReader } from './fieldReaders';
import { readUnl, UnlFormatError, type UnlRecord } from './unl';

export interface ImportResult {
  rowsRead: number;
  rowsWritten: number;
  rowsRejected: number;
  /** The table's row count once the file is in. */
  tableRows: number;
}

/** A run that wrote nothing: its message names the file, the line and the column at fault. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly rowsRead: number,
    readonly rowsRejected = 0,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

/** Rows a COPY batch carries: large enough to be fast, small enough to keep memory flat. */
const BATCH_ROWS = 20_000;
/** Errors quoted in a failed run's message; the rest are only counted. */
const QUOTED_ERRORS = 5;

/** A CSV export: a header row naming the columns as the portal's table does, then one record a line. */
async function* csvRecords(chunks: AsyncIterable<string | Buffer>, columns: readonly string[]): AsyncGenerator<UnlRecord> {
  let text = '';
  for await (const chunk of chunks) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  const [header = [], ...lines] = parseCsv(text);
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = columns.filter((c) => !names.includes(c));
  if (missing.length) throw new UnlFormatError(`the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`, 1);
  const positions = columns.map((c) => names.indexOf(c));
  for (const [index, line] of lines.entries()) {
    if (line.length !== names.length) throw new UnlFormatError(`${line.length} fields where the header has ${names.length}.`, index + 2);
    yield { line: index + 2, fields: positions.map((p) => (line[p] === '' ? null : line[p]!)) };
  }
}

/**
 * Imports one export file into its table in ONE transaction (the caller's run id stamps the rows): every
 * field is checked by its column's type, a record's key may appear once, and any fault fails the run
 * with its line and column, writing nothing, so the last good data stays. Rows are upserted by their
 * Excede key, so importing the same file twice changes nothing the second time.
 */
export async function importExport(db: Database, source: ExportSource, exp: ExcedeExport, fileName: string, runId: number): Promise<ImportResult> {
  const columns = exp.columns.map((c) => c.name);
  const readers = exp.columns.map(fieldReader);
  const keyAt = exp.key.map((k) => columns.indexOf(k.name));
  let chunks: AsyncIterable<string | Buffer>;
  try {
    chunks = await source.open(fileName);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(code === 'ENOENT' ? `${fileName} is not in ${source.description}.` : `Cannot read ${fileName}: ${(error as Error).message}`, 0);
  }
  const records = fileName.toLowerCase().endsWith('.csv') ? csvRecords(chunks, columns) : readUnl(chunks);

  let rowsRead = 0;
  let rowsWritten = 0;
  let tableRows = 0;
  const errors: string[] = [];
  let rejected = 0;
  const seen = new Map<string, number>();
  try {
    await db.transaction(async (tx) => {
      const table = getTableConfig(exp.table).name;
      const load = await BulkLoad.begin(tx, { table, columns, key: exp.key.map((k) => k.name) });
      let batch: (string | null)[][] = [];
      for await (const { line, fields } of records) {
        rowsRead++;
        const fault = (message: string) => {
          rejected++;
          if (errors.length < QUOTED_ERRORS) errors.push(`line ${line}${message}`);
        };
        if (fields.length !== columns.length) {
          fault(`: ${fields.length} fields where ${exp.name} has ${columns.length}.`);
          continue;
        }
        const row: (string | null)[] = new Array<string | null>(columns.length);
        let ok = true;
        for (let i = 0; i < columns.length; i++) {
          try {
            row[i] = readers[i]!(fields[i]!);
          } catch (error) {
            if (!(error instanceof FieldError)) throw error;
            fault(`, column ${i + 1} (${columns[i]}): ${error.message}`);
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        const key = keyAt.map((i) => row[i]).join('\u0000');
        const first = seen.get(key);
        if (first !== undefined) {
          fault(`: the key (${keyAt.map((i) => row[i]).join(', ')}) was already on line ${first}.`);
          continue;
        }
        seen.set(key, line);
        if (errors.length) continue;
        batch.push(row);
        if (batch.length >= BATCH_ROWS) {
          await load.add(batch);
          batch = [];
        }
      }
      if (errors.length) throw new ImportError(`${fileName}: ${rejected} ${rejected === 1 ? 'row' : 'rows'} rejected, nothing written: ${errors.join('; ')}${rejected > errors.length ? '; …' : ''}`, rowsRead, rejected);
      await load.add(batch);
      rowsWritten = await load.finish(runId);
      const [counted] = await queryRows<{ n: number }>(tx as unknown as Database, sql`select count(*)::int as n from ${sql.identifier(table)}`);
      tableRows = counted?.n ?? 0;
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (error instanceof UnlFormatError) throw new ImportError(`${fileName}: ${error.message} Nothing was written.`, rowsRead, rejected + 1);
    throw new ImportError(`${fileName}: the database refused the rows (${(error as Error).message}). Nothing was written.`, rowsRead, rejected);
  }
  return { rowsRead, rowsWritten, rowsRejected: 0, tableRows };
}
