import { addDays, daysBetween } from '../businessDays';
import { formatMoney2 } from '../format';
import type { MatchResult, VendorInvoiceAction, VendorInvoiceStatus } from './vendorInvoices';

/**
 * The rules of vendor invoices (/vendorinvoices), plain functions the server enforces and the screen asks
 * first: the duplicate check, the match against a purchase order with its price tolerance, whom an approval
 * is routed to, and which status each action leads to.
 */

/** An invoice already filed, as the duplicate check compares it. */
export interface FiledInvoice {
  id: number;
  venId: string;
  invoiceNo: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  amountCents: number;
}

export type DuplicateFinding =
  | { kind: 'refused'; message: string; invoiceId: number }
  | { kind: 'warning'; message: string; invoiceIds: number[] };

/** Days either side of an invoice's date within which the same vendor's same amount looks like a duplicate. */
export const SAME_AMOUNT_WINDOW_DAYS = 30;

/** What refusing a vendor's invoice number filed before says. */
export const alreadyFiledMessage = (invoiceNo: string, venId: string): string => `Invoice ${invoiceNo} from vendor ${venId} is already filed.`;

const sameNumber = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a new invoice repeats one already filed: the same vendor and invoice number (any case) is refused;
 * the same vendor and amount within 30 days of its date is a warning the user must confirm.
 */
export function duplicateFinding(candidate: Omit<FiledInvoice, 'id'>, filed: readonly FiledInvoice[]): DuplicateFinding | null {
  const ofVendor = filed.filter((f) => f.venId === candidate.venId);
  const same = ofVendor.find((f) => sameNumber(f.invoiceNo, candidate.invoiceNo));
  if (same) return { kind: 'refused', invoiceId: same.id, message: alreadyFiledMessage(same.invoiceNo, candidate.venId) };
  const alike = ofVendor.filter((f) => f.amountCents === candidate.amountCents && Math.abs(daysBetween(f.invoiceDate, candidate.invoiceDate)) <= SAME_AMOUNT_WINDOW_DAYS);
  if (!alike.length) return null;
  return {
    kind: 'warning',
    invoiceIds: alike.map((f) => f.id),
    message: `Vendor ${candidate.venId} has ${alike.length === 1 ? 'an invoice' : `${alike.length} invoices`} of ${formatMoney2(candidate.amountCents / 100)} within ${SAME_AMOUNT_WINDOW_DAYS} days (${alike.map((f) => f.invoiceNo).join(', ')}): file this one too?`,
  };
}

/** A price variance within both is accepted: the smaller of the percent of the PO and the amount. */
export interface PriceTolerance {
  percent: number;
  cents: number;
}

/** What a purchase order asked for and what was received of it, in cents at the PO's prices. */
export interface PurchaseOrderFigures {
  orderedCents: number;
  receivedCents: number;
}

export interface InvoiceMatch {
  result: MatchResult;
  /** Invoiced minus what it is compared with (the PO, or what was received); null without a PO. */
  varianceCents: number | null;
  needsApproval: boolean;
  note: string;
}

/** The largest variance accepted on a PO of this size: 2% or $50, whichever is less. */
export const toleranceCents = (orderedCents: number, tolerance: PriceTolerance): number =>
  Math.min(Math.round((Math.abs(orderedCents) * tolerance.percent) / 100), tolerance.cents);

/**
 * Matches an invoice's amount against its purchase order: no PO (none given, or unknown) needs approval;
 * billed for more than was received while the order is not all received is a qty variance (approval);
 * otherwise a difference from the order is a price variance, which needs approval beyond the tolerance.
 */
export function matchInvoice(amountCents: number, po: PurchaseOrderFigures | null, tolerance: PriceTolerance): InvoiceMatch {
  if (!po) return { result: 'No PO', varianceCents: null, needsApproval: true, note: 'No purchase order to match.' };
  const money = (cents: number) => formatMoney2(cents / 100);
  if (po.receivedCents < po.orderedCents && amountCents > po.receivedCents) {
    return {
      result: 'Qty variance',
      varianceCents: amountCents - po.receivedCents,
      needsApproval: true,
      note: `Invoiced ${money(amountCents)}; received ${money(po.receivedCents)} of ${money(po.orderedCents)} ordered.`,
    };
  }
  const variance = amountCents - po.orderedCents;
  if (variance === 0) return { result: 'OK', varianceCents: 0, needsApproval: false, note: 'Matches the PO.' };
  const allowed = toleranceCents(po.orderedCents, tolerance);
  const over = Math.abs(variance) > allowed;
  return {
    result: 'Price variance',
    varianceCents: variance,
    needsApproval: over,
    note: `Invoiced ${money(amountCents)} against ${money(po.orderedCents)} on the PO: ${money(variance)}, ${over ? 'over' : 'within'} the tolerance of ${money(allowed)}.`,
  };
}

/** Someone holding an authority for vendor invoices. */
export interface InvoiceApprover {
  userId: number;
  name: string;
  /** null: no limit. */
  limitCents: number | null;
}

/**
 * Whom an invoice waiting for approval goes to: never its maker, the holder with the smallest limit that
 * covers its amount (no limit last); null when nobody may approve it.
 */
export function approverFor(amountCents: number, makerId: number, approvers: readonly InvoiceApprover[]): InvoiceApprover | null {
  const size = Math.abs(amountCents);
  const able = approvers.filter((a) => a.userId !== makerId && (a.limitCents === null || a.limitCents >= size));
  able.sort((a, b) => (a.limitCents ?? Infinity) - (b.limitCents ?? Infinity) || a.userId - b.userId);
  return able[0] ?? null;
}

/** The actions that need a reason. */
export const REASONED_ACTIONS: ReadonlySet<VendorInvoiceAction> = new Set(['reject', 'hold', 'dispute']);

const FROM: Record<Exclude<VendorInvoiceAction, 'file'>, readonly VendorInvoiceStatus[]> = {
  match: ['New', 'Needs approval'],
  approve: ['Needs approval'],
  reject: ['Needs approval'],
  hold: ['New', 'Needs approval', 'Approved'],
  dispute: ['New', 'Needs approval', 'Approved', 'On hold'],
  release: ['On hold', 'Disputed'],
  enter: ['Approved'],
  pay: ['Entered in Excede'],
};

const TO: Record<Exclude<VendorInvoiceAction, 'file' | 'match'>, VendorInvoiceStatus> = {
  approve: 'Approved',
  reject: 'Disputed',
  hold: 'On hold',
  dispute: 'Disputed',
  release: 'New',
  enter: 'Entered in Excede',
  pay: 'Paid',
};

/** The actions open on an invoice of this status. */
export const actionsOf = (status: VendorInvoiceStatus): Exclude<VendorInvoiceAction, 'file'>[] =>
  (Object.keys(FROM) as Exclude<VendorInvoiceAction, 'file'>[]).filter((action) => FROM[action].includes(status));

/**
 * The status an action leaves an invoice in, or why it cannot be taken: a match leaves it approved when
 * nothing needs a sign-off, else waiting for one; a rejection sends it to dispute with the vendor; a
 * release from hold or dispute starts it over as New.
 */
export function nextStatus(
  status: VendorInvoiceStatus,
  action: Exclude<VendorInvoiceAction, 'file'>,
  match?: Pick<InvoiceMatch, 'needsApproval'>,
): { status: VendorInvoiceStatus } | { problem: string } {
  if (!FROM[action].includes(status)) return { problem: `An invoice that is ${status} cannot be ${PAST[action]}.` };
  if (action === 'match') return { status: match?.needsApproval === false ? 'Approved' : 'Needs approval' };
  return { status: TO[action] };
}

const PAST: Record<Exclude<VendorInvoiceAction, 'file'>, string> = {
  match: 'matched',
  approve: 'approved',
  reject: 'rejected',
  hold: 'put on hold',
  dispute: 'disputed',
  release: 'released',
  enter: 'marked entered in Excede',
  pay: 'marked paid',
};

/** How an early-pay discount stands on a day: none, still to take (days left), or missed. */
export type DiscountStanding = { kind: 'none' } | { kind: 'open'; daysLeft: number } | { kind: 'missed' };

export function discountStanding(invoice: { discountDate: string | null; status: VendorInvoiceStatus; paidOn: string | null }, today: string): DiscountStanding {
  if (!invoice.discountDate) return { kind: 'none' };
  const paidBy = invoice.paidOn ?? (invoice.status === 'Paid' ? invoice.discountDate : null);
  if (paidBy) return paidBy <= invoice.discountDate ? { kind: 'none' } : { kind: 'missed' };
  const daysLeft = daysBetween(today, invoice.discountDate);
  return daysLeft < 0 ? { kind: 'missed' } : { kind: 'open', daysLeft };
}

/** The due date a vendor's terms give an invoice: NETnn is nn days after it, DUE1 the first of the next month, DUE or COD the day itself. */
export function dueDateOf(invoiceDate: string, trmId: string): string {
  const net = /^NET(\d{1,3})$/.exec(trmId.trim().toUpperCase());
  if (net) return addDays(invoiceDate, Number(net[1]));
  if (trmId.trim().toUpperCase() === 'DUE1') {
    const [y, m] = invoiceDate.split('-').map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  }
  return invoiceDate;
}
