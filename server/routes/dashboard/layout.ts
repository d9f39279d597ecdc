import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { dashboardLayoutSchema, dashboardResetSchema, type DashboardLayout, type PlacedWidget } from '../../../src/domain/dashboard/layout';
import { roleDefaultLayout } from '../../../src/domain/dashboard/roleDefaults';
import { mayOpenWidget, WIDGETS } from '../../../src/domain/dashboard/widgets';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { ROUTES } from '../../../src/domain/routes';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { refuseTaken } from '../../business/uniqueTaken';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { dashboardLayouts } from '../../db/dashboardLayouts';
import { fail, readJson, type AppContext, type AppEnv } from '../../http';

const LAYOUT = { table: dashboardLayouts, entity: 'dashboard layout', notFound: RECORD_CHANGED_MESSAGE };

async function savedRow(db: Database, userId: number) {
  const [row] = await db.select().from(dashboardLayouts).where(eq(dashboardLayouts.userId, userId));
  return row;
}

const roleDefault = (c: AppContext): DashboardLayout => ({ version: 0, widgets: roleDefaultLayout(c.var.user.roles, c.var.user.permissions), isDefault: true });

/**
 * A widget the user may not open is refused (403) when it is added; one already on the dashboard whose right
 * was since removed may stay (it shows that access is gone) until the user removes it.
 */
function refuseUnopenable(c: AppContext, widgets: readonly PlacedWidget[], kept: readonly PlacedWidget[]) {
  widgets.forEach((widget, index) => {
    if (mayOpenWidget(widget.kind, c.var.user.permissions)) return;
    if (kept.some((k) => k.id === widget.id && k.kind === widget.kind)) return;
    const screen = ROUTES.find((r) => r.path === WIDGETS[widget.kind].route)?.name ?? widget.kind;
    fail(403, `widgets.${index}.kind: You may not open ${screen}, so "${WIDGETS[widget.kind].title}" cannot be added.`);
  });
}

/**
 * My dashboard (/customdashboard): every signed-in user's own widgets. A save names the version seen (0 for
 * the role default never saved): two tabs saving at once get one save and a 409. Audited before and after.
 */
export const dashboardLayoutRoutes = new Hono<AppEnv>()
  .get('/dashboard/layout', guard('GET /dashboard/layout'), async (c) => {
    const row = await savedRow(c.var.deps.db, c.var.user.id);
    return c.json(row ? ({ version: row.version, widgets: row.widgets, isDefault: false } satisfies DashboardLayout) : roleDefault(c));
  })
  .put('/dashboard/layout', guard('PUT /dashboard/layout'), async (c) => {
    const input = await readJson(c, dashboardLayoutSchema);
    for (const widget of input.widgets) branchScope(c, widget.filter.branches);
    const { db } = c.var.deps;
    const row = await db.transaction(async (tx) => {
      const saved = await savedRow(tx, c.var.user.id);
      refuseUnopenable(c, input.widgets, saved?.widgets ?? []);
      if (!saved) {
        if (input.version !== 0) fail(409, RECORD_CHANGED_MESSAGE);
        return createRecord(c, tx, { ...LAYOUT, action: 'dashboard-layout.save', values: { userId: c.var.user.id, widgets: input.widgets } }).catch(
          refuseTaken('version', RECORD_CHANGED_MESSAGE),
        );
      }
      return changeRecord(c, tx, { ...LAYOUT, action: 'dashboard-layout.save', id: saved.id, version: input.version, change: () => ({ widgets: input.widgets }) });
    });
    return c.json({ version: row.version, widgets: row.widgets, isDefault: false } satisfies DashboardLayout);
  })
  .post('/dashboard/layout/reset', guard('POST /dashboard/layout/reset'), async (c) => {
    const { version } = await readJson(c, dashboardResetSchema);
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const saved = await savedRow(tx, c.var.user.id);
      if (!saved) {
        if (version !== 0) fail(409, RECORD_CHANGED_MESSAGE);
        return;
      }
      await removeRecord(c, tx, { ...LAYOUT, action: 'dashboard-layout.reset', id: saved.id, version });
    });
    return c.json(roleDefault(c));
  });
