import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { branchScope, inBranches } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { queryRows } from '../../db/database';
import { lastDayOf } from '../../../src/domain/accounting/financialStatement';
import { branchId } from '../../../src/domain/accounting/documents';
import { comparedMonths, trendMonths, type VehicleSalesGroup } from '../../../src/domain/sales/vehicleSales';
import {
  VEHICLE_SALES_DEAL_FIELDS,
  VEHICLE_SALES_DRILL_PARAMS,
  VEHICLE_SALES_GROUP_FIELDS,
  VEHICLE_SALES_PARAMS,
  vehicleSalesDrillQuery,
  vehicleSalesQuery,
  type SalesFiguresText,
  type VehicleSalesAsk,
  type VehicleSalesDrillAsk,
  type VehicleSalesSummary,
} from '../../../src/domain/sales/vehicleSalesFields';
import { parseWith, type AppContext, type AppEnv } from '../../http';

const TABLES = ['excede_deals', 'excede_vehicles', 'excede_employees', 'excede_customers'];

/** The group a deal is in, as the drill asks for it (f: the deal facts below). */
const GROUP_VALUE: Record<VehicleSalesGroup, SQL> = {
  branch: sql`f.brn_id`,
  salesperson: sql`f.emp_id_sales`,
  newUsed: sql`f.new_used`,
  make: sql`coalesce(f.make, 'Unknown')`,
};
const GROUP_LABEL: Record<VehicleSalesGroup, SQL> = {
  branch: sql`coalesce(min(f.brn_id || ' - ' || b.name), f.brn_id)`,
  salesperson: sql`coalesce(min(f.salesperson), f.emp_id_sales)`,
  newUsed: sql`f.new_used`,
  make: sql`coalesce(f.make, 'Unknown')`,
};

/**
 * Every deal the report counts, of the branches and months given: delivered ones in the month delivered and, when
 * asked, those not delivered yet in the month sold (`day`). An unwind (a negative price) is a negative unit and has
 * no days to sell (vehicleSales.ts says the same rules).
 */
function dealFacts(ask: VehicleSalesAsk, months: readonly string[], branches: readonly string[]): SQL {
  const day = sql`coalesce(d.delivered_on, d.sold_on)`;
  return sql`(select d.deal_id, d.brn_id, d.stock_no, v.vin, coalesce(c.name, d.cus_id) as customer, d.emp_id_sales,
        coalesce(e.name, d.emp_id_sales) as salesperson, case when v.is_new then 'New' when v.is_new = false then 'Used' else 'Unknown' end as new_used,
        v.make, case when d.price < 0 then -1 else 1 end as units, d.price, v.cost, d.front_gross, d.back_gross, d.trade_allowance, d.lender,
        d.sold_on, d.delivered_on, ${day} as day, to_char(${day}, 'YYYY-MM') as month,
        case when d.price >= 0 then d.sold_on - v.received_on end as days_to_sell
      from excede_deals d
      left join excede_vehicles v on v.stock_no = d.stock_no
      left join excede_employees e on e.excede_id = d.emp_id_sales
      left join excede_customers c on c.cus_id = d.cus_id
      where ${inBranches(sql`d.brn_id`, branches)} ${ask.withUndelivered ? sql`` : sql`and d.delivered_on is not null`}
        and (${sql.join(
          months.map((m) => sql`${day} between ${`${m}-01`}::date and ${lastDayOf(m)}::date`),
          sql` or `,
        )}))`;
}

const UNITS = (when: SQL) => sql`coalesce(sum(f.units) filter (where ${when}), 0)::int`;
const SUM = (column: string, when: SQL) => sql`coalesce(sum(${sql.raw(`f.${column}`)}) filter (where ${when}), 0)::numeric(14, 2)`;
const GROSS_PER_UNIT = sql`case when g.units = 0 then null else round((g.front_gross + g.back_gross) / g.units, 2) end`;

/**
 * One row per group over the period, the month before and the same month a year before. A group may span branches,
 * so the rows were limited to the user's branches before grouping; `any_brn` (one of them) answers the list kit's branch.
 */
function groupsOf(ask: VehicleSalesAsk, branches: readonly string[]): SQL {
  const { month, priorMonth, lastYear } = comparedMonths(ask.period);
  const is = (m: string) => sql`f.month = ${m}`;
  return sql`(select ${GROUP_VALUE[ask.groupBy]} as value, ${GROUP_LABEL[ask.groupBy]} as label, min(f.brn_id) as any_brn,
        ${UNITS(is(month))} as units, ${SUM('price', is(month))} as sales,
        ${SUM('front_gross', is(month))} as front_gross, ${SUM('back_gross', is(month))} as back_gross,
        round(avg(f.days_to_sell) filter (where ${is(month)}), 1) as avg_days_to_sell,
        ${UNITS(is(priorMonth))} as prior_units, ${SUM('front_gross', is(priorMonth))} + ${SUM('back_gross', is(priorMonth))} as prior_gross,
        ${UNITS(is(lastYear))} as last_year_units, ${SUM('front_gross', is(lastYear))} + ${SUM('back_gross', is(lastYear))} as last_year_gross
      from ${dealFacts(ask, [month, priorMonth, lastYear], branches)} f
      left join branches b on b.code = f.brn_id
      group by ${GROUP_VALUE[ask.groupBy]}) g`;
}

function groupList(ask: VehicleSalesAsk): ListDefinition {
  return {
    name: `vehicle-sales-${ask.period}-by-${ask.groupBy}`,
    from: (_query, branches) => groupsOf(ask, branches),
    branch: sql`g.any_brn`,
    columns: listColumnsIn('g', VEHICLE_SALES_GROUP_FIELDS, { grossPerUnit: GROSS_PER_UNIT }),
    key: [sql`g.value`],
    defaultSort: [{ id: 'units', desc: true }],
    tables: TABLES,
    params: VEHICLE_SALES_PARAMS,
  };
}

function dealList(ask: VehicleSalesDrillAsk): ListDefinition {
  return {
    name: `vehicle-sales-${ask.period}-${ask.groupBy}-${ask.value}`,
    from: (_query, branches) => sql`(select * from ${dealFacts(ask, [ask.period], branches)} f where ${GROUP_VALUE[ask.groupBy]} = ${ask.value}) f`,
    branch: sql`f.brn_id`,
    columns: listColumnsIn('f', VEHICLE_SALES_DEAL_FIELDS),
    key: [sql`f.deal_id`],
    defaultSort: [{ id: 'day', desc: false }],
    tables: TABLES,
    params: VEHICLE_SALES_DRILL_PARAMS,
  };
}

interface FigureRow {
  month: string;
  units: number;
  sales: string;
  front_gross: string;
  back_gross: string;
  gross_per_unit: string | null;
  avg_days_to_sell: string | null;
  new_units: number;
}

const NONE: FigureRow = { month: '', units: 0, sales: '0.00', front_gross: '0.00', back_gross: '0.00', gross_per_unit: null, avg_days_to_sell: null, new_units: 0 };

const figuresText = (row: FigureRow): SalesFiguresText => ({
  units: row.units,
  sales: row.sales,
  frontGross: row.front_gross,
  backGross: row.back_gross,
  grossPerUnit: row.gross_per_unit,
  avgDaysToSell: row.avg_days_to_sell === null ? null : Number(row.avg_days_to_sell),
});

/** The branches asked (each the user's) or all the user's, for a report's own figures beside its list. */
export function branchesOf(c: AppContext): string[] {
  const asked = c.req.queries('brnId') ?? [];
  for (const code of asked) parseWith(branchId, code);
  return branchScope(c, asked.filter((code) => code !== 'all'));
}

/** The tiles and charts: each month's figures over the 13 months of the trend and the same month a year before. */
async function summaryOf(c: AppContext): Promise<VehicleSalesSummary> {
  const ask = parseWith(vehicleSalesQuery, c.req.query());
  const branches = branchesOf(c);
  const months = trendMonths(ask.period);
  const rows = await queryRows<FigureRow>(
    c.var.deps.db,
    sql`select g.month, g.units, g.sales::text as sales, g.front_gross::text as front_gross, g.back_gross::text as back_gross,
          (${GROSS_PER_UNIT})::text as gross_per_unit, g.avg_days_to_sell::text as avg_days_to_sell, g.new_units
        from (select f.month, sum(f.units)::int as units, sum(f.price) as sales, sum(f.front_gross) as front_gross, sum(f.back_gross) as back_gross,
                round(avg(f.days_to_sell), 1) as avg_days_to_sell, coalesce(sum(f.units) filter (where f.new_used = 'New'), 0)::int as new_units
              from ${dealFacts(ask, months, branches)} f group by f.month) g`,
  );
  const of = (month: string) => rows.find((r) => r.month === month) ?? NONE;
  const compared = comparedMonths(ask.period);
  const period = of(compared.month);
  return {
    period: ask.period,
    branches,
    month: figuresText(period),
    priorMonth: figuresText(of(compared.priorMonth)),
    lastYear: figuresText(of(compared.lastYear)),
    trend: months.map((month) => ({ month, units: of(month).units, grossPerUnit: of(month).gross_per_unit })),
    mix: { newUnits: period.new_units, usedUnits: period.units - period.new_units },
    ...(await freshnessOf(c.var.deps.db, TABLES)),
  };
}

export const vehicleSalesRoutes = new Hono<AppEnv>()
  .get('/sales/vehicle-sales', guard('GET /sales/vehicle-sales'), async (c) => c.json(await summaryOf(c)))
  .get('/sales/vehicle-sales/groups', guard('GET /sales/vehicle-sales/groups'), (c) => answerList(c, groupList(parseWith(vehicleSalesQuery, c.req.query()))))
  .get('/sales/vehicle-sales/deals', guard('GET /sales/vehicle-sales/deals'), (c) => answerList(c, dealList(parseWith(vehicleSalesDrillQuery, c.req.query()))));
