import { sql, type SQL } from 'drizzle-orm';
import { API_GUARDS } from '../../../src/domain/apiGuards';
import { AGE_BUCKETS, inBinOrder } from '../../../src/domain/parts/picks';
import { PICK_FIELDS, type PickDetail, type PickLine, type PickRow } from '../../../src/domain/parts/picksList';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { businessDayOf } from '../../db/businessDay';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { partsPickLines, partsPicks } from '../../db/partsPicks';
import { staffOfBranch } from '../../users/branchStaff';

export const PICK_NOT_FOUND = 'That pick list does not exist.';
export const LINE_NOT_FOUND = 'That line is not on this pick list.';
/** A pick and a pick line as their changes name them (server/business/recordChange.ts). */
export const PICK = { table: partsPicks, entity: 'parts pick', branchOf: (row: { brnId: string }) => row.brnId, notFound: PICK_NOT_FOUND };
export const PICK_LINE = { table: partsPickLines, entity: 'parts pick line', notFound: LINE_NOT_FOUND };

const minutesOpen = sql`floor(extract(epoch from (coalesce(p.staged_at, p.delivered_at, now()) - p.requested_at)) / 60)::int`;

/** Each pick as the grid shows it: its reference, counts of lines, picked and short, picker, age and its bucket. */
const PICK_ROWS = sql`(
  select p.id, 'P-' || (1000 + p.id) as pick_no, p.brn_id, p.source,
         case p.source when 'Counter' then p.sls_id when 'RO' then p.sls_id || ' job ' || p.ops_id
                       when 'Transfer' then 'To ' || p.to_brn_id else 'Ticket ' || p.ticket_id end as reference,
         p.customer, p.bay, p.requested_at, p.version, p.picker_id, p.staged_at, p.delivered_at,
         (select count(*)::int from parts_pick_lines l where l.pick_id = p.id) as lines,
         (select count(*)::int from parts_pick_lines l where l.pick_id = p.id and l.qty_picked = l.qty_requested) as picked,
         (select count(*)::int from parts_pick_lines l where l.pick_id = p.id and l.qty_short > 0) as short,
         u.name as picker, p.status, ${minutesOpen} as age_minutes,
         case when ${minutesOpen} < 15 then ${AGE_BUCKETS[0]} when ${minutesOpen} < 30 then ${AGE_BUCKETS[1]}
              when ${minutesOpen} < 60 then ${AGE_BUCKETS[2]} else ${AGE_BUCKETS[3]} end as age_bucket
    from parts_picks p left join users u on u.id = p.picker_id
) k`;

/** The pick lists' grid (server-paged, sorted and filtered by the list kit), newest request first. */
export const PICK_LIST: ListDefinition = {
  name: 'pick-lists',
  from: PICK_ROWS,
  branch: sql`k.brn_id`,
  date: businessDayOf(sql`k.requested_at`),
  columns: listColumnsIn('k', PICK_FIELDS),
  key: [sql`k.id`],
  rowId: sql`k.id`,
  defaultSort: [{ id: 'requestedAt', desc: true }],
  tables: ['excede_parts_invoices', 'excede_ro_lines', 'excede_part_bins'],
};

type RawRow = Omit<PickRow, 'requestedAt' | 'pickNo' | 'brnId' | 'ageMinutes' | 'ageBucket'> & {
  pick_no: string;
  brn_id: string;
  requested_at: Date | string;
  age_minutes: number;
  age_bucket: PickRow['ageBucket'];
  version: number;
  picker_id: number | null;
  staged_at: Date | string | null;
  delivered_at: Date | string | null;
};

/** Who works a branch's pick lists: the holders of the permissions that may assign a picker. */
export const PICK_WORKERS = API_GUARDS['POST /parts/picks/:id/assign'].anyOf;

/** One pick with its lines in bin order, or undefined. */
export async function pickById(db: Database, id: number): Promise<PickDetail | undefined> {
  const [row] = await queryRows<RawRow>(db, sql`select * from ${PICK_ROWS} where k.id = ${id}`);
  if (!row) return undefined;
  const lines = await db.select().from(partsPickLines).where(sql`${partsPickLines.pickId} = ${id}`);
  const lineItems: PickLine[] = inBinOrder(lines).map((l) => ({
    id: l.id,
    version: l.version,
    lineNo: l.lineNo,
    partNo: l.partNo,
    description: l.description,
    bin: l.bin,
    qtyRequested: l.qtyRequested,
    qtyPicked: l.qtyPicked,
    qtyShort: l.qtyShort,
    shortOutcome: l.shortOutcome,
  }));
  return {
    id: row.id,
    version: row.version,
    pickNo: row.pick_no,
    brnId: row.brn_id,
    source: row.source,
    reference: row.reference,
    customer: row.customer,
    bay: row.bay,
    requestedAt: isoTime(row.requested_at),
    lines: row.lines,
    picked: row.picked,
    short: row.short,
    picker: row.picker,
    pickerId: row.picker_id,
    status: row.status,
    ageMinutes: row.age_minutes,
    ageBucket: row.age_bucket,
    stagedAt: isoTime(row.staged_at),
    deliveredAt: isoTime(row.delivered_at),
    lineItems,
    pickers: await staffOfBranch(db, row.brn_id, PICK_WORKERS),
  };
}

export interface SourceLine {
  partNo: string;
  description: string;
  qty: number;
}

/** The part's primary bin at the branch (excede_part_bins), for each part of a new pick. */
export async function primaryBins(db: Database, brnId: string, partNos: readonly string[]): Promise<Map<string, string>> {
  if (!partNos.length) return new Map();
  const rows = await queryRows<{ part_no: string; bin: string }>(
    db,
    sql`select part_no, bin from excede_part_bins where brn_id = ${brnId} and is_primary and part_no in (${sql.join(partNos.map((p) => sql`${p}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [r.part_no, r.bin]));
}

/** A counter invoice's lines of the branch and its customer, or undefined when the branch has no such invoice. */
export async function invoiceSource(db: Database, brnId: string, slsId: string): Promise<{ customer: string | null; lines: SourceLine[] } | undefined> {
  const [invoice] = await queryRows<{ customer: string | null }>(
    db,
    sql`select c.name as customer from excede_parts_invoices i left join excede_customers c on c.cus_id = i.cus_id where i.sls_id = ${slsId} and i.brn_id = ${brnId}`,
  );
  if (!invoice) return undefined;
  const lines = await queryRows<SourceLine>(
    db,
    sql`select part_no as "partNo", description, qty_ship as qty from excede_parts_invoice_lines where sls_id = ${slsId} and qty_ship > 0 order by line_no`,
  );
  return { customer: invoice.customer, lines };
}

/** A repair order job's part lines of the branch, its customer and truck, or undefined when the branch has no such job. */
export async function repairOrderSource(db: Database, brnId: string, slsId: string, opsId: number): Promise<{ customer: string | null; truck: string; lines: SourceLine[] } | undefined> {
  const [ro] = await queryRows<{ customer: string | null; truck: string }>(
    db,
    sql`select c.name as customer, r.unt_id as truck from excede_repair_orders r join excede_ro_jobs j on j.sls_id = r.sls_id and j.ops_id = ${opsId}
        left join excede_customers c on c.cus_id = r.cus_id where r.sls_id = ${slsId} and r.brn_id = ${brnId}`,
  );
  if (!ro) return undefined;
  const lines = await queryRows<SourceLine>(
    db,
    sql`select l.part_no as "partNo", coalesce(m.description, l.part_no) as description, ceil(l.qty)::int as qty
          from excede_ro_lines l left join excede_part_master m on m.part_no = l.part_no
         where l.sls_id = ${slsId} and l.ops_id = ${opsId} and l.kind = 'Part' and l.part_no is not null and l.qty > 0 order by l.line_no`,
  );
  return { ...ro, lines };
}

/** Parts of the catalogue by number, with their descriptions (a transfer's lines). */
export async function catalogueLines(db: Database, lines: readonly { partNo: string; qty: number }[]): Promise<{ lines: SourceLine[]; unknown: string | undefined }> {
  const rows = lines.length
    ? await queryRows<{ part_no: string; description: string }>(db, sql`select part_no, description from excede_part_master where part_no in (${sql.join(lines.map((l) => sql`${l.partNo}`), sql`, `)})`)
    : [];
  const described = new Map(rows.map((r) => [r.part_no, r.description]));
  return {
    unknown: lines.find((l) => !described.has(l.partNo))?.partNo,
    lines: lines.map((l) => ({ partNo: l.partNo, description: described.get(l.partNo) ?? '', qty: l.qty })),
  };
}

/** Open picks of the branches by age bucket, and the minutes from request to staged of today's staged picks. */
export async function tilesOf(db: Database, where: SQL) {
  const open = await queryRows<{ bucket: string; count: number }>(
    db,
    sql`select k.age_bucket as bucket, count(*)::int as count from ${PICK_ROWS} where ${where} and k.status not in ('Staged', 'Delivered') group by k.age_bucket`,
  );
  const staged = await queryRows<{ minutes: number }>(
    db,
    sql`select extract(epoch from (k.staged_at - k.requested_at)) / 60 as minutes from ${PICK_ROWS}
         where ${where} and k.staged_at is not null and ${businessDayOf(sql`k.staged_at`)} = ${businessDayOf(sql`now()`)}`,
  );
  return { open, staged: staged.map((s) => Number(s.minutes)) };
}
