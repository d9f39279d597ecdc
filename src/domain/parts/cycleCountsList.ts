import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { AdjustmentStatus, CycleStatus, PartClass } from './cycleCounts';

/** A cycle's row on /cycleAudit (GET /api/parts/cycle-counts). Variance figures are null while it is counting (blind). */
export interface CycleRow {
  id: number;
  brnId: string;
  cycle: string;
  startDate: string;
  scheduled: number;
  counted: number;
  accurate: number | null;
  varianceLines: number | null;
  netVariance: string | null;
  grossVariance: string | null;
  accuracy: number | null;
  recountsPending: number;
  status: CycleStatus;
}

export const CYCLE_FIELDS = {
  brnId: BRANCH_FIELD,
  cycle: { header: 'Cycle', format: 'text' },
  startDate: { header: 'Start date', format: 'date' },
  scheduled: { header: 'Parts scheduled', format: 'number', total: 'sum' },
  counted: { header: 'Counted', format: 'number', total: 'sum' },
  accurate: { header: 'Accurate', format: 'number', total: 'sum' },
  varianceLines: { header: 'Variance lines', format: 'number', total: 'sum' },
  netVariance: { header: 'Net variance', format: 'money2', total: 'sum' },
  grossVariance: { header: 'Gross variance', format: 'money2', total: 'sum' },
  accuracy: { header: 'Accuracy', format: 'percent' },
  recountsPending: { header: 'Recounts pending', format: 'number', total: 'sum' },
  status: { header: 'Status', format: 'text', filter: 'values' },
} as const satisfies ListFields & Partial<Record<keyof CycleRow, unknown>>;

/** A line of a cycle on the drill (GET /api/parts/cycle-counts/lines). System quantity and variance are null while counting. */
export interface CycleLineRow {
  id: number;
  partNo: string;
  description: string;
  bin: string | null;
  partClass: PartClass;
  systemQty: number | null;
  count1Qty: number | null;
  recountQty: number | null;
  finalQty: number | null;
  varianceQty: number | null;
  varianceAmount: string | null;
  counter: string | null;
  countedAt: string | null;
  valid: 'Yes' | 'No' | null;
  invalidReason: string | null;
  adjustmentStatus: AdjustmentStatus;
}

export const CYCLE_LINE_FIELDS = {
  partNo: { header: 'Part', format: 'text' },
  description: { header: 'Description', format: 'text' },
  bin: { header: 'Bin', format: 'text' },
  partClass: { header: 'Class', format: 'text', filter: 'values' },
  systemQty: { header: 'System qty', format: 'number' },
  count1Qty: { header: 'Count 1', format: 'number' },
  recountQty: { header: 'Recount', format: 'number' },
  finalQty: { header: 'Final', format: 'number' },
  varianceQty: { header: 'Variance qty', format: 'number', total: 'sum' },
  varianceAmount: { header: 'Variance $', format: 'money2', total: 'sum' },
  counter: { header: 'Counted by', format: 'text', filter: 'values' },
  countedAt: { header: 'Counted at', format: 'datetime' },
  valid: { header: 'Valid', format: 'text', filter: 'values' },
  invalidReason: { header: 'Invalid because', format: 'text', filter: 'values' },
  adjustmentStatus: { header: 'Adjustment', format: 'text', filter: 'values' },
} as const satisfies ListFields & Partial<Record<keyof CycleLineRow, unknown>>;

/** A cycle's header on its drill: what it is, where it stands, and the lines waiting on the person asking. */
export interface CycleDetail {
  id: number;
  version: number;
  brnId: string;
  cycle: string;
  startDate: string;
  status: CycleStatus;
  scheduled: number;
  counted: number;
  /** Lines waiting for a decision or a recount, each with why this user may not act on it (null: may). */
  decisions: CycleDecisionLine[];
}

export interface CycleDecisionLine {
  id: number;
  version: number;
  partNo: string;
  bin: string | null;
  adjustmentStatus: AdjustmentStatus;
  /** Null while counting (blind). */
  adjustmentQty: number | null;
  adjustmentAmount: string | null;
  refusal: string | null;
}

/** A line to count on the blind count sheet: never its system quantity nor any variance. */
export interface CountSheetLine {
  id: number;
  version: number;
  partNo: string;
  description: string;
  bin: string | null;
  /** What this counter entered, once counted. */
  myQty: number | null;
}

export interface CountSheet {
  cycleId: number;
  mode: 'count' | 'recount';
  lines: CountSheetLine[];
}

/** /cycleAudit's tiles and chart: accuracy by branch and month, and the share of each branch's parts counted this year. */
export interface CycleSummary {
  /** A datum a month: each branch's accuracy percent that month, when it reviewed a cycle. */
  accuracyTrend: { month: string; [brnId: string]: string | number }[];
  branches: string[];
  coverage: { brnId: string; parts: number; counted: number; percent: number | null }[];
  dueClasses: { brnId: string; classes: PartClass[] }[];
}
