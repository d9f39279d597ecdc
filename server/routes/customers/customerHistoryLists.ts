import { sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKETS } from '../../../src/domain/accounting/collectionsRules';
import { OPEN_REPAIR_ORDER_STATUS } from '../../../src/domain/parts/tickets';
import {
  AR_ITEM_FIELDS,
  DEAL_FIELDS,
  DOCUMENT_FIELDS,
  fieldsFor,
  LEASE_FIELDS,
  LOST_SALE_FIELDS,
  PARTS_INVOICE_FIELDS,
  REPAIR_ORDER_FIELDS,
  UNIT_FIELDS,
  type CustomerTab,
} from '../../../src/domain/customers/customerHistoryTabs';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { businessDayOf } from '../../db/businessDay';

/** Days past due on New York's today: 0 or less is Current. */
const daysPastDue = sql`(current_timestamp at time zone 'America/New_York')::date - i.due_date`;

/** The bucket of an open item, from the collections screens' buckets. */
const bucketOf = (days: SQL) =>
  sql`case ${sql.join(
    AGING_BUCKETS.map((b) => (Number.isFinite(b.toDays) ? sql`when ${days} <= ${b.toDays} then ${b.label}` : sql`else ${b.label}`)),
    sql` `,
  )} end`;

/** The customer's xrefs: their invoices, ROs, AR items and receipts, which the documents table keys its documents by. */
const customerXrefs = (cusId: string) =>
  sql`(select sls_id from excede_parts_invoices where cus_id = ${cusId} union select sls_id from excede_repair_orders where cus_id = ${cusId}
       union select doc_id from excede_ar_open_items where cus_id = ${cusId} union select xref from excede_ar_receipts where cus_id = ${cusId})`;

type TabList = (cusId: string, withCostAndGross: boolean) => ListDefinition;

/** Each tab's list of one customer, on the list kit; cost and gross are columns only for managers. */
export const CUSTOMER_TAB_LISTS: Record<CustomerTab, TabList> = {
  invoices: (cusId, withCostAndGross) => ({
    name: `customer-${cusId}-parts-invoices`,
    from: sql`(select p.sls_id, p.invoiced_at, p.brn_id, p.ro_sls_id, coalesce(e.name, p.emp_id) as counterperson, p.total,
                 coalesce(l.lines, 0) as lines, coalesce(l.cost, 0)::numeric(14,2) as cost, (p.total - coalesce(l.cost, 0))::numeric(14,2) as gross
               from excede_parts_invoices p
               left join excede_employees e on e.excede_id = p.emp_id
               left join lateral (select count(*)::int as lines, sum(x.amt_cost * x.qty_ship) as cost from excede_parts_invoice_lines x where x.sls_id = p.sls_id) l on true
               where p.cus_id = ${cusId}) p`,
    branch: sql`p.brn_id`,
    date: businessDayOf(sql`p.invoiced_at`),
    columns: listColumnsIn('p', fieldsFor(PARTS_INVOICE_FIELDS, withCostAndGross)),
    key: [sql`p.sls_id`],
    defaultSort: [{ id: 'invoicedAt', desc: true }],
    tables: ['excede_parts_invoices', 'excede_parts_invoice_lines'],
  }),
  ros: (cusId) => ({
    name: `customer-${cusId}-repair-orders`,
    from: sql`(select r.sls_id, r.brn_id, r.sls_typ_id as type,
                 case when r.status = ${OPEN_REPAIR_ORDER_STATUS} and r.date_invoice is null then 'Open' else 'Invoiced' end as state,
                 r.unt_id, u.fleet_unt_id as fleet_no, r.date_open as opened_at, r.date_promise as promised_at, r.date_invoice as invoiced_at,
                 coalesce(e.name, r.emp_id_writer) as writer, r.hrs_bill, r.amt_labor as labor, r.amt_parts as parts, r.amt_total as total
               from excede_repair_orders r
               left join excede_units u on u.unt_id = r.unt_id
               left join excede_employees e on e.excede_id = r.emp_id_writer
               where r.cus_id = ${cusId}) r`,
    branch: sql`r.brn_id`,
    date: businessDayOf(sql`r.opened_at`),
    columns: listColumnsIn('r', REPAIR_ORDER_FIELDS),
    key: [sql`r.sls_id`],
    defaultSort: [{ id: 'openedAt', desc: true }],
    tables: ['excede_repair_orders', 'excede_units'],
  }),
  units: (cusId) => ({
    name: `customer-${cusId}-units`,
    // A unit has no branch of its own: it is listed at each of the user's branches that serviced it, or the customer's.
    from: sql`(select u.unt_id, u.vin, u.fleet_unt_id as fleet_no, u.year, u.make, u.model, c.brn_id,
                 (select count(*)::int from excede_repair_orders r where r.unt_id = u.unt_id) as repair_orders,
                 (select max(${businessDayOf(sql`r.date_open`)}) from excede_repair_orders r where r.unt_id = u.unt_id) as last_service
               from excede_units u join excede_customers c on c.cus_id = u.cus_id
               where u.cus_id = ${cusId}) u`,
    branch: sql`u.brn_id`,
    columns: listColumnsIn('u', UNIT_FIELDS),
    key: [sql`u.unt_id`],
    defaultSort: [{ id: 'untId', desc: false }],
    tables: ['excede_units', 'excede_repair_orders'],
  }),
  deals: (cusId, withCostAndGross) => ({
    name: `customer-${cusId}-vehicle-purchases`,
    from: sql`(select d.deal_id, d.brn_id, d.stock_no, concat_ws(' ', v.year, v.make, v.model) as vehicle,
                 case when v.is_new then 'New' when v.is_new = false then 'Used' else 'Unknown' end as new_used,
                 d.sold_on, d.delivered_on, coalesce(e.name, d.emp_id_sales) as salesperson, d.lender, d.price, v.cost, d.front_gross, d.back_gross
               from excede_deals d
               left join excede_vehicles v on v.stock_no = d.stock_no
               left join excede_employees e on e.excede_id = d.emp_id_sales
               where d.cus_id = ${cusId}) d`,
    branch: sql`d.brn_id`,
    date: sql`d.sold_on`,
    columns: listColumnsIn('d', fieldsFor(DEAL_FIELDS, withCostAndGross)),
    key: [sql`d.deal_id`],
    defaultSort: [{ id: 'soldOn', desc: true }],
    tables: ['excede_deals', 'excede_vehicles'],
  }),
  leases: (cusId) => ({
    name: `customer-${cusId}-lease-rental`,
    from: sql`(select * from excede_lease_contracts where cus_id = ${cusId}) l`,
    branch: sql`l.brn_id`,
    date: sql`l.starts_on`,
    columns: listColumnsIn('l', LEASE_FIELDS),
    key: [sql`l.contract_id`],
    defaultSort: [{ id: 'startsOn', desc: true }],
    tables: ['excede_lease_contracts'],
  }),
  ar: (cusId) => ({
    name: `customer-${cusId}-ar`,
    from: sql`(select i.doc_id, i.brn_id, i.doc_type, i.doc_date, i.due_date, ${daysPastDue} as days_past_due, ${bucketOf(daysPastDue)} as bucket,
                 i.amount, i.balance
               from excede_ar_open_items i where i.cus_id = ${cusId}) a`,
    branch: sql`a.brn_id`,
    date: sql`a.doc_date`,
    columns: listColumnsIn('a', AR_ITEM_FIELDS),
    key: [sql`a.doc_id`],
    defaultSort: [{ id: 'dueDate', desc: false }],
    tables: ['excede_ar_open_items'],
  }),
  documents: (cusId) => ({
    name: `customer-${cusId}-documents`,
    from: sql`(select d.id as doc_id, d.kind, d.number, d.xref, d.brn_id, d.created_at, d.pages from documents d where d.xref in ${customerXrefs(cusId)}) d`,
    branch: sql`d.brn_id`,
    date: businessDayOf(sql`d.created_at`),
    columns: listColumnsIn('d', DOCUMENT_FIELDS),
    key: [sql`d.doc_id`],
    defaultSort: [{ id: 'createdAt', desc: true }],
    tables: [],
  }),
  'lost-sales': (cusId) => ({
    name: `customer-${cusId}-lost-sales`,
    from: sql`(select id, created_at, brn_id, part_no, description, qty, source, reason, status from lost_sales where cus_id = ${cusId}) s`,
    branch: sql`s.brn_id`,
    date: businessDayOf(sql`s.created_at`),
    columns: listColumnsIn('s', LOST_SALE_FIELDS),
    key: [sql`s.id`],
    defaultSort: [{ id: 'createdAt', desc: true }],
    tables: [],
  }),
};
