import { sql } from 'drizzle-orm';
import type { Supersession } from '../../../src/domain/parts/partsResearch';
import { queryRows, type Database } from '../../db/database';

/** Every link of the number's chain, oldest first, found from any number of it. */
export async function chainOf(db: Database, partNo: string): Promise<Supersession[]> {
  return queryRows<Supersession>(
    db,
    sql`with recursive up(part_no) as (select ${partNo}::text union select s.old_part_no from excede_supersessions s join up on s.new_part_no = up.part_no),
        down(part_no) as (select ${partNo}::text union select s.new_part_no from excede_supersessions s join down on s.old_part_no = down.part_no)
        select s.old_part_no as "oldPartNo", s.new_part_no as "newPartNo", to_char(s.effective_on, 'YYYY-MM-DD') as "effectiveOn"
        from excede_supersessions s where s.old_part_no in (select part_no from up union select part_no from down)
        order by s.effective_on, s.old_part_no`,
  );
}

/** The number a chain ends at: what the counter sells and the shelf carries today (the number itself when it was never replaced). */
export function currentNumberOf(chain: readonly Supersession[], requested: string): string {
  const replacedBy = new Set(chain.map((s) => s.oldPartNo));
  return chain.find((s) => !replacedBy.has(s.newPartNo))?.newPartNo ?? requested;
}

/** The current number of each of these that was replaced, resolved through its chain; numbers never replaced are left out. */
export async function currentNumbers(db: Database, partNos: readonly string[]): Promise<Map<string, string>> {
  const current = new Map<string, string>();
  if (!partNos.length) return current;
  const replaced = await queryRows<{ part_no: string }>(
    db,
    sql`select distinct old_part_no as part_no from excede_supersessions where old_part_no in (${sql.join(partNos.map((n) => sql`${n}`), sql`, `)})`,
  );
  for (const { part_no } of replaced) current.set(part_no, currentNumberOf(await chainOf(db, part_no), part_no));
  return current;
}
