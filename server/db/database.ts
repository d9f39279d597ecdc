import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Built next to the bundle (dist/server/migrations) and beside this file in the sources. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** A PGlite dump (dumpDataDir) to start from: tests start each file from a migrated template. */
  loadDataDir?: Blob | File;
}

/** PostgreSQL when a URL is given, else PGlite in the data folder: the same schema and queries. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: drizzle(pool, { schema }) as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    // Trigram indexes let Parts Research find a description word anywhere in it without reading every part.
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return { db: drizzle(client, { schema }) as unknown as Database, kind: 'pglite', close: () => client.close() };
}

export async function migrateDatabase(open: OpenDatabase): Promise<void> {
  if (open.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(open.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(open.db as never, { migrationsFolder });
  }
}

/** Rows of a raw query: PGlite and node-postgres both answer { rows }. */
export async function queryRows<T>(db: Database, query: Parameters<Database['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
