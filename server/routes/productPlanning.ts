import { Hono } from 'hono';
import { guard } from '../auth/guard';
import { asc, eq, sql } from 'drizzle-orm';
import { PLAN_ITEM_NOT_FOUND, applyMove, type PlanItem } from '../../src/domain/productPlanning';
import { planItemSchema, planMoveSchema } from '../../src/domain/productPlanningPayloads';
import { actorOf, audit } from '../audit';
import type { Database } from '../db/database';
import { productPlanItems } from '../db/schema';
import { fail, idParam, readJson, type AppEnv } from '../http';

type Row = typeof productPlanItems.$inferSelect;

const out = (row: Row): PlanItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  area: row.area,
  priority: row.priority,
  status: row.status,
  position: row.position,
  targetDate: row.targetDate,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

async function loadAll(db: Pick<Database, 'select'>): Promise<Row[]> {
  return db.select().from(productPlanItems).orderBy(asc(productPlanItems.status), asc(productPlanItems.position), asc(productPlanItems.id));
}

export const productPlanningRoutes = new Hono<AppEnv>()
  .get('/productplanning', guard('GET /productplanning'), async (c) => {
    return c.json({ content: (await loadAll(c.var.deps.db)).map(out) });
  })

  .post('/productplanning', guard('POST /productplanning'), async (c) => {
    const values = await readJson(c, planItemSchema);
    const user = c.var.user;
    const row = await c.var.deps.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${productPlanItems.position}) + 1, 0)::int` })
        .from(productPlanItems)
        .where(eq(productPlanItems.status, values.status));
      const [inserted] = await tx
        .insert(productPlanItems)
        .values({ ...values, position: last?.n ?? 0, createdBy: user.id })
        .returning();
      await audit(tx, { action: 'productplan.create', ...actorOf(c), entity: 'product_plan_item', entityId: inserted!.id, after: inserted });
      return inserted!;
    });
    return c.json({ content: out(row) }, 201);
  })

  .put('/productplanning/:id', guard('PUT /productplanning/:id'), async (c) => {
    const id = idParam(c, 'a card');
    const values = await readJson(c, planItemSchema);
    const row = await c.var.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(productPlanItems).where(eq(productPlanItems.id, id));
      if (!before) fail(404, PLAN_ITEM_NOT_FOUND);
      let position = before.position;
      if (values.status !== before.status) {
        // A new status by the form: the card goes to the end of that column, and the old column closes the gap.
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${productPlanItems.position}) + 1, 0)::int` })
          .from(productPlanItems)
          .where(eq(productPlanItems.status, values.status));
        position = last?.n ?? 0;
        await tx
          .update(productPlanItems)
          .set({ position: sql`${productPlanItems.position} - 1` })
          .where(sql`${productPlanItems.status} = ${before.status} and ${productPlanItems.position} > ${before.position}`);
      }
      const [after] = await tx
        .update(productPlanItems)
        .set({ ...values, position, updatedAt: new Date() })
        .where(eq(productPlanItems.id, id))
        .returning();
      await audit(tx, { action: 'productplan.update', ...actorOf(c), entity: 'product_plan_item', entityId: id, before, after });
      return after!;
    });
    return c.json({ content: out(row) });
  })

  /** Drag and drop or 'Move to…': the card's new column and place; both columns are renumbered in one transaction. */
  .post('/productplanning/:id/move', guard('POST /productplanning/:id/move'), async (c) => {
    const id = idParam(c, 'a card');
    const move = await readJson(c, planMoveSchema);
    const content = await c.var.deps.db.transaction(async (tx) => {
      const rows = await loadAll(tx);
      const before = rows.find((r) => r.id === id);
      if (!before) fail(404, PLAN_ITEM_NOT_FOUND);
      const items = rows.map(out);
      const moved = applyMove(items, id, move);
      const byId = new Map(items.map((i) => [i.id, i]));
      const now = new Date();
      for (const item of moved) {
        const old = byId.get(item.id)!;
        if (old.position === item.position && old.status === item.status) continue;
        await tx
          .update(productPlanItems)
          .set({ status: item.status, position: item.position, ...(item.id === id ? { updatedAt: now } : {}) })
          .where(eq(productPlanItems.id, item.id));
      }
      const after = moved.find((i) => i.id === id)!;
      await audit(tx, {
        action: 'productplan.move',
        ...actorOf(c),
        entity: 'product_plan_item',
        entityId: id,
        before: { status: before.status, position: before.position },
        after: { status: after.status, position: after.position },
      });
      return (await loadAll(tx)).map(out);
    });
    return c.json({ content });
  })

  .delete('/productplanning/:id', guard('DELETE /productplanning/:id'), async (c) => {
    const id = idParam(c, 'a card');
    await c.var.deps.db.transaction(async (tx) => {
      const [before] = await tx.delete(productPlanItems).where(eq(productPlanItems.id, id)).returning();
      if (!before) fail(404, PLAN_ITEM_NOT_FOUND);
      await tx
        .update(productPlanItems)
        .set({ position: sql`${productPlanItems.position} - 1` })
        .where(sql`${productPlanItems.status} = ${before.status} and ${productPlanItems.position} > ${before.position}`);
      await audit(tx, { action: 'productplan.delete', ...actorOf(c), entity: 'product_plan_item', entityId: id, before });
    });
    return c.json({ content: { id } });
  });
