import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { landingPageSchema, preferenceKeySchema, preferenceResetSchema, preferenceSchema } from '../../src/domain/session';
import { BRANCH_PREFERENCE_KEY, LANDING_PAGE_ALREADY_SET, LANDING_PAGE_UPDATED } from '../../src/domain/constants';
import { branchLabel } from '../../src/domain/branches';
import { actorOf, audit } from '../audit';
import { invalidateAuthCache } from '../auth/authCache';
import { queryRows } from '../db/database';
import { branches, excedeEmployees, permissions, userPreferences, users } from '../db/schema';
import { fail, parseWith, readJson, type AppEnv } from '../http';

export const userRoutes = new Hono<AppEnv>()

  .get('/user/refresh', guard('GET /user/refresh'), (c) => c.json({ content: c.var.user }))

  .get('/user/permission/list', guard('GET /user/permission/list'), (c) => c.json({ content: c.var.user.permissions }))

  .get('/permission/list', guard('GET /permission/list'), async (c) => {
    const rows = await c.var.deps.db
      .select({ id: permissions.id, name: permissions.name, short_name: permissions.shortName, area: permissions.area })
      .from(permissions)
      .orderBy(asc(permissions.area), asc(permissions.name));
    return c.json({ content: rows });
  })

  .get('/role/list', guard('GET /role/list'), async (c) => {
    const rows = await queryRows<{ id: number; name: string; description: string; permission_count: number; user_count: number }>(
      c.var.deps.db,
      sql`select r.id, r.name, r.description,
            (select count(*)::int from role_permissions rp where rp.role_id = r.id) as permission_count,
            (select count(*)::int from user_roles ur where ur.role_id = r.id) as user_count
          from roles r order by r.name`,
    );
    return c.json({ content: rows });
  })

  .get('/user/excede/list', guard('GET /user/excede/list'), async (c) => {
    const rows = await queryRows<{ excede_id: string; name: string; excede_name: string; branch: string; user_id: number | null }>(
      c.var.deps.db,
      sql`select e.excede_id, e.name, e.excede_name, b.code || ' - ' || b.name as branch,
            (select u.id from users u where u.excede_id = e.excede_id limit 1) as user_id
          from excede_employees e left join branches b on b.code = e.branch_code order by e.name`,
    );
    return c.json({ content: rows });
  })

  .get('/user/branch/excede/:employeeId', guard('GET /user/branch/excede/:employeeId'), async (c) => {
    const employeeId = parseWith(
      z.string().regex(/^\d{1,12}$/, 'employeeId must be an Excede employee number.'),
      c.req.param('employeeId'),
    );
    const { db } = c.var.deps;
    const [row] = await db
      .select({ code: branches.code, name: branches.name })
      .from(excedeEmployees)
      .innerJoin(branches, eq(branches.code, excedeEmployees.branchCode))
      .where(eq(excedeEmployees.excedeId, employeeId));
    if (!row) return c.json({ code: 404, message: 'No Excede employee has this id.', content: [] }, 404);
    return c.json({ code: 200, content: [branchLabel(row.code, row.name)] });
  })

  .get('/user/preference', guard('GET /user/preference'), async (c) => {
    const key = parseWith(preferenceKeySchema, c.req.query('key'));
    const [row] = await c.var.deps.db
      .select({ key: userPreferences.key, value: userPreferences.value })
      .from(userPreferences)
      .where(and(eq(userPreferences.userId, c.var.user.id), eq(userPreferences.key, key)));
    return c.json({ content: row ?? { key, value: null } });
  })

  .post('/user/preference', guard('POST /user/preference'), async (c) => {
    const { key, value } = await readJson(c, preferenceSchema);
    if (key === BRANCH_PREFERENCE_KEY && !(typeof value === 'string' && c.var.user.branches.includes(value))) {
      fail(403, 'You do not hold this branch.');
    }
    const [row] = await c.var.deps.db
      .insert(userPreferences)
      .values({ userId: c.var.user.id, key, value })
      .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value, updatedAt: sql`now()` } })
      .returning({ key: userPreferences.key, value: userPreferences.value });
    // The saved branch is part of the signed-in user (user/refresh answers it).
    if (key === BRANCH_PREFERENCE_KEY) invalidateAuthCache();
    return c.json({ content: row });
  })

  .post('/user/preference/reset', guard('POST /user/preference/reset'), async (c) => {
    const { key } = await readJson(c, preferenceResetSchema);
    await c.var.deps.db
      .delete(userPreferences)
      .where(and(eq(userPreferences.userId, c.var.user.id), eq(userPreferences.key, key)));
    if (key === BRANCH_PREFERENCE_KEY) invalidateAuthCache();
    return c.json({ content: { key, value: null } });
  })

  .post('/landingPage', guard('POST /landingPage'), async (c) => {
    const { landingpage } = await readJson(c, landingPageSchema);
    const { db } = c.var.deps;
    const user = c.var.user;
    if (user.landingPage === landingpage) return c.json({ page: landingpage, message: LANDING_PAGE_ALREADY_SET, changed: false });
    await db.transaction(async (tx) => {
      await tx.update(users).set({ landingPage: landingpage }).where(eq(users.id, user.id));
      await audit(tx, {
        action: 'user.landingPage',
        ...actorOf(c),
        entity: 'user',
        entityId: user.id,
        before: { landingPage: user.landingPage },
        after: { landingPage: landingpage },
      });
    });
    invalidateAuthCache();
    return c.json({ page: landingpage, message: LANDING_PAGE_UPDATED, changed: true });
  });
