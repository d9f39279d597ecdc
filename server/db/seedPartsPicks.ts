import { desc, eq, sql } from 'drizzle-orm';
import { pickNumberText, pickStatusOf, type PickSource, type ShortOutcome } from '../../src/domain/parts/picks';
import { createRandom, DEMO_SEED } from '../../src/demo/random';
import { DEMO_AS_OF } from '../demoAsOf';
import { invoiceSource, primaryBins, repairOrderSource, type SourceLine } from '../routes/parts/picksData';
import type { Database } from './database';
import { lostSales } from './lostSales';
import { partsPickLines, partsPicks } from './partsPicks';
import { excedePartsInvoices, excedeRoLines, users } from './schema';

const BAYS = ['Counter 1', 'Counter 2', 'Will-call shelf', 'Bay 3', 'Bay 7', 'Dock door 2'];
const MINUTE = 60_000;

/**
 * A morning of pick lists at Norcross (101) and Birmingham (201) from the branches' latest counter invoices and
 * repair order jobs: a pick every 10 to 20 minutes over the three hours before the demo's now, the older ones
 * delivered or staged (one line short as a lost sale, one backordered), the newer ones being picked or open.
 * A branch that has picks already is left as it is.
 */
export async function seedPartsPicks(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const counter = userId.get('parts@demo.local')!;
  const r = createRandom(DEMO_SEED + 18);
  for (const brnId of ['101', '201']) {
    const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(partsPicks).where(eq(partsPicks.brnId, brnId));
    if (seeded!.n > 0) continue;
    const invoices = await tx.select({ slsId: excedePartsInvoices.slsId }).from(excedePartsInvoices).where(eq(excedePartsInvoices.brnId, brnId)).orderBy(desc(excedePartsInvoices.invoicedAt)).limit(8);
    const jobs = await tx
      .selectDistinct({ slsId: excedeRoLines.slsId, opsId: excedeRoLines.opsId })
      .from(excedeRoLines)
      .where(sql`${excedeRoLines.kind} = 'Part' and ${excedeRoLines.slsId} in (select sls_id from excede_repair_orders where brn_id = ${brnId})`)
      .orderBy(desc(excedeRoLines.slsId))
      .limit(4);
    const sources: { source: PickSource; slsId: string; opsId: number | null }[] = [
      ...invoices.map((i) => ({ source: 'Counter' as const, slsId: i.slsId, opsId: null })),
      ...jobs.map((j) => ({ source: 'RO' as const, slsId: j.slsId, opsId: j.opsId })),
    ].sort(() => r.int(-1, 1));
    let shortsLeft: ShortOutcome[] = ['Lost sale', 'Backorder'];
    let at = DEMO_AS_OF.getTime() - 180 * MINUTE;
    for (const from of sources) {
      at += r.int(10, 20) * MINUTE;
      if (at > DEMO_AS_OF.getTime() - 2 * MINUTE) break;
      const found: { customer: string | null; truck?: string; lines: SourceLine[] } | undefined =
        from.source === 'RO' ? await repairOrderSource(tx, brnId, from.slsId, from.opsId!) : await invoiceSource(tx, brnId, from.slsId);
      const lines: SourceLine[] = found?.lines.slice(0, 8) ?? [];
      if (!found || !lines.length) continue;
      const age = (DEMO_AS_OF.getTime() - at) / MINUTE;
      // Older picks are done; a middle-aged one is being picked; the newest wait for a picker.
      const stage = age > 70 ? 'done' : age > 25 ? 'picking' : 'open';
      const short: ShortOutcome | null = stage === 'done' && lines.length > 1 && shortsLeft.length && r.int(1, 2) === 1 ? shortsLeft[0]! : null;
      if (short) shortsLeft = shortsLeft.slice(1);
      const bins = await primaryBins(tx, brnId, lines.map((l) => l.partNo));
      const states = lines.map((l, i) => {
        const qtyShort = short && i === lines.length - 1 ? l.qty : 0;
        const qtyPicked = stage === 'done' ? l.qty - qtyShort : stage === 'picking' && i < lines.length / 2 ? l.qty : 0;
        return { qtyRequested: l.qty, qtyPicked, qtyShort, shortOutcome: qtyShort ? short : null };
      });
      const stagedAt = stage === 'done' ? new Date(at + r.int(8, 30) * MINUTE) : null;
      const delivered = stage === 'done' && age > 100 ? new Date(stagedAt!.getTime() + r.int(5, 25) * MINUTE) : null;
      const status = pickStatusOf(states, stage !== 'open', delivered !== null);
      const { customer } = found;
      const [pick] = await tx
        .insert(partsPicks)
        .values({
          brnId,
          source: from.source,
          slsId: from.slsId,
          opsId: from.opsId,
          customer,
          bay: found.truck ?? r.pick(BAYS),
          pickerId: stage === 'open' ? null : counter,
          status,
          requestedAt: new Date(at),
          stagedAt,
          deliveredAt: delivered,
          createdAt: new Date(at),
          createdBy: counter,
          updatedAt: delivered ?? stagedAt ?? new Date(at),
          updatedBy: counter,
        })
        .returning();
      const lineRows = await tx
        .insert(partsPickLines)
        .values(lines.map((l, i) => ({ pickId: pick!.id, lineNo: i + 1, partNo: l.partNo, description: l.description, bin: bins.get(l.partNo) ?? null, ...states[i]!, createdBy: counter, updatedBy: counter })))
        .returning();
      const lost = lineRows.find((l) => l.shortOutcome === 'Lost sale');
      if (lost) {
        const [sale] = await tx
          .insert(lostSales)
          .values({ brnId, partNo: lost.partNo, description: lost.description, qty: lost.qtyShort, source: from.source, customer, reason: `Short on pick ${pickNumberText(pick!.id)}`, createdAt: stagedAt!, createdBy: counter, updatedAt: stagedAt!, updatedBy: counter })
          .returning();
        await tx.update(partsPickLines).set({ lostSaleId: sale!.id }).where(eq(partsPickLines.id, lost.id));
      }
    }
  }
}

/**
 * The demo's pick lists once Excede's invoices and RO lines are in: on a first start the seed runs before the
 * first import, so the scheduler calls this after each import that ran (a branch with picks is left as it is).
 */
export async function seedDemoPicksAfterImport(db: Database): Promise<void> {
  const [counter] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'parts@demo.local'));
  const [invoice] = await db.select({ slsId: excedePartsInvoices.slsId }).from(excedePartsInvoices).limit(1);
  if (!counter || !invoice) return;
  await db.transaction((tx) => seedPartsPicks(tx as unknown as Database, new Map([['parts@demo.local', counter.id]])));
}
