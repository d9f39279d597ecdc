import { sql, type SQL } from 'drizzle-orm';
import { centsOf } from '../../../src/domain/money';
import { resultsOf, type InventoryResults } from '../../../src/domain/parts/annualInventory';
import { ADJUSTMENT_FIELDS, type AdjustmentLine, type AdjustmentRow } from '../../../src/domain/parts/annualInventoryList';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { queryRows, type Database } from '../../db/database';
import { physInventories, physInventoryLines } from '../../db/annualInventory';

export const INVENTORY_NOT_FOUND = 'That inventory does not exist.';
export const LINE_NOT_FOUND = 'That inventory line does not exist.';
/** An inventory and a review line as their changes name them (server/business/recordChange.ts). */
export const INVENTORY = { table: physInventories, entity: 'annual inventory', branchOf: (row: { brnId: string }) => row.brnId, notFound: INVENTORY_NOT_FOUND };
export const INVENTORY_LINE = { table: physInventoryLines, entity: 'annual inventory line', notFound: LINE_NOT_FOUND };

const COUNTED = sql`coalesce(l.recounted_qty, t.counted_qty)`;

/** Each review line: its tag's part, bin and frozen book quantity and cost, the count (or its recount) and the variance. */
export const LINE_ROWS = sql`(
  select l.id, l.version, l.inventory_id, i.brn_id, i.year, i.status, t.tag_no, t.part_no, t.bin, t.zone, t.book_qty,
         ${COUNTED} as counted_qty, ${COUNTED} - t.book_qty as variance_qty, t.unit_cost,
         ((${COUNTED} - t.book_qty) * t.unit_cost)::numeric(14,2) as variance_value,
         case when l.recounted_qty is null then 'No' else 'Yes' end as recounted, l.decision, l.comment
    from phys_inventory_lines l
    join phys_inventory_tags t on t.id = l.tag_id
    join phys_inventories i on i.id = l.inventory_id
) k`;

const linesOf = (name: string, where: SQL): ListDefinition => ({
  name,
  from: LINE_ROWS,
  branch: sql`k.brn_id`,
  where,
  columns: listColumnsIn('k', ADJUSTMENT_FIELDS),
  key: [sql`k.id`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'brnId', desc: false }, { id: 'tagNo', desc: false }],
  tables: ['excede_part_branches', 'excede_part_master'],
  params: ['year'],
});

/** The review grid of a year's inventories at the user's branches. */
export const reviewList = (year: number): ListDefinition => linesOf('annual-inventory-review', sql`k.year = ${year}`);

/** The posting list: the accepted lines of the year's approved inventories, as Excede's adjustment is keyed. */
export const postingList = (year: number): ListDefinition => linesOf('annual-inventory-posting-list', sql`k.year = ${year} and k.status = 'Approved' and k.decision = 'Accept'`);

type RawLine = Omit<AdjustmentRow, 'brnId' | 'tagNo' | 'partNo' | 'bookQty' | 'countedQty' | 'varianceQty' | 'unitCost' | 'varianceValue'> & {
  version: number;
  inventory_id: number;
  status: string;
  brn_id: string;
  tag_no: number;
  part_no: string;
  book_qty: number;
  counted_qty: number;
  variance_qty: number;
  unit_cost: string;
  variance_value: string;
};

/** One review line with its version and its inventory's, or undefined. */
export async function lineById(db: Database, id: number): Promise<AdjustmentLine | undefined> {
  const [row] = await queryRows<RawLine>(db, sql`select * from ${LINE_ROWS} where k.id = ${id}`);
  if (!row) return undefined;
  return {
    id: row.id,
    version: row.version,
    inventoryId: row.inventory_id,
    locked: row.status === 'Approved',
    brnId: row.brn_id,
    tagNo: row.tag_no,
    partNo: row.part_no,
    bin: row.bin,
    bookQty: row.book_qty,
    countedQty: row.counted_qty,
    varianceQty: row.variance_qty,
    unitCost: row.unit_cost,
    varianceValue: row.variance_value,
    recounted: row.recounted,
    decision: row.decision,
    comment: row.comment,
  };
}

/** A line as the rules read it (src/domain/parts/annualInventory.ts). */
export const countLineOf = (line: { tagNo: number; partNo: string; bookQty: number; countedQty: number; unitCost: string; recounted: 'Yes' | 'No' }) => ({
  tagNo: line.tagNo,
  partNo: line.partNo,
  bookQty: line.bookQty,
  countedQty: line.countedQty,
  unitCostCents: centsOf(line.unitCost) ?? 0,
  recounted: line.recounted === 'Yes',
});

/** Every line of an inventory as the rules read it, with its decision. */
export async function countLinesOf(db: Database, inventoryId: number) {
  const rows = await queryRows<RawLine>(db, sql`select * from ${LINE_ROWS} where k.inventory_id = ${inventoryId}`);
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    decision: r.decision,
    ...countLineOf({ tagNo: r.tag_no, partNo: r.part_no, bookQty: r.book_qty, countedQty: r.counted_qty, unitCost: r.unit_cost, recounted: r.recounted }),
  }));
}

/** How many of an inventory's tags (void ones aside) are not entered yet. */
export async function tagsNotEnteredOf(db: Database, inventoryId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from phys_inventory_tags where inventory_id = ${inventoryId} and entered_at is null and void_reason is null`);
  return row!.n;
}

/** Book, counted, net and gross variance of the lines matching `where` (on LINE_ROWS `k`), grouped by `by`. */
export async function resultsBy(db: Database, by: SQL, where: SQL): Promise<Map<string, InventoryResults>> {
  const rows = await queryRows<{ key: string; book: string; counted: string; gross: string }>(
    db,
    sql`select ${by} as key, coalesce(sum(k.book_qty * k.unit_cost), 0)::text as book, coalesce(sum(k.counted_qty * k.unit_cost), 0)::text as counted,
               coalesce(sum(abs(k.variance_value)), 0)::text as gross
          from ${LINE_ROWS} where ${where} group by 1`,
  );
  return new Map(rows.map((r) => [String(r.key), resultsOf(centsOf(r.book) ?? 0, centsOf(r.counted) ?? 0, centsOf(r.gross) ?? 0)]));
}
