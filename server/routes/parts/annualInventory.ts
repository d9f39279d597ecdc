import { Hono } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import {
  acceptsUnderThreshold,
  batchApprovalRefusal,
  closeCountingRefusal,
  decisionRefusal,
  LOCKED_MESSAGE,
  nextApprovalKind,
  recountRefusal,
  secondApproverRefusal,
  varianceCentsOf,
} from '../../../src/domain/parts/annualInventory';
import type { AdjustmentLine } from '../../../src/domain/parts/annualInventoryList';
import { inventoryVersionSchema, lineDecisionSchema, recountSchema } from '../../../src/domain/parts/annualInventoryPayloads';
import { guard } from '../../auth/guard';
import { actorOf, audit } from '../../audit';
import { refuseApproval } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { answerList } from '../../business/listEndpoint';
import { changeRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting } from '../../business/settings';
import type { Database } from '../../db/database';
import { physInventoryLines, type physInventories } from '../../db/annualInventory';
import { fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { batchesOf, dashboardOf } from './annualInventoryBatches';
import { countLineOf, countLinesOf, INVENTORY, INVENTORY_LINE, LINE_NOT_FOUND, lineById, postingList, reviewList, tagsNotEnteredOf } from './annualInventoryData';

/** The inventory year a request names (`?year=`), this year by default: a 400 when it is not a year. */
function yearOf(c: AppContext): number {
  const text = c.req.query('year') ?? newYorkDay(new Date()).slice(0, 4);
  if (!/^20\d\d$/.test(text)) fail(400, 'year: Choose the inventory year (YYYY).');
  return Number(text);
}

async function lineOf(c: AppContext, db: Database, id: number) {
  const line = await lineById(db, id);
  if (!line) fail(404, LINE_NOT_FOUND);
  branchScope(c, [line.brnId]);
  return line;
}

/** Changes one review line as of its version: its branch (403), its inventory not locked (409), audited before and after. */
async function changeLine(c: AppContext, id: number, version: number, action: string, change: (line: AdjustmentLine) => Partial<typeof physInventoryLines.$inferInsert>) {
  const { db } = c.var.deps;
  const line = await lineOf(c, db, id);
  await db.transaction((tx) =>
    changeRecord(c, tx, {
      ...INVENTORY_LINE,
      branchOf: () => line.brnId,
      action,
      id,
      version,
      change: async () => {
        const current = (await lineById(tx, id))!;
        if (current.locked) fail(409, LOCKED_MESSAGE);
        return change(current);
      },
    }),
  );
  return c.json(await lineById(db, id));
}

/** Changes the batch (`:id`) as of the version the user saw: its branch (403), stale (409), audited before and after. */
async function changeInventory(
  c: AppContext,
  action: string,
  change: (tx: Database, id: number, before: typeof physInventories.$inferSelect) => Promise<Partial<typeof physInventories.$inferInsert>>,
) {
  const id = idParam(c, 'an inventory');
  const { version } = await readJson(c, inventoryVersionSchema);
  await c.var.deps.db.transaction((tx) => changeRecord(c, tx, { ...INVENTORY, action, id, version, change: (before) => change(tx, id, before) }));
  return c.json({ ok: true });
}

/**
 * The annual parts inventory: the dashboard of each branch's preparation, progress and results; the review of
 * its count lines (the list kit), each line's decision and recount, accept all under threshold, and the batch's
 * approval by the parts manager, then the controller (another person), which locks it; the posting list.
 */
export const annualInventoryRoutes = new Hono<AppEnv>()
  .get('/parts/annual-inventory/dashboard', guard('GET /parts/annual-inventory/dashboard'), async (c) => {
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    return c.json(await dashboardOf(c.var.deps.db, yearOf(c), branches));
  })
  .get('/parts/annual-inventory/batches', guard('GET /parts/annual-inventory/batches'), async (c) => {
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    return c.json(await batchesOf(c, yearOf(c), branches));
  })
  .get('/parts/annual-inventory/lines', guard('GET /parts/annual-inventory/lines'), (c) => answerList(c, reviewList(yearOf(c))))
  .get('/parts/annual-inventory/posting-list', guard('GET /parts/annual-inventory/posting-list'), (c) => answerList(c, postingList(yearOf(c))))
  .get('/parts/annual-inventory/lines/:id', guard('GET /parts/annual-inventory/lines/:id'), async (c) => c.json(await lineOf(c, c.var.deps.db, idParam(c, 'an inventory line'))))
  .post('/parts/annual-inventory/lines/:id/decision', guard('POST /parts/annual-inventory/lines/:id/decision'), async (c) => {
    const id = idParam(c, 'an inventory line');
    const input = await readJson(c, lineDecisionSchema);
    const threshold = await readSetting(c.var.deps.db, 'parts.inventoryAcceptUnderCents');
    return changeLine(c, id, input.version, 'annual-inventory-line.decision', (line) => {
      const refusal = decisionRefusal(countLineOf(line), input.decision, threshold);
      if (refusal) fail(409, refusal);
      return { decision: input.decision, comment: input.comment };
    });
  })
  .post('/parts/annual-inventory/lines/:id/recount', guard('POST /parts/annual-inventory/lines/:id/recount'), async (c) => {
    const id = idParam(c, 'an inventory line');
    const input = await readJson(c, recountSchema);
    return changeLine(c, id, input.version, 'annual-inventory-line.recount', (line) => {
      const refusal = recountRefusal(line);
      if (refusal) fail(409, refusal);
      return { recountedQty: input.countedQty, recountedBy: staffMemberOf(c), recountedAt: new Date(), decision: null };
    });
  })
  .post('/parts/annual-inventory/:id/accept-under-threshold', guard('POST /parts/annual-inventory/:id/accept-under-threshold'), async (c) => {
    const id = idParam(c, 'an inventory');
    const { version } = await readJson(c, inventoryVersionSchema);
    const { db } = c.var.deps;
    const threshold = await readSetting(db, 'parts.inventoryAcceptUnderCents');
    const accepted = await db.transaction(async (tx) => {
      let ids: number[] = [];
      await changeRecord(c, tx, {
        ...INVENTORY,
        action: 'annual-inventory.accept-under-threshold',
        id,
        version,
        change: async (before) => {
          if (before.status === 'Approved') fail(409, LOCKED_MESSAGE);
          ids = (await countLinesOf(tx, id)).filter((l) => acceptsUnderThreshold(l, threshold)).map((l) => l.id);
          return {};
        },
      });
      if (ids.length) {
        await tx
          .update(physInventoryLines)
          .set({ decision: 'Accept', version: sql`${physInventoryLines.version} + 1`, updatedAt: new Date(), updatedBy: staffMemberOf(c) })
          .where(and(eq(physInventoryLines.inventoryId, id), inArray(physInventoryLines.id, ids)));
        await audit(tx, { action: 'annual-inventory-line.accept-under-threshold', ...actorOf(c), entity: 'annual inventory', entityId: id, before: { lines: ids, decision: null }, after: { lines: ids, decision: 'Accept', thresholdCents: threshold } });
      }
      return ids.length;
    });
    return c.json({ accepted });
  })
  .post('/parts/annual-inventory/:id/close-counting', guard('POST /parts/annual-inventory/:id/close-counting'), (c) =>
    changeInventory(c, 'annual-inventory.close-counting', async (tx, id, before) => {
      const refusal = closeCountingRefusal(before.status, await tagsNotEnteredOf(tx, id));
      if (refusal) fail(409, refusal);
      return { status: 'Review' as const };
    }),
  )
  .post('/parts/annual-inventory/:id/approve', guard('POST /parts/annual-inventory/:id/approve'), (c) =>
    changeInventory(c, 'annual-inventory.approve', async (tx, id, before) => {
      const lines = await countLinesOf(tx, id);
      const refusal = batchApprovalRefusal(before, { undecided: lines.filter((l) => l.decision === null).length, recount: lines.filter((l) => l.decision === 'Recount').length });
      if (refusal) fail(409, refusal);
      const me = staffMemberOf(c);
      const second = secondApproverRefusal(before, me);
      if (second) fail(403, second);
      const kind = nextApprovalKind(before);
      const amountCents = lines.filter((l) => l.decision === 'Accept').reduce((sum, l) => sum + varianceCentsOf(l), 0);
      await refuseApproval(c, tx, { kind, makerId: before.createdBy, amountCents });
      return kind === 'annual-inventory-parts-manager'
        ? { partsManagerApprovedBy: me, partsManagerApprovedAt: new Date() }
        : { controllerApprovedBy: me, controllerApprovedAt: new Date(), status: 'Approved' as const };
    }),
  );
