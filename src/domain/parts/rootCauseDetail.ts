import type { MissRow } from './rootCauseAnalysis';
import type { Supersession } from './partsResearch';

/** The part's stock at one of the user's branches. */
export interface MissStock {
  brnId: string;
  onHand: number;
  available: number;
  minQty: number;
  maxQty: number;
}

/** One month of the part's sales (shipped on Excede's invoices) and the quantity lost beside it. */
export interface MissMonth {
  month: string;
  sold: number;
  lost: number;
}

/** One change made to one of the part's misses: who, when, and each field from what to what. */
export interface MissAction {
  at: string;
  by: string | null;
  lostSaleId: number;
  changes: { field: string; from: string | null; to: string | null }[];
}

/** /root-cause-detail: one part's story (GET /api/parts/root-cause-detail). */
export interface RootCauseDetail {
  partNo: string;
  description: string | null;
  /** The branch asked for, or null for all the user's branches. */
  brnId: string | null;
  misses: MissRow[];
  stock: MissStock[];
  chain: Supersession[];
  months: MissMonth[];
  actions: MissAction[];
}

/** What a miss's change names, in the words of the grid. */
const CHANGED_FIELDS = { status: 'Status', reasonCodeId: 'Reason', actionCodeId: 'Action', assignedTo: 'Assigned to', note: 'Note' } as const;
type Changed = keyof typeof CHANGED_FIELDS;

/**
 * The fields a change to a miss moved, from its audit's before and after (the rows as the audit keeps them),
 * each value named by `nameOf` (a code's id its code, a user's id their name).
 */
export function missChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  nameOf: (field: Changed, value: unknown) => string | null,
): MissAction['changes'] {
  return (Object.keys(CHANGED_FIELDS) as Changed[]).flatMap((field) => {
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    return from === to ? [] : [{ field: CHANGED_FIELDS[field], from: from === null ? null : nameOf(field, from), to: to === null ? null : nameOf(field, to) }];
  });
}
