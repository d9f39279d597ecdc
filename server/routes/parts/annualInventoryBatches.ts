import { sql } from 'drizzle-orm';
import { drillHref } from '../../../src/domain/drill';
import { inventoryResults, nextApprovalKind, proposedGlEntry, resultsOf, varianceCentsOf, isOverThreshold, type InventoryStatus } from '../../../src/domain/parts/annualInventory';
import type { AdjustmentBatch, AdjustmentBatches, ChecklistItem, DashboardBranch, InventoryDashboard, InventoryProgress, TopVariance, ZoneVariance } from '../../../src/domain/parts/annualInventoryList';
import { RECEIVING_BIN } from '../../../src/domain/parts/binExceptions';
import { approvalRefusalFor } from '../../business/approvals';
import { inBranches } from '../../business/branchScope';
import { binExceptionCounts, type BinExceptionCounts } from '../../business/parts/binExceptions';
import { readSetting } from '../../business/settings';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import type { AppContext } from '../../http';
import { countLinesOf, LINE_ROWS, resultsBy, tagsNotEnteredOf } from './annualInventoryData';

interface InventoryRow {
  id: number;
  version: number;
  brn_id: string;
  year: number;
  count_date: string | Date;
  status: InventoryStatus;
  created_by: number;
  parts_manager_approved_by: number | null;
  parts_manager_approved_at: Date | string | null;
  parts_manager: string | null;
  controller_approved_by: number | null;
  controller_approved_at: Date | string | null;
  controller: string | null;
}

async function inventoriesOf(db: Database, year: number, branches: readonly string[]) {
  return queryRows<InventoryRow>(
    db,
    sql`select i.*, pm.name as parts_manager, co.name as controller from phys_inventories i
          left join users pm on pm.id = i.parts_manager_approved_by left join users co on co.id = i.controller_approved_by
         where i.year = ${year} and ${inBranches(sql`i.brn_id`, branches)} order by i.brn_id`,
  );
}

const dayText = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** Each branch's batch of the year for the review screen: its lines' state, figures, proposed GL entry and whether the person asking may approve it next. */
export async function batchesOf(c: AppContext, year: number, branches: readonly string[]): Promise<AdjustmentBatches> {
  const { db } = c.var.deps;
  const acceptUnderCents = await readSetting(db, 'parts.inventoryAcceptUnderCents');
  const batches: AdjustmentBatch[] = [];
  for (const row of await inventoriesOf(db, year, branches)) {
    const lines = await countLinesOf(db, row.id);
    const tagsNotEntered = await tagsNotEnteredOf(db, row.id);
    const accepted = lines.filter((l) => l.decision === 'Accept');
    const acceptedNetCents = accepted.reduce((sum, l) => sum + varianceCentsOf(l), 0);
    const state = { status: row.status, partsManagerApprovedBy: row.parts_manager_approved_by };
    const nextApproval = row.status === 'Approved' ? null : nextApprovalKind(state);
    const refusal = nextApproval ? await approvalRefusalFor(c, db, { kind: nextApproval, makerId: row.created_by, amountCents: acceptedNetCents }) : null;
    batches.push({
      id: row.id,
      version: row.version,
      brnId: row.brn_id,
      year: row.year,
      countDate: dayText(row.count_date),
      status: row.status,
      partsManagerApprovedBy: row.parts_manager,
      partsManagerApprovedAt: isoTime(row.parts_manager_approved_at),
      controllerApprovedBy: row.controller,
      controllerApprovedAt: isoTime(row.controller_approved_at),
      lines: {
        total: lines.length,
        undecided: lines.filter((l) => l.decision === null).length,
        recount: lines.filter((l) => l.decision === 'Recount').length,
        overThreshold: lines.filter((l) => isOverThreshold(l, acceptUnderCents) && !l.recounted).length,
        accepted: accepted.length,
      },
      tagsNotEntered,
      results: inventoryResults(lines),
      acceptedNetCents,
      glEntry: proposedGlEntry(acceptedNetCents),
      nextApproval,
      approvalRefusal: refusal?.message ?? null,
    });
  }
  return { year, acceptUnderCents, batches };
}

const CHECKLIST: readonly { key: ChecklistItem['key']; label: string; exception?: keyof BinExceptionCounts }[] = [
  { key: 'zeroCost', label: 'Zero-cost parts with stock', exception: 'zeroCost' },
  { key: 'severalBins', label: 'Parts in several bins', exception: 'severalBins' },
  { key: 'noLocation', label: 'On hand in NOLOC', exception: 'noLocation' },
  { key: 'coreOutside', label: 'Cores outside the core bin', exception: 'coreOutside' },
  { key: 'willCall', label: 'Will-call not cleared (open picks and phone tickets)' },
  { key: 'receiving', label: `Receiving not posted (stock in ${RECEIVING_BIN})` },
];

/** Open will-call picks and phone tickets, and parts still in the receiving bin, per branch. */
async function openWorkOf(db: Database, branches: readonly string[]) {
  if (!branches.length) return new Map<string, { will_call: number; receiving: number }>();
  const rows = await queryRows<{ brn_id: string; will_call: number; receiving: number }>(
    db,
    sql`select b.brn_id,
               (select count(*)::int from parts_picks p where p.brn_id = b.brn_id and p.source = 'Will-call' and p.status <> 'Delivered')
             + (select count(*)::int from parts_tickets t where t.brn_id = b.brn_id and t.type = 'Phone' and t.status not in ('Completed', 'Cancelled')) as will_call,
               (select count(*)::int from excede_part_bins r where r.brn_id = b.brn_id and r.bin = ${RECEIVING_BIN} and r.qty > 0) as receiving
          from (${sql.join(branches.map((b) => sql`select ${b}::text as brn_id`), sql` union all `)}) b`,
  );
  return new Map(rows.map((r) => [r.brn_id, r]));
}

/** Each branch's preparation checklist: what remains of each item, and the screen that clears it. */
export async function checklistsOf(db: Database, branches: readonly string[]): Promise<Map<string, ChecklistItem[]>> {
  const exceptions = await binExceptionCounts(db, branches);
  const openWork = await openWorkOf(db, branches);
  return new Map(
    branches.map((brnId) => {
      const counts = exceptions.get(brnId);
      const work = openWork.get(brnId);
      const items = CHECKLIST.map(({ key, label, exception }) => ({
        key,
        label,
        remaining: exception ? (counts?.[exception] ?? 0) : key === 'willCall' ? (work?.will_call ?? 0) : (work?.receiving ?? 0),
        href: exception ? drillHref('/binverification', { brnId, tab: exception }) : key === 'willCall' ? drillHref('/part-pick-status', { brnId }) : null,
      }));
      return [brnId, items];
    }),
  );
}

async function progressOf(db: Database, inventoryIds: readonly number[]): Promise<Map<number, InventoryProgress>> {
  if (!inventoryIds.length) return new Map();
  const rows = await queryRows<{ inventory_id: number } & Record<string, number>>(
    db,
    sql`select inventory_id, count(*)::int as issued, count(returned_at)::int as returned, count(entered_at)::int as entered, count(verified_at)::int as verified,
               count(distinct bin) filter (where entered_at is not null)::int as bins_counted, count(distinct bin)::int as bins_total,
               count(distinct counter) filter (where returned_at is null)::int as counters
          from phys_inventory_tags where void_reason is null and inventory_id in (${sql.join(inventoryIds.map((id) => sql`${id}`), sql`, `)}) group by inventory_id`,
  );
  return new Map(
    rows.map((r) => [
      r.inventory_id,
      { tagsIssued: r.issued!, tagsReturned: r.returned!, tagsEntered: r.entered!, tagsVerified: r.verified!, binsCounted: r.bins_counted!, binsTotal: r.bins_total!, countersActive: r.counters! },
    ]),
  );
}

const NO_PROGRESS: InventoryProgress = { tagsIssued: 0, tagsReturned: 0, tagsEntered: 0, tagsVerified: 0, binsCounted: 0, binsTotal: 0, countersActive: 0 };

/** The dashboard of the year's count at the branches: preparation, progress, results, variance by zone and the ten biggest lines. */
export async function dashboardOf(db: Database, year: number, branches: readonly string[]): Promise<InventoryDashboard> {
  const inventories = await inventoriesOf(db, year, branches);
  const checklists = await checklistsOf(db, branches);
  const progress = await progressOf(db, inventories.map((i) => i.id));
  const where = sql`k.year = ${year} and ${inBranches(sql`k.brn_id`, branches)}`;
  const results = await resultsBy(db, sql`k.brn_id`, where);
  const zones = await queryRows<{ zone: string; book_value: string; variance_value: string }>(
    db,
    sql`select k.zone, sum(k.book_qty * k.unit_cost)::text as book_value, sum(k.variance_value)::text as variance_value from ${LINE_ROWS} where ${where} group by k.zone order by k.zone`,
  );
  const top = await queryRows<{ brn_id: string; tag_no: number; part_no: string; bin: string; variance_qty: number; variance_value: string }>(
    db,
    sql`select k.brn_id, k.tag_no, k.part_no, k.bin, k.variance_qty, k.variance_value::text from ${LINE_ROWS} where ${where} and k.variance_value <> 0
         order by abs(k.variance_value) desc, k.id limit 10`,
  );
  const dashboardBranches: DashboardBranch[] = branches.map((brnId) => {
    const inventory = inventories.find((i) => i.brn_id === brnId);
    return {
      brnId,
      inventory: inventory ? { id: inventory.id, status: inventory.status, countDate: dayText(inventory.count_date) } : null,
      checklist: checklists.get(brnId) ?? [],
      progress: (inventory && progress.get(inventory.id)) ?? NO_PROGRESS,
      results: results.get(brnId) ?? resultsOf(0, 0, 0),
    };
  });
  return {
    year,
    warnPercent: await readSetting(db, 'parts.inventoryVarianceWarnPercent'),
    branches: dashboardBranches,
    byZone: zones.map((z): ZoneVariance => ({ zone: z.zone, bookValue: Number(z.book_value), varianceValue: Number(z.variance_value) })),
    topVariances: top.map((t): TopVariance => ({ brnId: t.brn_id, tagNo: t.tag_no, partNo: t.part_no, bin: t.bin, varianceQty: t.variance_qty, varianceValue: t.variance_value })),
  };
}
