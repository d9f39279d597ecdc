import { sql, type InferInsertModel } from 'drizzle-orm';
import type { MissType } from '../../../src/domain/parts/lostSales';
import { missTypeOf } from '../../../src/domain/parts/missType';
import { queryRows, type Database } from '../../db/database';
import { lostSales } from '../../db/lostSales';
import type { AppContext } from '../../http';
import { createRecord } from '../recordChange';

export type LostSaleValues = Omit<InferInsertModel<typeof lostSales>, 'id' | 'status' | 'missType' | 'version' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'> & {
  /** What the caller knows the miss was (a price refused); the shelf's facts come first (src/domain/parts/missType.ts). */
  missType?: MissType | null;
};

/** The miss type from the part's stock row at the branch and whether a newer number replaced it. */
async function missTypeAt(tx: Database, values: LostSaleValues): Promise<MissType | null> {
  const said = values.missType ?? null;
  if (!values.partNo) return said;
  const [facts] = await queryRows<{ on_hand: number | null; max_qty: number | null; current: string | null }>(
    tx,
    sql`select s.on_hand, s.max_qty, (select new_part_no from excede_supersessions where old_part_no = ${values.partNo} order by effective_on desc limit 1) as current
        from (select 1) one left join excede_part_branches s on s.part_no = ${values.partNo} and s.brn_id = ${values.brnId}`,
  );
  const stock = facts?.on_hand === null || facts?.on_hand === undefined ? null : { onHand: facts.on_hand, maxQty: facts.max_qty ?? 0 };
  return missTypeOf({ stock, qtyFilled: values.qtyFilled ?? 0, currentPartNo: facts?.current ?? null, said });
}

/**
 * Records demand the branch did not fill (a ticket completed with "no sale", a short pick, a lookup at the
 * counter), with its miss type read from the shelf, audited as the user, refused for a branch they lack. Root
 * cause analysis works it from New.
 */
export const recordLostSale = async (c: AppContext, tx: Database, values: LostSaleValues) =>
  createRecord(c, tx, { table: lostSales, entity: 'lost sale', action: 'lost-sale.record', branchOf: (sale) => sale.brnId, values: { ...values, missType: await missTypeAt(tx, values) } });
