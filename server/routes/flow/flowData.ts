import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import type { StepFigures } from '../../../src/domain/flow/flowFigures';
import { FLOW_ITEM_FIELDS, STUCK_PER_STEP, type CustomerType, type FlowItemRow } from '../../../src/domain/flow/flowItems';
import { FLOWS, type FlowId } from '../../../src/domain/flow/flows';
import { inBranches } from '../../business/branchScope';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { businessDayOf } from '../../db/businessDay';
import { queryRows, type Database } from '../../db/database';

/** The Excede tables each flow reads, for "Excede data as of" (the AP flow reads the portal's records only). */
export const FLOW_TABLES: Readonly<Record<FlowId, readonly string[]>> = {
  ro: ['excede_repair_orders', 'excede_customers', 'excede_parts_invoices', 'excede_ro_lines', 'excede_tech_time', 'excede_ar_receipts', 'excede_ar_open_items'],
  parts: ['excede_repair_orders', 'excede_parts_invoices', 'excede_customers'],
  ap: ['excede_vendors'],
};

const customerTypeOf = (isFleet: SQL) => sql`case when ${isFleet} then 'Fleet' when not ${isFleet} then 'Retail' end`;

/**
 * Each flow's items, one row each: item_id, brn_id, reference, kind, party, account, customer_type, `reached`
 * (when it reached each step, null where not), current_step (0-based, the step it waits in) or exited_step
 * (the step it left the flow before), and entered_at. src/domain/flow/flows.ts says each step in words.
 */
const ITEMS: Readonly<Record<FlowId, (branches: readonly string[], from: string | null) => SQL>> = {
  // Paid: the invoice's last receipt once AR holds nothing open of it; invoiced with neither receipt nor open
  // item, it was billed to no account (an internal RO) and leaves the flow there.
  ro: (branches, from) => sql`(
    select r.sls_id as item_id, r.brn_id, r.sls_id as reference, r.sls_typ_id as kind, coalesce(c.name, r.cus_id) as party,
           r.cus_id as account, ${customerTypeOf(sql`c.is_fleet`)} as customer_type,
           array[coalesce(r.date_vin_arrive, r.date_open), r.date_authorize, pi.first_at, tt.first_at, r.date_invoice,
                 case when r.date_invoice is not null and coalesce(o.balance, 0) = 0 then rc.last_at end]::timestamptz[] as reached,
           case when r.date_invoice is not null then
                  case when coalesce(o.balance, 0) = 0 and rc.last_at is not null then null
                       when o.doc_id is not null or rc.last_at is not null then 5 end
                when tt.first_at is not null then 4
                when r.date_authorize is null then 1
                when pi.first_at is null and exists (select 1 from excede_ro_lines l where l.sls_id = r.sls_id and l.kind = 'Part') then 2
                else 3 end as current_step,
           case when r.date_invoice is not null and o.doc_id is null and rc.last_at is null then 5 end as exited_step,
           coalesce(r.date_vin_arrive, r.date_open) as entered_at
      from excede_repair_orders r
      left join excede_customers c on c.cus_id = r.cus_id
      left join (select ro_sls_id, min(invoiced_at) as first_at from excede_parts_invoices
                  where ro_sls_id is not null and ${inBranches(sql`brn_id`, branches)} group by ro_sls_id) pi on pi.ro_sls_id = r.sls_id
      left join lateral (select min(t.clock_in) as first_at from excede_tech_time t where t.sls_id = r.sls_id) tt on true
      left join (select xref, max(received_at) as last_at from excede_ar_receipts
                  where amount > 0 and ${inBranches(sql`brn_id`, branches)} group by xref) rc on rc.xref = r.sls_id
      left join excede_ar_open_items o on o.doc_id = r.sls_id
     where ${inBranches(sql`r.brn_id`, branches)}
       -- Only what may be in scope (scopedItems decides): entered since the period began, or open.
       ${from ? sql`and (${businessDayOf(sql`coalesce(r.date_vin_arrive, r.date_open)`)} >= ${from}::date or r.date_invoice is null
             or exists (select 1 from excede_ar_open_items o2 where o2.doc_id = r.sls_id))` : sql``})`,
  // A pick's customer is its RO's or its invoice's; a transfer has none.
  parts: (branches) => sql`(
    select 'P-' || (1000 + p.id) as item_id, p.brn_id, 'P-' || (1000 + p.id) as reference, p.source as kind,
           coalesce(c.name, p.customer) as party, c.cus_id as account, ${customerTypeOf(sql`c.is_fleet`)} as customer_type,
           array[p.requested_at, p.staged_at, p.delivered_at]::timestamptz[] as reached,
           case when p.delivered_at is not null then null when p.staged_at is not null then 2 else 1 end as current_step,
           null::int as exited_step, p.requested_at as entered_at
      from parts_picks p
      left join excede_repair_orders ro on p.source = 'RO' and ro.sls_id = p.sls_id
      left join excede_parts_invoices pv on p.source <> 'RO' and pv.sls_id = p.sls_id
      left join excede_customers c on c.cus_id = coalesce(ro.cus_id, pv.cus_id)
     where ${inBranches(sql`p.brn_id`, branches)})`,
  // Approved: its approval, else the first step that left it Approved or beyond; paid: its paid day at 5:00 PM.
  // A scan waiting in the inbox as a vendor invoice (typed or suggested) waits to be categorized; recycled, it left.
  ap: (branches) => sql`(
    select 'VI-' || v.id as item_id, v.brn_id, v.ven_id || ' ' || v.invoice_no as reference, 'Invoice' as kind,
           coalesce(ve.name, v.ven_id) as party, v.ven_id as account, null::text as customer_type,
           array[s.received_at, coalesce(s.filed_at, v.created_at), ap.approved_at, pd.paid_at]::timestamptz[] as reached,
           case when pd.paid_at is not null then null when ap.approved_at is not null then 3 else 2 end as current_step,
           null::int as exited_step, coalesce(s.received_at, v.created_at) as entered_at
      from vendor_invoices v
      left join excede_vendors ve on ve.ven_id = v.ven_id
      left join lateral (select min(d.received_at) as received_at, min(d.filed_at) as filed_at from scanned_documents d where d.vendor_invoice_id = v.id) s on true
      cross join lateral (select coalesce(v.approved_at, (select min(st.created_at) from vendor_invoice_steps st
                            where st.invoice_id = v.id and st.status in ('Approved', 'Entered in Excede', 'Paid'))) as approved_at) ap
      cross join lateral (select case when v.paid_on is not null then (v.paid_on + time '17:00') at time zone ${BUSINESS_TIME_ZONE}
                                      when v.status = 'Paid' then (select min(st.created_at) from vendor_invoice_steps st where st.invoice_id = v.id and st.status = 'Paid') end as paid_at) pd
     where ${inBranches(sql`v.brn_id`, branches)}
    union all
    select 'S-' || d.id, d.brn_id, d.file_name, 'Scan', null, null, null,
           array[d.received_at, null, null, null]::timestamptz[],
           case when d.status = 'Inbox' then 1 end, case when d.status = 'Recycled' then 1 end, d.received_at
      from scanned_documents d
     where d.status in ('Inbox', 'Recycled') and coalesce(d.doc_type, d.suggested_type) = 'Vendor invoice' and ${inBranches(sql`d.brn_id`, branches)})`,
};

/** What the summary and the drill are asked: the branches, the period (New York days) and the customer type. */
export interface FlowAsk {
  flow: FlowId;
  branches: readonly string[];
  from: string | null;
  to: string | null;
  customerType: CustomerType | null;
  now: Date;
}

/** The flow's items in scope: of the branches and customer type, entered in the period or, entered before its end, still open. */
function scopedItems(ask: FlowAsk): SQL {
  const entered = businessDayOf(sql`i.entered_at`);
  const conditions = [
    ask.customerType ? sql`i.customer_type = ${ask.customerType}` : null,
    ask.to ? sql`${entered} <= ${ask.to}::date` : null,
    ask.from ? sql`(${entered} >= ${ask.from}::date or i.current_step is not null)` : null,
  ].filter((c): c is SQL => c !== null);
  return sql`(select i.* from ${ITEMS[ask.flow](ask.branches, ask.from)} i ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``})`;
}

/**
 * A row per item and step: when it reached the step, when it reached the last one before (the greatest of the
 * earlier stamps, which ignores blanks), and its hours on the way (so far while waiting).
 */
function stepRows(ask: FlowAsk): SQL {
  const steps = FLOWS[ask.flow].steps.map((_, k) => {
    const earlier = Array.from({ length: k }, (__, j) => sql.raw(`i.reached[${j + 1}]`));
    return sql`(${sql.raw(String(k))}, i.reached[${sql.raw(String(k + 1))}], ${k ? sql`greatest(${sql.join(earlier, sql`, `)})` : sql`null::timestamptz`})`;
  });
  return sql`(select i.*, s.step, s.reached_at, s.started_at,
        greatest(0, extract(epoch from (coalesce(s.reached_at, ${ask.now.toISOString()}::timestamptz) - s.started_at)) / 3600)::float8 as hours
      from ${scopedItems(ask)} i cross join lateral (values ${sql.join(steps, sql`, `)}) s(step, reached_at, started_at))`;
}

const ITEM_COLUMNS = sql`x.item_id, x.brn_id, x.reference, x.kind, x.party, x.account, x.customer_type,
  case when x.reached_at is null then 'In step' else 'Passed' end as state, x.started_at, x.reached_at, round(x.hours::numeric, 1)::float8 as hours`;

interface FigureRow {
  step: number;
  passed: number;
  in_step: number;
  skipped: number;
  left_flow: number;
  median_hours: number | null;
  p90_hours: number | null;
  items: number;
  stuck: Record<string, unknown>[];
}

const itemOf = (r: Record<string, unknown>): FlowItemRow => ({
  itemId: r.item_id as string,
  reference: r.reference as string,
  brnId: r.brn_id as string,
  kind: r.kind as string,
  party: r.party as string | null,
  account: r.account as string | null,
  customerType: r.customer_type as FlowItemRow['customerType'],
  state: r.state as FlowItemRow['state'],
  startedAt: r.started_at === null ? null : new Date(r.started_at as string).toISOString(),
  reachedAt: r.reached_at === null ? null : new Date(r.reached_at as string).toISOString(),
  hours: r.hours as number | null,
});

/** The summary's one query: a row per step with its figures and its longest-waiting items as JSON. */
export function flowFiguresSql(ask: FlowAsk): SQL {
  const steps = FLOWS[ask.flow].steps;
  const measured = sql`g.reached_at is not null and g.started_at is not null`;
  return sql`with flow_steps as (${stepRows(ask)})
        select g.step, count(*) filter (where g.reached_at is not null)::int as passed,
          count(*) filter (where g.current_step = g.step)::int as in_step,
          count(*) filter (where g.reached_at is null and g.step < coalesce(g.current_step, g.exited_step, ${steps.length}))::int as skipped,
          count(*) filter (where g.exited_step = g.step)::int as left_flow,
          percentile_cont(0.5) within group (order by g.hours) filter (where ${measured}) as median_hours,
          percentile_cont(0.9) within group (order by g.hours) filter (where ${measured}) as p90_hours,
          count(*)::int as items,
          (select coalesce(json_agg(w), '[]') from (select ${ITEM_COLUMNS} from flow_steps x where x.step = g.step and x.current_step = x.step
             order by x.hours desc, x.item_id limit ${STUCK_PER_STEP}) w) as stuck
        from flow_steps g group by g.step order by g.step`;
}

/**
 * Each step's figures and the items waiting longest in it, in one pass of SQL over the items
 * (src/domain/flow/flowFigures.ts says the same rules), and the count of items.
 */
export async function flowFiguresIn(db: Database, ask: FlowAsk): Promise<{ items: number; steps: StepFigures[]; stuck: Record<string, FlowItemRow[]> }> {
  const steps = FLOWS[ask.flow].steps;
  const rows = await queryRows<FigureRow>(db, flowFiguresSql(ask));
  const rowOf = (i: number) => rows.find((r) => r.step === i);
  return {
    items: rows[0]?.items ?? 0,
    steps: steps.map((s, i) => {
      const row = rowOf(i);
      return {
        step: s.id,
        passed: row?.passed ?? 0,
        inStep: row?.in_step ?? 0,
        skipped: row?.skipped ?? 0,
        left: row?.left_flow ?? 0,
        medianHours: row?.median_hours ?? null,
        p90Hours: row?.p90_hours ?? null,
      };
    }),
    stuck: Object.fromEntries(steps.map((s, i) => [s.id, (rowOf(i)?.stuck ?? []).map(itemOf)])),
  };
}

/** The drill's list: a step's items, waiting in it or passed through it, longest first. */
export function stepItemList(ask: Omit<FlowAsk, 'branches' | 'from' | 'to'>, step: number): ListDefinition {
  return {
    name: `flow-${ask.flow}-${FLOWS[ask.flow].steps[step]!.id}`,
    from: (query, branches) =>
      sql`(select ${ITEM_COLUMNS} from ${stepRows({ ...ask, branches, from: query.from ?? null, to: query.to ?? null })} x
            where x.step = ${step} and (x.reached_at is not null or x.current_step = ${step})) k`,
    branch: sql`k.brn_id`,
    columns: listColumnsIn('k', FLOW_ITEM_FIELDS),
    key: [sql`k.item_id`],
    defaultSort: [{ id: 'hours', desc: true }],
    tables: [...FLOW_TABLES[ask.flow]],
    params: ['customerType', 'step'],
  };
}
