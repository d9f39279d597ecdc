import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { actionRefusal, AGE_BUCKETS, lineQuantityIssue, medianMinutes, pickNumberText, pickStatusOf, type PickStatus } from '../../../src/domain/parts/picks';
import type { PickTiles } from '../../../src/domain/parts/picksList';
import { pickAssignSchema, pickCreateSchema, pickLineSchema, pickVersionSchema } from '../../../src/domain/parts/picksPayloads';
import { customerOf } from '../../../src/domain/parts/tickets';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { answerList } from '../../business/listEndpoint';
import { recordLostSale } from '../../business/parts/lostSales';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { partsPickLines, partsPicks } from '../../db/partsPicks';
import { partsTickets } from '../../db/partsTickets';
import { badRequest, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { staffOfBranch } from '../../users/branchStaff';
import { catalogueLines, invoiceSource, PICK, PICK_LINE, PICK_LIST, PICK_NOT_FOUND, PICK_WORKERS, pickById, primaryBins, repairOrderSource, tilesOf, type SourceLine } from './picksData';

export const NOT_A_PICKER = "Choose someone who works this branch's pick lists.";
export const LOST_SALE_KEPT = 'This line was recorded as a lost sale: its quantities no longer change.';

async function detail(c: AppContext, id: number) {
  const pick = await pickById(c.var.deps.db, id);
  if (!pick) fail(404, PICK_NOT_FOUND);
  branchScope(c, [pick.brnId]);
  return pick;
}

/** The status a pick's lines now imply, with when it was staged. */
async function derivedStatus(tx: Database, pickId: number, hasPicker: boolean, before: { status: PickStatus; stagedAt: Date | null }) {
  const lines = await tx.select().from(partsPickLines).where(eq(partsPickLines.pickId, pickId));
  const status = pickStatusOf(lines, hasPicker);
  return { status, stagedAt: status === 'Staged' ? (before.status === 'Staged' ? before.stagedAt : new Date()) : null };
}

/** What a new pick is to pull, and for whom, from its source; a 400 naming the field when the source is not the branch's. */
async function sourceOf(tx: Database, input: ReturnType<typeof pickCreateSchema.parse>): Promise<{ customer: string | null; bay: string | null; lines: SourceLine[] }> {
  if (input.source === 'Counter') {
    const invoice = await invoiceSource(tx, input.brnId, input.slsId!);
    if (!invoice) badRequest([{ field: 'slsId', message: `Branch ${input.brnId} has no counter invoice ${input.slsId}.` }]);
    return { ...invoice, bay: input.bay };
  }
  if (input.source === 'RO') {
    const ro = await repairOrderSource(tx, input.brnId, input.slsId!, input.opsId!);
    if (!ro) badRequest([{ field: 'opsId', message: `Branch ${input.brnId} has no repair order ${input.slsId} with job ${input.opsId}.` }]);
    return { customer: ro.customer, bay: input.bay ?? ro.truck, lines: ro.lines };
  }
  if (input.source === 'Will-call') {
    const [ticket] = await tx.select().from(partsTickets).where(eq(partsTickets.id, input.ticketId!));
    if (!ticket || ticket.brnId !== input.brnId) badRequest([{ field: 'ticketId', message: `Branch ${input.brnId} has no such parts ticket.` }]);
    const invoice = ticket.slsId ? await invoiceSource(tx, input.brnId, ticket.slsId) : undefined;
    if (!invoice) badRequest([{ field: 'ticketId', message: 'This ticket names no counter invoice of the branch to pick from.' }]);
    return { customer: customerOf(ticket), bay: input.bay ?? ticket.untId, lines: invoice.lines };
  }
  const transfer = await catalogueLines(tx, input.lines);
  if (transfer.unknown) badRequest([{ field: 'lines', message: `There is no part ${transfer.unknown} in the catalogue.` }]);
  return { customer: `Branch ${input.toBrnId}`, bay: input.bay, lines: transfer.lines };
}

/**
 * Pick lists (/part-pick-status): the branch's picks paged by the list kit, one pick with its lines in bin
 * order, made from an invoice, an RO job, a will-call ticket or a transfer; a picker assigned, lines picked
 * or short (a short is backordered or recorded as a lost sale at once), and a staged pick delivered. Every
 * change names the version the user saw (409 when stale) and is audited with before and after.
 */
export const partsPickRoutes = new Hono<AppEnv>()
  .get('/parts/picks', guard('GET /parts/picks'), (c) => answerList(c, PICK_LIST))
  .get('/parts/picks/tiles', guard('GET /parts/picks/tiles'), async (c) => {
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    const { open, staged } = await tilesOf(c.var.deps.db, inBranches(sql`k.brn_id`, branches));
    const tiles: PickTiles = {
      openByAge: AGE_BUCKETS.map((bucket) => ({ bucket, count: open.find((o) => o.bucket === bucket)?.count ?? 0 })),
      medianToStagedMinutes: medianMinutes(staged),
      stagedToday: staged.length,
    };
    return c.json(tiles);
  })
  .get('/parts/picks/:id', guard('GET /parts/picks/:id'), async (c) => c.json(await detail(c, idParam(c, 'a pick'))))
  .post('/parts/picks', guard('POST /parts/picks'), async (c) => {
    const input = await readJson(c, pickCreateSchema);
    branchScope(c, [input.brnId]);
    const { db } = c.var.deps;
    const id = await db.transaction(async (tx) => {
      const { customer, bay, lines } = await sourceOf(tx, input);
      if (!lines.length) badRequest([{ field: input.source === 'RO' ? 'opsId' : 'slsId', message: 'There are no parts to pick on it.' }]);
      const pick = await createRecord(c, tx, {
        ...PICK,
        action: 'parts-pick.create',
        values: { brnId: input.brnId, source: input.source, slsId: input.slsId, opsId: input.opsId, toBrnId: input.toBrnId, ticketId: input.ticketId, customer, bay },
      });
      const bins = await primaryBins(tx, input.brnId, lines.map((l) => l.partNo));
      const me = staffMemberOf(c);
      await tx.insert(partsPickLines).values(
        lines.map((l, i) => ({ pickId: pick.id, lineNo: i + 1, partNo: l.partNo, description: l.description, bin: bins.get(l.partNo) ?? null, qtyRequested: l.qty, createdBy: me, updatedBy: me })),
      );
      return pick.id;
    });
    return c.json(await pickById(db, id), 201);
  })
  .post('/parts/picks/:id/assign', guard('POST /parts/picks/:id/assign'), async (c) => {
    const id = idParam(c, 'a pick');
    const input = await readJson(c, pickAssignSchema);
    const { db } = c.var.deps;
    const pickerId = input.pickerId ?? staffMemberOf(c);
    await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...PICK,
        action: 'parts-pick.assign',
        id,
        version: input.version,
        change: async (before) => {
          const refusal = actionRefusal(before.status, 'assign');
          if (refusal) fail(409, refusal);
          const pickers = await staffOfBranch(tx, before.brnId, PICK_WORKERS);
          if (!pickers.some((p) => p.id === pickerId)) badRequest([{ field: 'pickerId', message: NOT_A_PICKER }]);
          return { pickerId, ...(await derivedStatus(tx, id, true, before)) };
        },
      }),
    );
    return c.json(await pickById(db, id));
  })
  .post('/parts/picks/:id/lines/:lineId', guard('POST /parts/picks/:id/lines/:lineId'), async (c) => {
    const id = idParam(c, 'a pick');
    const lineId = idParam(c, 'a pick line', 'lineId');
    const input = await readJson(c, pickLineSchema);
    const { db } = c.var.deps;
    const me = staffMemberOf(c);
    await db.transaction(async (tx) => {
      const [pick] = await tx.select().from(partsPicks).where(eq(partsPicks.id, id)).for('update');
      if (!pick) fail(404, PICK_NOT_FOUND);
      branchScope(c, [pick.brnId]);
      const refusal = actionRefusal(pick.status, 'line');
      if (refusal) fail(409, refusal);
      await changeRecord(c, tx, {
        ...PICK_LINE,
        action: 'parts-pick.line',
        id: lineId,
        version: input.version,
        change: async (line) => {
          if (line.pickId !== id) fail(404, PICK_LINE.notFound);
          const issue = lineQuantityIssue(line.qtyRequested, input.qtyPicked, input.qtyShort);
          if (issue) badRequest([{ field: 'qtyShort', message: issue }]);
          if (line.lostSaleId !== null) fail(409, LOST_SALE_KEPT);
          const outcome = input.qtyShort > 0 ? input.shortOutcome : null;
          const lostSale =
            outcome === 'Lost sale'
              ? await recordLostSale(c, tx, {
                  brnId: pick.brnId,
                  partNo: line.partNo,
                  description: line.description,
                  qty: input.qtyPicked + input.qtyShort,
                  qtyFilled: input.qtyPicked,
                  source: pick.source,
                  customer: pick.customer,
                  reason: `Short on pick ${pickNumberText(pick.id)}`,
                  ticketId: pick.ticketId,
                })
              : null;
          return { qtyPicked: input.qtyPicked, qtyShort: input.qtyShort, shortOutcome: outcome, lostSaleId: lostSale?.id ?? null };
        },
      });
      await changeRecord(c, tx, {
        ...PICK,
        action: 'parts-pick.status',
        id,
        version: pick.version,
        change: async (before) => ({ pickerId: before.pickerId ?? me, ...(await derivedStatus(tx, id, true, before)) }),
      });
    });
    return c.json(await pickById(db, id));
  })
  .post('/parts/picks/:id/deliver', guard('POST /parts/picks/:id/deliver'), async (c) => {
    const id = idParam(c, 'a pick');
    const { version } = await readJson(c, pickVersionSchema);
    const { db } = c.var.deps;
    await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...PICK,
        action: 'parts-pick.deliver',
        id,
        version,
        change: (before) => {
          const refusal = actionRefusal(before.status, 'deliver');
          if (refusal) fail(409, refusal);
          return { status: 'Delivered' as const, deliveredAt: new Date() };
        },
      }),
    );
    return c.json(await pickById(db, id));
  });
