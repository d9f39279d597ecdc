import { sql, type SQL } from 'drizzle-orm';
import { branchCode } from '../../../src/domain/branches';
import {
  CUSTOMER_SEARCH_LIMIT,
  SPEND_MONTHS,
  type CustomerHeader,
  type CustomerListing,
  type CustomerMatchField,
  type RecentCustomers,
} from '../../../src/domain/customers/customerHistory';
import { branchScope, inBranches } from '../../business/branchScope';
import { freshnessOf } from '../../business/freshness';
import { businessDayOf } from '../../db/businessDay';
import { queryRows } from '../../db/database';
import { fail, type AppContext } from '../../http';

export const CUSTOMER_TABLES = ['excede_customers', 'excede_units', 'excede_parts_invoices', 'excede_repair_orders', 'excede_deals', 'excede_lease_contracts', 'excede_ar_open_items'];

/** The customers whose activity is looked at for the opening list: each source's latest rows in the branches. */
const RECENT_ROWS = 200;

const like = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Every dated thing a customer did, in the branches: an invoice, an RO opened, a truck sold, a contract started. With
 * `latest`, each source's latest rows only, ordered by its own column (the New York day follows it) so an index serves it.
 */
function activity(branches: readonly string[], customer?: SQL, latest?: number): SQL {
  const each = (at: SQL, day: SQL, from: SQL, brn: SQL, cus: SQL) =>
    sql`(select ${cus} as cus_id, ${brn} as brn_id, ${day} as day from ${from} where ${inBranches(brn, branches)}${customer ? sql` and ${cus} = ${customer}` : sql``}
        ${latest ? sql`order by ${at} desc limit ${latest}` : sql``})`;
  return sql`(${sql.join(
    [
      each(sql`p.invoiced_at`, businessDayOf(sql`p.invoiced_at`), sql`excede_parts_invoices p`, sql`p.brn_id`, sql`p.cus_id`),
      each(sql`r.date_open`, businessDayOf(sql`r.date_open`), sql`excede_repair_orders r`, sql`r.brn_id`, sql`r.cus_id`),
      each(sql`d.sold_on`, sql`d.sold_on`, sql`excede_deals d`, sql`d.brn_id`, sql`d.cus_id`),
      each(sql`l.starts_on`, sql`l.starts_on`, sql`excede_lease_contracts l`, sql`l.brn_id`, sql`l.cus_id`),
    ],
    sql` union all `,
  )})`;
}

interface ListingRow {
  cus_id: string;
  name: string;
  brn_id: string;
  city: string | null;
  state: string | null;
  phone: string | null;
  field: CustomerMatchField | null;
  value: string | null;
  viewed_at: string | Date | null;
  last_activity: string | null;
}

const listingOf = (row: ListingRow): CustomerListing => ({
  cusId: row.cus_id,
  name: row.name,
  brnId: row.brn_id,
  city: row.city,
  state: row.state,
  phone: row.phone,
  match: row.field && row.value !== null ? { field: row.field, value: row.value } : null,
  viewedAt: row.viewed_at === null ? null : new Date(row.viewed_at).toISOString(),
  lastActivity: row.last_activity,
});

const mine = (c: AppContext) => c.var.user.branches.map(branchCode);

/** A customer's last activity in the branches, as a column of a listing. */
const lastActivityOf = (branches: readonly string[]) => sql`(select to_char(max(a.day), 'YYYY-MM-DD') from ${activity(branches, sql`c.cus_id`)} a)`;

/**
 * The customers of the user's branches that the text finds, best first: the CusId itself, the last 6 of a VIN, a unit
 * or fleet no., a phone's digits or part of a VIN, part of a CusId, then a name. Each kind of match is its own indexed question of at most 20 rows.
 */
export async function searchCustomers(c: AppContext, q: string): Promise<CustomerListing[]> {
  const branches = mine(c);
  const text = q.trim();
  const upper = text.toUpperCase();
  const digits = text.replace(/\D/g, '');
  const contains = `%${like(text)}%`;
  const hit = (rank: number, field: CustomerMatchField, value: SQL, from: SQL, where: SQL) =>
    sql`(select c.cus_id, ${rank}::int as rank, ${field}::text as field, ${value}::text as value from ${from}
        where ${inBranches(sql`c.brn_id`, branches)} and ${where} limit ${CUSTOMER_SEARCH_LIMIT})`;
  const customers = sql`excede_customers c`;
  const units = sql`excede_units u join excede_customers c on c.cus_id = u.cus_id`;
  const tiers: SQL[] = [
    hit(0, 'CusId', sql`c.cus_id`, customers, sql`upper(c.cus_id) = ${upper}`),
    hit(4, 'CusId', sql`c.cus_id`, customers, sql`c.cus_id ilike ${contains}`),
    hit(2, 'Unit', sql`u.unt_id`, units, sql`u.unt_id ilike ${contains}`),
    hit(2, 'Fleet no.', sql`u.fleet_unt_id`, units, sql`u.fleet_unt_id ilike ${contains}`),
    hit(5, 'Name', sql`c.name`, customers, sql`c.name ilike ${contains}`),
  ];
  if (upper.length === 6) tiers.push(hit(1, 'VIN last 6', sql`u.vin`, units, sql`upper(right(u.vin, 6)) = ${upper}`));
  if (text.length >= 5) tiers.push(hit(3, 'VIN', sql`u.vin`, units, sql`u.vin ilike ${contains}`));
  if (digits.length >= 4) tiers.push(hit(3, 'Phone', sql`c.phone`, customers, sql`regexp_replace(c.phone, '\\D', '', 'g') like ${`%${digits}%`}`));
  const rows = await queryRows<ListingRow>(
    c.var.deps.db,
    sql`select c.cus_id, c.name, c.brn_id, c.city, c.state, c.phone, h.field, h.value, null as viewed_at, ${lastActivityOf(branches)} as last_activity
        from (select distinct on (cus_id) * from (${sql.join(tiers, sql` union all `)}) t order by cus_id, rank, value) h
        join excede_customers c on c.cus_id = h.cus_id
        order by h.rank, c.name, c.cus_id limit ${CUSTOMER_SEARCH_LIMIT}`,
  );
  return rows.map(listingOf);
}

const LISTING = sql`c.cus_id, c.name, c.brn_id, c.city, c.state, c.phone, null as field, null as value`;

/** The customers the user opened last (of their branches) or, with none, those with the latest activity in their branches. */
export async function recentCustomers(c: AppContext): Promise<RecentCustomers> {
  const { db } = c.var.deps;
  const branches = mine(c);
  const viewed = await queryRows<ListingRow>(
    db,
    sql`select ${LISTING}, v.viewed_at, ${lastActivityOf(branches)} as last_activity
        from customer_views v join excede_customers c on c.cus_id = v.cus_id
        where v.user_id = ${c.var.user.id} and ${inBranches(sql`c.brn_id`, branches)}
        order by v.viewed_at desc, c.cus_id limit ${CUSTOMER_SEARCH_LIMIT}`,
  );
  if (viewed.length) return { kind: 'viewed', customers: viewed.map(listingOf) };
  const latest = await queryRows<ListingRow>(
    db,
    sql`select ${LISTING}, null as viewed_at, to_char(a.day, 'YYYY-MM-DD') as last_activity
        from (select cus_id, max(day) as day from ${activity(branches, undefined, RECENT_ROWS)} x group by cus_id) a
        join excede_customers c on c.cus_id = a.cus_id
        where ${inBranches(sql`c.brn_id`, branches)}
        order by a.day desc, c.name, c.cus_id limit ${CUSTOMER_SEARCH_LIMIT}`,
  );
  return { kind: 'latest', customers: latest.map(listingOf) };
}

/** The customer of the address, when it is of the user's branches: else a 404, or a 403 for another branch's. */
export async function customerOf(c: AppContext, cusId: string): Promise<{ cusId: string; brnId: string }> {
  const [row] = await queryRows<{ cus_id: string; brn_id: string }>(c.var.deps.db, sql`select cus_id, brn_id from excede_customers where cus_id = ${cusId}`);
  if (!row) fail(404, 'No customer has this CusId.');
  branchScope(c, [row.brn_id]);
  return { cusId: row.cus_id, brnId: row.brn_id };
}

/** Opening a customer puts it first among those the user viewed last. */
export async function recordView(c: AppContext, cusId: string): Promise<void> {
  await c.var.deps.db.execute(
    sql`insert into customer_views (user_id, cus_id, viewed_at) values (${c.var.user.id}, ${cusId}, now())
        on conflict (user_id, cus_id) do update set viewed_at = excluded.viewed_at`,
  );
}

interface HeaderRow {
  cus_id: string;
  name: string;
  brn_id: string;
  branch_name: string | null;
  city: string | null;
  state: string | null;
  phone: string | null;
  email: string | null;
  trm_id: string;
  credit_limit: string;
  balance: string;
  on_hold: boolean;
  tax_exempt: boolean | null;
  is_fleet: boolean;
  fleet_size: number;
  salesperson: string | null;
  first_activity: string | null;
  last_activity: string | null;
}

interface SpendRow {
  month: string;
  parts: string;
  service: string;
  vehicles: string;
  lease: string;
}

/** A department's spend by New York month of `day`, for the customer in the branches. */
const spendBy = (amount: SQL, day: SQL, from: SQL, brn: SQL, cus: SQL, cusId: string, branches: readonly string[], extra: SQL = sql`true`) =>
  sql`(select to_char(${day}, 'YYYY-MM') as month, sum(${amount}) as amount from ${from}
       where ${cus} = ${cusId} and ${inBranches(brn, branches)} and ${extra} group by 1)`;

/** The header: who the customer is, their terms, limit and hold, their open balance and activity in the user's branches, and 24 months' spend. */
export async function customerHeaderOf(c: AppContext, cusId: string, withCostAndGross: boolean): Promise<CustomerHeader> {
  const { db } = c.var.deps;
  const branches = mine(c);
  const [row] = await queryRows<HeaderRow>(
    db,
    sql`select c.cus_id, c.name, c.brn_id, b.name as branch_name, c.city, c.state, c.phone, c.email, c.trm_id, c.credit_limit::text as credit_limit,
          (select coalesce(sum(i.balance), 0) from excede_ar_open_items i where i.cus_id = c.cus_id and ${inBranches(sql`i.brn_id`, branches)})::numeric(14,2)::text as balance,
          c.on_hold, c.tax_exempt, c.is_fleet,
          (select count(*)::int from excede_units u where u.cus_id = c.cus_id) as fleet_size,
          (select coalesce(e.name, d.emp_id_sales) from excede_deals d left join excede_employees e on e.excede_id = d.emp_id_sales
            where d.cus_id = c.cus_id and ${inBranches(sql`d.brn_id`, branches)} order by d.sold_on desc, d.deal_id desc limit 1) as salesperson,
          (select to_char(min(a.day), 'YYYY-MM-DD') from ${activity(branches, sql`c.cus_id`)} a) as first_activity,
          ${lastActivityOf(branches)} as last_activity
        from excede_customers c left join branches b on b.code = c.brn_id
        where c.cus_id = ${cusId}`,
  );
  const month = sql`m.month`;
  const ny = (at: SQL) => sql`(${at} at time zone 'America/New_York')`;
  const spend = await queryRows<SpendRow>(
    db,
    sql`with months as (
          select to_char(d, 'YYYY-MM') as month, d::date as first_day, (d + interval '1 month' - interval '1 day')::date as last_day
          from generate_series(date_trunc('month', ${ny(sql`now()`)}) - make_interval(months => ${SPEND_MONTHS - 1}), date_trunc('month', ${ny(sql`now()`)}), interval '1 month') d)
        select m.month,
          coalesce(p.amount, 0)::numeric(14,2)::text as parts, coalesce(s.amount, 0)::numeric(14,2)::text as service,
          coalesce(v.amount, 0)::numeric(14,2)::text as vehicles,
          (select coalesce(sum(l.monthly_amount), 0) from excede_lease_contracts l
            where l.cus_id = ${cusId} and ${inBranches(sql`l.brn_id`, branches)} and l.starts_on <= m.last_day and l.ends_on >= m.first_day)::numeric(14,2)::text as lease
        from months m
        left join ${spendBy(sql`total`, ny(sql`invoiced_at`), sql`excede_parts_invoices`, sql`brn_id`, sql`cus_id`, cusId, branches)} p on p.month = ${month}
        left join ${spendBy(sql`amt_total`, ny(sql`date_invoice`), sql`excede_repair_orders`, sql`brn_id`, sql`cus_id`, cusId, branches, sql`date_invoice is not null`)} s on s.month = ${month}
        left join ${spendBy(sql`price`, sql`coalesce(delivered_on, sold_on)`, sql`excede_deals`, sql`brn_id`, sql`cus_id`, cusId, branches)} v on v.month = ${month}
        order by m.month`,
  );
  const h = row!;
  return {
    cusId: h.cus_id,
    name: h.name,
    brnId: h.brn_id,
    branchName: h.branch_name,
    city: h.city,
    state: h.state,
    phone: h.phone,
    email: h.email,
    terms: h.trm_id,
    creditLimit: h.credit_limit,
    balance: h.balance,
    onHold: h.on_hold,
    taxExempt: h.tax_exempt,
    isFleet: h.is_fleet,
    fleetSize: h.fleet_size,
    salesperson: h.salesperson,
    firstActivity: h.first_activity,
    lastActivity: h.last_activity,
    spend,
    seesCostAndGross: withCostAndGross,
    ...(await freshnessOf(db, CUSTOMER_TABLES)),
  };
}
