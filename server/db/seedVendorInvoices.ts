import { sql } from 'drizzle-orm';
import type { MatchResult, VendorInvoiceAction, VendorInvoiceStatus } from '../../src/domain/accounting/vendorInvoices';
import { VENDOR_INVOICE_APPROVAL } from '../../src/domain/accounting/vendorInvoices';
import { nextStatus, REASONED_ACTIONS } from '../../src/domain/accounting/vendorInvoicesRules';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import { moneyText } from '../../src/domain/money';
import { DEMO_APPROVERS } from '../../src/demo/cashFunds';
import { DEMO_AS_OF } from '../demoAsOf';
import { approvalAuthorities } from './approvals';
import type { Database } from './database';
import { vendorInvoices, vendorInvoiceSteps } from './vendorInvoices';

interface DemoInvoice {
  brnId: string;
  venId: string;
  invoiceNo: string;
  /** Days before the demo's today. */
  age: number;
  /** Days from the invoice to its due date (the vendor's terms). */
  terms: number;
  cents: number;
  po?: string;
  /** An early-pay discount: its date (days from the demo's today) and percent. */
  discount?: { in: number; percent: number };
  match?: { result: MatchResult; varianceCents: number; note: string };
  status: VendorInvoiceStatus;
  reason?: string;
  /** Days before today it was paid. */
  paidAgo?: number;
}

/** A believable AP worklist at Norcross and Forest Park: vendors of Excede's APVEN, variances, a discount soon, some paid. */
const DEMO_INVOICES: readonly DemoInvoice[] = [
  { brnId: '101', venId: 'FLEETG', invoiceNo: 'INV-88412', age: 4, terms: 30, cents: 184_260, po: 'PO-101-0031', status: 'New' },
  { brnId: '101', venId: 'BENDIX', invoiceNo: '5521907', age: 20, terms: 30, cents: 341_500, po: 'PO-101-0024', discount: { in: 2, percent: 2 }, match: { result: 'OK', varianceCents: 0, note: 'Matches the PO.' }, status: 'Approved' },
  {
    brnId: '101', venId: 'MERITR', invoiceNo: 'M-240117', age: 9, terms: 30, cents: 218_040, po: 'PO-101-0027',
    match: { result: 'Price variance', varianceCents: 13_040, note: 'Invoiced $2,180.40 against $2,050.00 on the PO: $130.40, over the tolerance of $41.00.' },
    status: 'Needs approval',
  },
  { brnId: '101', venId: 'CINTAS', invoiceNo: '40117733', age: 35, terms: 30, cents: 48_625, match: { result: 'No PO', varianceCents: 0, note: 'No purchase order to match.' }, status: 'Entered in Excede' },
  { brnId: '101', venId: 'WASTEM', invoiceNo: '0931-2211', age: 45, terms: 30, cents: 112_000, status: 'Paid', paidAgo: 15 },
  { brnId: '101', venId: 'GAPWR', invoiceNo: '77120-1125', age: 8, terms: 15, cents: 490_233, match: { result: 'No PO', varianceCents: 0, note: 'No purchase order to match.' }, status: 'Needs approval' },
  { brnId: '101', venId: 'SAFEKL', invoiceNo: 'SK-55180', age: 50, terms: 30, cents: 73_590, status: 'On hold', reason: 'Waiting on a credit memo for the returned solvent drum.' },
  {
    brnId: '101', venId: 'DONALD', invoiceNo: 'D-771902', age: 70, terms: 30, cents: 61_200, po: 'PO-101-0012',
    match: { result: 'Qty variance', varianceCents: 10_200, note: 'Invoiced $612.00; received $510.00 of $612.00 ordered.' },
    status: 'Disputed', reason: 'Billed for 12 filters; 10 arrived.',
  },
  { brnId: '101', venId: 'ATTBUS', invoiceNo: '287-334-1192', age: 5, terms: 30, cents: 38_977, status: 'New' },
  { brnId: '101', venId: 'GATES', invoiceNo: 'G-100233', age: 125, terms: 30, cents: 140_812, po: 'PO-101-0004', match: { result: 'OK', varianceCents: 0, note: 'Matches the PO.' }, status: 'Entered in Excede' },
  { brnId: '101', venId: 'INTBAT', invoiceNo: 'IB-3318', age: 12, terms: 15, cents: 226_400, po: 'PO-101-0029', discount: { in: -2, percent: 1 }, match: { result: 'OK', varianceCents: 0, note: 'Matches the PO.' }, status: 'Approved' },
  { brnId: '101', venId: 'CUMMNS', invoiceNo: 'C-99120', age: 15, terms: 30, cents: 548_000, po: 'PO-101-0026', discount: { in: 5, percent: 1.5 }, match: { result: 'Price variance', varianceCents: 3_000, note: 'Invoiced $5,480.00 against $5,450.00 on the PO: $30.00, within the tolerance of $50.00.' }, status: 'Approved' },
  { brnId: '101', venId: 'PCPROP', invoiceNo: 'RENT-2026-11', age: 60, terms: 0, cents: 850_000, status: 'Paid', paidAgo: 58 },
  { brnId: '102', venId: 'ALLISN', invoiceNo: 'AT-661045', age: 18, terms: 30, cents: 312_075, po: 'PO-102-0008', match: { result: 'OK', varianceCents: 0, note: 'Matches the PO.' }, status: 'Approved' },
  { brnId: '102', venId: 'WEBB', invoiceNo: 'WW-20931', age: 40, terms: 30, cents: 96_450, status: 'New' },
];

const STEPS_TO: Record<VendorInvoiceStatus, Exclude<VendorInvoiceAction, 'file'>[]> = {
  New: [],
  'Needs approval': ['match'],
  Approved: ['match'],
  'Entered in Excede': ['match', 'enter'],
  Paid: ['match', 'enter', 'pay'],
  'On hold': ['hold'],
  Disputed: ['match', 'dispute'],
};

/**
 * Who approves vendor invoices in the demo (the cash sign-off's approvers, with their limits) and the invoices
 * above, filed by accounting@demo.local, approved by the administrator; a second run adds nothing.
 */
export async function seedVendorInvoices(tx: Database, userId: ReadonlyMap<string, number>): Promise<void> {
  const admin = userId.get('admin@demo.local')!;
  const clerk = userId.get('accounting@demo.local')!;
  await tx
    .insert(approvalAuthorities)
    .values(DEMO_APPROVERS.map((a) => ({ userId: userId.get(a.email)!, kind: VENDOR_INVOICE_APPROVAL, limitAmount: a.limitCents === null ? null : moneyText(a.limitCents), createdBy: admin })))
    .onConflictDoNothing();
  const [seeded] = await tx.select({ n: sql<number>`count(*)::int` }).from(vendorInvoices);
  if (seeded!.n) return;
  const today = newYorkDay(DEMO_AS_OF);
  for (const d of DEMO_INVOICES) {
    const invoiceDate = addDays(today, -d.age);
    const filedAt = new Date(`${addDays(invoiceDate, 2)}T14:00:00Z`);
    const approved = !!d.match && d.status !== 'Needs approval' && d.status !== 'Disputed';
    const [row] = await tx
      .insert(vendorInvoices)
      .values({
        brnId: d.brnId,
        venId: d.venId,
        invoiceNo: d.invoiceNo,
        invoiceDate,
        dueDate: addDays(invoiceDate, d.terms),
        discountDate: d.discount ? addDays(today, d.discount.in) : null,
        discountPercent: d.discount ? d.discount.percent.toFixed(2) : null,
        amount: moneyText(d.cents),
        poNumber: d.po ?? null,
        matchResult: d.match?.result ?? null,
        varianceAmount: d.match && d.match.result !== 'No PO' ? moneyText(d.match.varianceCents) : null,
        matchNote: d.match?.note ?? '',
        status: d.status,
        routedTo: d.status === 'Needs approval' ? admin : null,
        approvedBy: approved ? admin : null,
        approvedAt: approved ? filedAt : null,
        reason: d.reason ?? '',
        paidOn: d.paidAgo === undefined ? null : addDays(today, -d.paidAgo),
        version: 1 + STEPS_TO[d.status].length,
        createdAt: filedAt,
        createdBy: clerk,
        updatedAt: filedAt,
        updatedBy: approved ? admin : clerk,
      })
      .returning({ id: vendorInvoices.id });
    // The trail as the rules would have walked it from New.
    const steps: { action: VendorInvoiceAction; status: VendorInvoiceStatus; reason: string }[] = [{ action: 'file', status: 'New', reason: '' }];
    for (const action of STEPS_TO[d.status]) {
      const next = nextStatus(steps.at(-1)!.status, action, { needsApproval: !approved });
      steps.push({ action, status: 'status' in next ? next.status : d.status, reason: REASONED_ACTIONS.has(action) ? (d.reason ?? '') : '' });
    }
    await tx.insert(vendorInvoiceSteps).values(
      steps.map((s, i) => ({ invoiceId: row!.id, brnId: d.brnId, ...s, createdAt: new Date(filedAt.getTime() + i * 3_600_000), createdBy: i && approved ? admin : clerk, updatedBy: clerk })),
    );
  }
}
