import { sql, type SQL } from 'drizzle-orm';
import { BIN_EXCEPTION_KEYS, BIN_EXCEPTION_TITLES, CORE_BIN, NO_LOCATION_BIN, RECEIVING_BIN, type BinExceptionKey } from '../../../src/domain/parts/binExceptions';
import { queryRows, type Database } from '../../db/database';
import { inBranches } from '../branchScope';

/**
 * The bin exceptions, each one definition used both by /binverification's grids and by whoever counts them
 * (the annual inventory's preparation checklist). Every exception is a condition on one part at one branch:
 * the FROM is `PART_AT_BRANCH_FROM`, where `pb` is the part's row of excede_part_branches and `pm` its
 * excede_part_master row (absent when Excede sends stock of a number it no longer lists).
 *
 * Exported and kept stable: `PART_AT_BRANCH_FROM`, `BIN_EXCEPTIONS` (key, title, meaning, condition()),
 * `binExceptionCondition(key)` and `binExceptionCounts(db, branches)`.
 */
export const PART_AT_BRANCH_FROM = sql`excede_part_branches pb left join excede_part_master pm on pm.part_no = pb.part_no`;

/** A bin of the part at the branch that meets the condition (on excede_part_bins `b`). */
const hasBin = (condition: SQL) => sql`exists (select 1 from excede_part_bins b where b.part_no = pb.part_no and b.brn_id = pb.brn_id and ${condition})`;

const CONDITIONS: Record<BinExceptionKey, () => SQL> = {
  noLocation: () => sql`pb.on_hand > 0 and ${hasBin(sql`b.bin = ${NO_LOCATION_BIN} and b.qty > 0`)}`,
  severalBins: () =>
    sql`(select count(*) from excede_part_bins b where b.part_no = pb.part_no and b.brn_id = pb.brn_id and b.qty > 0 and b.bin <> ${CORE_BIN}) > 1`,
  noBin: () => sql`pb.on_hand > 0 and not ${hasBin(sql`true`)}`,
  zeroCost: () => sql`pb.on_hand > 0 and coalesce(pm.cost, 0) = 0`,
  coreOutside: () => sql`pm.core_charge > 0 and ${hasBin(sql`b.bin = ${RECEIVING_BIN} and b.qty > 0`)}`,
  emptyBin: () => sql`${hasBin(sql`b.qty = 0`)}`,
  negativeOnHand: () => sql`pb.on_hand < 0`,
};

export interface BinException {
  key: BinExceptionKey;
  title: string;
  /** What the exception means, in the parts manager's words. */
  meaning: string;
  /** The SQL condition on `pb` and `pm` of PART_AT_BRANCH_FROM that a part at a branch with this exception meets. */
  condition: () => SQL;
}

/** Every bin exception, in the order of /binverification's tabs. */
export const BIN_EXCEPTIONS: readonly BinException[] = BIN_EXCEPTION_KEYS.map((key) => ({ key, ...BIN_EXCEPTION_TITLES[key], condition: CONDITIONS[key] }));

export const binExceptionCondition = (key: BinExceptionKey): SQL => CONDITIONS[key]();

export type BinExceptionCounts = Record<BinExceptionKey, number>;

/** How many parts meet each exception at each of the branches given (branches with none are left out). */
export async function binExceptionCounts(db: Database, branches: readonly string[]): Promise<Map<string, BinExceptionCounts>> {
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`select pb.brn_id, ${sql.join(
      BIN_EXCEPTIONS.map((e) => sql`count(*) filter (where ${e.condition()})::int as ${sql.identifier(e.key)}`),
      sql`, `,
    )} from ${PART_AT_BRANCH_FROM} where ${inBranches(sql`pb.brn_id`, branches)} group by pb.brn_id`,
  );
  return new Map(rows.map((row) => [String(row.brn_id), Object.fromEntries(BIN_EXCEPTION_KEYS.map((key) => [key, Number(row[key])])) as BinExceptionCounts]));
}
