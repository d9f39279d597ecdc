import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database';
import { isoTime } from '../db/isoTime';
import { nextRunOf } from '../jobs/runImport';

export interface Freshness {
  /** The oldest of the last good imports of the tables (ISO); null while one was never imported. */
  asOf: string | null;
  /** A table's last good import is older than two runs of its schedule. */
  stale: boolean;
}

/** How fresh the Excede data behind an answer is: the last good import of each table it reads. */
export async function freshnessOf(db: Database, tables: readonly string[], now = new Date()): Promise<Freshness> {
  if (!tables.length) return { asOf: null, stale: false };
  const rows = await queryRows<{ target_table: string; cron: string; last_good: string | null }>(
    db,
    sql`select j.target_table, j.cron,
          (select max(r.finished_at) from import_runs r where r.job_id = j.id and r.status = 'Succeeded') as last_good
        from import_jobs j where j.target_table in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})`,
  );
  let asOf: Date | null = null;
  let stale = false;
  for (const table of tables) {
    const row = rows.find((r) => r.target_table === table);
    if (!row?.last_good) return { asOf: null, stale: true };
    const last = new Date(row.last_good);
    if (!asOf || last < asOf) asOf = last;
    const second = nextRunOf(row.cron, nextRunOf(row.cron, last) ?? last);
    if (second && now > second) stale = true;
  }
  return { asOf: isoTime(asOf), stale };
}
