import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { descriptionWords, NORMAL_PART_NUMBER_SQL, partNumberCandidates, rankMatches, type MatchKind } from '../../../src/domain/parts/partNumber';
import {
  DEMAND_MONTHS,
  partLostSaleSchema,
  RECENT_LINES,
  SEARCH_LIMIT,
  type BranchStock,
  type LostSaleRecord,
  type PartLineRecord,
  type PartMatch,
  type PartPage,
  type PartSearch,
} from '../../../src/domain/parts/partsResearch';
import { PARTS_COUNTER_TITLES } from '../../../src/domain/accounting/statementUnits';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { recordLostSale } from '../../business/parts/lostSales';
import { chainOf, currentNumberOf } from '../../business/parts/supersessions';
import { queryRows } from '../../db/database';
import { fail, readJson, type AppContext, type AppEnv } from '../../http';

export const PART_NOT_FOUND = 'No part has this number.';
/** Cost is the parts manager's: the user's Excede employee holds that title (the demo's parts@ does, the admin does not). */
const PARTS_MANAGER = PARTS_COUNTER_TITLES[1];

const normal = sql.raw(NORMAL_PART_NUMBER_SQL('m.part_no'));
const like = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Up to SEARCH_LIMIT parts: exact normal number, then its prefix, then every description word, then a bin of the user's branches. */
async function search(c: AppContext, q: string): Promise<PartSearch> {
  const { db } = c.var.deps;
  const mine = branchScope(c, []);
  const candidates = partNumberCandidates(q);
  const words = descriptionWords(q);
  const bin = q.trim().toUpperCase();
  if (!candidates.length && !words.length) return { q, matches: [] };
  // Tiers in rank order, each asked only while the ones before it found fewer than the list holds: a lower tier
  // could not reach the list anyway, and a number's prefix (an index range) usually fills it alone.
  const tiers = [];
  if (candidates.length) {
    const exact = sql.join(candidates.map((n) => sql`${n}`), sql`, `);
    const prefix = sql.join(candidates.map((n) => sql`${normal} like ${like(n)}`), sql` or `);
    tiers.push(sql`(select m.part_no, m.description, 'Part number' as match, null as bin from excede_part_master m where ${normal} in (${exact}) limit ${SEARCH_LIMIT})
      union all (select m.part_no, m.description, 'Part number starts with' as match, null as bin from excede_part_master m where ${prefix} order by ${normal} limit ${SEARCH_LIMIT})`);
  }
  if (words.length) {
    const every = sql.join(words.map((w) => sql`m.description ilike ${`%${like(w)}`}`), sql` and `);
    // Materialized: the words' matches are found through the trigram index first, then ordered; otherwise the
    // planner walks every part in number order looking for a rare word.
    tiers.push(sql`with hits as materialized (select m.part_no, m.description from excede_part_master m where ${every})
      select part_no, description, 'Description' as match, null as bin from hits order by part_no limit ${SEARCH_LIMIT}`);
  }
  if (bin.length >= 2) {
    tiers.push(sql`select m.part_no, m.description, 'Bin' as match, b.bin from excede_part_bins b join excede_part_master m on m.part_no = b.part_no
        where ${inBranches(sql`b.brn_id`, mine)} and upper(b.bin) like ${like(bin)} order by b.bin, b.part_no limit ${SEARCH_LIMIT}`);
  }
  const rows: { part_no: string; description: string; match: MatchKind; bin: string | null }[] = [];
  for (const tier of tiers) {
    if (new Set(rows.map((r) => r.part_no)).size >= SEARCH_LIMIT) break;
    rows.push(...(await queryRows<(typeof rows)[number]>(db, tier)));
  }
  const ranked = rankMatches(rows.map((r) => ({ partNo: r.part_no, description: r.description, match: r.match, bin: r.bin })), SEARCH_LIMIT);
  const onHand = new Map<string, number>();
  if (ranked.length) {
    const stock = await queryRows<{ part_no: string; on_hand: number }>(
      db,
      sql`select part_no, sum(on_hand)::int as on_hand from excede_part_branches
          where part_no in (${sql.join(ranked.map((r) => sql`${r.partNo}`), sql`, `)}) and ${inBranches(sql`brn_id`, mine)} group by part_no`,
    );
    for (const s of stock) onHand.set(s.part_no, s.on_hand);
  }
  return { q, matches: ranked.map((r): PartMatch => ({ ...r, onHand: onHand.get(r.partNo) ?? 0 })) };
}

/** The part's page: the current number's header and stock everywhere; its sales and lost sales at the user's branches only. */
async function partPage(c: AppContext, requested: string): Promise<PartPage> {
  const { db } = c.var.deps;
  const mine = branchScope(c, []);
  const chain = await chainOf(db, requested);
  const current = currentNumberOf(chain, requested);
  const numbers = sql.join([...new Set([requested, current, ...chain.flatMap((s) => [s.oldPartNo, s.newPartNo])])].map((n) => sql`${n}`), sql`, `);
  const [part] = await queryRows<{ part_no: string; description: string; ven_id: string; vendor: string | null; part_class: string; list_price: string; core_charge: string; cost: string }>(
    db,
    sql`select m.part_no, m.description, m.ven_id, v.name as vendor, m.part_class, m.list_price::text, m.core_charge::text, m.cost::text
        from excede_part_master m left join excede_vendors v on v.ven_id = m.ven_id where m.part_no = ${current}`,
  );
  if (!part) fail(404, PART_NOT_FOUND);
  const manager = c.var.user.excede_id
    ? (await queryRows<{ title: string }>(db, sql`select title from excede_employees where excede_id = ${c.var.user.excede_id}`))[0]?.title === PARTS_MANAGER
    : false;
  // The one screen that shows other branches' stock, by design: staff see where to ask for a transfer.
  const stock = await queryRows<Omit<BranchStock, 'mine' | 'available'> & { bins: string[] | null }>(
    db,
    sql`select s.brn_id as "brnId", coalesce(br.name, s.brn_id) as name, s.on_hand as "onHand", s.committed, s.on_order as "onOrder",
          s.min_qty as "minQty", s.max_qty as "maxQty", to_char(s.last_sale_on, 'YYYY-MM-DD') as "lastSaleOn",
          (select array_agg(b.bin order by b.is_primary desc, b.bin) from excede_part_bins b where b.part_no = s.part_no and b.brn_id = s.brn_id) as bins
        from excede_part_branches s left join branches br on br.code = s.brn_id where s.part_no = ${current}`,
  );
  const branches = stock
    .map((s): BranchStock => ({ ...s, bins: s.bins ?? [], mine: mine.includes(s.brnId), available: s.onHand - s.committed }))
    .sort((a, b) => Number(b.mine) - Number(a.mine) || a.brnId.localeCompare(b.brnId));
  const mineSql = (column: string) => inBranches(sql.raw(column), mine);
  // Counter invoices and repair orders' part lines (a shop's parts ticket repeats its RO's lines, so it is left out).
  const lines = sql`(select 'Invoice' as kind, i.sls_id as doc_id, i.brn_id, i.invoiced_at as at, l.part_no, l.qty_ship + l.qty_backorder as qty,
          l.qty_backorder, l.amt_price as price
        from excede_parts_invoice_lines l join excede_parts_invoices i on i.sls_id = l.sls_id
        where l.part_no in (${numbers}) and i.ro_sls_id is null and ${mineSql('i.brn_id')}
      union all
      select 'Repair order', r.sls_id, r.brn_id, r.date_open, l.part_no, l.qty::int, 0, case when l.qty = 0 then 0 else round(l.amount / l.qty, 2) end
        from excede_ro_lines l join excede_repair_orders r on r.sls_id = l.sls_id
        where l.kind = 'Part' and l.part_no in (${numbers}) and ${mineSql('r.brn_id')})`;
  const demandRows = await queryRows<{ month: string; qty: number }>(
    db,
    sql`select to_char(date_trunc('month', at at time zone 'America/New_York'), 'YYYY-MM') as month, sum(qty)::int as qty from ${lines} x
        where at >= date_trunc('month', now() at time zone 'America/New_York') - make_interval(months => ${DEMAND_MONTHS - 1}) group by 1`,
  );
  const byMonth = new Map(demandRows.map((d) => [d.month, d.qty]));
  const [clock] = await queryRows<{ month: string }>(db, sql`select to_char(now() at time zone 'America/New_York', 'YYYY-MM') as month`);
  const [year, month] = clock!.month.split('-').map(Number) as [number, number];
  const demand = Array.from({ length: DEMAND_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - DEMAND_MONTHS + i, 1)).toISOString().slice(0, 7);
    return { month: d, qty: byMonth.get(d) ?? 0 };
  });
  const record = sql`kind as "kind", doc_id as "docId", brn_id as "brnId", to_char(at at time zone 'America/New_York', 'YYYY-MM-DD') as "on", part_no as "partNo",
      qty, qty_backorder as "qtyBackorder", price::text as price`;
  const recent = await queryRows<PartLineRecord>(db, sql`select ${record} from ${lines} x order by at desc, doc_id desc limit ${RECENT_LINES}`);
  const backOrders = await queryRows<PartLineRecord>(
    db,
    sql`select ${record} from ${lines} x where qty_backorder > 0 and at >= now() - interval '60 days' order by at desc, doc_id desc limit ${RECENT_LINES}`,
  );
  const lostSales = await queryRows<LostSaleRecord>(
    db,
    sql`select id, brn_id as "brnId", to_char(created_at at time zone 'America/New_York', 'YYYY-MM-DD HH24:MI') as "createdAt", part_no as "partNo", qty, source, customer, reason, status
        from lost_sales where part_no in (${numbers}) and ${mineSql('brn_id')} order by created_at desc, id desc limit 50`,
  );
  return {
    requested,
    partNo: part.part_no,
    description: part.description,
    venId: part.ven_id,
    vendor: part.vendor,
    partClass: part.part_class,
    listPrice: part.list_price,
    coreCharge: part.core_charge,
    cost: manager ? part.cost : null,
    chain,
    branches,
    demand,
    backOrders,
    lostSales,
    recent,
  };
}

/**
 * Parts Research (/parts-research): one box that finds a part by its number (dashes, case and a vendor prefix
 * aside), its description or its bin, as the counter types; then the part's page; and a lost sale logged there.
 */
export const partsResearchRoutes = new Hono<AppEnv>()
  .get('/parts/research/search', guard('GET /parts/research/search'), async (c) => c.json(await search(c, (c.req.query('q') ?? '').slice(0, 60))))
  .get('/parts/research/:partNo', guard('GET /parts/research/:partNo'), async (c) => c.json(await partPage(c, c.req.param('partNo').trim().toUpperCase())))
  .post('/parts/research/:partNo/lost-sale', guard('POST /parts/research/:partNo/lost-sale'), async (c) => {
    const input = await readJson(c, partLostSaleSchema);
    branchScope(c, [input.brnId]);
    const { db } = c.var.deps;
    const [part] = await queryRows<{ part_no: string; description: string }>(db, sql`select part_no, description from excede_part_master where part_no = ${c.req.param('partNo')}`);
    if (!part) fail(404, PART_NOT_FOUND);
    const row = await db.transaction((tx) =>
      recordLostSale(c, tx, { brnId: input.brnId, partNo: part.part_no, description: part.description, qty: input.qty, source: input.source, customer: input.customer || null, reason: input.reason, ticketId: null }),
    );
    return c.json({ id: row.id }, 201);
  });
