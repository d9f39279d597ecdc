import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { queryRows, type Database } from '../db/database';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface LoadTarget {
  table: string;
  columns: readonly string[];
  key: readonly string[];
}

/** A PGlite transaction and a node-postgres client both run COPY; they differ in how the rows reach it. */
interface PgliteClient {
  query: (query: string, params: unknown[], options: { blob: Blob }) => Promise<unknown>;
}
interface NodePgClient {
  connectionParameters: unknown;
  query: (stream: NodeJS.WritableStream) => NodeJS.WritableStream;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const csvValue = (value: string | null) => (value === null ? '' : `"${value.replaceAll('"', '""')}"`);
/** Rows as COPY's CSV: NULL unquoted and empty, every value quoted (so an empty string stays one). */
export const copyCsv = (rows: readonly (string | null)[][]) => rows.map((r) => r.map(csvValue).join(',')).join('\n') + '\n';

/**
 * Loads rows into a table inside the caller's transaction: COPY into a temporary stage (PGlite reads
 * it from a blob, PostgreSQL from a stream), then one upsert by the key that touches only rows whose
 * values changed, stamping them with the run. Times are read as New York wall-clock. Returns how many
 * rows were inserted or changed.
 */
export class BulkLoad {
  private readonly stage: string;

  private constructor(
    private readonly tx: Transaction,
    private readonly target: LoadTarget,
  ) {
    this.stage = ident(`stage_${target.table}`);
  }

  static async begin(tx: Transaction, target: LoadTarget): Promise<BulkLoad> {
    const load = new BulkLoad(tx, target);
    const columns = target.columns.map(ident).join(', ');
    await tx.execute(sql.raw(`SET LOCAL timezone = '${BUSINESS_TIME_ZONE}'`));
    await tx.execute(sql.raw(`CREATE TEMP TABLE ${load.stage} ON COMMIT DROP AS SELECT ${columns} FROM ${ident(target.table)} WITH NO DATA`));
    return load;
  }

  /** Adds a batch of checked rows (values in the target's column order) to the stage. */
  async add(rows: readonly (string | null)[][]): Promise<void> {
    if (!rows.length) return;
    const copy = `COPY ${this.stage} (${this.target.columns.map(ident).join(', ')}) FROM STDIN WITH (FORMAT csv)`;
    const client = (this.tx as unknown as { session: { client: PgliteClient | NodePgClient } }).session.client;
    const text = copyCsv(rows);
    if ('connectionParameters' in client) {
      const { from } = await import('pg-copy-streams');
      await pipeline(Readable.from([text]), client.query(from(copy)));
    } else {
      await client.query(copy.replace('FROM STDIN', "FROM '/dev/blob'"), [], { blob: new Blob([text]) });
    }
  }

  /** Upserts the stage into the table; the count of rows inserted or changed. */
  async finish(runId: number): Promise<number> {
    const { table, columns, key } = this.target;
    const t = ident(table);
    const list = columns.map(ident).join(', ');
    const values = columns.filter((c) => !key.includes(c));
    const set = [...values.map((c) => `${ident(c)} = excluded.${ident(c)}`), '"import_run_id" = excluded."import_run_id"'].join(', ');
    const changed = values.length
      ? `WHERE (${values.map((c) => `${t}.${ident(c)}`).join(', ')}) IS DISTINCT FROM (${values.map((c) => `excluded.${ident(c)}`).join(', ')})`
      : '';
    const conflict = values.length ? `DO UPDATE SET ${set} ${changed}` : 'DO NOTHING';
    const [row] = await queryRows<{ n: number }>(
      this.tx as unknown as Database,
      sql.raw(
        `WITH up AS (INSERT INTO ${t} (${list}, "import_run_id") SELECT ${list}, ${Number(runId)} FROM ${this.stage} ` +
          `ON CONFLICT (${key.map(ident).join(', ')}) ${conflict} RETURNING 1) SELECT count(*)::int AS n FROM up`,
      ),
    );
    return row?.n ?? 0;
  }
}
