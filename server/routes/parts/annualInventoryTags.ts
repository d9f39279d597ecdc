import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { zoneOfBin } from '../../../src/domain/parts/annualInventory';
import {
  countingRefusal,
  entryRefusal,
  openCountRefusal,
  returnRefusal,
  startBlockers,
  startRefusal,
  verifyRefusal,
  voidRefusal,
  type TagState,
} from '../../../src/domain/parts/annualInventoryTags';
import { startCountSchema, tagAddSchema, tagEntrySchema, tagVersionSchema, tagVoidSchema } from '../../../src/domain/parts/annualInventoryTagPayloads';
import { guard } from '../../auth/guard';
import { actorOf, audit } from '../../audit';
import { authoritiesOf } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { freezeStock } from '../../business/parts/annualInventoryFreeze';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { physInventories, physInventoryLines, physInventoryTags } from '../../db/annualInventory';
import { excedePartMaster } from '../../db/excede';
import { conflictOn, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { checklistsOf } from './annualInventoryBatches';
import { INVENTORY, INVENTORY_NOT_FOUND } from './annualInventoryData';
import { answerOf, ensureLine, INVENTORY_TAG, TAG_NOT_FOUND, tagById, tagByNumber, type TagWithState } from './annualInventoryTagData';

export const PARTS_MANAGER_ONLY = 'Only a parts manager (who holds the annual inventory parts manager authority) starts a count.';

/** The inventory a path names, of a branch of the user's (403), or a 404. */
async function inventoryOf(c: AppContext, db: Database, id: number) {
  const [inventory] = await db.select().from(physInventories).where(eq(physInventories.id, id));
  if (!inventory) fail(404, INVENTORY_NOT_FOUND);
  branchScope(c, [inventory.brnId]);
  return inventory;
}

/**
 * Changes one tag as of its version: its branch (403), the rule of the step (`refusal` on the tag as it is, under
 * the row lock), audited before and after; answers the tag blind.
 */
async function changeTag(
  c: AppContext,
  version: number,
  action: string,
  refusal: (tag: TagState) => { status: 403 | 409; message: string } | string | null,
  change: (tx: Database, tag: TagWithState) => Promise<Partial<typeof physInventoryTags.$inferInsert>>,
) {
  const { db } = c.var.deps;
  const id = idParam(c, 'a tag');
  const tag = await tagById(db, id);
  if (!tag) fail(404, TAG_NOT_FOUND);
  branchScope(c, [tag.brnId]);
  await db.transaction((tx) =>
    changeRecord(c, tx, {
      ...INVENTORY_TAG,
      branchOf: () => tag.brnId,
      action,
      id,
      version,
      change: async () => {
        const current = (await tagById(tx, id))!;
        const refused = refusal(current.state);
        if (typeof refused === 'string') fail(409, refused);
        if (refused) fail(refused.status, refused.message);
        return change(tx, current);
      },
    }),
  );
  return c.json(answerOf((await tagById(db, id))!));
}

/**
 * Starting the year-end count and working its tags, on the dashboard's permission: freeze the stock and issue the
 * tags, find a tag by its number, mark it returned, enter its count (blind), verify it (someone else), void it, and
 * add a tag for a part found where the books say nothing.
 */
export const annualInventoryTagRoutes = new Hono<AppEnv>()
  .post('/parts/annual-inventory/start', guard('POST /parts/annual-inventory/start'), async (c) => {
    const input = await readJson(c, startCountSchema);
    branchScope(c, [input.brnId]);
    const { db } = c.var.deps;
    const me = staffMemberOf(c);
    if (!(await authoritiesOf(db, me)).some((a) => a.kind === 'annual-inventory-parts-manager')) fail(403, PARTS_MANAGER_ONLY);
    const year = Number(input.countDate.slice(0, 4));
    const started = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`annual-inventory:${input.brnId}:${year}`}))`);
      const [existing] = await tx.select({ status: physInventories.status }).from(physInventories).where(and(eq(physInventories.brnId, input.brnId), eq(physInventories.year, year)));
      const open = openCountRefusal(input.brnId, year, existing);
      if (open) fail(409, open);
      const checklist = (await checklistsOf(tx, [input.brnId])).get(input.brnId) ?? [];
      const blocked = startRefusal(checklist, input.startAnyway);
      if (blocked) conflictOn('startAnyway', blocked);
      const inventory = await createRecord(c, tx, {
        table: physInventories,
        entity: INVENTORY.entity,
        action: 'annual-inventory.start',
        branchOf: (row) => row.brnId,
        values: { brnId: input.brnId, year, countDate: input.countDate, status: 'Counting' },
      });
      const tags = await freezeStock(tx, { inventoryId: inventory.id, brnId: input.brnId, teams: input.teams, by: me, at: new Date() });
      if (!tags) fail(409, `Branch ${input.brnId} has no stock to count.`);
      await audit(tx, {
        action: 'annual-inventory.freeze',
        ...actorOf(c),
        entity: INVENTORY.entity,
        entityId: inventory.id,
        after: { tags, teams: input.teams, startedAnyway: startBlockers(checklist).map((b) => ({ key: b.key, remaining: b.remaining })) },
      });
      return { id: inventory.id, year, tags };
    });
    return c.json(started, 201);
  })
  .get('/parts/annual-inventory/:id/tags/:tagNo', guard('GET /parts/annual-inventory/:id/tags/:tagNo'), async (c) => {
    const { db } = c.var.deps;
    const inventory = await inventoryOf(c, db, idParam(c, 'an inventory'));
    const tagNo = idParam(c, 'a tag number', 'tagNo');
    const tag = await tagByNumber(db, inventory.id, tagNo);
    if (!tag) fail(404, `There is no tag ${tagNo} in this count.`);
    return c.json(answerOf(tag));
  })
  .post('/parts/annual-inventory/tags/:id/returned', guard('POST /parts/annual-inventory/tags/:id/returned'), async (c) => {
    const { version } = await readJson(c, tagVersionSchema);
    return changeTag(c, version, 'annual-inventory-tag.returned', returnRefusal, async () => ({ returnedAt: new Date() }));
  })
  .post('/parts/annual-inventory/tags/:id/entry', guard('POST /parts/annual-inventory/tags/:id/entry'), async (c) => {
    const input = await readJson(c, tagEntrySchema);
    const me = staffMemberOf(c);
    return changeTag(c, input.version, 'annual-inventory-tag.entry', entryRefusal, async (tx, tag) => {
      await ensureLine(tx, tag, me);
      const now = new Date();
      return { countedQty: input.countedQty, enteredAt: now, enteredBy: me, returnedAt: tag.returnedAt ? new Date(tag.returnedAt) : now };
    });
  })
  .post('/parts/annual-inventory/tags/:id/verify', guard('POST /parts/annual-inventory/tags/:id/verify'), async (c) => {
    const { version } = await readJson(c, tagVersionSchema);
    const me = staffMemberOf(c);
    return changeTag(c, version, 'annual-inventory-tag.verify', (tag) => verifyRefusal(tag, me), async () => ({ verifiedAt: new Date(), verifiedBy: me }));
  })
  .post('/parts/annual-inventory/tags/:id/void', guard('POST /parts/annual-inventory/tags/:id/void'), async (c) => {
    const input = await readJson(c, tagVoidSchema);
    return changeTag(c, input.version, 'annual-inventory-tag.void', voidRefusal, async (tx, tag) => {
      await tx.delete(physInventoryLines).where(eq(physInventoryLines.tagId, tag.id));
      return { voidReason: input.reason, voidedAt: new Date(), voidedBy: staffMemberOf(c) };
    });
  })
  .post('/parts/annual-inventory/:id/tags', guard('POST /parts/annual-inventory/:id/tags'), async (c) => {
    const input = await readJson(c, tagAddSchema);
    const { db } = c.var.deps;
    const inventory = await inventoryOf(c, db, idParam(c, 'an inventory'));
    const me = staffMemberOf(c);
    const [part] = await db.select({ cost: excedePartMaster.cost }).from(excedePartMaster).where(eq(excedePartMaster.partNo, input.partNo));
    if (!part) conflictOn('partNo', `No part has the number ${input.partNo}.`);
    const id = await db.transaction(async (tx) => {
      const [locked] = await tx.select({ status: physInventories.status }).from(physInventories).where(eq(physInventories.id, inventory.id)).for('update');
      const refusal = countingRefusal(locked!.status);
      if (refusal) fail(409, refusal);
      const [last] = await tx.select({ n: sql<number>`coalesce(max(${physInventoryTags.tagNo}), 0)::int` }).from(physInventoryTags).where(eq(physInventoryTags.inventoryId, inventory.id));
      const now = new Date();
      const tag = await createRecord(c, tx, {
        table: physInventoryTags,
        entity: INVENTORY_TAG.entity,
        action: 'annual-inventory-tag.add',
        branchOf: () => inventory.brnId,
        values: {
          inventoryId: inventory.id,
          tagNo: last!.n + 1,
          ...zoneOfBin(input.bin),
          bin: input.bin,
          partNo: input.partNo,
          counter: input.counter,
          bookQty: 0,
          unitCost: part.cost,
          countedQty: input.countedQty,
          added: true,
          returnedAt: now,
          enteredAt: now,
          enteredBy: me,
        },
      });
      await ensureLine(tx, tag, me);
      return tag.id;
    });
    return c.json(answerOf((await tagById(db, id))!), 201);
  });
