import { eq, inArray, sql } from 'drizzle-orm';
import { newYorkDay } from '../../src/domain/businessDays';
import { centsOf } from '../../src/domain/money';
import { DEFAULT_ACCEPT_UNDER_CENTS, zoneOfBin, type InventoryStatus, type LineDecision } from '../../src/domain/parts/annualInventory';
import { createRandom, DEMO_SEED } from '../../src/demo/random';
import { DEMO_AS_OF } from '../demoAsOf';
import { physInventories, physInventoryLines, physInventoryTags } from './annualInventory';
import { approvalAuthorities } from './approvals';
import { queryRows, type Database } from './database';
import { users } from './schema';

const HOUR = 3_600_000;
const COUNTERS = ['Team 1 - R. Smith', 'Team 2 - L. Garcia', 'Team 3 - D. Jackson', 'Team 4 - K. Lee'];

interface Stock {
  part_no: string;
  bin: string;
  on_hand: number;
  cost: string;
}

interface Plan {
  brnId: string;
  year: number;
  status: InventoryStatus;
  tags: number;
  /** Share of tags returned, entered and verified. */
  returned: number;
  entered: number;
  verified: number;
}

interface People {
  maker: number;
  partsManager: number;
  controller: number;
}

/** A shelf part's count: most agree with the book, some are a piece or two off, a few far off (over the threshold). */
function countedOf(r: ReturnType<typeof createRandom>, stock: Stock, farOff: boolean): number {
  if (farOff) return stock.on_hand + Math.ceil((DEFAULT_ACCEPT_UNDER_CENTS * 1.5) / Math.max(centsOf(stock.cost) ?? 1, 1));
  const off = r.next();
  if (off < 0.7) return stock.on_hand;
  return Math.max(0, stock.on_hand + r.pick([-2, -1, -1, 1]));
}

async function seedInventory(tx: Database, plan: Plan, people: People, r: ReturnType<typeof createRandom>): Promise<void> {
  const stock = await queryRows<Stock>(
    tx,
    sql`select pb.part_no, b.bin, pb.on_hand, pm.cost::text as cost
          from excede_part_branches pb join excede_part_bins b on b.part_no = pb.part_no and b.brn_id = pb.brn_id and b.is_primary
          join excede_part_master pm on pm.part_no = pb.part_no
         where pb.brn_id = ${plan.brnId} and pb.on_hand > 0 and pm.cost > 0 and b.bin ~ '^[A-Z][0-9]{2}-'
         order by b.bin, pb.part_no limit ${plan.tags}`,
  );
  if (!stock.length) return;
  const approved = plan.status === 'Approved';
  const day = approved ? `${plan.year}-12-31` : newYorkDay(DEMO_AS_OF);
  const at = approved ? new Date(`${plan.year + 1}-01-02T15:00:00Z`) : new Date(DEMO_AS_OF.getTime() - 6 * HOUR);
  const [inventory] = await tx
    .insert(physInventories)
    .values({
      brnId: plan.brnId,
      year: plan.year,
      countDate: day,
      status: plan.status,
      partsManagerApprovedBy: approved ? people.partsManager : null,
      partsManagerApprovedAt: approved ? new Date(at.getTime() + 48 * HOUR) : null,
      controllerApprovedBy: approved ? people.controller : null,
      controllerApprovedAt: approved ? new Date(at.getTime() + 72 * HOUR) : null,
      createdBy: people.maker,
      updatedBy: approved ? people.controller : people.maker,
      createdAt: new Date(at.getTime() - 24 * HOUR),
    })
    .returning();
  const n = stock.length;
  // The most expensive parts among the entered tags are the far-off ones.
  const entered = Math.round(n * plan.entered);
  const farOff = new Set(
    stock
      .slice(0, entered)
      .map((s, i) => ({ i, cost: centsOf(s.cost) ?? 0 }))
      .sort((a, b) => b.cost - a.cost)
      .slice(0, approved ? 1 : 3)
      .map((s) => s.i),
  );
  const tags = await tx
    .insert(physInventoryTags)
    .values(
      stock.map((s, i) => {
        const { zone, aisle } = zoneOfBin(s.bin);
        const isEntered = i < entered;
        return {
          inventoryId: inventory!.id,
          tagNo: 1001 + i,
          zone,
          aisle,
          bin: s.bin,
          partNo: s.part_no,
          counter: COUNTERS[i % COUNTERS.length]!,
          bookQty: s.on_hand,
          unitCost: s.cost,
          countedQty: i < n * plan.returned ? countedOf(r, s, farOff.has(i)) : null,
          returnedAt: i < n * plan.returned ? new Date(at.getTime() + (1 + (i % 5)) * HOUR) : null,
          enteredAt: isEntered ? new Date(at.getTime() + (2 + (i % 4)) * HOUR) : null,
          enteredBy: isEntered ? people.partsManager : null,
          verifiedAt: i < n * plan.verified ? new Date(at.getTime() + 5 * HOUR) : null,
          verifiedBy: i < n * plan.verified ? people.partsManager : null,
          createdBy: people.maker,
          updatedBy: isEntered ? people.partsManager : people.maker,
          createdAt: at,
        };
      }),
    )
    .returning();
  const far = [...farOff];
  await tx.insert(physInventoryLines).values(
    tags.slice(0, entered).map((tag, i) => {
      // Last year's was decided in full; this year's: a first far-off line recounted, a second sent to recount, the rest undecided.
      const recounted = far[0] === i;
      const decision: LineDecision | null = approved ? (farOff.has(i) ? 'Exclude' : 'Accept') : far[1] === i && plan.status === 'Counting' ? 'Recount' : null;
      return {
        inventoryId: inventory!.id,
        tagId: tag.id,
        decision,
        comment: decision === 'Exclude' ? 'Core returns in transit counted on the shelf' : null,
        recountedQty: recounted ? tag.countedQty : null,
        recountedBy: recounted ? people.partsManager : null,
        recountedAt: recounted ? new Date(at.getTime() + 5 * HOUR) : null,
        createdBy: people.partsManager,
        updatedBy: people.partsManager,
      };
    }),
  );
}

/**
 * The demo's year-end counts, once Excede's stock is imported: this year's under way at Norcross (101, counting:
 * tags partly entered, far-off lines, one sent to recount) and Birmingham (201, in review), last year's approved
 * and locked at Norcross; and who signs: parts@demo.local as parts manager, admin@demo.local as controller
 * (accounting@ holds no parts permission). Nothing is written once the branches have counts.
 */
export async function seedAnnualInventoryAfterImport(db: Database): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['parts@demo.local', 'admin@demo.local', 'accounting@demo.local']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const [stock] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`excede_part_branches`);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(physInventories).where(eq(physInventories.brnId, '101'));
  const partsManager = idOf('parts@demo.local');
  const controller = idOf('admin@demo.local');
  const maker = idOf('accounting@demo.local');
  if (!partsManager || !controller || !maker || !stock!.n || counted!.n) return;
  const year = Number(newYorkDay(DEMO_AS_OF).slice(0, 4));
  const r = createRandom(DEMO_SEED + 61);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .insert(approvalAuthorities)
      .values([
        { userId: partsManager, kind: 'annual-inventory-parts-manager', createdBy: controller, updatedBy: controller },
        { userId: controller, kind: 'annual-inventory-parts-manager', createdBy: controller, updatedBy: controller },
        { userId: controller, kind: 'annual-inventory-controller', createdBy: controller, updatedBy: controller },
      ])
      .onConflictDoNothing();
    const who = { maker, partsManager, controller };
    await seedInventory(t, { brnId: '101', year: year - 1, status: 'Approved', tags: 60, returned: 1, entered: 1, verified: 1 }, who, r);
    await seedInventory(t, { brnId: '101', year, status: 'Counting', tags: 80, returned: 0.7, entered: 0.55, verified: 0.35 }, who, r);
    await seedInventory(t, { brnId: '201', year, status: 'Review', tags: 40, returned: 1, entered: 1, verified: 0.9 }, who, r);
  });
}
