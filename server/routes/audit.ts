import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditAnswer, type AuditFilterOptions, type AuditRow } from '../../src/domain/auditTrail';
import { auditQuerySchema } from '../../src/domain/auditQuery';
import { USER_LOG_TIME_ZONE } from '../../src/domain/userLogs';
import { queryRows } from '../db/database';
import { parseWith, type AppEnv } from '../http';

interface AuditDbRow {
  id: number;
  at: Date | string;
  actor_user_id: number | null;
  actor_name: string | null;
  assumed_user_id: number | null;
  assumed_user_name: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  subject: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
}

/**
 * The audit trail for administrators: filtered on the server by New York days, actor, assumed user,
 * entity and action, newest first, a page at a time with the count of all that match.
 */
export const auditRoutes = new Hono<AppEnv>()
  .get('/audit', guard('GET /audit'), async (c) => {
    const q = parseWith(auditQuerySchema, {
      from: c.req.query('from'),
      to: c.req.query('to'),
      actorId: c.req.query('actorId') || undefined,
      assumedUserId: c.req.query('assumedUserId') || undefined,
      entity: c.req.query('entity') || undefined,
      action: c.req.query('action') || undefined,
      page: c.req.query('page') || undefined,
    });
    const where: SQL[] = [
      sql`a.at >= (${q.from}::date)::timestamp at time zone ${USER_LOG_TIME_ZONE}`,
      sql`a.at < ((${q.to}::date + 1)::timestamp at time zone ${USER_LOG_TIME_ZONE})`,
    ];
    if (q.actorId) where.push(sql`a.actor_user_id = ${q.actorId}`);
    if (q.assumedUserId) where.push(sql`a.assumed_user_id = ${q.assumedUserId}`);
    if (q.entity) where.push(sql`a.entity = ${q.entity}`);
    if (q.action) where.push(sql`a.action = ${q.action}`);
    const filter = sql.join(where, sql` and `);
    const { db } = c.var.deps;
    const [rows, [count]] = await Promise.all([
      queryRows<AuditDbRow>(
        db,
        sql`select a.id, a.at, a.actor_user_id, actor.name as actor_name, a.assumed_user_id, assumed.name as assumed_user_name,
              a.action, a.entity, a.entity_id, a.subject, a.ip, a.before, a.after
            from audit_log a
              left join users actor on actor.id = a.actor_user_id
              left join users assumed on assumed.id = a.assumed_user_id
            where ${filter} order by a.at desc, a.id desc
            limit ${AUDIT_PAGE_SIZE} offset ${(q.page - 1) * AUDIT_PAGE_SIZE}`,
      ),
      queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${filter}`),
    ]);
    const answer: AuditAnswer = {
      rows: rows.map(
        (r): AuditRow => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          actorId: r.actor_user_id,
          actorName: r.actor_name,
          assumedUserId: r.assumed_user_id,
          assumedUserName: r.assumed_user_name,
          action: r.action,
          entity: r.entity,
          entityId: r.entity_id,
          subject: r.subject,
          ip: r.ip,
          before: r.before,
          after: r.after,
        }),
      ),
      total: Number(count?.n ?? 0),
      page: q.page,
      pageSize: AUDIT_PAGE_SIZE,
    };
    return c.json(answer);
  })

  /** What the filters offer: the people, entities and actions that appear in the trail. */
  .get('/audit/filters', guard('GET /audit/filters'), async (c) => {
    const { db } = c.var.deps;
    const [users, entities, actions] = await Promise.all([
      queryRows<{ id: number; name: string }>(
        db,
        sql`select u.id, u.name from users u
            where u.id in (select actor_user_id from audit_log where actor_user_id is not null
                           union select assumed_user_id from audit_log where assumed_user_id is not null)
            order by u.name`,
      ),
      queryRows<{ entity: string }>(db, sql`select distinct entity from audit_log where entity is not null order by entity`),
      queryRows<{ action: string }>(db, sql`select distinct action from audit_log order by action`),
    ]);
    const answer: AuditFilterOptions = { users, entities: entities.map((e) => e.entity), actions: actions.map((a) => a.action) };
    return c.json(answer);
  });
