import { eq, sql } from 'drizzle-orm';
import { LOST_SALE_SOURCES } from '../../src/domain/parts/partsResearch';
import type { LostSaleStatus, MissType } from '../../src/domain/parts/lostSales';
import { missTypeOf, type MissFacts } from '../../src/domain/parts/missType';
import { createRandom, DEMO_SEED } from '../../src/demo/random';
import { DEMO_BRANCHES } from '../../src/demo/branches';
import { DEMO_AS_OF } from '../demoAsOf';
import { staffOfBranch } from '../users/branchStaff';
import { queryRows, type Database } from './database';
import { lostSales } from './lostSales';
import { auditLog, rootCauseCodes, users } from './schema';

const DAY = 86_400_000;
const WEEKS = 13;
/** Misses a branch records over the weeks: the two busiest counters more. */
const MISSES = (brnId: string) => (brnId === '101' || brnId === '201' ? 90 : 24);

/** What the counter wrote, by the miss the shelf made. */
const COUNTER_WORDS: Record<MissType, readonly string[]> = {
  'Not stocked': ['We do not carry it here', 'Customer would not wait for a special order'],
  'Out of stock': ['None on the shelf', 'Shelf empty, customer went to the dealer down the road'],
  'Short qty': ['Had one, customer needed the set', 'Short on the shelf'],
  Price: ['Customer found it cheaper online', 'Price too high against aftermarket'],
  'Supersession not linked': ['Old number showed no stock', 'Looked up the old number'],
  'Bin error': ['System shows stock, bin empty', 'Could not find it in the bin'],
  'Vendor backorder': ['Vendor backordered, customer went elsewhere'],
};
/** The reason and action codes root cause analysis gives each miss type (server/db/seedRootCauseCodes.ts). */
const CODES_OF: Record<MissType, { reason: string; actions: readonly string[] }> = {
  'Not stocked': { reason: 'NOSTK', actions: ['ADDSTK', 'NOACT'] },
  'Out of stock': { reason: 'OOS', actions: ['RAISEM'] },
  'Short qty': { reason: 'SHORT', actions: ['RAISEM'] },
  Price: { reason: 'PRICE', actions: ['NOACT'] },
  'Supersession not linked': { reason: 'SUPER', actions: ['LINKSU'] },
  'Bin error': { reason: 'BINERR', actions: ['FIXBIN'] },
  'Vendor backorder': { reason: 'VENBO', actions: ['NOACT'] },
};
/** The words a code that asks for a note gets. */
const NOTES = ['Customer chose the aftermarket part', 'One-off request, not worth stocking', 'Vendor promised stock next week', 'Reviewed with the parts manager'];

interface Candidate {
  partNo: string;
  description: string;
  facts: Omit<MissFacts, 'qtyFilled' | 'said'>;
}

/** Parts of the branch's catalogue for each shelf fact: stocked with stock, out, not stocked, and old numbers. */
async function candidatesAt(tx: Database, brnId: string) {
  const rows = await queryRows<{ kind: string; part_no: string; description: string; on_hand: number | null; max_qty: number | null; current: string | null }>(
    tx,
    sql`(select 'stocked' as kind, s.part_no, m.description, s.on_hand, s.max_qty, null as current from excede_part_branches s join excede_part_master m on m.part_no = s.part_no
          where s.brn_id = ${brnId} and s.max_qty > 0 and s.on_hand > 0 order by md5(s.part_no || ${brnId}) limit 40)
        union all
        (select 'out', s.part_no, m.description, s.on_hand, s.max_qty, null from excede_part_branches s join excede_part_master m on m.part_no = s.part_no
          where s.brn_id = ${brnId} and s.max_qty > 0 and s.on_hand <= 0 order by md5(s.part_no || ${brnId}) limit 40)
        union all
        (select 'none', m.part_no, m.description, null, null, null from excede_part_master m
          where not exists (select 1 from excede_part_branches s where s.part_no = m.part_no and s.brn_id = ${brnId} and s.max_qty > 0)
            and m.part_no not in (select old_part_no from excede_supersessions) order by md5(m.part_no || ${brnId}) limit 40)
        union all
        (select 'old', s.old_part_no, m.description, b.on_hand, b.max_qty, s.new_part_no from excede_supersessions s join excede_part_master m on m.part_no = s.old_part_no
          left join excede_part_branches b on b.part_no = s.old_part_no and b.brn_id = ${brnId} order by md5(s.old_part_no || ${brnId}) limit 10)`,
  );
  const of = (kind: string): Candidate[] =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ partNo: r.part_no, description: r.description, facts: { stock: r.on_hand === null ? null : { onHand: r.on_hand, maxQty: r.max_qty ?? 0 }, currentPartNo: r.current } }));
  return { stocked: of('stocked'), out: of('out'), none: of('none'), old: of('old') };
}

/** How far a miss of this age has been worked: recent ones are mostly New, old ones mostly closed. */
function statusAt(daysAgo: number, roll: number): LostSaleStatus {
  const [closed, actionTaken, assigned] = daysAgo > 45 ? [0.7, 0.9, 1] : daysAgo > 14 ? [0.3, 0.55, 0.8] : [0, 0.1, 0.3];
  return roll < closed ? 'Closed' : roll < actionTaken ? 'Action taken' : roll < assigned ? 'Assigned' : 'New';
}

/**
 * Thirteen weeks of misses before the demo's day at every branch (90 at Norcross and Birmingham, 24 elsewhere),
 * on weekdays in opening hours, naming imported parts and customers: each part chosen for the miss its shelf
 * makes (src/domain/parts/missType.ts decides the type, as for a recorded one), the recent ones New, the older
 * ones assigned, actioned or closed with the codes of their type, each worked one audited. Deterministic, so the
 * root cause dashboard's figures hold still; nothing is written when lost sales older than today exist already.
 */
export async function seedLostSales(tx: Database): Promise<void> {
  const [history] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from lost_sales where created_at < ${new Date(DEMO_AS_OF.getTime() - DAY)}`);
  if (history!.n > 0) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.local'));
  const codes = new Map((await tx.select({ id: rootCauseCodes.id, code: rootCauseCodes.code }).from(rootCauseCodes)).map((c) => [c.code, c.id]));
  if (!admin || !codes.size) return;
  const r = createRandom(DEMO_SEED + 1800);
  for (const { code: brnId } of DEMO_BRANCHES) {
    const parts = await candidatesAt(tx, brnId);
    const customers = await queryRows<{ cus_id: string; name: string }>(tx, sql`select cus_id, name from excede_customers where brn_id = ${brnId} order by md5(cus_id) limit 30`);
    const staff = (await staffOfBranch(tx, brnId, ['can view root cause analysis'])).map((s) => s.id);
    const people = staff.length ? staff : [admin.id];
    if (!parts.stocked.length || !parts.none.length) continue;
    for (let i = 0; i < MISSES(brnId); i++) {
      const daysAgo = r.int(1, WEEKS * 7);
      const day = new Date(DEMO_AS_OF.getTime() - daysAgo * DAY);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), r.int(13, 21), r.int(0, 59)));
      const roll = r.next();
      const pool = roll < 0.3 && parts.out.length ? parts.out : roll < 0.55 ? parts.none : roll < 0.63 && parts.old.length ? parts.old : parts.stocked;
      const part = r.pick(pool);
      const qty = r.int(1, 6);
      const short = pool === parts.stocked && qty > 1 && r.next() < 0.4;
      const qtyFilled = short ? r.int(1, qty - 1) : 0;
      const said = r.pick<MissType>(['Price', 'Bin error', 'Vendor backorder']);
      const missType = missTypeOf({ ...part.facts, qtyFilled, said })!;
      const customer = customers.length && r.next() < 0.8 ? r.pick(customers) : null;
      const recordedBy = r.pick(people);
      const status = statusAt(daysAgo, r.next());
      const { reason, actions } = CODES_OF[missType];
      const action = r.pick(actions);
      const worked = status !== 'New';
      const reasonCodeId = worked && (status !== 'Assigned' || r.next() < 0.5) ? codes.get(reason)! : null;
      const actionCodeId = status === 'Action taken' || status === 'Closed' ? codes.get(action)! : null;
      const note = reason === 'PRICE' || action === 'NOACT' ? (reasonCodeId || actionCodeId ? r.pick(NOTES) : null) : null;
      const changedAt = worked ? new Date(Math.min(at.getTime() + r.int(1, 10) * DAY, DEMO_AS_OF.getTime() - DAY)) : at;
      const values = {
        brnId,
        partNo: part.partNo,
        description: part.description,
        qty,
        qtyFilled,
        missType,
        cusId: customer?.cus_id ?? null,
        source: r.pick(LOST_SALE_SOURCES),
        customer: customer?.name ?? null,
        reason: r.pick(COUNTER_WORDS[missType]),
        ticketId: null,
        createdAt: at,
        createdBy: recordedBy,
      };
      const [sale] = await tx
        .insert(lostSales)
        .values({ ...values, status: 'New', updatedAt: at, updatedBy: recordedBy })
        .returning();
      if (!worked) continue;
      const assignee = r.pick(people);
      const [after] = await tx
        .update(lostSales)
        .set({ status, reasonCodeId, actionCodeId, assignedTo: assignee, note, version: 2, updatedAt: changedAt, updatedBy: assignee })
        .where(eq(lostSales.id, sale!.id))
        .returning();
      await tx.insert(auditLog).values({ at: changedAt, actorUserId: assignee, action: 'lost-sale.change', entity: 'lost sale', entityId: String(sale!.id), before: sale, after });
    }
  }
}

/** The demo's misses once Excede's parts and customers are in (the scheduler's afterImport, like the pick lists). */
export async function seedDemoLostSalesAfterImport(db: Database): Promise<void> {
  const [part] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`excede_part_branches`);
  if (!part?.n) return;
  await db.transaction((tx) => seedLostSales(tx as unknown as Database));
}
