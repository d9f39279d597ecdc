import type { BinExceptionKey } from './binExceptions';
import type { GlEntryLine, InventoryApprovalKind, InventoryResults, InventoryStatus, LineDecision } from './annualInventory';
import { BRANCH_FIELD, type ListFields } from '../listFields';

/** A review line as GET /api/parts/annual-inventory/lines answers it (money as numeric text). */
export interface AdjustmentRow {
  id: number;
  tagNo: number;
  brnId: string;
  partNo: string;
  bin: string;
  bookQty: number;
  countedQty: number;
  varianceQty: number;
  unitCost: string;
  varianceValue: string;
  recounted: 'Yes' | 'No';
  decision: LineDecision | null;
  comment: string | null;
}

/** One review line to decide (GET /api/parts/annual-inventory/lines/:id): its version, and whether its inventory is locked. */
export interface AdjustmentLine extends AdjustmentRow {
  version: number;
  inventoryId: number;
  locked: boolean;
}

/** The review grid's columns in their order on screen. */
export const ADJUSTMENT_FIELDS = {
  brnId: BRANCH_FIELD,
  tagNo: { header: 'Tag', format: 'text' },
  partNo: { header: 'Part', format: 'text' },
  bin: { header: 'Bin', format: 'text' },
  bookQty: { header: 'Book qty', format: 'number' },
  countedQty: { header: 'Counted qty', format: 'number' },
  varianceQty: { header: 'Variance qty', format: 'number' },
  unitCost: { header: 'Unit cost', format: 'money2' },
  varianceValue: { header: 'Variance $', format: 'money2', total: 'sum' },
  recounted: { header: 'Recounted', format: 'text', filter: 'values' },
  decision: { header: 'Decision', format: 'text', filter: 'values' },
  comment: { header: 'Comment', format: 'text' },
} as const satisfies ListFields & Partial<Record<keyof AdjustmentRow, unknown>>;

/** One branch's batch on the review screen: where it stands, who signed, its figures and the proposed GL entry. */
export interface AdjustmentBatch {
  id: number;
  version: number;
  brnId: string;
  year: number;
  countDate: string;
  status: InventoryStatus;
  partsManagerApprovedBy: string | null;
  partsManagerApprovedAt: string | null;
  controllerApprovedBy: string | null;
  controllerApprovedAt: string | null;
  lines: { total: number; undecided: number; recount: number; overThreshold: number; accepted: number };
  /** Tags issued and not yet entered: counting closes only without any. */
  tagsNotEntered: number;
  results: InventoryResults;
  /** The accepted lines' net variance, posted as `glEntry`. */
  acceptedNetCents: number;
  glEntry: GlEntryLine[];
  /** The sign-off it waits for, and why the person asking may not give it (null: they may). */
  nextApproval: InventoryApprovalKind | null;
  approvalRefusal: string | null;
}

export interface AdjustmentBatches {
  year: number;
  acceptUnderCents: number;
  batches: AdjustmentBatch[];
}

/** A checklist item of a branch's preparation: what remains, and the screen that clears it. */
export interface ChecklistItem {
  key: BinExceptionKey | 'willCall' | 'receiving';
  label: string;
  remaining: number;
  href: string | null;
}

export interface InventoryProgress {
  tagsIssued: number;
  tagsReturned: number;
  tagsEntered: number;
  tagsVerified: number;
  binsCounted: number;
  binsTotal: number;
  countersActive: number;
}

export interface DashboardBranch {
  brnId: string;
  inventory: { id: number; status: InventoryStatus; countDate: string } | null;
  checklist: ChecklistItem[];
  progress: InventoryProgress;
  results: InventoryResults;
}

export interface ZoneVariance {
  zone: string;
  bookValue: number;
  varianceValue: number;
}

export interface TopVariance {
  brnId: string;
  tagNo: number;
  partNo: string;
  bin: string;
  varianceQty: number;
  varianceValue: string;
}

/** GET /api/parts/annual-inventory/dashboard: each branch's preparation, progress and results, the variance by zone and the biggest lines. */
export interface InventoryDashboard {
  year: number;
  warnPercent: number;
  branches: DashboardBranch[];
  byZone: ZoneVariance[];
  topVariances: TopVariance[];
}
