import { sql, type SQL } from 'drizzle-orm';
import type { BinExceptionKey } from '../../../src/domain/parts/binExceptions';
import { BIN_VERIFICATION_FIELDS } from '../../../src/domain/parts/binVerification';
import { binExceptionCondition, PART_AT_BRANCH_FROM } from '../../business/parts/binExceptions';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { queryRows, type Database } from '../../db/database';
import { binVerifications } from '../../db/binVerifications';

export const RECORD_NOT_FOUND = 'That bin verification does not exist.';
/** A bin verification as its changes name it (server/business/recordChange.ts). */
export const BIN_VERIFICATION = { table: binVerifications, entity: 'bin verification', branchOf: (row: { brnId: string }) => row.brnId, notFound: RECORD_NOT_FOUND };

/** Parts at branches meeting a condition, with Excede's bins of each and the stamp of its stock, cost and bins now. */
const partsAtBranches = (condition: SQL) => sql`(
  select pb.brn_id, pb.part_no, pm.description, pb.on_hand, coalesce(pm.cost, 0) as cost,
         (pb.on_hand * coalesce(pm.cost, 0))::numeric(14, 2) as value, pb.last_sale_on, bn.bins,
         md5(concat_ws('|', pb.on_hand, pm.cost, bn.bins)) as stamp_now
    from ${PART_AT_BRANCH_FROM}
    left join lateral (
      select string_agg(b.bin || ' (' || b.qty || ')', ', ' order by b.is_primary desc, b.bin) as bins
        from excede_part_bins b where b.part_no = pb.part_no and b.brn_id = pb.brn_id
    ) bn on true
   where ${condition}
) r`;

/**
 * An exception's rows with what staff recorded: a verification (who, when, the second person) counts and shows only
 * while Excede's data is the one it was made on (its stamp), and a high-value one is done once the second person confirmed it.
 */
const exceptionRows = (exception: BinExceptionKey) => sql`(
  select r.*, r.brn_id || '|' || r.part_no as id, v.id as record_id, v.version, v.found_bin, v.task_status,
         vu.id as verified_by_id, vu.name as verified_by, case when vu.id is not null then v.verified_at end as verified_at, su.name as second_by,
         case when vu.id is not null
                then case when v.needs_second and v.second_by is null then 'Needs second person' else 'Verified' end
              when v.found_bin is not null then 'Found'
              else 'Not checked' end as status
    from ${partsAtBranches(binExceptionCondition(exception))}
    left join bin_verifications v on v.brn_id = r.brn_id and v.part_no = r.part_no and v.exception = ${exception}
    left join users vu on vu.id = v.verified_by and v.stamp = r.stamp_now
    left join users su on su.id = v.second_by and v.stamp = r.stamp_now
) k`;

/** One exception tab's grid (server-paged, sorted, filtered and totalled by the list kit), by branch and part. */
export const binVerificationList = (exception: BinExceptionKey): ListDefinition => ({
  name: `bin-verification-${exception}`,
  from: exceptionRows(exception),
  branch: sql`k.brn_id`,
  columns: listColumnsIn('k', BIN_VERIFICATION_FIELDS),
  key: [sql`k.brn_id`, sql`k.part_no`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'value', desc: true }],
  tables: ['excede_part_branches', 'excede_part_bins', 'excede_part_master'],
  params: ['exception'],
});

/** A part's stock at a branch now: the stamp a verification is made on and the value the second-person limit weighs. */
export async function stockNow(db: Database, brnId: string, partNo: string): Promise<{ stamp: string; valueCents: number } | undefined> {
  const [row] = await queryRows<{ stamp_now: string; value_cents: number }>(
    db,
    sql`select r.stamp_now, (r.value * 100)::bigint::int as value_cents from ${partsAtBranches(sql`pb.brn_id = ${brnId} and pb.part_no = ${partNo}`)}`,
  );
  return row ? { stamp: row.stamp_now, valueCents: Number(row.value_cents) } : undefined;
}

/** The first parts of an exception at a branch, with the bin Excede lists first for each and their stamp now (the demo's records). */
export async function exceptionParts(db: Database, exception: BinExceptionKey, brnId: string, limit: number): Promise<{ partNo: string; bin: string | null; stamp: string }[]> {
  const rows = await queryRows<{ part_no: string; bin: string | null; stamp_now: string }>(
    db,
    sql`select r.part_no, r.stamp_now,
               (select b.bin from excede_part_bins b where b.part_no = r.part_no and b.brn_id = r.brn_id order by b.is_primary desc, b.bin limit 1) as bin
          from ${partsAtBranches(sql`pb.brn_id = ${brnId} and ${binExceptionCondition(exception)}`)} order by r.part_no limit ${limit}`,
  );
  return rows.map((r) => ({ partNo: r.part_no, bin: r.bin, stamp: r.stamp_now }));
}
