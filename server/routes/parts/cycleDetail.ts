import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { cycleLabelOf } from '../../../src/domain/parts/cycleCounts';
import { readCycleDetailDrillParams, withRunningQty, type CycleDrill, type CycleDrillEvent } from '../../../src/domain/parts/cycleDetailDrill';
import { formatDate } from '../../../src/domain/format';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { answerList } from '../../business/listEndpoint';
import { queryRows } from '../../db/database';
import { badRequest, fail, type AppEnv } from '../../http';
import { CYCLE_DETAIL_LIST, CYCLE_TIE_OUT_LIST } from './cycleDetailData';

type EventRow = Omit<CycleDrillEvent, 'runningQty' | 'at'> & { at: Date | string };

/** Movements of a drill no longer than this many. */
const MOVEMENTS = 1000;

/**
 * /CycleDetailReport and its drill ('can view cycle detail report'): every counted cycle line and approved adjustment
 * by the list kit, the tie-out of each branch-month's adjustments to the adjustment account in Excede's GL (also the
 * list kit, so it exports), and one part's counts at a branch with the stock that moved between them.
 */
export const cycleDetailRoutes = new Hono<AppEnv>()
  .get('/parts/cycle-detail', guard('GET /parts/cycle-detail'), (c) => answerList(c, CYCLE_DETAIL_LIST))
  .get('/parts/cycle-detail/tie-out', guard('GET /parts/cycle-detail/tie-out'), (c) => answerList(c, CYCLE_TIE_OUT_LIST))
  .get('/parts/cycle-detail/drill', guard('GET /parts/cycle-detail/drill'), async (c) => {
    const read = readCycleDetailDrillParams({ brnId: c.req.query('brnId'), cycle: c.req.query('cycle'), partNo: c.req.query('partNo') });
    if (!read.ok) badRequest([{ field: read.field, message: read.message }]);
    const { brnId, cycleId, partNo } = read.params;
    branchScope(c, [brnId]);
    const { db } = c.var.deps;
    const [line] = await queryRows<{ description: string }>(
      db,
      sql`select l.description from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id
           where c.id = ${cycleId} and c.brn_id = ${brnId} and l.part_no = ${partNo} and c.status <> 'Counting'`,
    );
    if (!line) fail(404, `Branch ${brnId} has no finished count of ${partNo} in cycle ${cycleId}.`);
    const counts = await queryRows<EventRow & { code: string; start_date: string }>(
      db,
      sql`select coalesce(l.recount_at, l.count1_at) as at, 'Count' as kind, c.code, c.start_date::text as start_date, null::int as qty,
                 l.system_qty as book, l.final_qty as counted, l.adjustment_qty as "adjustmentQty", l.adjustment_status as "adjustmentStatus",
                 c.id = ${cycleId} as chosen
            from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id
           where c.brn_id = ${brnId} and l.part_no = ${partNo} and l.final_qty is not null and c.status <> 'Counting'
           order by 1`,
    );
    const since = new Date(counts[0]?.at ?? Date.now()).toISOString();
    const movements = await queryRows<EventRow>(
      db,
      sql`select * from (
            select i.invoiced_at as at, 'Counter invoice' as kind, i.sls_id as reference, -sum(il.qty_ship)::int as qty
              from excede_parts_invoices i join excede_parts_invoice_lines il on il.sls_id = i.sls_id
             where i.brn_id = ${brnId} and il.part_no = ${partNo} and i.ro_sls_id is null and i.invoiced_at >= ${since}::timestamptz
             group by i.sls_id, i.invoiced_at
            union all
            select coalesce(r.date_invoice, r.date_open) as at, 'Repair order' as kind, r.sls_id as reference, -sum(rl.qty)::int as qty
              from excede_repair_orders r join excede_ro_lines rl on rl.sls_id = r.sls_id and rl.kind = 'Part'
             where r.brn_id = ${brnId} and rl.part_no = ${partNo} and coalesce(r.date_invoice, r.date_open) >= ${since}::timestamptz
             group by r.sls_id
          ) m where m.qty <> 0 order by m.at limit ${MOVEMENTS}`,
    );
    const events = [
      ...counts.map(({ code, start_date, ...count }) => ({ ...count, reference: `${cycleLabelOf(code)} of ${formatDate(start_date)}` })),
      ...movements.map((m) => ({ ...m, book: null, counted: null, adjustmentQty: null, adjustmentStatus: null, chosen: false })),
    ]
      .map((e) => ({ ...e, at: new Date(e.at).toISOString() }))
      .sort((a, b) => a.at.localeCompare(b.at));
    const drill: CycleDrill = { brnId, partNo, description: line.description, cycleId, events: withRunningQty(events) };
    return c.json(drill);
  });
