import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { OPEN_FLAG_STATUSES, OPEN_SUGGESTION_STATUSES, type OpenIssue } from '../../src/domain/feedback';
import { requireAuth } from '../auth/middleware';
import { queryRows } from '../db/database';
import type { AppEnv } from '../http';

export const feedbackRoutes = new Hono<AppEnv>().get('/my-open-issues', requireAuth, async (c) => {
  const userId = c.var.user.id;
  const rows = await queryRows<OpenIssue & { created_at: Date; updated_at: Date }>(
    c.var.deps.db,
    sql`select * from (
          select 'suggestion' as kind, id, title, status, reply, null as priority, created_at, updated_at
            from suggestions where user_id = ${userId} and status in ${[...OPEN_SUGGESTION_STATUSES]}
          union all
          select 'flagged error', id, left(description, 120), status, null, priority, created_at, updated_at
            from flagged_errors where user_id = ${userId} and status in ${[...OPEN_FLAG_STATUSES]}
        ) issues order by created_at desc`,
  );
  const content: OpenIssue[] = rows.map(({ created_at, updated_at, ...row }) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    status: row.status,
    reply: row.reply,
    priority: row.priority,
    createdAt: new Date(created_at).toISOString(),
    updatedAt: new Date(updated_at).toISOString(),
  }));
  return c.json({ content });
});
