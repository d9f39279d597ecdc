import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../src/domain/listQuery';
import { CYCLE_DETAIL_FIELDS, CYCLE_TIE_OUT_FIELDS } from '../../../src/domain/parts/cycleDetail';
import { INVENTORY_ADJUSTMENT_ACCOUNT } from '../../../src/domain/parts/inventoryAdjustmentAccount';
import { inBranches } from '../../business/branchScope';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';

const NEW_YORK = 'America/New_York';
const approved = sql`l.adjustment_status = 'Approved'`;
/** The New York day an approved adjustment was approved. */
const approvedDay = sql`(l.approved_at at time zone ${NEW_YORK})::date`;

/**
 * Every counted line of a cycle past counting (a counting cycle's quantities stay hidden: blind): an approved
 * adjustment on the day it was approved, any other count on the day of its last count, booking nothing.
 */
const DETAIL_ROWS = sql`(
  select l.id, c.id as cycle_id, c.brn_id, c.code as cycle, c.start_date,
         (case when ${approved} then l.approved_at else coalesce(l.recount_at, l.count1_at) end at time zone ${NEW_YORK})::date as date,
         l.part_no, l.bin, l.system_qty as before, l.final_qty as after,
         case when ${approved} then l.final_qty - l.system_qty else 0 end as adjustment_qty,
         l.unit_cost,
         case when ${approved} then l.adjustment_amount else 0 end::numeric(14,2) as adjustment_amount,
         case when ${approved} then abs(l.adjustment_amount) else 0 end::numeric(14,2) as adjustment_size,
         case when not l.valid then l.invalid_reason
              when l.adjustment_status = 'Rejected' then 'Adjustment rejected'
              when l.final_qty < l.system_qty then 'Short on shelf'
              when l.final_qty > l.system_qty then 'Over on shelf'
              else 'Accurate' end as reason,
         counter.name as counted_by,
         case when ${approved} then approver.name end as approved_by,
         case when ${approved} then 'Approved adjustment' else 'Counted' end as line
    from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id
    left join users counter on counter.id = coalesce(l.recount_by, l.count1_by)
    left join users approver on approver.id = l.approved_by
   where l.final_qty is not null and c.status <> 'Counting'
) k`;

/** /CycleDetailReport's lines: newest first. */
export const CYCLE_DETAIL_LIST: ListDefinition = {
  name: 'cycle-detail',
  from: DETAIL_ROWS,
  branch: sql`k.brn_id`,
  date: sql`k.date`,
  columns: listColumnsIn('k', CYCLE_DETAIL_FIELDS),
  key: [sql`k.id`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'date', desc: true }],
  tables: ['excede_part_branches', 'excede_part_master'],
};

const inPeriod = (day: SQL, query: ListQuery) =>
  sql.join([query.from ? sql`${day} >= ${query.from}::date` : sql`true`, query.to ? sql`${day} <= ${query.to}::date` : sql`true`], sql` and `);

/**
 * Each branch-month of the branches and period asked: the approved adjustments (by the day approved) against the
 * adjustment account's credits less debits in Excede's GL (a gain credits it, as the count's sense), and whether they agree.
 */
const tieOutRows = (query: ListQuery, branches: readonly string[]) => sql`(
  select coalesce(a.brn_id, g.brn_id) || '-' || coalesce(a.month, g.month) as id,
         coalesce(a.brn_id, g.brn_id) as brn_id, coalesce(a.month, g.month) as month,
         coalesce(a.amount, 0)::numeric(14,2) as cycle_adjustments,
         coalesce(g.amount, 0)::numeric(14,2) as gl_adjustments,
         (coalesce(a.amount, 0) - coalesce(g.amount, 0))::numeric(14,2) as difference,
         case when coalesce(a.amount, 0) = coalesce(g.amount, 0) then 'Ties' else 'Differs' end as status
    from (select c.brn_id, to_char(${approvedDay}, 'YYYY-MM') as month, sum(l.adjustment_amount) as amount
            from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id
           where ${approved} and ${inBranches(sql`c.brn_id`, branches)} and ${inPeriod(approvedDay, query)}
           group by 1, 2) a
    full join (select brn_id, to_char(posted_on, 'YYYY-MM') as month, sum(credit - debit) as amount
                 from excede_gl_lines
                where acct_id = ${INVENTORY_ADJUSTMENT_ACCOUNT.acctId} and ${inBranches(sql`brn_id`, branches)} and ${inPeriod(sql`posted_on`, query)}
                group by 1, 2) g
      on g.brn_id = a.brn_id and g.month = a.month
) k`;

/** The tie-out: a row per branch and month, newest first. */
export const CYCLE_TIE_OUT_LIST: ListDefinition = {
  name: 'cycle-detail-tie-out',
  from: tieOutRows,
  branch: sql`k.brn_id`,
  columns: listColumnsIn('k', CYCLE_TIE_OUT_FIELDS),
  key: [sql`k.id`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'month', desc: true }],
  tables: ['excede_gl_lines'],
};
