import { Hono } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { centsOf, moneyText } from '../../../src/domain/money';
import {
  ALREADY_COUNTED,
  adjustmentRefusal,
  adjustmentStatusAfterCount,
  classesDue,
  COUNT_CLOSED,
  cycleScopeOf,
  cycleStatusRefusal,
  invalidReasonOf,
  readDrillParams,
  recountRefusal,
  type CycleProgress,
  type PartClass,
} from '../../../src/domain/parts/cycleCounts';
import type { CountSheet, CycleDetail, CycleSummary } from '../../../src/domain/parts/cycleCountsList';
import { cycleCountSchema, cycleCreateSchema, cycleDecisionSchema, cycleStatusSchema } from '../../../src/domain/parts/cycleCountsPayloads';
import { guard } from '../../auth/guard';
import { authoritiesOf } from '../../business/approvals';
import { branchScope, inBranches } from '../../business/branchScope';
import { answerList } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import { readSetting } from '../../business/settings';
import { cycleCountLines, cycleCounts } from '../../db/cycleCounts';
import { queryRows, type Database } from '../../db/database';
import { badRequest, conflictOn, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { CYCLE, CYCLE_LINE, CYCLE_LIST, CYCLE_NOT_FOUND, cycleLineList, LINE_NOT_FOUND, stockNow, stockOf } from './cycleCountsData';

type CycleRecord = typeof cycleCounts.$inferSelect;
type LineRecord = typeof cycleCountLines.$inferSelect;

/** The drill's parameters of a request, a 400 saying which is wrong. */
function drillParamsOf(c: AppContext) {
  const read = readDrillParams({ brnid: c.req.query('brnId'), cycle: c.req.query('cycle'), sdate: c.req.query('sdate'), incInvalid: c.req.query('incInvalid') ?? 'false', type: c.req.query('type') ?? 'all' });
  if (!read.ok) fail(400, read.message);
  branchScope(c, [read.params.brnId]);
  return read.params;
}

async function cycleOf(db: Database, c: AppContext, id: number): Promise<CycleRecord> {
  const [cycle] = await db.select().from(cycleCounts).where(eq(cycleCounts.id, id));
  if (!cycle) fail(404, CYCLE_NOT_FOUND);
  branchScope(c, [cycle.brnId]);
  return cycle;
}

const thresholdOf = async (db: Database) => ({ cents: await readSetting(db, 'cycle.varianceCents'), percent: await readSetting(db, 'cycle.variancePercent') });
const lineState = (line: LineRecord) => ({ systemQty: line.systemQty, unitCostCents: centsOf(line.unitCost)!, partClass: line.partClass });

/** The adjustment a final quantity implies, at the snapshotted cost. */
const adjustmentOf = (line: LineRecord, finalQty: number) => ({ finalQty, adjustmentQty: finalQty - line.systemQty, adjustmentAmount: moneyText((finalQty - line.systemQty) * centsOf(line.unitCost)!) });

/** One cycle's header and the lines waiting on a recount or a decision, each with why the person asking may not act on it. */
async function cycleDetail(c: AppContext, db: Database, cycle: CycleRecord): Promise<CycleDetail> {
  const me = staffMemberOf(c);
  const authorities = await authoritiesOf(db, me);
  const lines = await db.select().from(cycleCountLines).where(eq(cycleCountLines.cycleId, cycle.id)).orderBy(cycleCountLines.bin, cycleCountLines.partNo);
  const blind = cycle.status === 'Counting';
  return {
    id: cycle.id,
    version: cycle.version,
    brnId: cycle.brnId,
    cycle: cycle.code,
    startDate: cycle.startDate,
    status: cycle.status,
    scheduled: lines.length,
    counted: lines.filter((l) => l.count1Qty !== null).length,
    decisions: lines
      .filter((l) => l.adjustmentStatus === 'Needs recount' || l.adjustmentStatus === 'Awaiting approval')
      .map((l) => ({
        id: l.id,
        version: l.version,
        partNo: l.partNo,
        bin: l.bin,
        adjustmentStatus: l.adjustmentStatus,
        adjustmentQty: blind ? null : l.adjustmentQty,
        adjustmentAmount: blind ? null : l.adjustmentAmount,
        refusal:
          adjustmentRefusal({ adjustmentStatus: l.adjustmentStatus, adjustmentCents: centsOf(l.adjustmentAmount ?? '0')!, count1By: l.count1By, recountBy: l.recountBy }, cycle.status, me, authorities)?.message ?? null,
      })),
  };
}

/** Accuracy by branch and month over the last year, the share of each branch's parts counted this year, and the classes due a cycle. */
async function summaryOf(db: Database, branches: readonly string[]): Promise<CycleSummary> {
  const today = newYorkDay(new Date());
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const trend = await queryRows<{ month: string; brn_id: string; accuracy: string | null }>(
    db,
    sql`select to_char(c.start_date, 'YYYY-MM') as month, c.brn_id,
               (count(*) filter (where l.final_qty = l.system_qty) * 100.0 / nullif(count(*), 0))::numeric(7,2)::text as accuracy
          from cycle_counts c join cycle_count_lines l on l.cycle_id = c.id and l.final_qty is not null and l.valid
         where ${inBranches(sql`c.brn_id`, branches)} and c.status <> 'Counting' and c.start_date > (${today}::date - interval '12 months')
         group by 1, 2 order by 1, 2`,
  );
  const coverage = await queryRows<{ brn_id: string; parts: number; counted: number }>(
    db,
    sql`select pb.brn_id, count(*)::int as parts,
               count(*) filter (where exists (select 1 from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id
                                               where c.brn_id = pb.brn_id and l.part_no = pb.part_no and l.count1_qty is not null and c.start_date >= ${yearStart}::date))::int as counted
          from excede_part_branches pb where ${inBranches(sql`pb.brn_id`, branches)} group by pb.brn_id order by pb.brn_id`,
  );
  const lastStarted = await queryRows<{ brn_id: string; code: PartClass; last: string }>(
    db,
    sql`select brn_id, code, max(start_date)::text as last from cycle_counts where ${inBranches(sql`brn_id`, branches)} and code in ('A', 'B', 'C') group by 1, 2`,
  );
  const months = [...new Set(trend.map((t) => t.month))];
  return {
    branches: [...branches],
    accuracyTrend: months.map((month) => ({
      month,
      ...Object.fromEntries(trend.filter((t) => t.month === month && t.accuracy !== null).map((t) => [t.brn_id, Number(t.accuracy)])),
    })),
    coverage: coverage.map((r) => ({ brnId: r.brn_id, parts: r.parts, counted: r.counted, percent: r.parts ? (r.counted * 100) / r.parts : null })),
    dueClasses: branches.map((brnId) => ({
      brnId,
      classes: classesDue(Object.fromEntries(lastStarted.filter((r) => r.brn_id === brnId).map((r) => [r.code, r.last])), today),
    })),
  };
}

/** A line of a cycle, locked in the change that counts it, with its cycle: 404 when the line is another cycle's, 409 once closed. */
async function countableLine(tx: Database, cycleId: number, line: LineRecord): Promise<CycleRecord> {
  if (line.cycleId !== cycleId) fail(404, LINE_NOT_FOUND);
  const [cycle] = await tx.select().from(cycleCounts).where(eq(cycleCounts.id, cycleId));
  if (cycle!.status === 'Closed') fail(409, COUNT_CLOSED);
  return cycle!;
}

/**
 * A line's first count or its recount, as of the version the counter saw. A first count is checked against
 * Excede's stock as it is now (valid or why not); a recount is refused to the first counter and to a line that
 * needs none. Either settles the final quantity, the adjustment it implies and where that adjustment stands.
 */
async function recordCount(c: AppContext, mode: 'count' | 'recount'): Promise<Response> {
  const id = idParam(c, 'a cycle count');
  const lineId = idParam(c, 'a cycle count line', 'lineId');
  const input = await readJson(c, cycleCountSchema);
  const { db } = c.var.deps;
  const cycle = await cycleOf(db, c, id);
  const threshold = await thresholdOf(db);
  const me = staffMemberOf(c);
  const firstCount = async (tx: Database, line: LineRecord) => {
    if (line.count1Qty !== null && line.count1By !== me) fail(409, ALREADY_COUNTED);
    const invalidReason = invalidReasonOf(await stockNow(tx, cycle.brnId, line.partNo), { bin: line.bin, systemQty: line.systemQty });
    return { count1Qty: input.qty, count1By: me, count1At: new Date(), valid: invalidReason === null, invalidReason, adjustmentStatus: adjustmentStatusAfterCount(lineState(line), input.qty, null, threshold) };
  };
  const recount = (line: LineRecord) => {
    const refusal = recountRefusal(line, me);
    if (refusal) fail(refusal.status, refusal.message);
    return { recountQty: input.qty, recountBy: me, recountAt: new Date(), adjustmentStatus: adjustmentStatusAfterCount(lineState(line), line.count1Qty!, input.qty, threshold) };
  };
  await db.transaction((tx) =>
    changeRecord(c, tx, {
      ...CYCLE_LINE,
      branchOf: () => cycle.brnId,
      action: `cycle-count.${mode}`,
      id: lineId,
      version: input.version,
      change: async (line) => {
        await countableLine(tx, id, line);
        return { ...(mode === 'count' ? await firstCount(tx, line) : recount(line)), ...adjustmentOf(line, input.qty) };
      },
    }),
  );
  return c.json({ ok: true });
}

/**
 * Cycle counts (/cycleAudit, /cycleAuditDrill): the cycles of the user's branches by the list kit with their
 * accuracy; a new cycle snapshots a class or a bin range of Excede's stock; counting is blind (the sheet never
 * answers a system quantity); a variance over the threshold is recounted by someone other than the first
 * counter; the parts manager approves or rejects adjustments, never a counter of the line. Every change names
 * the version the user saw (409 when stale) and is audited with before and after.
 */
export const cycleCountRoutes = new Hono<AppEnv>()
  .get('/parts/cycle-counts', guard('GET /parts/cycle-counts'), (c) => answerList(c, CYCLE_LIST))
  .get('/parts/cycle-counts/summary', guard('GET /parts/cycle-counts/summary'), async (c) => c.json(await summaryOf(c.var.deps.db, branchScope(c, c.req.queries('brnId') ?? []))))
  .get('/parts/cycle-counts/lines', guard('GET /parts/cycle-counts/lines'), (c) => answerList(c, cycleLineList(drillParamsOf(c))))
  .get('/parts/cycle-counts/cycle', guard('GET /parts/cycle-counts/cycle'), async (c) => {
    const params = drillParamsOf(c);
    const { db } = c.var.deps;
    const [cycle] = await db.select().from(cycleCounts).where(and(eq(cycleCounts.brnId, params.brnId), eq(cycleCounts.code, params.cycle), eq(cycleCounts.startDate, params.sdate)));
    if (!cycle) fail(404, `Branch ${params.brnId} has no cycle ${params.cycle} started ${params.sdate}.`);
    return c.json(await cycleDetail(c, db, cycle));
  })
  .get('/parts/cycle-counts/:id/sheet', guard('GET /parts/cycle-counts/:id/sheet'), async (c) => {
    const { db } = c.var.deps;
    const cycle = await cycleOf(db, c, idParam(c, 'a cycle count'));
    const mode = c.req.query('mode') === 'recount' ? 'recount' : 'count';
    const me = staffMemberOf(c);
    const lines = cycle.status === 'Closed' ? [] : await db.select().from(cycleCountLines).where(eq(cycleCountLines.cycleId, cycle.id)).orderBy(cycleCountLines.bin, cycleCountLines.partNo);
    const sheet: CountSheet = {
      cycleId: cycle.id,
      mode,
      lines: lines
        .filter((l) => (mode === 'count' ? l.count1Qty === null || l.count1By === me : l.adjustmentStatus === 'Needs recount' && l.count1By !== me))
        .map((l) => ({ id: l.id, version: l.version, partNo: l.partNo, description: l.description, bin: l.bin, myQty: mode === 'count' && l.count1By === me ? l.count1Qty : null })),
    };
    return c.json(sheet);
  })
  .post('/parts/cycle-counts', guard('POST /parts/cycle-counts'), async (c) => {
    const input = await readJson(c, cycleCreateSchema);
    branchScope(c, [input.brnId]);
    const { db } = c.var.deps;
    const stock = await stockOf(db, input.brnId, cycleScopeOf(input.cycle)!);
    if (!stock.length) badRequest([{ field: 'cycle', message: `Branch ${input.brnId} stocks no part in ${input.cycle}.` }]);
    const [taken] = await db.select({ id: cycleCounts.id }).from(cycleCounts).where(and(eq(cycleCounts.brnId, input.brnId), eq(cycleCounts.code, input.cycle), eq(cycleCounts.startDate, input.startDate)));
    if (taken) conflictOn('cycle', `Branch ${input.brnId} already has cycle ${input.cycle} starting ${input.startDate}.`);
    const me = staffMemberOf(c);
    const cycle = await db.transaction(async (tx) => {
      const made = await createRecord(c, tx, { ...CYCLE, action: 'cycle-count.create', values: { brnId: input.brnId, code: input.cycle, startDate: input.startDate } });
      await tx.insert(cycleCountLines).values(
        stock.map((s) => ({ cycleId: made.id, partNo: s.partNo, description: s.description, bin: s.bin, partClass: s.partClass, systemQty: s.onHand, unitCost: s.cost, createdBy: me, updatedBy: me })),
      );
      return made;
    });
    return c.json(await cycleDetail(c, db, cycle), 201);
  })
  .post('/parts/cycle-counts/:id/lines/:lineId/count', guard('POST /parts/cycle-counts/:id/lines/:lineId/count'), (c) => recordCount(c, 'count'))
  .post('/parts/cycle-counts/:id/lines/:lineId/recount', guard('POST /parts/cycle-counts/:id/lines/:lineId/recount'), (c) => recordCount(c, 'recount'))
  .post('/parts/cycle-counts/:id/status', guard('POST /parts/cycle-counts/:id/status'), async (c) => {
    const id = idParam(c, 'a cycle count');
    const input = await readJson(c, cycleStatusSchema);
    const { db } = c.var.deps;
    const cycle = await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...CYCLE,
        action: 'cycle-count.status',
        id,
        version: input.version,
        change: async (before) => {
          const [progress] = await queryRows<CycleProgress>(
            tx,
            sql`select count(*) filter (where count1_qty is null)::int as uncounted,
                count(*) filter (where adjustment_status in ('Needs recount', 'Awaiting approval'))::int as waiting
              from cycle_count_lines where cycle_id = ${id}`,
          );
          const refusal = cycleStatusRefusal(before.status, input.status, progress!, input.leaveUncounted);
          if (refusal) fail(409, refusal);
          return { status: input.status, closedAt: input.status === 'Closed' ? new Date() : null };
        },
      }),
    );
    return c.json(await cycleDetail(c, db, cycle));
  })
  .post('/parts/cycle-counts/:id/decisions', guard('POST /parts/cycle-counts/:id/decisions'), async (c) => {
    const id = idParam(c, 'a cycle count');
    const input = await readJson(c, cycleDecisionSchema);
    const { db } = c.var.deps;
    const cycle = await cycleOf(db, c, id);
    const me = staffMemberOf(c);
    const authorities = await authoritiesOf(db, me);
    const ids = input.lines.map((l) => l.id);
    const found = await db.select({ id: cycleCountLines.id }).from(cycleCountLines).where(and(eq(cycleCountLines.cycleId, id), inArray(cycleCountLines.id, ids)));
    if (found.length !== new Set(ids).size) badRequest([{ field: 'lines', message: LINE_NOT_FOUND }]);
    await db.transaction(async (tx) => {
      // The cycle's status as of this transaction: a cycle closed since it was read above takes no decision.
      const [{ status }] = (await tx.select({ status: cycleCounts.status }).from(cycleCounts).where(eq(cycleCounts.id, id)).for('update')) as [Pick<CycleRecord, 'status'>];
      for (const { id: lineId, version } of input.lines) {
        await changeRecord(c, tx, {
          ...CYCLE_LINE,
          branchOf: () => cycle.brnId,
          action: `cycle-count.${input.decision}`,
          id: lineId,
          version,
          change: (line) => {
            const refusal = adjustmentRefusal(
              { adjustmentStatus: line.adjustmentStatus, adjustmentCents: centsOf(line.adjustmentAmount ?? '0')!, count1By: line.count1By, recountBy: line.recountBy },
              status,
              me,
              authorities,
            );
            if (refusal) fail(refusal.status, `${line.partNo}: ${refusal.message}`);
            return { adjustmentStatus: input.decision === 'approve' ? ('Approved' as const) : ('Rejected' as const), approvedBy: me, approvedAt: new Date() };
          },
        });
      }
    });
    return c.json(await cycleDetail(c, db, cycle));
  });
