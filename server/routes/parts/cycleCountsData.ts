import { sql, type SQL } from 'drizzle-orm';
import { binInRange, binOrder, type CycleScope, type DrillParams } from '../../../src/domain/parts/cycleCounts';
import { CYCLE_FIELDS, CYCLE_LINE_FIELDS } from '../../../src/domain/parts/cycleCountsList';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { cycleCountLines, cycleCounts } from '../../db/cycleCounts';
import { queryRows, type Database } from '../../db/database';

export const CYCLE_NOT_FOUND = 'That cycle count does not exist.';
export const LINE_NOT_FOUND = 'That line is not on this cycle count.';
/** A cycle and a cycle's line as their changes name them (server/business/recordChange.ts). */
export const CYCLE = { table: cycleCounts, entity: 'cycle count', branchOf: (row: { brnId: string }) => row.brnId, notFound: CYCLE_NOT_FOUND };
export const CYCLE_LINE = { table: cycleCountLines, entity: 'cycle count line', notFound: LINE_NOT_FOUND };

/** While a cycle is counting, what would tell a counter the system quantity is answered as null (blind counting). */
const unlessCounting = (value: SQL) => sql`case when c.status = 'Counting' then null else ${value} end`;
const variance = sql`(l.final_qty - l.system_qty)`;
const accurateLine = sql`l.final_qty is not null and l.valid and l.final_qty = l.system_qty`;
const varianceLine = sql`l.final_qty is not null and l.valid and l.final_qty <> l.system_qty`;

/** Each cycle with its coverage and accuracy: valid counted lines only, variance in dollars at the snapshotted cost. */
export const CYCLE_ROWS = sql`(
  select c.id, c.brn_id, c.code as cycle, c.start_date, c.status,
         count(l.id)::int as scheduled,
         count(l.count1_qty)::int as counted,
         ${unlessCounting(sql`count(*) filter (where ${accurateLine})::int`)} as accurate,
         ${unlessCounting(sql`count(*) filter (where ${varianceLine})::int`)} as variance_lines,
         ${unlessCounting(sql`coalesce(sum(${variance} * l.unit_cost) filter (where ${varianceLine}), 0)::numeric(14,2)`)} as net_variance,
         ${unlessCounting(sql`coalesce(sum(abs(${variance}) * l.unit_cost) filter (where ${varianceLine}), 0)::numeric(14,2)`)} as gross_variance,
         ${unlessCounting(sql`(count(*) filter (where ${accurateLine}) * 100.0 / nullif(count(*) filter (where l.final_qty is not null and l.valid), 0))::numeric(7,2)`)} as accuracy,
         count(*) filter (where l.adjustment_status = 'Needs recount')::int as recounts_pending
    from cycle_counts c left join cycle_count_lines l on l.cycle_id = c.id
   group by c.id
) k`;

/** /cycleAudit's grid: a row per branch and cycle, newest start first. */
export const CYCLE_LIST: ListDefinition = {
  name: 'cycle-audit',
  from: CYCLE_ROWS,
  branch: sql`k.brn_id`,
  date: sql`k.start_date`,
  columns: listColumnsIn('k', CYCLE_FIELDS),
  key: [sql`k.id`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'startDate', desc: true }],
  tables: ['excede_part_branches', 'excede_part_bins', 'excede_part_master'],
};

/** A cycle's lines as the drill shows them: quantities and variance hidden while it counts, the last counter named. */
const LINE_ROWS = sql`(
  select l.id, l.cycle_id, c.brn_id, c.code, c.start_date, l.part_no, l.description, l.bin, l.part_class,
         ${unlessCounting(sql`l.system_qty`)} as system_qty,
         ${unlessCounting(sql`l.count1_qty`)} as count1_qty,
         ${unlessCounting(sql`l.recount_qty`)} as recount_qty,
         ${unlessCounting(sql`l.final_qty`)} as final_qty,
         ${unlessCounting(sql`case when l.final_qty is null then null else ${variance} end`)} as variance_qty,
         ${unlessCounting(sql`case when l.final_qty is null then null else (${variance} * l.unit_cost)::numeric(14,2) end`)} as variance_amount,
         u.name as counter, coalesce(l.recount_at, l.count1_at) as counted_at,
         case when l.count1_qty is null then null when l.valid then 'Yes' else 'No' end as valid,
         l.invalid_reason, l.adjustment_status, l.count1_qty is null as uncounted
    from cycle_count_lines l join cycle_counts c on c.id = l.cycle_id
    left join users u on u.id = coalesce(l.recount_by, l.count1_by)
) k`;

const TYPE_CONDITIONS: Record<DrillParams['type'], SQL> = {
  variance: sql`k.variance_qty <> 0`,
  accurate: sql`k.variance_qty = 0`,
  uncounted: sql`k.uncounted`,
  recount: sql`k.adjustment_status = 'Needs recount'`,
  all: sql`true`,
};

/** The drill's lines of one cycle (its branch, code and start date), of one view, with or without invalid counts. */
export const cycleLineList = (params: DrillParams): ListDefinition => ({
  name: `cycle-${params.brnId}-${params.cycle}-${params.sdate}`,
  from: LINE_ROWS,
  branch: sql`k.brn_id`,
  where: sql.join(
    [sql`k.code = ${params.cycle} and k.start_date = ${params.sdate}::date`, TYPE_CONDITIONS[params.type], params.incInvalid ? sql`true` : sql`k.valid is distinct from 'No'`],
    sql` and `,
  ),
  columns: listColumnsIn('k', CYCLE_LINE_FIELDS),
  key: [sql`k.id`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'bin', desc: false }],
  tables: ['excede_part_branches', 'excede_part_bins', 'excede_part_master'],
  params: ['cycle', 'sdate', 'incInvalid', 'type'],
});

export interface StockLine {
  partNo: string;
  description: string;
  bin: string | null;
  partClass: string;
  onHand: number;
  cost: string;
}

/** The branch's stock of a cycle's scope as Excede has it now: each part of the class, or each part whose primary bin is in the range, in bin order. */
export async function stockOf(db: Database, brnId: string, scope: CycleScope): Promise<StockLine[]> {
  const rows = await queryRows<StockLine>(
    db,
    sql`select pb.part_no as "partNo", m.description, b.bin, m.part_class as "partClass", pb.on_hand as "onHand", m.cost
          from excede_part_branches pb join excede_part_master m on m.part_no = pb.part_no
          left join excede_part_bins b on b.part_no = pb.part_no and b.brn_id = pb.brn_id and b.is_primary
         where pb.brn_id = ${brnId} and ${'partClass' in scope ? sql`m.part_class = ${scope.partClass}` : sql`b.bin is not null`}`,
  );
  const inScope = 'partClass' in scope ? rows : rows.filter((r) => binInRange(r.bin!, scope.binFrom, scope.binTo));
  return inScope.sort((a, b) => (a.bin === null || b.bin === null ? (a.bin === b.bin ? 0 : a.bin === null ? 1 : -1) : binOrder.compare(a.bin, b.bin)) || a.partNo.localeCompare(b.partNo));
}

/** A part's stock at a branch as Excede has it now, for the validity of a count entered against the snapshot. */
export async function stockNow(db: Database, brnId: string, partNo: string): Promise<{ superseded: boolean; primaryBin: string | null; onHand: number }> {
  const [row] = await queryRows<{ superseded: boolean; primary_bin: string | null; on_hand: number | null }>(
    db,
    sql`select exists (select 1 from excede_supersessions s where s.old_part_no = ${partNo}) as superseded,
               (select b.bin from excede_part_bins b where b.part_no = ${partNo} and b.brn_id = ${brnId} and b.is_primary) as primary_bin,
               (select pb.on_hand from excede_part_branches pb where pb.part_no = ${partNo} and pb.brn_id = ${brnId}) as on_hand`,
  );
  return { superseded: Boolean(row?.superseded), primaryBin: row?.primary_bin ?? null, onHand: row?.on_hand ?? 0 };
}
