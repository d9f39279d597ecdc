import { sql } from 'drizzle-orm';
import { isCapitalLine, poNumberFor, purchaseTotalCents, TIER_APPROVAL_KINDS, type PurchaseDepartment, type PurchaseStatus, type PurchaseTier } from '../../src/domain/accounting/companyPurchase';
import { DEFAULT_CAPITAL_LINE_ABOVE_CENTS } from '../../src/domain/accounting/companyPurchase';
import { newYorkDay } from '../../src/domain/businessDays';
import { moneyText } from '../../src/domain/money';
import { DEMO_AS_OF } from '../demoAsOf';
import { approvalAuthorities } from './approvals';
import { companyPurchaseApprovals, companyPurchaseLines, companyPurchaseReceipts, companyPurchases } from './companyPurchase';
import type { Database } from './database';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(DEMO_AS_OF.getTime() - days * DAY_MS);

/**
 * Who approves company purchases in the demo: the administrator at every tier without a limit, the accounting
 * clerk as department head and general manager up to $10,000.00, so accounting@ finds requests awaiting them.
 */
const DEMO_PURCHASE_APPROVERS: { email: string; tier: PurchaseTier; limitAmount: string | null }[] = [
  ...(['department-head', 'general-manager', 'controller', 'principal'] as const).map((tier) => ({ email: 'admin@demo.local', tier, limitAmount: null })),
  { email: 'accounting@demo.local', tier: 'department-head', limitAmount: '10000.00' },
  { email: 'accounting@demo.local', tier: 'general-manager', limitAmount: '10000.00' },
];

interface DemoPurchase {
  brnId: string;
  department: PurchaseDepartment;
  vendorId: string;
  glAccount: string;
  requester: string;
  daysAgo: number;
  justification: string;
  lines: { description: string; quantity: number; unitPriceCents: number; received?: number }[];
  taxCents: number;
  status: PurchaseStatus;
  /** Who approved at each tier so far, in order; a rejection's reason last. */
  approvedBy: string[];
  rejected?: { by: string; reason: string };
}

const DEMO_PURCHASES: DemoPurchase[] = [
  {
    brnId: '101', department: 'Service', vendorId: 'SAFEKL', glAccount: '6320', requester: 'service@demo.local', daysAgo: 1, status: 'Pending', approvedBy: [], taxCents: 4_480,
    justification: 'The parts washer in bay 3 leaks solvent; Safety-Kleen replaces it under the service agreement at this price.',
    lines: [{ description: 'Parts washer, 30 gallon', quantity: 1, unitPriceCents: 64_000 }],
  },
  {
    brnId: '101', department: 'IT', vendorId: 'ATTBUS', glAccount: '6350', requester: 'sales@demo.local', daysAgo: 2, status: 'Pending', approvedBy: ['admin@demo.local'], taxCents: 0,
    justification: 'Sales staff lose calls on the lot: six mobile hotspots with a year of service.',
    lines: [{ description: 'Mobile hotspot with 12 months of service', quantity: 6, unitPriceCents: 80_800 }],
  },
  {
    brnId: '101', department: 'Parts', vendorId: 'CINTAS', glAccount: '6320', requester: 'parts@demo.local', daysAgo: 6, status: 'Approved', approvedBy: ['accounting@demo.local', 'admin@demo.local'], taxCents: 16_100,
    justification: 'Shelving for the new filter aisle.',
    lines: [{ description: 'Steel shelving unit, 48 × 24 × 84', quantity: 10, unitPriceCents: 23_000 }],
  },
  {
    brnId: '101', department: 'Service', vendorId: 'SAFEKL', glAccount: '6320', requester: 'service@demo.local', daysAgo: 20, status: 'Received in part', approvedBy: ['accounting@demo.local', 'admin@demo.local', 'sales@demo.local', 'parts@demo.local'], taxCents: 80_000,
    justification: 'A second heavy-duty lift: trucks wait a day for bay 1.',
    lines: [
      { description: 'Four-post heavy-duty truck lift', quantity: 1, unitPriceCents: 1_150_000, received: 1 },
      { description: 'Rolling jack for the lift', quantity: 2, unitPriceCents: 95_000, received: 0 },
    ],
  },
  {
    brnId: '101', department: 'Facilities', vendorId: 'CINTAS', glAccount: '6320', requester: 'parts@demo.local', daysAgo: 45, status: 'Closed', approvedBy: ['accounting@demo.local'], taxCents: 3_150,
    justification: 'First-aid cabinets for the shop and the parts counter.',
    lines: [{ description: 'First-aid cabinet, 50 person', quantity: 2, unitPriceCents: 22_500, received: 2 }],
  },
  {
    brnId: '101', department: 'Sales', vendorId: 'ATTBUS', glAccount: '6350', requester: 'sales@demo.local', daysAgo: 12, status: 'Rejected', approvedBy: [], taxCents: 0,
    rejected: { by: 'accounting@demo.local', reason: 'The lot already has Wi-Fi: ask IT for an access point instead.' },
    justification: 'Tablets for the lot.',
    lines: [{ description: 'Tablet with keyboard case', quantity: 3, unitPriceCents: 31_000 }],
  },
  {
    brnId: '101', department: 'Administration', vendorId: 'ATTBUS', glAccount: '6350', requester: 'accounting@demo.local', daysAgo: 0, status: 'Draft', approvedBy: [], taxCents: 0,
    justification: 'A headset for each cashier.',
    lines: [{ description: 'Wireless headset', quantity: 3, unitPriceCents: 12_900 }],
  },
  {
    brnId: '102', department: 'Service', vendorId: 'SAFEKL', glAccount: '6320', requester: 'service@demo.local', daysAgo: 3, status: 'Pending', approvedBy: [], taxCents: 1_200,
    justification: 'Spill kits for the wash bay.',
    lines: [{ description: 'Oil spill kit', quantity: 4, unitPriceCents: 14_500 }],
  },
];

const ORDERED: readonly PurchaseStatus[] = ['Ordered', 'Received in part', 'Received', 'Invoiced', 'Closed'];

/** The demo's purchase requests at Norcross and Forest Park in several statuses, and who approves them; a second run adds nothing. */
export async function seedCompanyPurchases(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const admin = userId.get('admin@demo.local')!;
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_PURCHASE_APPROVERS.map((a) => ({ userId: userId.get(a.email)!, kind: TIER_APPROVAL_KINDS[a.tier], limitAmount: a.limitAmount, createdBy: admin })))
    .onConflictDoNothing();
  const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(companyPurchases);
  if (seeded!.n) return;
  const tiers = ['department-head', 'general-manager', 'controller', 'principal'] as const;
  for (const d of DEMO_PURCHASES) {
    const requester = userId.get(d.requester)!;
    const at = daysAgo(d.daysAgo);
    const amount = moneyText(purchaseTotalCents(d.lines, d.taxCents, 0));
    const [row] = await tx
      .insert(companyPurchases)
      .values({
        brnId: d.brnId, department: d.department, vendorId: d.vendorId, glAccount: d.glAccount, justification: d.justification,
        requestedBy: requester, requestedOn: newYorkDay(at), tax: moneyText(d.taxCents), freight: '0.00', amount, status: d.status,
        submittedAt: d.status === 'Draft' ? null : at, createdAt: at, createdBy: requester, updatedBy: requester,
      })
      .returning({ id: companyPurchases.id });
    const id = row!.id;
    if (ORDERED.includes(d.status)) {
      await tx.update(companyPurchases).set({ poNumber: poNumberFor(d.brnId, id), orderedAt: daysAgo(d.daysAgo - 2), orderedBy: admin, closedAt: d.status === 'Closed' ? daysAgo(d.daysAgo - 9) : null }).where(sql`id = ${id}`);
    }
    const lines = await tx
      .insert(companyPurchaseLines)
      .values(d.lines.map((l, i) => ({
        purchaseId: id, lineNo: i + 1, description: l.description, quantity: l.quantity, unitPrice: moneyText(l.unitPriceCents),
        extended: moneyText(l.quantity * l.unitPriceCents), quantityReceived: l.received ?? 0, capital: isCapitalLine(l.quantity * l.unitPriceCents, DEFAULT_CAPITAL_LINE_ABOVE_CENTS),
      })))
      .returning({ id: companyPurchaseLines.id });
    for (const [i, email] of d.approvedBy.entries()) {
      await tx.insert(companyPurchaseApprovals).values({ purchaseId: id, tier: tiers[i]!, decision: 'Approved', userId: userId.get(email)!, at: new Date(at.getTime() + (i + 1) * 3_600_000) });
    }
    if (d.rejected) await tx.insert(companyPurchaseApprovals).values({ purchaseId: id, tier: 'department-head', decision: 'Rejected', userId: userId.get(d.rejected.by)!, at: new Date(at.getTime() + 3_600_000), reason: d.rejected.reason });
    for (const [i, l] of d.lines.entries()) {
      if (l.received) await tx.insert(companyPurchaseReceipts).values({ purchaseId: id, lineId: lines[i]!.id, quantity: l.received, receivedAt: daysAgo(d.daysAgo - 5), receivedBy: userId.get(d.requester)! });
    }
  }
}
