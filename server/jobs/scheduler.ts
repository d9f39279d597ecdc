import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importJobs } from '../db/schema';
import type { ExportSource } from '../excede/exportSource';
import { closeAbandonedRuns, runDueJob } from './runImport';

export const SCHEDULER_INTERVAL_MS = 30_000;

/** What the health check reports about the scheduler of this process. */
export const schedulerState: { running: boolean; startedAt: Date | null; lastTickAt: Date | null; intervalMs: number } = {
  running: false,
  startedAt: null,
  lastTickAt: null,
  intervalMs: SCHEDULER_INTERVAL_MS,
};

/**
 * One tick: every enabled job whose next run has passed, one at a time, oldest due first. Each is taken
 * in the database first, so with several server processes each due run happens once.
 */
export async function runDueJobs(db: Database, source: ExportSource, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.enabled, true), lte(importJobs.nextRunAt, now)))
    .orderBy(asc(importJobs.nextRunAt));
  let ran = 0;
  for (const job of due) {
    try {
      if (await runDueJob(db, job.id, { source })) ran++;
    } catch (error) {
      console.error(`[scheduler] import job ${job.id} failed to run`, error);
    }
  }
  return ran;
}

/**
 * The import scheduler: every 30 s it runs the enabled jobs whose next_run_at has passed, one at a
 * time (a tick never overlaps the previous one), then `afterImport` when any ran. Returns the function that stops it and waits for a
 * run in progress. Start it once per server: `const stop = startScheduler(deps)`.
 */
export function startScheduler(
  deps: { db: Database; source: ExportSource },
  options: { intervalMs?: number; afterImport?: () => Promise<void> } = {},
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? SCHEDULER_INTERVAL_MS;
  let current: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const tick = () => {
    if (busy || stopped) return;
    busy = true;
    schedulerState.lastTickAt = new Date();
    current = runDueJobs(deps.db, deps.source)
      .then((ran) => (ran > 0 ? options.afterImport?.() : undefined))
      .catch((error: unknown) => console.error('[scheduler] tick failed', error))
      .finally(() => {
        busy = false;
      });
  };
  void closeAbandonedRuns(deps.db)
    .catch((error: unknown) => console.error('[scheduler] could not close abandoned runs', error))
    .finally(tick);
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  Object.assign(schedulerState, { running: true, startedAt: new Date(), intervalMs });
  console.info(`[scheduler] import scheduler started (every ${Math.round(intervalMs / 1000)} s)`);
  return async () => {
    stopped = true;
    clearInterval(timer);
    schedulerState.running = false;
    await current;
  };
}
