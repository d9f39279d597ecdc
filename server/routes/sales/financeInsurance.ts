import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { guard } from '../../auth/guard';
import { inBranches } from '../../business/branchScope';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { lastDayOf } from '../../../src/domain/accounting/financialStatement';
import { FI_PRODUCTS, PENETRATION_TARGETS, type FiProduct } from '../../../src/domain/sales/financeInsurance';
import { trendMonths } from '../../../src/domain/sales/vehicleSales';
import { FI_DEAL_PRODUCT_FIELDS, FI_DRILL_PARAMS, FI_MANAGER_FIELDS, FI_PARAMS, fiDrillQuery, fiQuery, type FiAsk, type FiSummary } from '../../../src/domain/sales/financeInsuranceFields';
import type { NewUsed } from '../../../src/domain/sales/vehicleAging';
import { freshnessOf } from '../../business/freshness';
import { queryRows } from '../../db/database';
import { parseWith, type AppContext, type AppEnv } from '../../http';
import { branchesOf } from './vehicleSales';

const TABLES = ['excede_deals', 'excede_deal_products', 'excede_customers', 'excede_employees', 'excede_gl_lines', 'excede_vehicles'];

/** The deals of new or of used trucks (the deal's stock `v`), or every deal. */
const ofNewUsed = (newUsed: NewUsed | undefined) => (newUsed ? sql`v.is_new = ${newUsed === 'New'}` : sql`true`);

/** Months 'YYYY-MM' from the first to the last, both included. */
const inMonths = (column: SQL, first: string, last = first) => sql`${column} between ${`${first}-01`}::date and ${lastDayOf(last)}::date`;

/**
 * The deals delivered in the month of the branches given, with their manager, whether retail (not a fleet customer),
 * financed (a lender), and what their products made (financeInsurance.ts says the same rules).
 */
function fiDeals(branches: readonly string[], newUsed: NewUsed | undefined, first: string, last = first): SQL {
  return sql`(select d.deal_id, d.brn_id, coalesce(d.emp_id_fi, '') as mgr, coalesce(e.name, 'No F&I manager') as manager,
        coalesce(c.name, d.cus_id) as customer, case when d.price < 0 then -1 else 1 end as units, not coalesce(c.is_fleet, false) as retail,
        d.lender, d.delivered_on, to_char(d.delivered_on, 'YYYY-MM') as month, d.back_gross, coalesce(p.n, 0) as products, coalesce(p.gross, 0) as product_gross, coalesce(p.names, '{}') as names
      from excede_deals d
      left join excede_customers c on c.cus_id = d.cus_id
      left join excede_employees e on e.excede_id = d.emp_id_fi
      left join excede_vehicles v on v.stock_no = d.stock_no
      left join (select deal_id, count(*)::int as n, sum(sale - cost + reserve) as gross, array_agg(product) as names from excede_deal_products group by deal_id) p
        on p.deal_id = d.deal_id
      where ${inBranches(sql`d.brn_id`, branches)} and ${inMonths(sql`d.delivered_on`, first, last)} and ${ofNewUsed(newUsed)})`;
}

/** Chargebacks posted in the month (Excede's GL: source 'F&I chargeback' to 5300), by the branch and manager of their deal. */
const chargebacks = ({ period, newUsed }: FiAsk, branches: readonly string[]) =>
  sql`(select d.brn_id, coalesce(d.emp_id_fi, '') as mgr, sum(l.debit - l.credit) as amount
      from excede_gl_lines l join excede_deals d on d.deal_id = l.xref left join excede_vehicles v on v.stock_no = d.stock_no
      where l.source = 'F&I chargeback' and l.acct_id = '5300' and ${inBranches(sql`l.brn_id`, branches)} and ${inMonths(sql`l.posted_on`, period)} and ${ofNewUsed(newUsed)}
      group by 1, 2)`;

const RETAIL_UNITS = sql`coalesce(sum(f.units) filter (where f.retail), 0)`;
const penetrationOf = (product: FiProduct) =>
  sql`round(100.0 * coalesce(sum(f.units) filter (where f.retail and ${product} = any(f.names)), 0) / nullif(${RETAIL_UNITS}, 0), 1)`;
const PENETRATION_COLUMNS: Record<FiProduct, string> = {
  'Extended service contract': 'service_contract_percent',
  GAP: 'gap_percent',
  'Credit life': 'credit_life_percent',
  'Tire and wheel': 'tire_wheel_percent',
  'Maintenance plan': 'maintenance_percent',
};

/** Each branch's F&I managers in the month; PVR is the retail deals' back gross over retail units. */
function managersOf(ask: FiAsk, branches: readonly string[]): SQL {
  return sql`(select coalesce(m.brn_id, cb.brn_id) as brn_id, coalesce(m.mgr, cb.mgr) as mgr,
        coalesce(m.manager, (select name from excede_employees where excede_id = cb.mgr), 'No F&I manager') as manager,
        coalesce(m.deals, 0) as deals, coalesce(m.retail_units, 0) as retail_units, m.financed_percent,
        coalesce(m.finance_reserve, 0)::numeric(14, 2) as finance_reserve, coalesce(m.product_count, 0) as product_count,
        coalesce(m.back_gross, 0)::numeric(14, 2) as back_gross, m.pvr,
        ${sql.join(FI_PRODUCTS.map((p) => sql.raw(`m.${PENETRATION_COLUMNS[p]}`)), sql`, `)},
        coalesce(cb.amount, 0)::numeric(14, 2) as chargebacks
      from (select f.brn_id, f.mgr, min(f.manager) as manager, sum(f.units)::int as deals, ${RETAIL_UNITS}::int as retail_units,
              round(100.0 * coalesce(sum(f.units) filter (where f.lender is not null), 0) / nullif(sum(f.units), 0), 1) as financed_percent,
              sum(f.back_gross - f.product_gross) as finance_reserve, sum(f.products)::int as product_count, sum(f.back_gross) as back_gross,
              round(coalesce(sum(f.back_gross) filter (where f.retail), 0) / nullif(${RETAIL_UNITS}, 0), 2) as pvr,
              ${sql.join(
                FI_PRODUCTS.map((p) => sql`${penetrationOf(p)} as ${sql.identifier(PENETRATION_COLUMNS[p])}`),
                sql`, `,
              )}
            from ${fiDeals(branches, ask.newUsed, ask.period)} f group by f.brn_id, f.mgr) m
      full join ${chargebacks(ask, branches)} cb on cb.brn_id = m.brn_id and cb.mgr = m.mgr) g`;
}

function managerList(ask: FiAsk): ListDefinition {
  return {
    name: `finance-insurance-${ask.period}${ask.newUsed ? `-${ask.newUsed.toLowerCase()}` : ''}`,
    from: (_query, branches) => managersOf(ask, branches),
    branch: sql`g.brn_id`,
    columns: listColumnsIn('g', FI_MANAGER_FIELDS),
    key: [sql`g.brn_id`, sql`g.mgr`],
    defaultSort: [{ id: 'backGross', desc: true }],
    tables: TABLES,
    params: FI_PARAMS,
  };
}

/** The month's deals of a manager (or all), a row per product (a deal without products once); `product` keeps one product's. */
function dealProductList(ask: FiAsk & { mgr?: string | undefined; product?: string | undefined }): ListDefinition {
  return {
    name: `finance-insurance-deals-${ask.period}`,
    from: (_query, branches) => sql`(select f.deal_id, f.delivered_on, f.brn_id, f.customer, f.manager, case when f.retail then 'Retail' else 'Fleet' end as retail,
          f.lender, p.product, p.sale, p.cost, p.reserve, p.cancelled_on, f.mgr
        from ${fiDeals(branches, ask.newUsed, ask.period)} f left join excede_deal_products p on p.deal_id = f.deal_id
        where true ${ask.mgr !== undefined ? sql`and f.mgr = ${ask.mgr}` : sql``} ${ask.product ? sql`and p.product = ${ask.product}` : sql``}) r`,
    branch: sql`r.brn_id`,
    columns: listColumnsIn('r', FI_DEAL_PRODUCT_FIELDS),
    key: [sql`r.deal_id`, sql`r.product`],
    defaultSort: [{ id: 'deliveredOn', desc: false }],
    tables: TABLES,
    params: FI_DRILL_PARAMS,
  };
}

/** The month's PVR, chargebacks and penetration against target, and the PVR of the 13 months to it. */
async function summaryOf(c: AppContext): Promise<FiSummary> {
  const ask = parseWith(fiQuery, c.req.query());
  const { period } = ask;
  const branches = branchesOf(c);
  const months = trendMonths(period);
  const { db } = c.var.deps;
  const rows = await queryRows<Record<string, string | number | null> & { month: string; retail_units: number; back_gross: string; pvr: string | null }>(
    db,
    sql`select f.month, ${RETAIL_UNITS}::int as retail_units, coalesce(sum(f.back_gross) filter (where f.retail), 0)::numeric(14, 2)::text as back_gross,
          round(coalesce(sum(f.back_gross) filter (where f.retail), 0) / nullif(${RETAIL_UNITS}, 0), 2)::text as pvr,
          ${sql.join(
            FI_PRODUCTS.map((p) => sql`${penetrationOf(p)}::float as ${sql.identifier(p)}`),
            sql`, `,
          )}
        from ${fiDeals(branches, ask.newUsed, months[0]!, period)} f group by f.month`,
  );
  const [charged] = await queryRows<{ amount: string }>(db, sql`select coalesce(sum(amount), 0)::numeric(14, 2)::text as amount from ${chargebacks(ask, branches)} cb`);
  const month = rows.find((r) => r.month === period);
  return {
    period,
    ...(ask.newUsed ? { newUsed: ask.newUsed } : {}),
    branches,
    retailUnits: month?.retail_units ?? 0,
    backGross: month?.back_gross ?? '0.00',
    pvr: month?.pvr ?? null,
    chargebacks: charged?.amount ?? '0.00',
    trend: months.map((m) => ({ month: m, pvr: rows.find((r) => r.month === m)?.pvr ?? null })),
    penetration: FI_PRODUCTS.map((product) => ({ product, percent: (month?.[product] as number | null | undefined) ?? null, target: PENETRATION_TARGETS[product] })),
    ...(await freshnessOf(db, TABLES)),
  };
}

export const financeInsuranceRoutes = new Hono<AppEnv>()
  .get('/sales/finance-insurance', guard('GET /sales/finance-insurance'), async (c) => c.json(await summaryOf(c)))
  .get('/sales/finance-insurance/managers', guard('GET /sales/finance-insurance/managers'), (c) => answerList(c, managerList(parseWith(fiQuery, c.req.query()))))
  .get('/sales/finance-insurance/deals', guard('GET /sales/finance-insurance/deals'), (c) => answerList(c, dealProductList(parseWith(fiDrillQuery, c.req.query()))));
