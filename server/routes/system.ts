import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { activityLogSchema, checkVersionSchema } from '../../src/domain/session';
import { requireAuth } from '../auth/middleware';
import { activityLogs } from '../db/schema';
import { fail, readJson, type AppEnv } from '../http';

export const systemRoutes = new Hono<AppEnv>()
  .get('/healthcheck', async (c) => {
    const { db, config } = c.var.deps;
    const started = performance.now();
    try {
      await db.execute(sql`select 1`);
      return c.json({
        status: 'ok',
        version: config.appVersion,
        database: { status: 'ok', kind: config.databaseUrl ? 'postgres' : 'pglite', ms: Math.round(performance.now() - started) },
      });
    } catch (error) {
      return c.json({ status: 'error', version: config.appVersion, database: { status: 'error', message: String(error) } }, 503);
    }
  })

  .post('/checkversion', requireAuth, async (c) => {
    const { version } = await readJson(c, checkVersionSchema);
    const current = c.var.deps.config.appVersion;
    return c.json({ content: version === current ? 0 : 1, version: current });
  })

  .post('/addUserActivityLogs', requireAuth, async (c) => {
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
