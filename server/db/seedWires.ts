import { sql } from 'drizzle-orm';
import { WIRE_APPROVAL } from '../../src/domain/accounting/wireAuthorization';
import { moneyText } from '../../src/domain/money';
import { DEMO_WIRE_BENEFICIARIES, DEMO_WIRES, demoWireDays } from '../../src/demo/wires';
import { DEMO_AS_OF } from '../demoAsOf';
import { approvalAuthorities } from './approvals';
import type { Database } from './database';
import { wireBeneficiaries, wireRequests, wireTrail } from './wireAuthorization';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, hours = 0) => new Date(DEMO_AS_OF.getTime() - days * DAY_MS + hours * 3_600_000);

/** Who approves wires in the demo: the administrator without a limit, the accounting clerk up to $25,000.00. */
export const DEMO_WIRE_APPROVERS = [
  { email: 'admin@demo.local', limitAmount: null },
  { email: 'accounting@demo.local', limitAmount: '25000.00' },
] as const;

/** The demo's beneficiaries and wires at Norcross and Forest Park, in every status (src/demo/wires.ts); a second run adds nothing. */
export async function seedWires(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const admin = userId.get('admin@demo.local')!;
  const person = { admin, accounting: userId.get('accounting@demo.local')! };
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_WIRE_APPROVERS.map((a) => ({ userId: userId.get(a.email)!, kind: WIRE_APPROVAL, limitAmount: a.limitAmount, createdBy: admin })))
    .onConflictDoNothing();
  const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(wireBeneficiaries);
  if (seeded!.n) return;
  const beneficiaryIds = new Map<string, number>();
  for (const b of DEMO_WIRE_BENEFICIARIES) {
    const verified = b.verifiedDaysAgo === null ? null : daysAgo(b.verifiedDaysAgo);
    const [row] = await tx
      .insert(wireBeneficiaries)
      .values({
        brnId: b.brnId,
        name: b.name,
        bankName: b.bankName,
        routingNumber: b.routingNumber,
        accountNumber: b.accountNumber,
        phone: b.phone,
        callbackPhone: b.phone,
        verifiedAt: verified,
        verifiedBy: verified ? admin : null,
        verifiedNote: verified ? 'Confirmed the routing and account numbers with their accounts receivable.' : null,
        createdAt: daysAgo((b.verifiedDaysAgo ?? 2) + 1),
        createdBy: person.accounting,
        updatedBy: person.accounting,
      })
      .returning({ id: wireBeneficiaries.id });
    beneficiaryIds.set(b.key, row!.id);
  }
  for (const w of DEMO_WIRES) {
    const requested = daysAgo(w.requestedDaysAgo, -2);
    const [row] = await tx
      .insert(wireRequests)
      .values({
        brnId: w.brnId,
        beneficiaryId: beneficiaryIds.get(w.beneficiary)!,
        amount: moneyText(w.amountCents),
        valueDate: demoWireDays(w, DEMO_AS_OF).valueDate,
        purpose: w.purpose,
        reference: w.reference,
        status: w.status,
        bankReference: w.bankReference ?? null,
        createdAt: requested,
        createdBy: person[w.requester],
        updatedBy: person[w.requester],
      })
      .returning({ id: wireRequests.id });
    const steps: { kind: (typeof wireTrail.$inferInsert)['kind']; userId: number; note?: string }[] = [];
    if (w.status !== 'Draft') steps.push({ kind: 'Submitted', userId: person[w.requester] });
    for (const approver of w.approvers) steps.push({ kind: 'Approved', userId: person[approver] });
    if (w.status === 'Rejected') steps.push({ kind: 'Rejected', userId: admin, note: w.rejectReason });
    if (w.status === 'Released' || w.status === 'Confirmed') steps.push({ kind: 'Released', userId: person[w.requester], note: w.bankReference });
    if (w.status === 'Confirmed') steps.push({ kind: 'Confirmed', userId: person[w.requester] });
    if (steps.length)
      await tx.insert(wireTrail).values(steps.map((s, i) => ({ wireId: row!.id, kind: s.kind, userId: s.userId, note: s.note ?? null, at: new Date(requested.getTime() + (i + 1) * 3_600_000) })));
  }
}
