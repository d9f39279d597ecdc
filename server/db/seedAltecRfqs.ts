import { eq, sql } from 'drizzle-orm';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import { moneyText } from '../../src/domain/money';
import { ALTEC_PLANTS, businessDaysAfter, quoteNumberText, rfqNumberText, type RfqOutcome } from '../../src/domain/sales/altecRfqs';
import { createRandom, DEMO_SEED } from '../../src/demo/random';
import { altecRfqs } from './altecRfqs';
import { queryRows, type Database } from './database';
import { users } from './schema';

type Spec = Pick<typeof altecRfqs.$inferInsert, 'model' | 'cab' | 'wheelbase' | 'cabToAxle' | 'gvwr' | 'drivetrain'> & { price: [number, number] };

/** Chassis Altec asks for: a bucket truck on an F-550, a digger derrick on an F-750, with their usual wheelbase, CA and GVWR. */
const SPECS: Spec[] = [
  { model: 'F-550', cab: 'Regular cab', wheelbase: 165, cabToAxle: 84, gvwr: 19_500, drivetrain: '4x4', price: [61_000, 68_000] },
  { model: 'F-550', cab: 'Crew cab', wheelbase: 201, cabToAxle: 84, gvwr: 19_500, drivetrain: '4x4', price: [66_000, 74_000] },
  { model: 'F-550', cab: 'SuperCab', wheelbase: 189, cabToAxle: 84, gvwr: 19_500, drivetrain: '4x2', price: [58_000, 64_000] },
  { model: 'F-600', cab: 'Regular cab', wheelbase: 189, cabToAxle: 108, gvwr: 22_000, drivetrain: '4x4', price: [67_000, 74_000] },
  { model: 'F-450', cab: 'Regular cab', wheelbase: 165, cabToAxle: 84, gvwr: 16_500, drivetrain: '4x2', price: [54_000, 60_000] },
  { model: 'F-650', cab: 'Regular cab', wheelbase: 218, cabToAxle: 120, gvwr: 29_000, drivetrain: '4x2', price: [92_000, 104_000] },
  { model: 'F-750', cab: 'Crew cab', wheelbase: 254, cabToAxle: 144, gvwr: 33_000, drivetrain: '4x2', price: [112_000, 126_000] },
];
const CONTACTS = ['Dana Whitfield', 'Curtis Hale', 'Brenda Okafor', 'Jamal Tate', 'Rita Lindqvist'];
const END_CUSTOMERS = ['Alabama Power', 'Georgia Power', 'Huntsville Utilities', 'City of Birmingham', 'Joe Wheeler EMC', 'Baldwin EMC', 'Jackson EMC', 'Asplundh Tree Expert', 'Davey Tree', null];
const LOST = ['Price: another Ford dealer was $1,150 a unit lower', 'Delivery: Altec needed the chassis sooner than our allocation', 'Altec chose an International CV chassis', "End customer's budget was cut"];
const NO_BID = ['No F-600 allocation this quarter', 'Spec not orderable: that CA on a crew cab', 'Due date too short to get pricing from Ford'];

/** The RFQs of each branch: Birmingham, next door to Altec, gets most. */
const BRANCH_RFQS: [brnId: string, count: number][] = [
  ['201', 44],
  ['101', 16],
];

/**
 * About 60 Altec RFQs over the 14 months before the demo's now, most at Birmingham (201), some at Norcross (101):
 * the older ones decided (Won linked to one of the branch's deals, sold a few weeks after the quote; Lost or No bid
 * with a reason), the recent ones quoted and waiting, and a few not yet quoted, due this week or overdue.
 * Deterministic but for the day it runs; writes nothing when any RFQ exists, or before the first import brought deals in.
 */
export async function seedAltecRfqsAfterImport(db: Database): Promise<void> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'sales@demo.local'));
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(altecRfqs);
  if (!seller || seeded!.n > 0) return;
  // The waiting ones are due this week by the real day, as their alerts are read: the demo's now may be pinned earlier.
  const today = newYorkDay(new Date());
  const r = createRandom(DEMO_SEED + 41);
  const rows: (typeof altecRfqs.$inferInsert)[] = [];
  let seq = 100;
  for (const [brnId, count] of BRANCH_RFQS) {
    const deals = await queryRows<{ deal_id: string; sold_on: string; salesperson: string }>(
      db,
      sql`select d.deal_id, d.sold_on::text, coalesce(e.name, d.emp_id_sales) as salesperson from excede_deals d left join excede_employees e on e.excede_id = d.emp_id_sales
           where d.brn_id = ${brnId} and d.price > 0 and d.sold_on > ${addDays(today, -400)}::date and d.sold_on < ${addDays(today, -10)}::date order by d.sold_on, d.deal_id`,
    );
    if (!deals.length) continue;
    const salespeople = [...new Set(deals.map((d) => d.salesperson))].sort().slice(0, 3);
    const wonDeals = r.shuffle(deals).slice(0, Math.round(count / 4));
    for (let i = 0; i < count; i += 1) {
      const spec = r.pick(SPECS);
      const won = wonDeals[i];
      // The newest few are not yet quoted: two due this week, one overdue; then some quoted and waiting; the rest decided.
      const fresh = count - i <= 3;
      const waiting = !fresh && count - i <= 8;
      const receivedOn = won
        ? addDays(won.sold_on, -r.int(25, 50))
        : fresh
          ? addDays(today, -r.int(2, 6))
          : waiting
            ? addDays(today, -r.int(6, 30))
            : addDays(today, -r.int(40, 420));
      const dueOn = fresh ? (count - i === 1 ? addDays(today, -1) : businessDaysAfter(today, r.int(0, 3))) : businessDaysAfter(receivedOn, r.int(5, 10));
      const quotedOn = fresh ? null : businessDaysAfter(receivedOn, r.int(0, 4));
      const outcome: RfqOutcome = won ? 'Won' : fresh || waiting ? 'Pending' : r.pick(['Lost', 'Lost', 'Lost', 'No bid'] as const);
      const noBid = outcome === 'No bid';
      const qty = r.pick([1, 1, 2, 2, 3, 4, 6, 10]);
      seq += 1;
      rows.push({
        rfqNo: rfqNumberText(Number(receivedOn.slice(0, 4)), seq),
        brnId,
        receivedOn,
        plant: brnId === '201' ? r.pick([ALTEC_PLANTS[0], ALTEC_PLANTS[0], ALTEC_PLANTS[1], ALTEC_PLANTS[3]]) : r.pick([ALTEC_PLANTS[2], ALTEC_PLANTS[0], ALTEC_PLANTS[3]]),
        contact: r.pick(CONTACTS),
        endCustomer: r.pick(END_CUSTOMERS),
        model: spec.model,
        cab: spec.cab,
        wheelbase: spec.wheelbase,
        cabToAxle: spec.cabToAxle,
        gvwr: spec.gvwr,
        drivetrain: spec.drivetrain,
        qty: won ? 1 : qty,
        dueOn,
        quoteNo: quotedOn && !noBid ? quoteNumberText(brnId, seq) : null,
        quotedOn: noBid ? null : quotedOn,
        unitPrice: quotedOn && !noBid ? moneyText(r.int(spec.price[0], spec.price[1]) * 100 + r.pick([0, 50])) : null,
        outcome,
        reason: outcome === 'Lost' ? r.pick(LOST) : noBid ? r.pick(NO_BID) : null,
        dealId: won?.deal_id ?? null,
        upfitShipTo: `Altec, ${r.pick(ALTEC_PLANTS)}`,
        expectedDelivery: won ? won.sold_on : null,
        salesperson: won?.salesperson ?? r.pick(salespeople),
        createdBy: seller.id,
        updatedBy: seller.id,
      });
    }
  }
  await db.insert(altecRfqs).values(rows);
}
