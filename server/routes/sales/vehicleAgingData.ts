import { sql, type SQL } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { AGING_BUCKETS, AGING_STATUSES, CURTAILMENT_DUE_DAYS, USED_REVIEW_DAYS, VEHICLE_AGING_FIELDS, type ReconOrder, type VehicleAgingSummary } from '../../../src/domain/sales/vehicleAging';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { businessDayOf } from '../../db/businessDay';
import { queryRows, type Database } from '../../db/database';

/** A day's interest: floored amount × APR (a percentage) ÷ 365, exact in numeric and rounded once to the cent. */
const interest = (days: SQL) => sql`round(v.floored_amount * v.apr * ${days} / 36500, 2)::numeric(14,2)`;

/** The bucket of a number of days in stock, from the buckets' upper bounds. */
const bucketOf = (days: SQL) =>
  sql`case ${sql.join(
    AGING_BUCKETS.map((b) => (b.maxDays === null ? sql`else ${b.label}` : sql`when ${days} <= ${b.maxDays} then ${b.label}`)),
    sql` `,
  )} end`;

/**
 * The trucks still in inventory (in stock, in recon, sold and not delivered) aged on `today` (New York): days since
 * received, the bucket, the floor plan's interest a day and to date, and the two flags.
 */
function agingRows(today: string): SQL {
  const days = sql`d.days`;
  return sql`(
    select v.stock_no, right(v.vin, 8) as vin, case when v.is_new then 'New' else 'Used' end as new_used,
           v.year, v.make, v.model, v.body, v.brn_id, v.status, v.received_on, ${days} as days_in_stock, ${bucketOf(days)} as bucket,
           v.cost, v.lender, v.floored_amount, v.apr,
           ${interest(sql`1`)} as daily_interest, ${interest(days)} as interest_to_date, v.curtailment_on, v.curtailment_amount, v.asking_price,
           case when v.curtailment_on <= ${today}::date + ${CURTAILMENT_DUE_DAYS}::int then 'Yes' else 'No' end as curtailment_due,
           case when not v.is_new and ${days} > ${USED_REVIEW_DAYS} then 'Yes' else 'No' end as used_review
      from excede_vehicles v
     cross join lateral (select greatest(${today}::date - v.received_on, 0) as days) d
     where v.status in (${sql.join(AGING_STATUSES.map((s) => sql`${s}`), sql`, `)})
  ) a`;
}

/** /vh-aging-report's trucks: the longest in stock first. */
export const VEHICLE_AGING_LIST: ListDefinition = {
  name: 'vehicle-aging',
  from: () => agingRows(newYorkDay(new Date())),
  branch: sql`a.brn_id`,
  columns: listColumnsIn('a', VEHICLE_AGING_FIELDS),
  key: [sql`a.stock_no`],
  defaultSort: [{ id: 'daysInStock', desc: true }],
  tables: ['excede_vehicles'],
};

/** Units and money by branch and bucket, and the tiles, over the rows the grid selects. */
export async function agingSummaryOf(db: Database, from: SQL, where: SQL): Promise<VehicleAgingSummary> {
  const cells = await queryRows<VehicleAgingSummary['cells'][number]>(
    db,
    sql`select a.brn_id as "brnId", a.bucket, count(*)::int as units, sum(a.cost)::text as cost, sum(a.interest_to_date)::text as "interestToDate"
          from ${from} where ${where} group by a.brn_id, a.bucket order by a.brn_id, a.bucket`,
  );
  const [tiles] = await queryRows<Omit<VehicleAgingSummary, 'cells'>>(
    db,
    sql`select count(*)::int as units, coalesce(sum(a.cost), 0)::text as cost, coalesce(sum(a.interest_to_date), 0)::text as "interestToDate",
               coalesce(sum(a.daily_interest), 0)::text as "dailyInterest",
               count(*) filter (where a.curtailment_due = 'Yes')::int as "curtailmentsDue", count(*) filter (where a.used_review = 'Yes')::int as "usedForReview"
          from ${from} where ${where}`,
  );
  return { cells, ...tiles! };
}

/** The truck of a stock number with its branch, or none; when sold and not delivered, the deal it went on (the latest, an unwind's reversal aside). */
export async function vehicleOf(db: Database, stockNo: string) {
  const [vehicle] = await queryRows<{ stockNo: string; brnId: string; description: string; cost: string; sale: { dealId: string; soldOn: string } | null }>(
    db,
    sql`select v.stock_no as "stockNo", v.brn_id as "brnId", v.year || ' ' || v.make || ' ' || v.model || ' · VIN ' || v.vin as description, v.cost::text as cost,
               (select json_build_object('dealId', d.deal_id, 'soldOn', d.sold_on::text) from excede_deals d
                 where v.status = 'Sold' and d.stock_no = v.stock_no and d.price >= 0 order by d.sold_on desc, d.deal_id desc limit 1) as sale
          from excede_vehicles v where v.stock_no = ${stockNo}`,
  );
  return vehicle ?? null;
}

/** The shop's internal orders on the truck's VIN since it came into stock: its make-ready (PDI) or recon, cost added to the truck. */
export const reconOrdersOf = (db: Database, stockNo: string) => {
  return queryRows<ReconOrder>(
    db,
    sql`select r.sls_id as "slsId", (select string_agg(j.description, '; ' order by j.ops_id) from excede_ro_jobs j where j.sls_id = r.sls_id) as job,
               r.status, ${businessDayOf(sql`r.date_open`)}::text as "openedOn",
               ${businessDayOf(sql`r.date_invoice`)}::text as "invoicedOn",
               r.amt_labor::text as labor, r.amt_parts::text as parts, r.amt_total::text as total
          from excede_vehicles v
          join excede_units u on u.vin = v.vin
          join excede_repair_orders r on r.unt_id = u.unt_id and r.sls_typ_id = 'INT' and r.brn_id = v.brn_id
                                     and ${businessDayOf(sql`r.date_open`)} >= v.received_on
         where v.stock_no = ${stockNo}
         order by r.date_open, r.sls_id`,
  );
};
