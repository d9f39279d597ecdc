import { sql, type SQL } from 'drizzle-orm';
import type { InventoryStatus } from '../../../src/domain/parts/annualInventory';
import { tagStatusOf, type CountTag, type TagState } from '../../../src/domain/parts/annualInventoryTags';
import { queryRows, type Database } from '../../db/database';
import { physInventoryTags } from '../../db/annualInventory';
import { isoTime } from '../../db/isoTime';

export const TAG_NOT_FOUND = 'That tag does not exist.';
/** A tag as its changes name it (server/business/recordChange.ts). */
export const INVENTORY_TAG = { table: physInventoryTags, entity: 'annual inventory tag', notFound: TAG_NOT_FOUND };

interface RawTag {
  id: number;
  version: number;
  inventory_id: number;
  brn_id: string;
  inventory_status: InventoryStatus;
  tag_no: number;
  zone: string;
  aisle: string;
  bin: string;
  part_no: string;
  description: string | null;
  counter: string;
  counted_qty: number | null;
  added: boolean;
  returned_at: Date | string | null;
  entered_at: Date | string | null;
  entered_by: number | null;
  entered_by_name: string | null;
  verified_at: Date | string | null;
  verified_by_name: string | null;
  void_reason: string | null;
}

/** A tag with its inventory's branch and status, read blind: the book quantity and cost are not selected. */
export interface TagWithState extends CountTag {
  state: TagState;
}

async function tagWhere(db: Database, where: SQL): Promise<TagWithState | undefined> {
  const [row] = await queryRows<RawTag>(
    db,
    sql`select t.id, t.version, t.inventory_id, i.brn_id, i.status as inventory_status, t.tag_no, t.zone, t.aisle, t.bin, t.part_no, pm.description,
               t.counter, t.counted_qty, t.added, t.returned_at, t.entered_at, t.entered_by, eu.name as entered_by_name, t.verified_at,
               vu.name as verified_by_name, t.void_reason
          from phys_inventory_tags t join phys_inventories i on i.id = t.inventory_id
          left join excede_part_master pm on pm.part_no = t.part_no
          left join users eu on eu.id = t.entered_by left join users vu on vu.id = t.verified_by
         where ${where}`,
  );
  if (!row) return undefined;
  const state: TagState = {
    tagNo: row.tag_no,
    inventoryStatus: row.inventory_status,
    returned: row.returned_at !== null,
    enteredBy: row.entered_by,
    verified: row.verified_at !== null,
    voided: row.void_reason !== null,
  };
  return {
    id: row.id,
    version: row.version,
    inventoryId: row.inventory_id,
    brnId: row.brn_id,
    tagNo: row.tag_no,
    zone: row.zone,
    aisle: row.aisle,
    bin: row.bin,
    partNo: row.part_no,
    description: row.description,
    counter: row.counter,
    status: tagStatusOf(state),
    countedQty: row.counted_qty,
    added: row.added,
    returnedAt: isoTime(row.returned_at),
    enteredAt: isoTime(row.entered_at),
    enteredBy: row.entered_by_name,
    verifiedAt: isoTime(row.verified_at),
    verifiedBy: row.verified_by_name,
    voidReason: row.void_reason,
    state,
  };
}

export const tagById = (db: Database, id: number) => tagWhere(db, sql`t.id = ${id}`);
export const tagByNumber = (db: Database, inventoryId: number, tagNo: number) => tagWhere(db, sql`t.inventory_id = ${inventoryId} and t.tag_no = ${tagNo}`);

/** The tag as the API answers it: its rules' state stays on the server. */
export const answerOf = ({ state: _state, ...tag }: TagWithState): CountTag => tag;

/** The review line of an entered tag, made once (its decision comes later, on the adjustment screen). */
export async function ensureLine(db: Database, tag: { id: number; inventoryId: number }, by: number): Promise<void> {
  await db.execute(
    sql`insert into phys_inventory_lines (inventory_id, tag_id, created_by, updated_by) values (${tag.inventoryId}, ${tag.id}, ${by}, ${by}) on conflict (tag_id) do nothing`,
  );
}
