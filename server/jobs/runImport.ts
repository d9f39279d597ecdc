import { hostname } from 'node:os';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { nextRun } from '../../src/domain/cron';
import type { RunStatus, RunTrigger } from '../../src/domain/imports';
import type { Database } from '../db/database';
import { importJobs, importRuns } from '../db/schema';
import { exportOfFile, tableNameOf } from '../excede/catalog';
import type { ExportSource } from '../excede/exportSource';
import { importExport, ImportError } from '../excede/importExport';

export class AlreadyRunningError extends Error {}

export interface RunOutcome {
  runId: number;
  status: RunStatus;
  rowsRead: number;
  rowsWritten: number;
  rowsRejected: number;
  /** The table's rows after a successful run; null when it failed. */
  tableRows: number | null;
  error: string | null;
}

/** How long a process holds a job it runs; a process that dies mid-run frees the job when it passes. */
const LEASE = sql`now() + interval '30 minutes'`;
const PROCESS = `${hostname()}:${process.pid}`;

/** The next run of a schedule after `after`, on New York's wall clock. */
export function nextRunOf(cron: string, after: Date): Date | null {
  return nextRun(cron, after, BUSINESS_TIME_ZONE);
}

/**
 * Takes a job for this process, atomically in the database: several server processes on one PostgreSQL
 * each try, one gets it. `due` takes it only when enabled and its next run has passed (the scheduler);
 * otherwise whenever no one else holds it (run now).
 */
async function takeJob(db: Database, jobId: number, due: boolean) {
  const free = or(isNull(importJobs.leaseUntil), lt(importJobs.leaseUntil, sql`now()`));
  const [job] = await db
    .update(importJobs)
    .set({ leasedBy: PROCESS, leaseUntil: LEASE })
    .where(and(eq(importJobs.id, jobId), free, ...(due ? [eq(importJobs.enabled, true), lte(importJobs.nextRunAt, sql`now()`)] : [])))
    .returning();
  return job;
}

interface RunOptions {
  trigger: RunTrigger;
  userId?: number | null;
  source: ExportSource;
  now?: () => Date;
}

/**
 * Runs one import job now: throws AlreadyRunningError while a run (in any process) holds it. A run row
 * (Running → Succeeded or Failed with its error and rows read, written and rejected), the import itself in
 * one transaction, then the job's last and next run, and the job freed.
 */
export async function runImportJob(db: Database, jobId: number, options: RunOptions): Promise<RunOutcome> {
  const job = await takeJob(db, jobId, false);
  if (job) return runTaken(db, job, options);
  const [exists] = await db.select({ id: importJobs.id }).from(importJobs).where(eq(importJobs.id, jobId));
  if (!exists) throw new Error(`No import job ${jobId}`);
  throw new AlreadyRunningError();
}

/** Runs a job if it is still due and no one holds it (the scheduler); null when another process had it. */
export async function runDueJob(db: Database, jobId: number, options: Omit<RunOptions, 'trigger'>): Promise<RunOutcome | null> {
  const job = await takeJob(db, jobId, true);
  return job ? runTaken(db, job, { ...options, trigger: 'schedule' }) : null;
}

async function runTaken(db: Database, job: typeof importJobs.$inferSelect, options: RunOptions): Promise<RunOutcome> {
  const jobId = job.id;
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  try {
    const [run] = await db
      .insert(importRuns)
      .values({ jobId, trigger: options.trigger, startedAt, status: 'Running', triggeredBy: options.userId ?? null })
      .returning({ id: importRuns.id });
    let outcome: RunOutcome;
    try {
      const exp = exportOfFile(job.sourceFile);
      if (!exp) throw new ImportError(`${job.sourceFile} is not an Excede export the portal knows.`, 0);
      const result = await importExport(db, options.source, exp, job.sourceFile, run!.id);
      // Fresh statistics for the planner and a visibility map for index-only counts; PGlite runs no autovacuum.
      if (result.rowsWritten > 0) await db.execute(sql`vacuum (analyze) ${sql.identifier(tableNameOf(exp))}`);
      outcome = { runId: run!.id, status: 'Succeeded', ...result, error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const counts = error instanceof ImportError ? { rowsRead: error.rowsRead, rowsRejected: error.rowsRejected } : { rowsRead: 0, rowsRejected: 0 };
      outcome = { runId: run!.id, status: 'Failed', ...counts, rowsWritten: 0, tableRows: null, error: message.slice(0, 2000) };
    }
    const finishedAt = new Date(Math.max(now().getTime(), startedAt.getTime()));
    await db.transaction(async (tx) => {
      const { runId, ...result } = outcome;
      await tx.update(importRuns).set({ finishedAt, ...result }).where(eq(importRuns.id, runId));
      await tx.update(importJobs).set({ lastRunAt: startedAt, nextRunAt: nextRunOf(job.cron, finishedAt), updatedAt: sql`now()` }).where(eq(importJobs.id, jobId));
    });
    return outcome;
  } finally {
    await db.update(importJobs).set({ leasedBy: null, leaseUntil: null }).where(and(eq(importJobs.id, jobId), eq(importJobs.leasedBy, PROCESS)));
  }
}

/** Runs left 'Running' whose job no process holds any more (the process stopped mid-run) are closed as failed. */
export async function closeAbandonedRuns(db: Database): Promise<void> {
  await db.execute(sql`update import_runs r set status = 'Failed', finished_at = now(), error = 'The server stopped during this run; nothing of it was written.'
    where r.status = 'Running' and exists (select 1 from import_jobs j where j.id = r.job_id and (j.lease_until is null or j.lease_until < now()))`);
}
