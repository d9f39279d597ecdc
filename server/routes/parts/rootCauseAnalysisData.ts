import { sql, type SQL } from 'drizzle-orm';
import { MISS_FIELDS, type MissRow } from '../../../src/domain/parts/rootCauseAnalysis';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { businessDayOf } from '../../db/businessDay';
import { queryRows, type Database } from '../../db/database';
import { lostSales } from '../../db/lostSales';

export const MISS_NOT_FOUND = 'That miss does not exist.';
/** A lost sale as its changes name it (server/business/recordChange.ts). */
export const MISS = { table: lostSales, entity: 'lost sale', branchOf: (row: { brnId: string }) => row.brnId, notFound: MISS_NOT_FOUND };

/** What went unfilled, at the part's list price: (requested − filled) × list, exact. */
const LOST_VALUE = sql`round(greatest(coalesce(l.qty, 0) - l.qty_filled, 0) * coalesce(pm.list_price, 0), 2)`;

/** Each lost sale as the grid shows it: its codes, who recorded it and who works it by name, its value at list price. */
export const MISS_ROWS = sql`(
  select l.id, l.version, l.created_at, l.brn_id, l.part_no, l.description, l.qty, l.qty_filled, ${LOST_VALUE} as lost_value,
         l.source, l.customer, rb.name as employee, l.miss_type, rc.code as reason_code, ac.code as action_code, l.status,
         au.name as assigned_to, l.note
    from lost_sales l
    left join excede_part_master pm on pm.part_no = l.part_no
    left join users rb on rb.id = l.created_by
    left join users au on au.id = l.assigned_to
    left join root_cause_codes rc on rc.id = l.reason_code_id
    left join root_cause_codes ac on ac.id = l.action_code_id
) x`;

/** The misses' grid (server-paged, sorted and filtered by the list kit), newest first. */
export const MISS_LIST: ListDefinition = {
  name: 'root-cause-analysis',
  from: MISS_ROWS,
  branch: sql`x.brn_id`,
  date: businessDayOf(sql`x.created_at`),
  columns: listColumnsIn('x', MISS_FIELDS),
  key: [sql`x.id`],
  rowId: sql`x.id`,
  defaultSort: [{ id: 'createdAt', desc: true }],
  tables: ['excede_part_master'],
};

/** The tiles over the grid's selection: misses not closed, their value lost at list price, and every line. */
export async function missTilesOf(db: Database, from: SQL, where: SQL) {
  const [tiles] = await queryRows<{ open: number; lost_value: string; lines: number }>(
    db,
    sql`select count(*) filter (where x.status <> 'Closed')::int as open, coalesce(sum(x.lost_value), 0)::text as lost_value, count(*)::int as lines
          from ${from} where ${where}`,
  );
  return { open: tiles?.open ?? 0, lostValue: tiles?.lost_value ?? '0', lines: tiles?.lines ?? 0 };
}

/** The misses of these part numbers at these branches, newest first, as the grid shows them. */
export async function missesOf(db: Database, numbers: SQL, branches: SQL): Promise<MissRow[]> {
  const rows = await queryRows<MissRow & { createdAt: Date | string }>(
    db,
    sql`select x.id, x.version, x.created_at as "createdAt", x.brn_id as "brnId", x.part_no as "partNo", x.description, x.qty, x.qty_filled as "qtyFilled",
               x.lost_value::text as "lostValue", x.source, x.customer, x.employee, x.miss_type as "missType", x.reason_code as "reasonCode",
               x.action_code as "actionCode", x.status, x.assigned_to as "assignedTo", x.note
          from ${MISS_ROWS} where x.part_no in (${numbers}) and ${branches} order by x.created_at desc, x.id desc limit 200`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}
