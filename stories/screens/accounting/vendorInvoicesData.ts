import { AP_AGING_BUCKETS, VENDOR_INVOICE_STATUSES, type MatchResult, type VendorInvoice, type VendorInvoiceDetail, type VendorInvoiceSummary } from '../../../src/domain/accounting/vendorInvoices';
import { addDays, daysBetween, newYorkDay } from '../../../src/domain/businessDays';
import { centsOf, moneyText } from '../../../src/domain/money';
import { REPORT_NOW } from '../../report/servedReport';

/** The stories' today in New York. */
export const INVOICES_TODAY = newYorkDay(REPORT_NOW);

const VENDORS = [
  ['BENDIX', 'Bendix Commercial Vehicle Systems'],
  ['MERITR', 'Meritor'],
  ['FLEETG', 'Cummins Filtration (Fleetguard)'],
  ['CINTAS', 'Cintas Uniforms'],
  ['GAPWR', 'Georgia Power'],
  ['DONALD', 'Donaldson Company'],
  ['INTBAT', 'Interstate Batteries'],
] as const;
const MATCHES: (MatchResult | null)[] = [null, 'OK', 'Price variance', 'OK', 'No PO', 'Qty variance', 'OK'];

/** `count` invoices at Norcross (and Forest Park when `branches` says), deterministic: every status, match and discount standing. */
export function demoInvoices(count: number, branches: readonly string[] = ['101']): VendorInvoice[] {
  return Array.from({ length: count }, (_, i) => {
    const [venId, vendor] = VENDORS[i % VENDORS.length]!;
    const status = VENDOR_INVOICE_STATUSES[i % VENDOR_INVOICE_STATUSES.length]!;
    const matchResult = status === 'New' ? null : MATCHES[i % MATCHES.length]!;
    const invoiceDate = addDays(INVOICES_TODAY, -((i * 11) % 120) - 1);
    const amountCents = 25_000 + ((i * 7919) % 600_000);
    const exception = status === 'Needs approval' || status === 'On hold' || status === 'Disputed';
    const discounted = i % 4 === 1;
    return {
      id: i + 1,
      brnId: branches[i % branches.length]!,
      venId,
      vendor,
      invoiceNo: `${venId.slice(0, 2)}-${10_400 + i * 37}`,
      invoiceDate,
      dueDate: addDays(invoiceDate, 30),
      discountDate: discounted ? addDays(INVOICES_TODAY, (i % 9) - 3) : null,
      discountPercent: discounted ? '2.00' : null,
      amount: moneyText(amountCents),
      poNumber: matchResult && matchResult !== 'No PO' ? `PO-101-${String(10 + i).padStart(4, '0')}` : null,
      matchResult,
      variance: matchResult === 'Price variance' ? '130.40' : matchResult === 'OK' ? '0.00' : null,
      status,
      approver: status === 'New' ? null : 'Alex Admin',
      exception: exception ? 1 : 0,
      docId: i % 5 === 0 ? 900 + i : null,
      paidOn: status === 'Paid' ? addDays(INVOICES_TODAY, -2) : null,
      version: 2,
    };
  });
}

/** The tiles and aging of invoices, as the summary endpoint adds them up. */
export function summaryOf(invoices: readonly VendorInvoice[]): VendorInvoiceSummary {
  const open = invoices.filter((i) => i.status !== 'Paid');
  const late = (i: VendorInvoice) => daysBetween(i.dueDate, INVOICES_TODAY);
  const sum = (rows: readonly VendorInvoice[]) => moneyText(rows.reduce((n, r) => n + (centsOf(r.amount) ?? 0), 0));
  const week = open.filter((i) => i.dueDate >= INVOICES_TODAY && i.dueDate <= addDays(INVOICES_TODAY, 6));
  return {
    aging: AP_AGING_BUCKETS.map((b) => {
      const rows = open.filter((i) => (b.from <= 0 || late(i) >= b.from) && (b.to === null || late(i) <= b.to));
      return { bucket: b.label, amount: sum(rows), count: rows.length };
    }),
    dueThisWeek: { amount: sum(week), count: week.length },
    exceptions: open.filter((i) => i.exception).length,
    discountsSoon: open.filter((i) => i.discountDate && i.discountDate >= INVOICES_TODAY && i.discountDate <= addDays(INVOICES_TODAY, 5)).length,
  };
}

/** An invoice with a price variance over tolerance waiting for the administrator, as its maker sees it. */
export const NEEDS_APPROVAL: VendorInvoiceDetail = {
  invoice: {
    ...demoInvoices(2)[1]!,
    invoiceNo: 'M-240117',
    venId: 'MERITR',
    vendor: 'Meritor',
    amount: '2180.40',
    matchResult: 'Price variance',
    variance: '130.40',
    status: 'Needs approval',
    approver: 'Alex Admin',
    poNumber: 'PO-101-0027',
    docId: 912,
  },
  matchNote: 'Invoiced $2,180.40 against $2,050.00 on the PO: $130.40, over the tolerance of $41.00.',
  reason: '',
  steps: [
    { action: 'file', status: 'New', reason: '', by: 'Casey Accounting', at: '2026-11-10T14:00:00.000Z' },
    { action: 'match', status: 'Needs approval', reason: '', by: 'Casey Accounting', at: '2026-11-10T15:00:00.000Z' },
  ],
  routedTo: 'Alex Admin',
  approvalRefusal: 'You recorded this invoice: someone else must approve it.',
};
