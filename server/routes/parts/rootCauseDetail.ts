import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import { DEMAND_MONTHS } from '../../../src/domain/parts/partsResearch';
import { missChanges, type MissAction, type MissMonth, type MissStock, type RootCauseDetail } from '../../../src/domain/parts/rootCauseDetail';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { chainOf } from '../../business/parts/supersessions';
import { queryRows } from '../../db/database';
import { lostSales } from '../../db/lostSales';
import { badRequest, fail, type AppContext, type AppEnv } from '../../http';
import { listCodes } from './rootCauseCodes';
import { MISS_NOT_FOUND, missesOf } from './rootCauseAnalysisData';

/** The part and branch the address names: a lost sale's (`?id=`), or `?partNo=` with an optional `?brnId=`. */
async function subjectOf(c: AppContext): Promise<{ partNo: string; brnId: string | null }> {
  const id = c.req.query('id');
  if (id !== undefined) {
    if (!/^\d{1,9}$/.test(id)) badRequest([{ field: 'id', message: 'Open a miss by its number.' }]);
    const [sale] = await c.var.deps.db.select({ partNo: lostSales.partNo, brnId: lostSales.brnId }).from(lostSales).where(eq(lostSales.id, Number(id)));
    if (!sale) fail(404, MISS_NOT_FOUND);
    branchScope(c, [sale.brnId]);
    if (!sale.partNo) fail(404, 'This miss names no part.');
    return { partNo: sale.partNo, brnId: sale.brnId };
  }
  const partNo = c.req.query('partNo')?.trim().toUpperCase();
  if (!partNo) badRequest([{ field: 'partNo', message: 'Name the part.' }]);
  const brnId = c.req.query('brnId') || null;
  if (brnId) branchScope(c, [brnId]);
  return { partNo, brnId };
}

/**
 * One part's story (/root-cause-detail) at the branch asked for, or at all the user's: its misses, the supersession
 * chain, 24 months of quantity sold on Excede's invoices with the quantity lost beside it, and every change made to
 * its misses; its stock at every branch of the user's, where a transfer could come from.
 */
async function detailOf(c: AppContext): Promise<RootCauseDetail> {
  const { db } = c.var.deps;
  const { partNo, brnId } = await subjectOf(c);
  const scope = brnId ? [brnId] : branchScope(c, []);
  const chain = await chainOf(db, partNo);
  const numbers = sql.join([...new Set([partNo, ...chain.flatMap((s) => [s.oldPartNo, s.newPartNo])])].map((n) => sql`${n}`), sql`, `);
  const misses = await missesOf(db, numbers, inBranches(sql`x.brn_id`, scope));
  const [part] = await queryRows<{ description: string }>(db, sql`select description from excede_part_master where part_no = ${partNo}`);
  const stock = await queryRows<MissStock>(
    db,
    sql`select brn_id as "brnId", on_hand as "onHand", on_hand - committed as available, min_qty as "minQty", max_qty as "maxQty"
          from excede_part_branches where part_no = ${partNo} and ${inBranches(sql`brn_id`, branchScope(c, []))} order by brn_id`,
  );
  const month = (at: string) => sql.raw(`to_char(${at} at time zone '${BUSINESS_TIME_ZONE}', 'YYYY-MM')`);
  const months = await queryRows<MissMonth>(
    db,
    sql`with m as (select to_char(d, 'YYYY-MM') as month
                     from generate_series(date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}) - make_interval(months => ${DEMAND_MONTHS - 1}),
                                          date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}), interval '1 month') d),
             sold as (select ${month('i.invoiced_at')} as month, sum(l.qty_ship)::int as qty
                        from excede_parts_invoice_lines l join excede_parts_invoices i on i.sls_id = l.sls_id
                       where l.part_no in (${numbers}) and ${inBranches(sql`i.brn_id`, scope)} group by 1),
             lost as (select ${month('created_at')} as month, sum(greatest(coalesce(qty, 0) - qty_filled, 0))::int as qty
                        from lost_sales where part_no in (${numbers}) and ${inBranches(sql`brn_id`, scope)} group by 1)
        select m.month, coalesce(sold.qty, 0) as sold, coalesce(lost.qty, 0) as lost
          from m left join sold on sold.month = m.month left join lost on lost.month = m.month order by m.month`,
  );
  const actions = misses.length ? await actionsOn(c, misses.map((m) => m.id)) : [];
  return { partNo, description: part?.description ?? misses[0]?.description ?? null, brnId, misses, stock, chain, months, actions };
}

/** The changes made to these lost sales, newest first, each field's value in words. */
async function actionsOn(c: AppContext, ids: number[]): Promise<MissAction[]> {
  const { db } = c.var.deps;
  const entries = await queryRows<{ at: Date | string; by: string | null; entity_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    db,
    sql`select a.at, u.name as by, a.entity_id, a.before, a.after from audit_log a left join users u on u.id = a.actor_user_id
         where a.entity = 'lost sale' and a.action = 'lost-sale.change' and a.entity_id in (${sql.join(ids.map((id) => sql`${String(id)}`), sql`, `)})
         order by a.at desc, a.id desc limit 200`,
  );
  const codes = new Map((await listCodes(db)).map((code) => [code.id, code.code]));
  const userIds = [...new Set(entries.flatMap((e) => [e.before?.assignedTo, e.after.assignedTo]).filter((v): v is number => typeof v === 'number'))];
  const names = new Map(
    userIds.length ? (await queryRows<{ id: number; name: string }>(db, sql`select id, name from users where id in (${sql.join(userIds.map((u) => sql`${u}`), sql`, `)})`)).map((u) => [u.id, u.name]) : [],
  );
  const nameOf = (field: string, value: unknown) =>
    field === 'reasonCodeId' || field === 'actionCodeId' ? (codes.get(value as number) ?? null) : field === 'assignedTo' ? (names.get(value as number) ?? null) : String(value);
  return entries.map((e) => ({ at: new Date(e.at).toISOString(), by: e.by, lostSaleId: Number(e.entity_id), changes: missChanges(e.before, e.after, nameOf) }));
}

export const rootCauseDetailRoutes = new Hono<AppEnv>().get('/parts/root-cause-detail', guard('GET /parts/root-cause-detail'), async (c) => c.json(await detailOf(c)));
