import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { newYorkDay } from '../../src/domain/businessDays';
import { DEFAULT_ACCEPT_UNDER_CENTS, type InventoryStatus } from '../../src/domain/parts/annualInventory';
import { DEMO_SEED } from '../../src/demo/random';
import { freezeStock } from '../business/parts/annualInventoryFreeze';
import { DEMO_AS_OF } from '../demoAsOf';
import { physInventories } from './annualInventory';
import { approvalAuthorities } from './approvals';
import type { Database } from './database';
import { users } from './schema';

const HOUR = 3_600_000;

interface Plan {
  brnId: string;
  year: number;
  status: InventoryStatus;
  /** Share of tags returned, entered and verified, in tag order. */
  returned: number;
  entered: number;
  verified: number;
}

interface People {
  maker: number;
  partsManager: number;
  controller: number;
}

/**
 * A tag's count in SQL over `t` (phys_inventory_tags), spread by a hash of its number: seven in ten agree with the
 * book, the rest a piece or two off (more short than over) where that stays within the threshold; a far-off tag
 * (`far`) is off by half as much again as the threshold at its cost.
 */
const OFF = sql`case when h.v < 70 then 0 when h.v < 80 then -1 when h.v < 88 then -2 when h.v < 95 then 1 else 2 end`;
const countedSql = (far: SQL) => sql`case when ${far} then t.book_qty + ceil(${DEFAULT_ACCEPT_UNDER_CENTS * 1.5} / greatest(t.unit_cost * 100, 1))::int
  when abs(${OFF}) * t.unit_cost * 100 > ${DEFAULT_ACCEPT_UNDER_CENTS} then t.book_qty
  else greatest(0, t.book_qty + ${OFF}) end`;

/**
 * One branch's count, its tags frozen from Excede's stock by the code a parts manager's start runs (every bin with
 * stock, NOLOC included), then counted as far as the plan says, all in SQL so the large demo seeds in seconds.
 */
async function seedInventory(tx: Database, plan: Plan, people: People): Promise<void> {
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
  const id = inventory!.id;
  const n = await freezeStock(tx, { inventoryId: id, brnId: plan.brnId, teams: 4, by: people.maker, at });
  const [returned, entered, verified] = [plan.returned, plan.entered, plan.verified].map((share) => Math.round(n * share)) as [number, number, number];
  // The most expensive shelf parts among the entered tags are the far-off ones: one last year, three this year.
  const farIds = sql`(select f.id, f.tag_no from phys_inventory_tags f where f.inventory_id = ${id} and f.tag_no <= ${entered} and f.book_qty > 0 and f.unit_cost > 0
                       order by f.unit_cost desc, f.tag_no limit ${approved ? 1 : 3})`;
  const far = sql`t.id in (select x.id from ${farIds} x)`;
  await tx.execute(sql`update phys_inventory_tags t set
      counted_qty = ${countedSql(far)},
      returned_at = ${at.toISOString()}::timestamptz + (1 + t.tag_no % 5) * interval '1 hour',
      entered_at = case when t.tag_no <= ${entered} then ${at.toISOString()}::timestamptz + (2 + t.tag_no % 4) * interval '1 hour' end,
      entered_by = case when t.tag_no <= ${entered} then ${people.partsManager}::int end,
      verified_at = case when t.tag_no <= ${verified} then ${at.toISOString()}::timestamptz + interval '5 hours' end,
      verified_by = case when t.tag_no <= ${verified} then ${people.controller}::int end,
      updated_by = ${people.partsManager}
    from (select id, (((tag_no::bigint * 2654435761 + ${DEMO_SEED + plan.year}) % 100) + 100) % 100 as v from phys_inventory_tags where inventory_id = ${id}) h
    where t.id = h.id and t.inventory_id = ${id} and t.tag_no <= ${returned}`);
  // Last year's was decided in full (far off excluded); this year's: the first far-off line recounted, the second sent to recount (while counting), the rest undecided.
  await tx.execute(sql`insert into phys_inventory_lines (inventory_id, tag_id, decision, comment, recounted_qty, recounted_by, recounted_at, created_by, updated_by)
    select ${id}, t.id,
           case when ${approved} then case when ${far} then 'Exclude' else 'Accept' end
                when ${plan.status === 'Counting'} and far.rank = 2 then 'Recount' end,
           case when ${approved} and ${far} then 'Core returns in transit counted on the shelf' end,
           case when far.rank = 1 and not ${approved} then t.counted_qty end,
           case when far.rank = 1 and not ${approved} then ${people.partsManager}::int end,
           case when far.rank = 1 and not ${approved} then ${at.toISOString()}::timestamptz + interval '5 hours' end,
           ${people.partsManager}, ${people.partsManager}
      from phys_inventory_tags t
      left join (select x.id, row_number() over (order by x.tag_no) as rank from ${farIds} x) far on far.id = t.id
     where t.inventory_id = ${id} and t.entered_at is not null`);
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
    await seedInventory(t, { brnId: '101', year: year - 1, status: 'Approved', returned: 1, entered: 1, verified: 1 }, who);
    await seedInventory(t, { brnId: '101', year, status: 'Counting', returned: 0.7, entered: 0.55, verified: 0.35 }, who);
    await seedInventory(t, { brnId: '201', year, status: 'Review', returned: 1, entered: 1, verified: 0.9 }, who);
  });
}
