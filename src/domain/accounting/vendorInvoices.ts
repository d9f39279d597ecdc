import { BRANCH_FIELD, type ListFields } from '../listFields';

/**
 * Vendor invoices (/vendorinvoices): accounts payable's worklist from an invoice's receipt to its payment.
 * An invoice is New when filed (by hand or from a scan), matched against its company purchase (the PO),
 * Needs approval when the match or its amount asks for a sign-off, Approved, Entered in Excede (the portal
 * never writes Excede: AP enters it there and says so), then Paid. On hold and Disputed stop it with a reason.
 */

export const VENDOR_INVOICE_STATUSES = ['New', 'Needs approval', 'Approved', 'Entered in Excede', 'Paid', 'On hold', 'Disputed'] as const;
export type VendorInvoiceStatus = (typeof VENDOR_INVOICE_STATUSES)[number];

/** What matching an invoice against its purchase order found. */
export const MATCH_RESULTS = ['OK', 'Price variance', 'Qty variance', 'No PO'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** What a user does to an invoice: each is a step of its trail. */
export const VENDOR_INVOICE_ACTIONS = ['file', 'match', 'approve', 'reject', 'hold', 'dispute', 'release', 'enter', 'pay'] as const;
export type VendorInvoiceAction = (typeof VENDOR_INVOICE_ACTIONS)[number];

/** AP aging: open amounts by days past due (Current: not yet due). */
export const AP_AGING_BUCKETS = [
  { label: 'Current', from: 0, to: 0 },
  { label: '1–30', from: 1, to: 30 },
  { label: '31–60', from: 31, to: 60 },
  { label: '61–90', from: 61, to: 90 },
  { label: 'Over 90', from: 91, to: null },
] as const;

/** The approval kind of signing off an invoice (src/domain/approvals.ts). */
export const VENDOR_INVOICE_APPROVAL = 'vendor-invoice' as const;

/** A vendor invoice as GET /api/accounting/vendor-invoices answers it. */
export interface VendorInvoice {
  id: number;
  brnId: string;
  venId: string;
  vendor: string | null;
  invoiceNo: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  dueDate: string;
  discountDate: string | null;
  discountPercent: string | null;
  /** Exact money as a string ('1234.50'). */
  amount: string;
  poNumber: string | null;
  matchResult: MatchResult | null;
  variance: string | null;
  status: VendorInvoiceStatus;
  /** Who approved it, or whom it waits for. */
  approver: string | null;
  /** 1 when it is an exception: waiting for approval (a variance, no PO, over a limit), held or disputed. */
  exception: number;
  docId: number | null;
  paidOn: string | null;
  version: number;
}

/** The vendor invoices list: its columns, in their order on screen. */
export const VENDOR_INVOICE_FIELDS = {
  venId: { header: 'Vendor', format: 'text', filter: 'values' },
  vendor: { header: 'Vendor name', format: 'text' },
  invoiceNo: { header: 'Invoice no.', format: 'text' },
  invoiceDate: { header: 'Invoice date', format: 'date' },
  dueDate: { header: 'Due', format: 'date' },
  discountDate: { header: 'Discount by', format: 'date' },
  amount: { header: 'Amount', format: 'money2', total: 'sum' },
  poNumber: { header: 'PO no.', format: 'text' },
  matchResult: { header: 'Match', format: 'text', filter: 'values' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  approver: { header: 'Approver', format: 'text' },
  brnId: BRANCH_FIELD,
  docId: { header: 'Document', format: 'number', filter: 'values' },
  // Carried for the screen, not shown as columns of their own.
  id: { header: 'Id', format: 'number', filter: null },
  discountPercent: { header: 'Discount %', format: 'number', filter: null },
  variance: { header: 'Variance', format: 'money2', filter: null },
  exception: { header: 'Exception', format: 'number', total: 'sum' },
  paidOn: { header: 'Paid on', format: 'date' },
  version: { header: 'Version', format: 'number', filter: null, sortable: false },
} as const satisfies ListFields & Record<keyof VendorInvoice, unknown>;

/** One step of an invoice's trail, as its detail answers it. */
export interface VendorInvoiceStep {
  action: VendorInvoiceAction;
  status: VendorInvoiceStatus;
  reason: string;
  by: string;
  /** ISO time. */
  at: string;
}

/** GET /api/accounting/vendor-invoices/:id: the invoice, its trail, what the user may do and why not. */
export interface VendorInvoiceDetail {
  invoice: VendorInvoice;
  matchNote: string;
  /** Why it was last rejected, held or disputed. */
  reason: string;
  steps: VendorInvoiceStep[];
  /** The approver it is routed to (the next holding a high enough limit), when it needs one. */
  routedTo: string | null;
  /** Why the user may not approve it, or null. */
  approvalRefusal: string | null;
}

/** GET /api/accounting/vendor-invoices/summary: the tiles and AP aging of the open invoices (not paid) of the branches asked. */
export interface VendorInvoiceSummary {
  /** Open amounts by how far past due: Current, 1–30, 31–60, 61–90, Over 90. */
  aging: { bucket: string; amount: string; count: number }[];
  dueThisWeek: { amount: string; count: number };
  exceptions: number;
  /** Discounts still to take within the days the setting says. */
  discountsSoon: number;
}
