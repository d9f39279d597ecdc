import { sql } from 'drizzle-orm';
import { moneyText } from '../../src/domain/money';
import { countTotalCents, OVER_SHORT_APPROVAL } from '../../src/domain/accounting/cashOnHand';
import { DEMO_APPROVERS, demoCashCounts, demoCashFunds } from '../../src/demo/cashFunds';
import { daysBefore } from '../../src/demo/feedback';
import { DEMO_AS_OF } from '../demoAsOf';
import { approvalAuthorities } from './approvals';
import { cashCounts, cashFunds } from './cashOnHand';
import type { Database } from './database';

/** When the demo's funds were set up: before the first count of src/demo/cashFunds.ts. */
const SET_UP = daysBefore(DEMO_AS_OF, 21);

/** The demo's cash funds, their counts and the approval authorities (src/demo/cashFunds.ts); a second run adds nothing. */
export async function seedCashOnHand(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const admin = userId.get('admin@demo.local')!;
  const funds = await tx
    .insert(cashFunds)
    .values(
      demoCashFunds().map((f) => ({
        brnId: f.brnId,
        kind: f.kind,
        name: f.name,
        drawer: f.drawer,
        custodian: f.custodian,
        floatAmount: moneyText(f.floatCents),
        createdAt: SET_UP,
        updatedAt: SET_UP,
        createdBy: admin,
        updatedBy: admin,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: cashFunds.id, brnId: cashFunds.brnId, name: cashFunds.name });
  const fundId = new Map(funds.map((f) => [`${f.brnId}:${f.name}`, f.id]));
  const counts = demoCashCounts(DEMO_AS_OF).filter((c) => fundId.has(`${c.brnId}:${c.fundName}`));
  const lastCount = new Map<number, Date>();
  if (counts.length) {
    await tx.insert(cashCounts).values(
      counts.map((c) => {
        const id = fundId.get(`${c.brnId}:${c.fundName}`)!;
        const previous = lastCount.get(id) ?? SET_UP;
        lastCount.set(id, c.countedAt);
        const counted = countTotalCents(c.denominations);
        const decidedAt = c.decidedBy ? new Date(c.countedAt.getTime() + 14 * 3_600_000) : null;
        return {
          fundId: id,
          brnId: c.brnId,
          periodStart: previous,
          denominations: c.denominations,
          floatAmount: moneyText(c.floatCents),
          receipts: '0.00',
          deposited: '0.00',
          paidOuts: '0.00',
          expected: moneyText(c.floatCents),
          counted: moneyText(counted),
          overShort: moneyText(c.overShortCents),
          threshold: '5.00',
          status: c.status,
          note: c.note,
          decidedBy: c.decidedBy ? userId.get(c.decidedBy)! : null,
          decidedAt,
          createdAt: c.countedAt,
          updatedAt: decidedAt ?? c.countedAt,
          createdBy: userId.get(c.countedBy)!,
          updatedBy: userId.get(c.decidedBy ?? c.countedBy)!,
          version: c.decidedBy ? 2 : 1,
        };
      }),
    );
  }
  // Each fund's last count, as recording one sets it.
  await tx.execute(sql`update cash_funds f set last_count_at = (select max(c.created_at) from cash_counts c where c.fund_id = f.id) where f.last_count_at is null`);
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_APPROVERS.map((a) => ({ userId: userId.get(a.email)!, kind: OVER_SHORT_APPROVAL, limitAmount: a.limitCents === null ? null : moneyText(a.limitCents), createdBy: admin })))
    .onConflictDoNothing();
}
