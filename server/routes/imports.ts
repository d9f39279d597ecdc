import { Hono } from 'hono';
import { isoTime } from '../db/isoTime';
import { guard } from '../auth/guard';
import { eq, sql } from 'drizzle-orm';
import { recordIdParam } from '../../src/domain/recordId';
import { JOB_NOT_FOUND, RUN_ALREADY_RUNNING, RUN_STARTED, type ImportedTable, type ImportJob, type ImportRun } from '../../src/domain/imports';
import { exportOfFile } from '../excede/catalog';
import { importScheduleSchema } from '../../src/domain/importSchedule';
import { actorOf, audit } from '../audit';
import { queryRows } from '../db/database';
import { importJobs } from '../db/schema';
import { fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../http';
import { FolderSource } from '../excede/exportSource';
import { AlreadyRunningError, nextRunOf, runImportJob } from '../jobs/runImport';

async function listJobs(c: AppContext, id?: number): Promise<ImportJob[]> {
  const rows = await queryRows<{
    id: number; name: string; description: string; source_file: string; target_table: string; cron: string; enabled: boolean;
    last_run_at: string | null; next_run_at: string | null; last_status: ImportJob['lastStatus'];
  }>(
    c.var.deps.db,
    sql`select j.id, j.name, j.description, j.source_file, j.target_table, j.cron, j.enabled, j.last_run_at, j.next_run_at,
          (select r.status from import_runs r where r.job_id = j.id order by r.started_at desc, r.id desc limit 1) as last_status
        from import_jobs j ${id === undefined ? sql`` : sql`where j.id = ${id}`} order by j.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    sourceFile: r.source_file,
    targetTable: r.target_table,
    cron: r.cron,
    enabled: r.enabled,
    lastRunAt: isoTime(r.last_run_at),
    nextRunAt: r.enabled ? isoTime(r.next_run_at) : null,
    lastStatus: r.last_status,
  }));
}

export const importRoutes = new Hono<AppEnv>()
  .get('/informix/jobs', guard('GET /informix/jobs'), async (c) => c.json({ content: await listJobs(c) }))

  /** A new schedule (a validated five-field cron) or the enabled switch; the next run is computed again. */
  .put('/informix/jobs/:id', guard('PUT /informix/jobs/:id'), async (c) => {
    const id = idParam(c, 'an import job');
    const { cron, enabled } = await readJson(c, importScheduleSchema);
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(importJobs).where(eq(importJobs.id, id));
      if (!before) fail(404, JOB_NOT_FOUND);
      const [after] = await tx
        .update(importJobs)
        .set({ cron, enabled, nextRunAt: nextRunOf(cron, new Date()), updatedAt: new Date() })
        .where(eq(importJobs.id, id))
        .returning();
      await audit(tx, {
        action: 'import.schedule',
        ...actorOf(c),
        entity: 'import_job',
        entityId: id,
        before: { cron: before.cron, enabled: before.enabled, nextRunAt: before.nextRunAt },
        after: { cron: after!.cron, enabled: after!.enabled, nextRunAt: after!.nextRunAt },
      });
    });
    return c.json({ content: (await listJobs(c, id))[0] });
  })

  /** Run now: the import runs in this request; the answer is the finished run. */
  .post('/informix/jobs/:id/run', guard('POST /informix/jobs/:id/run'), async (c) => {
    const id = idParam(c, 'an import job');
    const { db } = c.var.deps;
    const [job] = await db.select({ id: importJobs.id, name: importJobs.name }).from(importJobs).where(eq(importJobs.id, id));
    if (!job) fail(404, JOB_NOT_FOUND);
    let outcome;
    try {
      outcome = await runImportJob(db, id, { trigger: 'manual', userId: c.var.user.id, source: new FolderSource(c.var.deps.config.excedeImportDir) });
    } catch (error) {
      if (error instanceof AlreadyRunningError) fail(409, RUN_ALREADY_RUNNING);
      throw error;
    }
    await audit(db, {
      action: 'import.run',
      ...actorOf(c),
      entity: 'import_job',
      entityId: id,
      after: { job: job.name, ...outcome },
    });
    return c.json({ message: outcome.status === 'Succeeded' ? RUN_STARTED : `The import failed: ${outcome.error}`, content: outcome });
  })

  .get('/informix/runs', guard('GET /informix/runs'), async (c) => {
    const given = c.req.query('jobId');
    const jobId = given ? parseWith(recordIdParam('jobId', 'jobId must be an import job id.'), given) : undefined;
    const rows = await queryRows<{
      id: number; job_id: number; job_name: string; trigger: ImportRun['trigger']; started_at: string; finished_at: string | null;
      status: ImportRun['status']; rows_read: number; rows_written: number; rows_rejected: number; error: string | null; triggered_by_name: string | null;
    }>(
      c.var.deps.db,
      sql`select r.id, r.job_id, j.name as job_name, r.trigger, r.started_at, r.finished_at, r.status, r.rows_read, r.rows_written, r.rows_rejected,
            r.error, u.name as triggered_by_name
          from import_runs r join import_jobs j on j.id = r.job_id left join users u on u.id = r.triggered_by
          ${jobId === undefined ? sql`` : sql`where r.job_id = ${jobId}`}
          order by r.started_at desc, r.id desc limit 2000`,
    );
    const content: ImportRun[] = rows.map((r) => ({
      id: r.id,
      jobId: r.job_id,
      jobName: r.job_name,
      trigger: r.trigger,
      startedAt: isoTime(r.started_at)!,
      finishedAt: isoTime(r.finished_at),
      durationSeconds: r.finished_at ? Math.max(0, (new Date(r.finished_at).getTime() - new Date(r.started_at).getTime()) / 1000) : null,
      status: r.status,
      rowsRead: r.rows_read,
      rowsWritten: r.rows_written,
      rowsRejected: r.rows_rejected,
      error: r.error,
      triggeredByName: r.triggered_by_name,
    }));
    return c.json({ content });
  })

  /** Every table an export fills: its rows at the last good import, when that was, and how the last run ended. */
  .get('/informix/tables', guard('GET /informix/tables'), async (c) => {
    const rows = await queryRows<{ source_file: string; target_table: string; table_rows: number | null; last_good: string | null; last_status: ImportedTable['lastRunStatus'] }>(
      c.var.deps.db,
      sql`select j.source_file, j.target_table, good.table_rows, good.finished_at as last_good,
            (select r.status from import_runs r where r.job_id = j.id order by r.started_at desc, r.id desc limit 1) as last_status
          from import_jobs j
          left join lateral (select r.table_rows, r.finished_at from import_runs r where r.job_id = j.id and r.status = 'Succeeded'
                             order by r.finished_at desc limit 1) good on true
          order by j.target_table`,
    );
    const content: ImportedTable[] = rows.map((r) => {
      const exp = exportOfFile(r.source_file);
      return {
        table: r.target_table,
        exportName: exp?.name ?? r.source_file,
        title: exp?.title ?? r.target_table,
        rows: r.table_rows,
        lastGoodImportAt: isoTime(r.last_good),
        lastRunStatus: r.last_status,
      };
    });
    return c.json({ content });
  });
