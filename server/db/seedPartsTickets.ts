import { and, eq, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { OPEN_REPAIR_ORDER_STATUS, type TicketStatus, type TicketType } from '../../src/domain/parts/tickets';
import { instantOfWallTime, wallTimeOf } from '../../src/domain/timeZone';
import { createRandom, DEMO_SEED } from '../../src/demo/random';
import { DEMO_AS_OF } from '../demoAsOf';
import type { Database } from './database';
import { lostSales } from './lostSales';
import { partsTicketNumbers, partsTickets, partsTicketTransitions } from './partsTickets';
import { excedeRepairOrders } from './schema';

const PEOPLE = [
  ['Marcus', 'Thompson'],
  ['Keisha', 'Whitfield'],
  ['Dale', 'Ruiz'],
  ['Tommy', 'Barnes'],
  ['Latoya', 'Greene'],
  ['Hector', 'Alvarez'],
  ['Brian', 'McAllister'],
  ['Wes', 'Pruitt'],
  ['Donna', 'Keller'],
  ['Curtis', 'Holloway'],
] as const;
const COMPANIES = ['Peach State Logistics', 'Gwinnett County Fleet', 'Southeastern Freight Lines', 'Magic City Towing', 'Dixie Concrete Supply', 'Red Clay Hauling'];

/** Where a ticket opened so many minutes before the demo's now stands (older ones are done), and the path it took. */
function pathOf(age: number, r: ReturnType<typeof createRandom>): TicketStatus[] {
  if (age > 75) return r.int(1, 12) === 1 ? ['Waiting', 'Cancelled'] : ['Waiting', 'Being pulled', 'Ready at counter', 'Completed'];
  if (age > 45) return r.pick([['Waiting', 'Being pulled', 'Ready at counter'], ['Waiting', 'Being pulled', 'Waiting on order'], ['Waiting', 'Being pulled', 'Ready at counter', 'Completed']]);
  if (age > 20) return ['Waiting', 'Being pulled'];
  return ['Waiting'];
}

/**
 * The morning of the demo's day at the counters of Norcross (101) and Birmingham (201): a ticket every 6 to 14
 * minutes over the four hours before the demo's now (from 7:00 New York time at the earliest), the older ones completed (one a no-sale, recorded as a
 * lost sale) or cancelled, the newer ones pulled, ready or waiting. Only when the demo's now falls in a
 * morning's opening hours ("today" then means the day the demo starts); a second run adds nothing.
 */
export async function seedPartsTickets(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const counter = userId.get('parts@demo.local')!;
  const wall = wallTimeOf(DEMO_AS_OF, BUSINESS_TIME_ZONE);
  const day = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  const opening = instantOfWallTime({ year: wall.year, month: wall.month, day: wall.day, hour: 7 }, BUSINESS_TIME_ZONE);
  const r = createRandom(DEMO_SEED + 17);
  for (const brnId of ['101', '201']) {
    const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(partsTickets).where(and(eq(partsTickets.brnId, brnId), eq(partsTickets.day, day)));
    if (seeded!.n > 0) continue;
    const [openRo] = await tx
      .select({ slsId: excedeRepairOrders.slsId })
      .from(excedeRepairOrders)
      .where(and(eq(excedeRepairOrders.brnId, brnId), eq(excedeRepairOrders.status, OPEN_REPAIR_ORDER_STATUS), sql`${excedeRepairOrders.dateInvoice} is null`))
      .limit(1);
    let number = 0;
    let noSaleLeft = 1;
    for (let at = Math.max(opening, DEMO_AS_OF.getTime() - 4 * 3_600_000) + r.int(2, 9) * 60_000; at < DEMO_AS_OF.getTime() - 60_000; at += r.int(6, 14) * 60_000) {
      const type: TicketType = openRo && r.int(1, 5) === 1 ? 'Technician' : r.pick(['Counter', 'Counter', 'Phone', 'Driver'] as const);
      const [firstName, lastName] = r.pick(PEOPLE);
      const company = type === 'Counter' || type === 'Technician' ? null : r.pick(COMPANIES);
      const steps = pathOf((DEMO_AS_OF.getTime() - at) / 60_000, r);
      const status = steps.at(-1)!;
      const noSale = status === 'Completed' && noSaleLeft > 0 && r.int(1, 4) === 1;
      if (noSale) noSaleLeft--;
      const times = steps.map((_, i) => new Date(at + i * r.int(3, 9) * 60_000));
      const [ticket] = await tx
        .insert(partsTickets)
        .values({
          brnId,
          day,
          number: ++number,
          type,
          firstName: company ? null : firstName,
          lastName: company ? null : lastName,
          company,
          slsId: type === 'Technician' ? openRo!.slsId : null,
          untId: r.int(1, 3) === 1 ? `F-${r.int(1000, 4999)}` : null,
          lines: r.int(1, 6),
          assignedTo: status === 'Waiting' ? null : counter,
          status,
          truckDown: r.int(1, 8) === 1,
          completionLink: status === 'Completed' && !noSale ? `${brnId}-${r.int(400000, 499999)}` : null,
          noSaleReason: noSale ? 'Out of stock; customer bought elsewhere' : null,
          cancelReason: status === 'Cancelled' ? 'Customer left before being called' : null,
          version: steps.length,
          createdAt: times[0]!,
          createdBy: counter,
          updatedAt: times.at(-1)!,
          updatedBy: counter,
        })
        .onConflictDoNothing()
        .returning();
      if (!ticket) continue;
      await tx.insert(partsTicketTransitions).values(steps.map((to, i) => ({ ticketId: ticket.id, brnId, fromStatus: i ? steps[i - 1]! : null, toStatus: to, at: times[i]!, by: counter })));
      if (noSale) {
        const customer = company ?? `${firstName} ${lastName}`;
        await tx.insert(lostSales).values({ brnId, source: type, customer, reason: ticket.noSaleReason!, ticketId: ticket.id, createdAt: times.at(-1)!, createdBy: counter, updatedAt: times.at(-1)!, updatedBy: counter });
      }
    }
    if (number) await tx.insert(partsTicketNumbers).values({ brnId, day, lastNumber: number }).onConflictDoNothing();
  }
}
