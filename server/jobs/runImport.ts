import { and, eq, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { nextRun } from '../../src/domain/cron';
import type { RunStatus, RunTrigger } from '../../src/domain/imports';
import type { Database } from '../db/database';
import { importJobs, importRuns } from '../db/schema';
import { excedeImportDir, importExcede, ImportError } from './importExcede';

/** Jobs running in this process: one run per job at a time. */
const running = new Set<number>();

export class AlreadyRunningError extends Error {}

export interface RunOutcome {
  runId: number;
  status: RunStatus;
  rowsRead: number;
  rowsWritten: number;
  error: string | null;
}

/** The next run of a schedule after `after`, on New York's wall clock. */
export function nextRunOf(cron: string, after: Date): Date | null {
  return nextRun(cron, after, BUSINESS_TIME_ZONE);
}

/**
 * Runs one import job now: a run row (Running → Succeeded or Failed with its error and rows read),
 * the import itself in one transaction, then the job's last and next run.
 */
export async function runImportJob(
  db: Database,
  jobId: number,
  options: { trigger: RunTrigger; userId?: number | null; dir?: string; now?: () => Date } = { trigger: 'manual' },
): Promise<RunOutcome> {
  if (running.has(jobId)) throw new AlreadyRunningError();
  running.add(jobId);
  try {
    const now = options.now ?? (() => new Date());
    const [job] = await db.select().from(importJobs).where(eq(importJobs.id, jobId));
    if (!job) throw new Error(`No import job ${jobId}`);
    const startedAt = now();
    const [run] = await db
      .insert(importRuns)
      .values({ jobId, trigger: options.trigger, startedAt, status: 'Running', triggeredBy: options.userId ?? null })
      .returning({ id: importRuns.id });
    let outcome: RunOutcome;
    try {
      const result = await importExcede(db, job, options.dir ?? excedeImportDir());
      outcome = { runId: run!.id, status: 'Succeeded', ...result, error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome = { runId: run!.id, status: 'Failed', rowsRead: error instanceof ImportError ? error.rowsRead : 0, rowsWritten: 0, error: message.slice(0, 2000) };
    }
    const finishedAt = new Date(Math.max(now().getTime(), startedAt.getTime()));
    await db.transaction(async (tx) => {
      await tx
        .update(importRuns)
        .set({ finishedAt, status: outcome.status, rowsRead: outcome.rowsRead, rowsWritten: outcome.rowsWritten, error: outcome.error })
        .where(eq(importRuns.id, outcome.runId));
      await tx
        .update(importJobs)
        .set({ lastRunAt: startedAt, nextRunAt: nextRunOf(job.cron, finishedAt), updatedAt: sql`now()` })
        .where(eq(importJobs.id, jobId));
    });
    return outcome;
  } finally {
    running.delete(jobId);
  }
}

/** Whether a job is running in this process now. */
export function isRunning(jobId: number): boolean {
  return running.has(jobId);
}

/** Runs left 'Running' by a process that stopped mid-run are closed as failed. */
export async function closeAbandonedRuns(db: Database): Promise<void> {
  await db
    .update(importRuns)
    .set({ status: 'Failed', finishedAt: sql`now()`, error: 'The server stopped during this run.' })
    .where(and(eq(importRuns.status, 'Running'), sql`${importRuns.startedAt} < now() - interval '1 hour'`));
}
