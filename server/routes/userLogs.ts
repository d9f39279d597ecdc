import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { sql, type SQL } from 'drizzle-orm';
import {
  USER_LOG_ROW_LIMIT,
  USER_LOG_TIME_ZONE,
  type UserLogDay,
  type UserLogFilterOptions,
  type UserLogRow,
  type UserLogsAnswer,
} from '../../src/domain/userLogs';
import { userLogQuerySchema } from '../../src/domain/userLogQuery';
import { queryRows } from '../db/database';
import { parseWith, type AppEnv } from '../http';

interface LogDbRow {
  id: number;
  user_id: number;
  user_name: string;
  page_name: string;
  from_name: string | null;
  from_path: string | null;
  to_name: string | null;
  to_path: string | null;
  loadtime: number;
  branch_id: string | null;
  user_agent: string;
  created_at: Date | string;
}

/** A viewer sees activity in their own branches, and activity recorded without a branch. */
const inViewersBranches = (branches: readonly string[]): SQL =>
  branches.length ? sql`(a.branch_id is null or a.branch_id in ${branches})` : sql`a.branch_id is null`;

/**
 * The activity log (/user-logs). The server does the filtering: a date range in New York days, a
 * user, a page and a branch; it answers the newest USER_LOG_ROW_LIMIT rows, the count of all that
 * match and a count per day. A viewer sees activity in their own branches (and activity with none).
 */
export const userLogRoutes = new Hono<AppEnv>()
  .get('/user-logs', guard('GET /user-logs'), async (c) => {
    const q = parseWith(userLogQuerySchema, {
      from: c.req.query('from'),
      to: c.req.query('to'),
      userId: c.req.query('userId') || undefined,
      page: c.req.query('page') || undefined,
      branch: c.req.query('branch') || undefined,
    });
    const { db } = c.var.deps;
    const branches = c.var.user.branches;
    const where: SQL[] = [
      sql`a.created_at >= (${q.from}::date)::timestamp at time zone ${USER_LOG_TIME_ZONE}`,
      sql`a.created_at < ((${q.to}::date + 1)::timestamp at time zone ${USER_LOG_TIME_ZONE})`,
      inViewersBranches(branches),
    ];
    if (q.userId) where.push(sql`a.user_id = ${q.userId}`);
    if (q.page) where.push(sql`a.page_name = ${q.page}`);
    if (q.branch) where.push(sql`a.branch_id = ${q.branch}`);
    const filter = sql.join(where, sql` and `);

    const [rows, days] = await Promise.all([
      queryRows<LogDbRow>(
        db,
        sql`select a.id, a.user_id, u.name as user_name, a.page_name,
              a.data->'fromObj'->>'name' as from_name, a.data->'fromObj'->>'path' as from_path,
              a.data->'toObj'->>'name' as to_name, a.data->'toObj'->>'path' as to_path,
              a.loadtime, a.branch_id, a.user_agent, a.created_at
            from activity_logs a join users u on u.id = a.user_id
            where ${filter} order by a.created_at desc, a.id desc limit ${USER_LOG_ROW_LIMIT}`,
      ),
      queryRows<{ day: string; count: number }>(
        db,
        sql`select to_char(a.created_at at time zone ${USER_LOG_TIME_ZONE}, 'YYYY-MM-DD') as day, count(*)::int as count
            from activity_logs a where ${filter} group by 1 order by 1`,
      ),
    ]);
    const perDay: UserLogDay[] = days.map((d) => ({ day: d.day, count: Number(d.count) }));
    const answer: UserLogsAnswer = {
      rows: rows.map(
        (r): UserLogRow => ({
          id: r.id,
          userId: r.user_id,
          userName: r.user_name,
          pageName: r.page_name,
          fromName: r.from_name,
          fromPath: r.from_path,
          toName: r.to_name,
          toPath: r.to_path,
          loadtime: Number(r.loadtime),
          branch: r.branch_id,
          userAgent: r.user_agent,
          createdAt: new Date(r.created_at).toISOString(),
        }),
      ),
      total: perDay.reduce((sum, d) => sum + d.count, 0),
      perDay,
    };
    return c.json(answer);
  })

  /** What the filters offer: users and pages seen in the log, and the viewer's branches. */
  .get('/user-logs/filters', guard('GET /user-logs/filters'), async (c) => {
    const { db } = c.var.deps;
    const visible = inViewersBranches(c.var.user.branches);
    const [users, pages] = await Promise.all([
      queryRows<{ id: number; name: string }>(
        db,
        sql`select u.id, u.name from users u
            where exists (select 1 from activity_logs a where a.user_id = u.id and ${visible}) order by u.name`,
      ),
      queryRows<{ page_name: string }>(db, sql`select distinct a.page_name from activity_logs a where ${visible} order by a.page_name`),
    ]);
    const answer: UserLogFilterOptions = { users, pages: pages.map((p) => p.page_name), branches: [...c.var.user.branches] };
    return c.json(answer);
  });
