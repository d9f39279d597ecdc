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

/** The approval kind of signing off an invoice (src/domain/approvals.ts). */
export const VENDOR_INVOICE_APPROVAL = 'vendor-invoice' as const;
