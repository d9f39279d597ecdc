import { sql } from 'drizzle-orm';
import { NORMAL_PART_NUMBER_SQL, partNumberCandidates } from '../../../src/domain/parts/partNumber';
import { labelLimitRefusal, MAX_LABELS, pastedPartNumbers, RECEIVING_BIN, type ShelfLabel, type ShelfLabelRequest } from '../../../src/domain/parts/shelfLabels';
import { currentNumbers } from '../../business/parts/supersessions';
import { queryRows, type Database } from '../../db/database';
import { badRequest } from '../../http';
import { primaryBins } from './picksData';

/** A part the selection names, and the bin its label is for ('' when the branch keeps it in none). */
interface Selected {
  partNo: string;
  bin: string;
}

const numbersOf = (partNos: readonly string[]) => sql.join(partNos.map((n) => sql`${n}`), sql`, `);
const refuseOverLimit = (field: string, labels: number, copies: number) => {
  const refusal = labelLimitRefusal(labels, copies);
  if (refusal) badRequest([{ field, message: refusal }]);
};

/** Each part on a shelf of the branch whose bin falls in the range (as the bins sort, letters and digits alike). */
async function binRange(db: Database, request: ShelfLabelRequest): Promise<Selected[]> {
  const inRange = sql`brn_id = ${request.brnId} and upper(bin) collate "C" between ${request.binFrom} and ${request.binTo}`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from excede_part_bins where ${inRange}`);
  refuseOverLimit('binTo', count!.n, request.copies);
  return queryRows<Selected>(db, sql`select part_no as "partNo", bin from excede_part_bins where ${inRange} order by upper(bin) collate "C", part_no`);
}

/** What sits in the receiving area, each labelled for the shelf it goes to (its primary bin; RECV when it has none yet). */
async function receiving(db: Database, request: ShelfLabelRequest): Promise<Selected[]> {
  const rows = await queryRows<{ part_no: string }>(
    db,
    sql`select part_no from excede_part_bins where brn_id = ${request.brnId} and bin = ${RECEIVING_BIN} order by part_no limit ${MAX_LABELS + 1}`,
  );
  refuseOverLimit('kind', rows.length, request.copies);
  const bins = await primaryBins(db, request.brnId, rows.map((r) => r.part_no));
  return rows.map((r) => ({ partNo: r.part_no, bin: bins.get(r.part_no) ?? RECEIVING_BIN }));
}

/** The pasted numbers read by Parts Research's rule (dashes, case and a vendor prefix aside); the ones no part has come back as not found. */
async function pastedList(db: Database, request: ShelfLabelRequest): Promise<{ selected: Selected[]; notFound: string[] }> {
  const typed = pastedPartNumbers(request.partNumbers);
  const candidates = typed.map((t) => ({ typed: t, normal: partNumberCandidates(t) }));
  const normals = [...new Set(candidates.flatMap((c) => c.normal))];
  const rows = normals.length
    ? await queryRows<{ part_no: string; normal: string }>(
        db,
        sql`select part_no, ${sql.raw(NORMAL_PART_NUMBER_SQL('part_no'))} as normal from excede_part_master where ${sql.raw(NORMAL_PART_NUMBER_SQL('part_no'))} in (${numbersOf(normals)})`,
      )
    : [];
  const byNormal = new Map(rows.map((r) => [r.normal, r.part_no]));
  const found: string[] = [];
  const notFound: string[] = [];
  for (const c of candidates) {
    const partNo = c.normal.map((n) => byNormal.get(n)).find(Boolean);
    if (partNo) found.push(partNo);
    else notFound.push(c.typed);
  }
  refuseOverLimit('partNumbers', new Set(found).size, request.copies);
  const bins = await primaryBins(db, request.brnId, found);
  return { selected: found.map((partNo) => ({ partNo, bin: bins.get(partNo) ?? '' })), notFound };
}

/**
 * The labels a request prints, in the selection's order: a replaced number labelled with its current one (and
 * what it replaced), one label per part and bin, with the price and min/max when asked.
 */
export async function shelfLabelsOf(db: Database, request: ShelfLabelRequest): Promise<{ labels: ShelfLabel[]; notFound: string[] }> {
  const { selected, notFound } =
    request.kind === 'list' ? await pastedList(db, request) : { selected: request.kind === 'bins' ? await binRange(db, request) : await receiving(db, request), notFound: [] };
  const current = await currentNumbers(db, [...new Set(selected.map((s) => s.partNo))]);
  const seen = new Set<string>();
  const wanted = selected.flatMap((s) => {
    const partNo = current.get(s.partNo) ?? s.partNo;
    const key = `${partNo}\u0000${s.bin}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ partNo, replaces: current.has(s.partNo) ? s.partNo : null, bin: s.bin }];
  });
  if (!wanted.length) return { labels: [], notFound };
  const numbers = numbersOf([...new Set(wanted.map((w) => w.partNo))]);
  const parts = await queryRows<{ part_no: string; description: string; list_price: string; min_qty: number | null; max_qty: number | null }>(
    db,
    sql`select m.part_no, m.description, m.list_price::text, s.min_qty, s.max_qty from excede_part_master m
        left join excede_part_branches s on s.part_no = m.part_no and s.brn_id = ${request.brnId} where m.part_no in (${numbers})`,
  );
  const byNumber = new Map(parts.map((p) => [p.part_no, p]));
  const labels = wanted.flatMap((w): ShelfLabel[] => {
    const part = byNumber.get(w.partNo);
    if (!part) return [];
    return [
      {
        ...w,
        description: part.description,
        price: request.price ? part.list_price : null,
        minQty: request.minMax ? (part.min_qty ?? 0) : null,
        maxQty: request.minMax ? (part.max_qty ?? 0) : null,
      },
    ];
  });
  return { labels, notFound };
}
