import { sql } from 'drizzle-orm';
import { NO_LOCATION_BIN } from '../../../src/domain/parts/binExceptions';
import { TEAM_PREFIX } from '../../../src/domain/parts/annualInventoryTags';
import { queryRows, type Database } from '../../db/database';

/** The SQL twin of `zoneOfBin` (src/domain/parts/annualInventory.ts) over a bin column: A07-3B is zone A, aisle A07; another bin is its own zone. */
const SHELF = sql.raw(`'^[A-Z][0-9]{2}-'`);
const zoneSql = (bin: ReturnType<typeof sql.raw>) => sql`case when ${bin} ~ ${SHELF} then substr(${bin}, 1, 1) else split_part(${bin}, '-', 1) end`;
const aisleSql = (bin: ReturnType<typeof sql.raw>) => sql`case when ${bin} ~ ${SHELF} then substr(${bin}, 1, 3) else split_part(${bin}, '-', 1) end`;

/**
 * Freezes a branch's stock as Excede has it into the inventory's tags, in one INSERT … SELECT: a tag for every bin
 * holding stock (excede_part_bins qty) and, for a part whose on hand is more than its bins hold (on hand in no
 * bin), a NOLOC tag of the rest; unit cost from the part master. Tags are numbered 1..n in zone, aisle, bin and
 * part order and issued to `teams` counting teams an aisle at a time. Answers how many tags it issued.
 */
export async function freezeStock(db: Database, input: { inventoryId: number; brnId: string; teams: number; by: number; at: Date }): Promise<number> {
  const bin = sql.raw('s.bin');
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with stock as (
          select b.bin, b.part_no, b.qty from excede_part_bins b where b.brn_id = ${input.brnId} and b.qty > 0
          union all
          select ${NO_LOCATION_BIN}, pb.part_no, pb.on_hand - coalesce(held.qty, 0)
            from excede_part_branches pb
            left join (select part_no, sum(qty)::int as qty from excede_part_bins where brn_id = ${input.brnId} and qty > 0 group by part_no) held on held.part_no = pb.part_no
           where pb.brn_id = ${input.brnId} and pb.on_hand > coalesce(held.qty, 0)
        ), placed as (
          select s.bin, s.part_no, s.qty, ${zoneSql(bin)} as zone, ${aisleSql(bin)} as aisle from stock s
        ), inserted as (
          insert into phys_inventory_tags (inventory_id, tag_no, zone, aisle, bin, part_no, counter, book_qty, unit_cost, created_by, updated_by, created_at, updated_at)
          select ${input.inventoryId}, row_number() over (order by p.zone, p.aisle, p.bin, p.part_no),
                 p.zone, p.aisle, p.bin, p.part_no,
                 ${TEAM_PREFIX} || ((dense_rank() over (order by p.zone, p.aisle) - 1) % ${input.teams} + 1),
                 p.qty, coalesce(pm.cost, 0), ${input.by}, ${input.by}, ${input.at.toISOString()}::timestamptz, ${input.at.toISOString()}::timestamptz
            from placed p left join excede_part_master pm on pm.part_no = p.part_no
          returning 1
        )
        select count(*)::int as n from inserted`,
  );
  return row!.n;
}
