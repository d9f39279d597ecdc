import { formatMoney2 } from '../format';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { INVALID_REASONS } from './cycleCounts';
import { INVENTORY_ADJUSTMENT_ACCOUNT } from './inventoryAdjustmentAccount';

/**
 * /CycleDetailReport: every counted cycle line and every approved adjustment, line by line, for accounting and the
 * auditors; and the tie-out of each branch's adjustments month by month to the inventory-adjustment GL account.
 */

/** Which lines a row is: an adjustment the parts manager approved, or a count that moved nothing on the books. */
export const CYCLE_DETAIL_LINE_KINDS = ['Approved adjustment', 'Counted'] as const;
export type CycleDetailLineKind = (typeof CYCLE_DETAIL_LINE_KINDS)[number];

/** Why a line's count stands as it does: the shelf short or over, right, the adjustment rejected, or the count invalid. */
export const CYCLE_DETAIL_REASONS = ['Short on shelf', 'Over on shelf', 'Accurate', 'Adjustment rejected', ...INVALID_REASONS] as const;
export type CycleDetailReason = (typeof CYCLE_DETAIL_REASONS)[number];

/** A counted line of a cycle (GET /api/parts/cycle-detail). */
export interface CycleDetailRow {
  id: number;
  brnId: string;
  /** The day it was approved (an adjustment) or last counted. */
  date: string;
  cycleId: number;
  cycle: string;
  partNo: string;
  bin: string | null;
  before: number;
  after: number;
  adjustmentQty: number;
  unitCost: string;
  adjustmentAmount: string;
  /** The adjustment's size either way, for a minimum in dollars. */
  adjustmentSize: string;
  reason: CycleDetailReason;
  countedBy: string | null;
  approvedBy: string | null;
  line: CycleDetailLineKind;
}

export const CYCLE_DETAIL_FIELDS = {
  brnId: BRANCH_FIELD,
  date: { header: 'Date', format: 'date' },
  cycleId: { header: 'Cycle no.', format: 'text', filter: null },
  cycle: { header: 'Cycle', format: 'text', filter: 'values' },
  partNo: { header: 'Part', format: 'text' },
  bin: { header: 'Bin', format: 'text' },
  before: { header: 'Before', format: 'number' },
  after: { header: 'After', format: 'number' },
  adjustmentQty: { header: 'Adjustment qty', format: 'number', total: 'sum' },
  unitCost: { header: 'Unit cost', format: 'money2' },
  adjustmentAmount: { header: 'Adjustment $', format: 'money2', total: 'sum' },
  adjustmentSize: { header: 'Adjustment size $', format: 'money2' },
  reason: { header: 'Reason', format: 'text', filter: 'values' },
  countedBy: { header: 'Counted by', format: 'text', filter: 'values' },
  approvedBy: { header: 'Approved by', format: 'text', filter: 'values' },
  line: { header: 'Line', format: 'text', filter: 'values' },
} as const satisfies ListFields & Partial<Record<keyof CycleDetailRow, unknown>>;

/** Whether a branch's month of adjustments agrees with the GL. */
export const TIE_OUT_STATUSES = ['Ties', 'Differs'] as const;
export type TieOutStatus = (typeof TIE_OUT_STATUSES)[number];

/** A branch's month: approved cycle adjustments against the adjustment account (GET /api/parts/cycle-detail/tie-out). */
export interface CycleTieOutRow {
  id: string;
  brnId: string;
  /** YYYY-MM. */
  month: string;
  cycleAdjustments: string;
  glAdjustments: string;
  difference: string;
  status: TieOutStatus;
}

export const CYCLE_TIE_OUT_FIELDS = {
  brnId: BRANCH_FIELD,
  month: { header: 'Month', format: 'text', filter: 'values' },
  cycleAdjustments: { header: 'Cycle adjustments', format: 'money2', total: 'sum' },
  glAdjustments: { header: `GL ${INVENTORY_ADJUSTMENT_ACCOUNT.acctId}`, format: 'money2', total: 'sum' },
  difference: { header: 'Difference', format: 'money2', total: 'sum' },
  status: { header: 'Ties out', format: 'text', filter: 'values' },
} as const satisfies ListFields & Partial<Record<keyof CycleTieOutRow, unknown>>;

/**
 * A branch's month ties when its approved adjustments and the GL's agree to the cent: "Ties", else the difference. The GL's
 * adjustments are in the counts' sense: a count that finds stock credits the adjustment account, a shrink debits it.
 */
export const tieOutText = (cycleCents: number, glCents: number): string => (cycleCents === glCents ? 'Ties' : formatMoney2((cycleCents - glCents) / 100));
