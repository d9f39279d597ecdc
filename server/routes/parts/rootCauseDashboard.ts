import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { readSetting } from '../../business/settings';
import { queryRows, type Database } from '../../db/database';
import { daysBetween, newYorkDay } from '../../../src/domain/businessDays';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import { readListQuery } from '../../../src/domain/listQuery';
import { centsOf, moneyText } from '../../../src/domain/money';
import {
  defaultPeriod,
  demandFigures,
  paretoOf,
  priorPeriod,
  stockingSuggestion,
  TOP_PARTS,
  weeksOf,
  type InvoiceLineSums,
  type LostSums,
  type MissesByDemandFlag,
  type PhaseInRule,
  type ReasonCount,
  type RootCauseDashboard,
  type TopLostPart,
} from '../../../src/domain/parts/rootCauseDashboard';
import { fail, type AppContext, type AppEnv } from '../../http';

const TABLES = ['excede_parts_invoices', 'excede_parts_invoice_lines', 'excede_part_branches', 'excede_supersessions', 'excede_part_master'];
/** A period longer than this is refused: the dashboard compares weeks and a period with the one before it. */
const MAX_DAYS = 731;

interface Ask {
  branches: string[];
  from: string;
  to: string;
}

/** The branches and New York days asked (`brnId`, `from`, `to`), each checked by name; the last 13 weeks when none. */
function askOf(c: AppContext): Ask {
  const read = readListQuery(new URL(c.req.url).searchParams, {});
  if (!read.ok) fail(400, read.message);
  const { query } = read;
  if (!query.from !== !query.to) fail(400, `${query.from ? 'to' : 'from'}: Give both ends of the period.`);
  const period = query.from && query.to ? { from: query.from, to: query.to } : defaultPeriod(newYorkDay(new Date()));
  if (daysBetween(period.from, period.to) >= MAX_DAYS) fail(400, 'to: Choose a period of two years at most.');
  return { branches: branchScope(c, query.branches), ...period };
}

/** An instant column within New York days `from` to `to`, both included, so the column's index serves it. */
const withinDays = (column: SQL, from: string, to: string) =>
  sql`${column} >= (${from}::date::timestamp at time zone ${BUSINESS_TIME_ZONE}) and ${column} < ((${to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
const weekOf = (column: SQL) => sql`to_char(date_trunc('week', ${column} at time zone ${BUSINESS_TIME_ZONE}), 'YYYY-MM-DD')`;

/** What a lost sale went without: its quantity (one when the counter gave none) less what the shelf did give. */
const LOST_QTY = sql`greatest(coalesce(s.qty, 1) - s.qty_filled, 0)`;

/** The branch stocks the part: a PTBRN row of its number, or of the number that replaced it (a sale under an old number). */
const stockedAt = (partNo: SQL, brnId: SQL) =>
  sql`(exists (select 1 from excede_part_branches b where b.part_no = ${partNo} and b.brn_id = ${brnId})
      or exists (select 1 from excede_supersessions x join excede_part_branches b on b.part_no = x.new_part_no and b.brn_id = ${brnId} where x.old_part_no = ${partNo}))`;

interface InvoiceGroup {
  brn_id: string;
  week: string;
  stocked: boolean;
  lines: number;
  qty_ship: number;
  qty_backorder: number;
  whole_lines: number;
}

/** The invoice lines of the branches and days summed by branch, week and whether the branch stocks the part. */
const invoiceGroups = (db: Database, branches: readonly string[], from: string, to: string) =>
  queryRows<InvoiceGroup>(
    db,
    sql`select i.brn_id, ${weekOf(sql`i.invoiced_at`)} as week, ${stockedAt(sql`l.part_no`, sql`i.brn_id`)} as stocked, count(*)::int as lines,
          sum(l.qty_ship)::int as qty_ship, sum(l.qty_backorder)::int as qty_backorder,
          (count(*) filter (where l.qty_backorder = 0 and l.qty_ship > 0))::int as whole_lines
        from excede_parts_invoices i
        join excede_parts_invoice_lines l on l.sls_id = i.sls_id
        where ${inBranches(sql`i.brn_id`, branches)} and ${withinDays(sql`i.invoiced_at`, from, to)}
        group by 1, 2, 3`,
  );

interface LostGroup {
  brn_id: string;
  week: string;
  lines: number;
  qty: number;
  value: string;
}

/** The lost sales of the branches and days summed by branch and week, valued at the part's list price. */
const lostGroups = (db: Database, branches: readonly string[], from: string, to: string) =>
  queryRows<LostGroup>(
    db,
    sql`select s.brn_id, ${weekOf(sql`s.created_at`)} as week, count(*)::int as lines, sum(${LOST_QTY})::int as qty,
          coalesce(sum(${LOST_QTY} * m.list_price), 0)::text as value
        from lost_sales s left join excede_part_master m on m.part_no = s.part_no
        where ${inBranches(sql`s.brn_id`, branches)} and ${withinDays(sql`s.created_at`, from, to)}
        group by 1, 2`,
  );

const invoiceSums = (groups: readonly InvoiceGroup[]): InvoiceLineSums[] =>
  groups.map((g) => ({ stocked: g.stocked, lines: g.lines, qtyShip: g.qty_ship, qtyBackorder: g.qty_backorder, wholeLines: g.whole_lines }));

function lostSums(groups: readonly LostGroup[]): LostSums {
  const cents = groups.reduce((sum, g) => sum + (centsOf(g.value) ?? 0), 0);
  return { lines: groups.reduce((sum, g) => sum + g.lines, 0), qty: groups.reduce((sum, g) => sum + g.qty, 0), value: moneyText(cents) };
}

/** Lost lines of the period by reason code; uncoded ones together. */
const reasonCounts = (db: Database, { branches, from, to }: Ask) =>
  queryRows<ReasonCount>(
    db,
    sql`select s.reason_code_id as "reasonCodeId", min(c.code) as code, min(c.description) as description, count(*)::int as lines
        from lost_sales s left join root_cause_codes c on c.id = s.reason_code_id
        where ${inBranches(sql`s.brn_id`, branches)} and ${withinDays(sql`s.created_at`, from, to)}
        group by s.reason_code_id`,
  );

type TopRow = Omit<TopLostPart, 'requests' | 'suggestion'>;

/** The parts (at a branch) most gone without in the period, by quantity, then lines and value. */
const topParts = (db: Database, { branches, from, to }: Ask) =>
  queryRows<TopRow>(
    db,
    sql`select s.part_no as "partNo", s.brn_id as "brnId", min(coalesce(m.description, s.description)) as description,
          count(*)::int as "lostLines", sum(${LOST_QTY})::int as "lostQty", coalesce(sum(${LOST_QTY} * m.list_price), 0)::text as "lostValue",
          ${stockedAt(sql`s.part_no`, sql`s.brn_id`)} as stocked
        from lost_sales s left join excede_part_master m on m.part_no = s.part_no
        where s.part_no is not null and ${inBranches(sql`s.brn_id`, branches)} and ${withinDays(sql`s.created_at`, from, to)}
        group by s.part_no, s.brn_id
        order by sum(${LOST_QTY}) desc, count(*) desc, coalesce(sum(${LOST_QTY} * m.list_price), 0) desc, s.part_no, s.brn_id
        limit ${TOP_PARTS}`,
  );

/** The misses of those parts in the rule's months to the period's end, by their reason code's records-demand flag. */
async function missesOf(db: Database, parts: readonly TopRow[], to: string, rule: PhaseInRule) {
  if (!parts.length) return [];
  const since = sql`((${to}::date + 1 - make_interval(months => ${rule.months}))::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
  const pairs = sql.join(parts.map((p) => sql`(${p.partNo}, ${p.brnId})`), sql`, `);
  return queryRows<MissesByDemandFlag & { partNo: string; brnId: string }>(
    db,
    sql`select s.part_no as "partNo", s.brn_id as "brnId", c.records_demand as "recordsDemand", count(*)::int as lines
        from lost_sales s left join root_cause_codes c on c.id = s.reason_code_id
        where (s.part_no, s.brn_id) in (${pairs}) and s.created_at >= ${since} and s.created_at < ((${to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
        group by 1, 2, 3`,
  );
}

const ruleOf = async (db: Database): Promise<PhaseInRule> => ({ times: await readSetting(db, 'parts.phaseInTimes'), months: await readSetting(db, 'parts.phaseInMonths') });

/** The tiles and charts of the branches and period asked, each figure summed in SQL and put together by the domain's rules. */
async function dashboardOf(c: AppContext): Promise<RootCauseDashboard> {
  const { db } = c.var.deps;
  const ask = askOf(c);
  const prior = priorPeriod(ask.from, ask.to);
  const [invoices, lost, previousInvoices, previousLost] = [
    await invoiceGroups(db, ask.branches, ask.from, ask.to),
    await lostGroups(db, ask.branches, ask.from, ask.to),
    await invoiceGroups(db, ask.branches, prior.from, prior.to),
    await lostGroups(db, ask.branches, prior.from, prior.to),
  ];
  const rule = await ruleOf(db);
  const top = await topParts(db, ask);
  const misses = await missesOf(db, top, ask.to, rule);
  const of = <G extends { brn_id: string; week: string }>(groups: readonly G[], keep: (g: G) => boolean) => groups.filter(keep);
  return {
    from: ask.from,
    to: ask.to,
    prior,
    branches: ask.branches,
    current: demandFigures(invoiceSums(invoices), lostSums(lost)),
    previous: demandFigures(invoiceSums(previousInvoices), lostSums(previousLost)),
    pareto: paretoOf(await reasonCounts(db, ask)),
    weeks: weeksOf(ask.from, ask.to).map((week) => {
      const figures = demandFigures(invoiceSums(of(invoices, (g) => g.week === week)), lostSums(of(lost, (g) => g.week === week)));
      return { week, fillRate: figures.fillRate, lostLines: figures.lostLines };
    }),
    byBranch: [...ask.branches].sort().map((brnId) => ({
      brnId,
      ...demandFigures(invoiceSums(of(invoices, (g) => g.brn_id === brnId)), lostSums(of(lost, (g) => g.brn_id === brnId))),
    })),
    topParts: top.map((row) => ({
      ...row,
      ...stockingSuggestion(
        misses.filter((m) => m.partNo === row.partNo && m.brnId === row.brnId),
        row.stocked,
        rule,
      ),
    })),
    phaseIn: rule,
    ...(await freshnessOf(db, TABLES)),
  };
}

/** /root-cause-dashboard: how the shelf met demand, why it missed, and which parts to stock. */
export const rootCauseDashboardRoutes = new Hono<AppEnv>().get('/parts/root-cause-dashboard', guard('GET /parts/root-cause-dashboard'), async (c) => c.json(await dashboardOf(c)));
