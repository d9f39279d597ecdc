import type { ApprovalKind } from '../approvals';
import { formatMoney2 } from '../format';
import { varianceOf } from './cycleCounts';
import { INVENTORY_ADJUSTMENT_ACCOUNT, PARTS_INVENTORY_ACCOUNT } from './inventoryAdjustmentAccount';

/**
 * The year-end physical inventory of a branch (/annual-parts-inventory-dashboard, /annual-parts-inventory-adjustment):
 * prepared, counted on tags, its variances reviewed line by line and approved by the parts manager, then the
 * controller (two people); approval locks it.
 */
export const INVENTORY_STATUSES = ['Preparing', 'Counting', 'Review', 'Approved'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const LINE_DECISIONS = ['Accept', 'Recount', 'Exclude'] as const;
export type LineDecision = (typeof LINE_DECISIONS)[number];

/** A line whose variance is bigger than this is not accepted without a recount (setting parts.inventoryAcceptUnderCents). */
export const DEFAULT_ACCEPT_UNDER_CENTS = 10_000;
/** Counted against book beyond ±this percent is investigated before posting (setting parts.inventoryVarianceWarnPercent). */
export const DEFAULT_VARIANCE_WARN_PERCENT = 2;

export const LOCKED_MESSAGE = 'This inventory is approved and locked: nothing in it changes.';

/** The two sign-offs in order: the parts manager's, then the controller's. */
export const INVENTORY_APPROVAL_STEPS = ['annual-inventory-parts-manager', 'annual-inventory-controller'] as const satisfies readonly ApprovalKind[];
export type InventoryApprovalKind = (typeof INVENTORY_APPROVAL_STEPS)[number];

/** A count line as the rules read it: quantities, the unit cost frozen with the book quantity, and its recount. */
export interface CountLine {
  tagNo: number;
  partNo: string;
  bookQty: number;
  /** The tag's count, or the recount once there is one. */
  countedQty: number;
  unitCostCents: number;
  recounted: boolean;
}

/** A tag's variance at its snapshotted cost: the one variance rule the cycle counts use, book standing for the system quantity. */
export const varianceCentsOf = (line: Pick<CountLine, 'bookQty' | 'countedQty' | 'unitCostCents'>): number => varianceOf(line.bookQty, line.countedQty, line.unitCostCents).cents;

/** Over the threshold: the variance's size is bigger than the setting. */
export const isOverThreshold = (line: Pick<CountLine, 'bookQty' | 'countedQty' | 'unitCostCents'>, thresholdCents: number): boolean =>
  Math.abs(varianceCentsOf(line)) > thresholdCents;

/** May "accept all under threshold" take this line: no decision yet and within the threshold. */
export const acceptsUnderThreshold = (line: CountLine & { decision: LineDecision | null }, thresholdCents: number): boolean =>
  line.decision === null && !isOverThreshold(line, thresholdCents);

/** Why this decision may not be made on the line (a 409 naming it), or null. */
export function decisionRefusal(line: CountLine, decision: LineDecision, thresholdCents: number): string | null {
  if (decision !== 'Accept' || line.recounted || !isOverThreshold(line, thresholdCents)) return null;
  return `Tag ${line.tagNo} (${line.partNo}) is ${formatMoney2(varianceCentsOf(line) / 100)} off, over the ${formatMoney2(thresholdCents / 100)} threshold: send it to recount before accepting it.`;
}

/** A recount is entered only on a line sent to recount. */
export const recountRefusal = (line: { tagNo: number; decision: LineDecision | null }): string | null =>
  line.decision === 'Recount' ? null : `Tag ${line.tagNo} was not sent to recount.`;

export interface InventoryApprovalState {
  status: InventoryStatus;
  partsManagerApprovedBy: number | null;
}

/** Which sign-off the inventory waits for. */
export const nextApprovalKind = (inventory: InventoryApprovalState): InventoryApprovalKind =>
  inventory.partsManagerApprovedBy === null ? 'annual-inventory-parts-manager' : 'annual-inventory-controller';

/** Why the batch may not be approved now (a 409), apart from who approves: locked, still counting, lines undecided or waiting for a recount. */
export function batchApprovalRefusal(inventory: InventoryApprovalState, lines: { undecided: number; recount: number }): string | null {
  if (inventory.status === 'Approved') return LOCKED_MESSAGE;
  if (inventory.status !== 'Review') return `The count is still ${inventory.status.toLowerCase()}: close counting before approving.`;
  if (lines.undecided) return `${lines.undecided} ${lines.undecided === 1 ? 'line has' : 'lines have'} no decision yet.`;
  if (lines.recount) return `${lines.recount} ${lines.recount === 1 ? 'line waits' : 'lines wait'} for a recount.`;
  return null;
}

/** Why counting may not close into review (a 409): locked, not counting, or tags not entered. */
export function closeCountingRefusal(status: InventoryStatus, tagsNotEntered: number): string | null {
  if (status === 'Approved') return LOCKED_MESSAGE;
  if (status !== 'Counting') return `The count is ${status === 'Review' ? 'in review already' : 'not issued yet'}.`;
  if (tagsNotEntered) return `${tagsNotEntered} ${tagsNotEntered === 1 ? 'tag is' : 'tags are'} not entered yet.`;
  return null;
}

/** The controller is a second person: whoever approved as parts manager may not approve again (a 403). */
export const secondApproverRefusal = (inventory: InventoryApprovalState, approverId: number): string | null =>
  nextApprovalKind(inventory) === 'annual-inventory-controller' && inventory.partsManagerApprovedBy === approverId
    ? 'You approved this inventory as parts manager: the controller must be someone else.'
    : null;

export interface InventoryResults {
  bookCents: number;
  countedCents: number;
  netCents: number;
  /** Every line's variance by its size: what a net figure can hide. */
  grossCents: number;
  /** Net variance as a percent of book; null with no book value. */
  netPercent: number | null;
}

/** The results of summed values: net is counted less book, and its percent of book. */
export function resultsOf(bookCents: number, countedCents: number, grossCents: number): InventoryResults {
  const netCents = countedCents - bookCents;
  return { bookCents, countedCents, netCents, grossCents, netPercent: bookCents ? (netCents / bookCents) * 100 : null };
}

export function inventoryResults(lines: readonly Pick<CountLine, 'bookQty' | 'countedQty' | 'unitCostCents'>[]): InventoryResults {
  let bookCents = 0;
  let countedCents = 0;
  let grossCents = 0;
  for (const line of lines) {
    bookCents += line.bookQty * line.unitCostCents;
    countedCents += line.countedQty * line.unitCostCents;
    grossCents += Math.abs(varianceCentsOf(line));
  }
  return resultsOf(bookCents, countedCents, grossCents);
}

/** Outside ±warnPercent the gap is investigated before posting. */
export const isVarianceOutside = (netPercent: number | null, warnPercent: number): boolean => netPercent !== null && Math.abs(netPercent) > warnPercent;

export interface GlEntryLine {
  acctId: string;
  name: string;
  debitCents: number;
  creditCents: number;
}

/** The proposed GL entry of the accepted net variance: a gain debits parts inventory, a shrink credits it, against the adjustment account. */
export function proposedGlEntry(acceptedNetCents: number): GlEntryLine[] {
  const size = Math.abs(acceptedNetCents);
  const gain = acceptedNetCents > 0;
  return [
    { ...PARTS_INVENTORY_ACCOUNT, debitCents: gain ? size : 0, creditCents: gain ? 0 : size },
    { ...INVENTORY_ADJUSTMENT_ACCOUNT, debitCents: gain ? 0 : size, creditCents: gain ? size : 0 },
  ];
}

/** A bin's zone and aisle as the shelves are lettered: A07-3B is zone A, aisle A07; an overflow or special bin is its own zone. */
export function zoneOfBin(bin: string): { zone: string; aisle: string } {
  const shelf = /^([A-Z])(\d{2})-/.exec(bin);
  if (shelf) return { zone: shelf[1]!, aisle: `${shelf[1]}${shelf[2]}` };
  const word = bin.split('-')[0]!;
  return { zone: word, aisle: word };
}
