import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { AgeBucket, PickSource, PickStatus, ShortOutcome } from './picks';

/** A pick list's row as GET /api/parts/picks answers it. */
export interface PickRow {
  id: number;
  pickNo: string;
  brnId: string;
  source: PickSource;
  /** What it was picked for: the invoice, RO and job, destination branch or ticket. */
  reference: string | null;
  customer: string | null;
  bay: string | null;
  requestedAt: string;
  lines: number;
  /** Lines picked in full, and lines short of any quantity: counts of lines, like `lines`. */
  picked: number;
  short: number;
  picker: string | null;
  status: PickStatus;
  ageMinutes: number;
  ageBucket: AgeBucket;
}

/** The pick lists' grid: its columns in their order on screen. */
export const PICK_FIELDS = {
  pickNo: { header: 'Pick', format: 'text' },
  brnId: BRANCH_FIELD,
  source: { header: 'Source', format: 'text', filter: 'values' },
  reference: { header: 'Reference', format: 'text' },
  customer: { header: 'Customer or tech', format: 'text' },
  bay: { header: 'Bay or truck', format: 'text' },
  requestedAt: { header: 'Requested', format: 'datetime' },
  lines: { header: 'Lines', format: 'number', filter: null },
  picked: { header: 'Picked', format: 'number', filter: null },
  short: { header: 'Short', format: 'number', filter: null },
  picker: { header: 'Picker', format: 'text', filter: 'values' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  ageMinutes: { header: 'Age (min)', format: 'number' },
  ageBucket: { header: 'Age', format: 'text', filter: 'values' },
} as const satisfies ListFields & Partial<Record<keyof PickRow, unknown>>;

export interface PickLine {
  id: number;
  version: number;
  lineNo: number;
  partNo: string;
  description: string;
  bin: string | null;
  qtyRequested: number;
  qtyPicked: number;
  qtyShort: number;
  shortOutcome: ShortOutcome | null;
}

/** One pick with its lines in bin order (GET /api/parts/picks/:id). */
export interface PickDetail extends PickRow {
  version: number;
  pickerId: number | null;
  stagedAt: string | null;
  deliveredAt: string | null;
  lineItems: PickLine[];
  /** Who may be made its picker: the branch's staff who work pick lists, by name. */
  pickers: { id: number; name: string }[];
}

/** The tiles: open picks by age bucket, and today's median minutes from request to staged. */
export interface PickTiles {
  openByAge: { bucket: AgeBucket; count: number }[];
  medianToStagedMinutes: number | null;
  stagedToday: number;
}
