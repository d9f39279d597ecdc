import type { FileRules } from '../files';
import { formatMoney2 } from '../format';
import { centsOf } from '../money';

/**
 * Company purchases (/companypurchase): internal purchase requests outside parts ordering (shop equipment, tools,
 * IT, facilities). A request is drafted, submitted, approved tier by tier up to its amount's tier, ordered on a
 * PO, received in part or in full, invoiced (AP matches the vendor's invoice to its PO) and closed; or rejected.
 */

export const PURCHASE_STATUSES = ['Draft', 'Pending', 'Approved', 'Ordered', 'Received in part', 'Received', 'Invoiced', 'Closed', 'Rejected'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The approval tiers, lowest first: a request walks every one up to and including its amount's tier. */
export const PURCHASE_TIERS = ['department-head', 'general-manager', 'controller', 'principal'] as const;
export type PurchaseTier = (typeof PURCHASE_TIERS)[number];

export const PURCHASE_DECISIONS = ['Approved', 'Rejected'] as const;
export type PurchaseDecision = (typeof PURCHASE_DECISIONS)[number];

/** The departments a purchase is charged to. */
export const PURCHASE_DEPARTMENTS = ['Parts', 'Service', 'Body Shop', 'Sales', 'Administration', 'IT', 'Facilities'] as const;
export type PurchaseDepartment = (typeof PURCHASE_DEPARTMENTS)[number];

export const TIER_LABELS: Record<PurchaseTier, string> = {
  'department-head': 'Department head',
  'general-manager': 'General manager',
  controller: 'Controller',
  principal: 'Principal',
};

/** The approval authority (src/domain/approvals.ts) each tier's approver must hold. */
export const TIER_APPROVAL_KINDS = {
  'department-head': 'company-purchase-department-head',
  'general-manager': 'company-purchase-general-manager',
  controller: 'company-purchase-controller',
  principal: 'company-purchase-principal',
} as const satisfies Record<PurchaseTier, string>;

/** Under $1,000.00 a department head approves, under $10,000.00 a general manager too, above that the controller and the principal as well (portal settings). */
export const DEFAULT_DEPARTMENT_HEAD_BELOW_CENTS = 100_000;
export const DEFAULT_GENERAL_MANAGER_BELOW_CENTS = 1_000_000;
/** A vendor's quote attached to a request: one PDF or image (checked by its content on the server) of 10 MB at most. */
export const QUOTE_FILE_RULES: FileRules = { accept: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'], maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 10 * 1024 * 1024, maxFiles: 1 };

/** A line whose extended amount is over $2,500.00 is a capital item for fixed assets (a portal setting). */
export const DEFAULT_CAPITAL_LINE_ABOVE_CENTS = 250_000;
/** Two requests of one vendor and requester this many days apart or closer may be one purchase split under a tier. */
export const SPLIT_PURCHASE_DAYS = 7;

export interface TierBounds {
  departmentHeadBelowCents: number;
  generalManagerBelowCents: number;
}

/** Every tier a request of this amount walks, in order: up to and including its amount's tier. */
export function tiersFor(amountCents: number, bounds: TierBounds): PurchaseTier[] {
  if (amountCents < bounds.departmentHeadBelowCents) return ['department-head'];
  if (amountCents < bounds.generalManagerBelowCents) return ['department-head', 'general-manager'];
  return [...PURCHASE_TIERS];
}

/** The tier whose approval a request waits for, given the tiers approved so far (in order), or null when every one has approved. */
export function nextTier(amountCents: number, bounds: TierBounds, approved: readonly PurchaseTier[]): PurchaseTier | null {
  return tiersFor(amountCents, bounds).find((tier) => !approved.includes(tier)) ?? null;
}

/** Why this person may not approve at `tier` now, or null: tiers go in order, one person each, never the requester twice. */
export function tierRefusal({ tier, waitingFor, approverId, approvedBy }: { tier: PurchaseTier; waitingFor: PurchaseTier | null; approverId: number; approvedBy: readonly number[] }): string | null {
  if (!waitingFor) return 'Every tier has approved this request.';
  if (tier !== waitingFor) return `This request waits for the ${TIER_LABELS[waitingFor].toLowerCase()}’s approval first; tiers approve in order.`;
  if (approvedBy.includes(approverId)) return 'You approved this request at an earlier tier: each tier needs a different person.';
  return null;
}

/** A line's extended amount: quantity times unit price, in cents. */
export const extendedCents = (quantity: number, unitPriceCents: number): number => quantity * unitPriceCents;

/** What a request comes to: its lines' extended amounts, tax and freight. */
export function purchaseTotalCents(lines: readonly { quantity: number; unitPriceCents: number }[], taxCents: number, freightCents: number): number {
  return lines.reduce((sum, l) => sum + extendedCents(l.quantity, l.unitPriceCents), 0) + taxCents + freightCents;
}

/** A capital item, flagged for fixed assets: a line whose extended amount is over the threshold. */
export const isCapitalLine = (lineCents: number, thresholdCents: number): boolean => lineCents > thresholdCents;

/** The request number staff quote: CP-00042. */
export const purchaseNumber = (id: number): string => `CP-${String(id).padStart(5, '0')}`;
/** The PO number a request gets when it is ordered: PO-101-00042 (branch, request). */
export const poNumberFor = (brnId: string, id: number): string => `PO-${brnId}-${String(id).padStart(5, '0')}`;

export interface SplitPurchaseWarning {
  /** The other requests of the same vendor and requester within SPLIT_PURCHASE_DAYS days. */
  others: { requestNo: string; requestedOn: string; amount: string }[];
  combinedCents: number;
  /** The highest tier the requests together would need. */
  combinedTier: PurchaseTier;
  message: string;
}

/** The split-purchase warning of a request, given the other live requests of its vendor and requester within the window, or null. */
export function splitPurchaseWarning(amountCents: number, others: SplitPurchaseWarning['others'], bounds: TierBounds): SplitPurchaseWarning | null {
  if (!others.length) return null;
  const combinedCents = others.reduce((sum, o) => sum + (centsOf(o.amount) ?? 0), amountCents);
  const tiers = tiersFor(combinedCents, bounds);
  const combinedTier = tiers[tiers.length - 1]!;
  const names = others.map((o) => o.requestNo).join(', ');
  return {
    others,
    combinedCents,
    combinedTier,
    message: `Possible split purchase: ${names} asks the same vendor by the same requester within ${SPLIT_PURCHASE_DAYS} days. Together ${formatMoney2(combinedCents / 100)}, which needs the ${TIER_LABELS[combinedTier].toLowerCase()}’s approval.`,
  };
}

/** Why receiving `quantity` more of a line is refused, or null: never more than ordered, never nothing. */
export function receiptRefusal(line: { description: string; quantity: number; quantityReceived: number }, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 0) return `Enter a whole quantity received for “${line.description}”.`;
  const open = line.quantity - line.quantityReceived;
  if (quantity > open) return `Only ${open} of “${line.description}” remain to receive (${line.quantity} ordered, ${line.quantityReceived} received).`;
  return null;
}

/** What a person does to a request. */
export const PURCHASE_ACTIONS = ['edit', 'submit', 'approve', 'reject', 'issue', 'receive', 'invoice', 'close'] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

export type PurchaseTransition = { ok: true; status: PurchaseStatus; resetsApprovals: boolean } | { ok: false; message: string };

const RECEIVING: readonly PurchaseStatus[] = ['Ordered', 'Received in part', 'Invoiced'];

/**
 * Where a request goes when someone does `action` to it: the one table of its statuses. `lastTier` says the
 * approval is its last tier's; `fullyReceived` that, with this receipt, every line has arrived.
 */
export function purchaseTransition(status: PurchaseStatus, action: PurchaseAction, { lastTier = false, fullyReceived = false } = {}): PurchaseTransition {
  const to = (next: PurchaseStatus, resetsApprovals = false): PurchaseTransition => ({ ok: true, status: next, resetsApprovals });
  const refuse = (message: string): PurchaseTransition => ({ ok: false, message });
  const named = status.toLowerCase();
  switch (action) {
    case 'edit':
      if (status === 'Draft') return to('Draft');
      if (status === 'Pending' || status === 'Approved') return to('Pending', true);
      return refuse(`A request ${named === 'rejected' ? 'that was rejected' : `now ${named}`} can no longer be changed.`);
    case 'submit':
      return status === 'Draft' ? to('Pending') : refuse('Only a draft is submitted.');
    case 'approve':
      return status === 'Pending' ? to(lastTier ? 'Approved' : 'Pending') : refuse(status === 'Draft' ? 'Submit the request before it is approved.' : `A request now ${named} is not waiting for an approval.`);
    case 'reject':
      return status === 'Pending' ? to('Rejected') : refuse('Only a request waiting for approval is rejected.');
    case 'issue':
      return status === 'Approved' ? to('Ordered') : refuse('A PO is issued once every tier has approved the request, and only once.');
    case 'receive':
      if (!RECEIVING.includes(status)) return refuse(`A request now ${named} is not waiting for goods.`);
      return to(status === 'Invoiced' ? 'Invoiced' : fullyReceived ? 'Received' : 'Received in part');
    case 'invoice':
      return status === 'Ordered' || status === 'Received in part' || status === 'Received' ? to('Invoiced') : refuse(`A request now ${named} has no open PO to invoice.`);
    case 'close':
      return status === 'Received' || status === 'Invoiced' ? to('Closed') : refuse('A request is closed once its goods are received or invoiced.');
  }
}
