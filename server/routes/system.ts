import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { sql } from 'drizzle-orm';
import { activityLogSchema, checkVersionSchema } from '../../src/domain/session';
import { activityLogs } from '../db/schema';
import { queryRows } from '../db/database';
import { schedulerState } from '../jobs/scheduler';
import type { HealthCheck, RunStatus } from '../../src/domain/imports';
import { fail, readJson, type AppEnv } from '../http';

export const systemRoutes = new Hono<AppEnv>()
  .get('/healthcheck', guard('GET /healthcheck'), async (c) => {
    const { db, config, storage } = c.var.deps;
    const version = config.appVersion;
    const started = performance.now();
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      const answer: HealthCheck = { status: 'error', version, database: { status: 'error', message: String(error) } };
      return c.json(answer, 503);
    }
    const database: HealthCheck['database'] = { status: 'ok', kind: config.databaseUrl ? 'postgres' : 'pglite', ms: Math.round(performance.now() - started) };
    const storageStarted = performance.now();
    const fileStorage: NonNullable<HealthCheck['storage']> = await storage.ping().then(
      () => ({ status: 'ok' as const, ms: Math.round(performance.now() - storageStarted) }),
      (error: unknown) => ({ status: 'error' as const, message: String(error) }),
    );
    const [last] = await queryRows<{ started_at: string; status: RunStatus }>(
      db,
      sql`select started_at, status from import_runs order by started_at desc, id desc limit 1`,
    );
    const [next] = await queryRows<{ next_run_at: string | null }>(db, sql`select min(next_run_at) as next_run_at from import_jobs where enabled`);
    const answer: HealthCheck = {
      status: fileStorage.status === 'ok' ? 'ok' : 'error',
      version,
      database,
      storage: fileStorage,
      scheduler: {
        status: schedulerState.running ? 'running' : 'stopped',
        intervalSeconds: Math.round(schedulerState.intervalMs / 1000),
        lastRunAt: last ? new Date(last.started_at).toISOString() : null,
        lastRunStatus: last?.status ?? null,
        nextRunAt: next?.next_run_at ? new Date(next.next_run_at).toISOString() : null,
      },
    };
    return c.json(answer, answer.status === 'ok' ? 200 : 503);
  })

  .post('/checkversion', guard('POST /checkversion'), async (c) => {
    const { version } = await readJson(c, checkVersionSchema);
    const current = c.var.deps.config.appVersion;
    return c.json({ content: version === current ? 0 : 1, version: current });
  })

  .post('/addUserActivityLogs', guard('POST /addUserActivityLogs'), async (c) => {
    const payload = await readJson(c, activityLogSchema);
    const user = c.var.user;
    if (payload.branch_id && !user.branches.includes(payload.branch_id)) {
      fail(403, 'You do not hold this branch.');
    }
    const [row] = await c.var.deps.db
      .insert(activityLogs)
      .values({
        userId: user.id,
        branchId: payload.branch_id ?? null,
        action: payload.action,
        userAgent: payload.userAgent,
        data: payload.data,
        description: payload.description,
        loadtime: payload.loadtime,
        pageName: payload.pageName,
      })
      .returning({ id: activityLogs.id });
    return c.json({ content: row }, 201);
  });
