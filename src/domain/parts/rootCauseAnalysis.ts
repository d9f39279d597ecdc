import * as z from 'zod/mini';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { versionField } from '../recordChange';
import { LOST_SALE_STATUSES, type LostSaleStatus, type MissType } from './lostSales';
import type { RootCauseCode, RootCauseCodeType } from './rootCauseCodes';

/** A miss as the /root-cause-analysis grid shows it (GET /api/parts/root-cause-analysis). */
export interface MissRow {
  id: number;
  version: number;
  createdAt: string;
  brnId: string;
  partNo: string | null;
  description: string | null;
  qty: number | null;
  qtyFilled: number;
  /** What the unfilled quantity would have sold for at list price, as numeric text. */
  lostValue: string;
  source: string;
  customer: string | null;
  employee: string | null;
  missType: MissType | null;
  reasonCode: string | null;
  actionCode: string | null;
  status: LostSaleStatus;
  assignedTo: string | null;
  note: string | null;
}

/** The misses' grid: its columns in their order on screen. */
export const MISS_FIELDS = {
  createdAt: { header: 'Date', format: 'datetime' },
  brnId: BRANCH_FIELD,
  partNo: { header: 'Part', format: 'text' },
  description: { header: 'Description', format: 'text' },
  qty: { header: 'Requested', format: 'number', total: 'sum' },
  qtyFilled: { header: 'Filled', format: 'number', total: 'sum' },
  lostValue: { header: 'Lost $ (list)', format: 'money2', total: 'sum' },
  source: { header: 'Source', format: 'text', filter: 'values' },
  customer: { header: 'Customer', format: 'text' },
  employee: { header: 'Employee', format: 'text', filter: 'values' },
  missType: { header: 'Miss type', format: 'text', filter: 'values' },
  reasonCode: { header: 'Reason', format: 'text', filter: 'values' },
  actionCode: { header: 'Action', format: 'text', filter: 'values' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  assignedTo: { header: 'Assigned to', format: 'text', filter: 'values' },
  note: { header: 'Note', format: 'text' },
  // Carried for the bulk change (each row's version), not shown.
  version: { header: 'Version', format: 'number', filter: null, sortable: false },
} as const satisfies ListFields & Partial<Record<keyof MissRow, unknown>>;

/** The tiles over the grid's selection: misses still open, what they lost at list price, and their lines. */
export interface MissTiles {
  open: number;
  lostValue: string;
  lines: number;
}

/** Who a miss may be assigned to, and the codes to choose from (inactive ones only name history). */
export interface MissOptions {
  assignees: { id: number; name: string }[];
  codes: RootCauseCode[];
}

const optionalId = (what: string) => z.optional(z.nullable(z.int(`Choose the ${what}.`).check(z.positive(`Choose the ${what}.`))));

/**
 * One change to several misses: each row names the version the user saw (all or nothing); a field left out is
 * left as it is, a null clears it.
 */
export const missBulkSchema = z.object({
  rows: z
    .array(z.object({ id: z.int('Choose the misses.').check(z.positive('Choose the misses.')), version: versionField }), { error: 'Choose the misses.' })
    .check(z.minLength(1, 'Choose at least one miss.'), z.maxLength(500, 'Change at most 500 misses at once.')),
  reasonCodeId: optionalId('reason code'),
  actionCodeId: optionalId('action code'),
  assignedTo: optionalId('person to assign'),
  status: z.optional(z.enum(LOST_SALE_STATUSES, { error: 'Choose the status: New, Assigned, Action taken or Closed.' })),
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, 'Keep the note to 500 characters.')))),
});
export type MissBulkInput = z.input<typeof missBulkSchema>;
export type MissChange = Omit<z.output<typeof missBulkSchema>, 'rows'>;

/** A miss's fields the rules read: what it is now, or will be once a change applies. */
export interface MissState {
  status: LostSaleStatus;
  reasonCodeId: number | null;
  actionCodeId: number | null;
  assignedTo: number | null;
  note: string | null;
}

export interface MissRefusal {
  field: 'reasonCodeId' | 'actionCodeId' | 'assignedTo' | 'status' | 'note';
  message: string;
}

export const MISS_CLOSED = 'This miss is closed: it no longer changes.';
export const ASSIGNEE_NEEDED = 'Choose who the miss is assigned to before it moves to Assigned.';
export const ACTION_NEEDED = 'Give the miss an action code before it moves to Action taken.';
export const REASON_NEEDED = 'Give the miss a reason code before it is closed.';
export const NOTE_NEEDED = (code: string) => `Code ${code} needs a note: say what happened.`;
export const STATUS_BACK = (from: LostSaleStatus) => `A miss moves forward only: this one is ${from}.`;

/** What each status needs before a miss may stand in it (and in every status after it). */
const STATUS_NEEDS: { status: LostSaleStatus; needs: (s: MissState) => boolean; refusal: MissRefusal }[] = [
  { status: 'Assigned', needs: (s) => s.assignedTo !== null, refusal: { field: 'assignedTo', message: ASSIGNEE_NEEDED } },
  { status: 'Action taken', needs: (s) => s.actionCodeId !== null, refusal: { field: 'actionCodeId', message: ACTION_NEEDED } },
  { status: 'Closed', needs: (s) => s.reasonCodeId !== null, refusal: { field: 'reasonCodeId', message: REASON_NEEDED } },
];

const rank = (status: LostSaleStatus) => LOST_SALE_STATUSES.indexOf(status);

/** A code given to a field: it must be of the field's type, and active unless the miss already had it. */
function codeRefusal(field: 'reasonCodeId' | 'actionCodeId', type: RootCauseCodeType, id: number | null, had: number | null, codes: ReadonlyMap<number, RootCauseCode>): MissRefusal | null {
  if (id === null || id === had) return null;
  const code = codes.get(id);
  if (!code || code.type !== type) return { field, message: `Choose one of the ${type.toLowerCase()} codes.` };
  if (!code.active) return { field, message: `Code ${code.code} is no longer in use: choose another.` };
  return null;
}

/** The miss once the change applies (a field the change leaves out stays as it was). */
export const missAfter = (before: MissState, change: MissChange): MissState => ({
  status: change.status ?? before.status,
  reasonCodeId: change.reasonCodeId === undefined ? before.reasonCodeId : change.reasonCodeId,
  actionCodeId: change.actionCodeId === undefined ? before.actionCodeId : change.actionCodeId,
  assignedTo: change.assignedTo === undefined ? before.assignedTo : change.assignedTo,
  note: change.note === undefined ? before.note : change.note?.trim() || null,
});

/**
 * Why a change may not apply to a miss, or null. A closed miss is final; a status moves forward only
 * (New → Assigned → Action taken → Closed, steps may be taken at once) and each status reached needs its own:
 * an assignee, an action code, a reason code. Reason codes go in the reason, action codes in the action; an
 * inactive code is given to nothing new; a code that asks for a note is refused without one.
 */
export function missRefusal(before: MissState, change: MissChange, codes: ReadonlyMap<number, RootCauseCode>): MissRefusal | null {
  if (before.status === 'Closed') return { field: 'status', message: MISS_CLOSED };
  const after = missAfter(before, change);
  if (rank(after.status) < rank(before.status)) return { field: 'status', message: STATUS_BACK(before.status) };
  const wrongCode =
    codeRefusal('reasonCodeId', 'Reason', after.reasonCodeId, before.reasonCodeId, codes) ?? codeRefusal('actionCodeId', 'Action', after.actionCodeId, before.actionCodeId, codes);
  if (wrongCode) return wrongCode;
  const unmet = STATUS_NEEDS.find((s) => rank(after.status) >= rank(s.status) && !s.needs(after));
  if (unmet) return unmet.refusal;
  const needsNote = [after.reasonCodeId, after.actionCodeId].map((id) => (id === null ? undefined : codes.get(id))).find((code) => code?.noteRequired);
  if (needsNote && !after.note) return { field: 'note', message: NOTE_NEEDED(needsNote.code) };
  return null;
}
