import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { BIN_EXCEPTION_KEYS, type BinExceptionKey } from './binExceptions';
import { partNumberCandidates } from './partNumber';

/** On hand × cost above this needs a second, different person to confirm it (a setting: parts.binVerifySecondAboveCents). */
export const DEFAULT_SECOND_CONFIRMER_ABOVE_CENTS = 50_000;

/** Where a part at a branch stands in bin verification: nothing recorded yet, found on a shelf, waiting on a second person, or verified. */
export const VERIFICATION_STATUSES = ['Not checked', 'Found', 'Needs second person', 'Verified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The bin-change task the portal leaves for Excede (it never writes there): open until someone makes the change in Excede. */
export const TASK_STATUSES = ['Open', 'Done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A row of an exception's grid (GET /api/parts/bin-verifications?exception=). */
export interface BinVerificationRow {
  /** `brnId|partNo`: a part at a branch is one row of a tab. */
  id: string;
  partNo: string;
  description: string | null;
  brnId: string;
  /** Excede's bins of the part with their quantities, "A03-2B (4), OVR-12 (2)". */
  bins: string;
  onHand: number;
  cost: string;
  value: string;
  lastSaleOn: string | null;
  status: VerificationStatus;
  foundBin: string | null;
  taskStatus: TaskStatus | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
  secondBy: string | null;
  /** The record staff keep of it, once one is made. */
  recordId: number | null;
  version: number | null;
  verifiedById: number | null;
}

/** The grid of every exception tab: its columns in their order on screen. */
export const BIN_VERIFICATION_FIELDS = {
  partNo: { header: 'Part', format: 'text' },
  description: { header: 'Description', format: 'text' },
  brnId: BRANCH_FIELD,
  bins: { header: 'Bins (qty)', format: 'text' },
  onHand: { header: 'On hand', format: 'number', total: 'sum' },
  cost: { header: 'Cost', format: 'money2' },
  value: { header: 'Value', format: 'money2', total: 'sum' },
  lastSaleOn: { header: 'Last sale', format: 'date' },
  status: { header: 'Verification', format: 'text', filter: 'values' },
  foundBin: { header: 'Found in bin', format: 'text' },
  taskStatus: { header: 'Bin-change task', format: 'text', filter: 'values' },
  verifiedBy: { header: 'Verified by', format: 'text' },
  verifiedAt: { header: 'Verified', format: 'datetime' },
  secondBy: { header: 'Second person', format: 'text' },
  recordId: { header: 'Record', format: 'number', filter: null, sortable: false },
  version: { header: 'Version', format: 'number', filter: null, sortable: false },
  verifiedById: { header: 'Verified by (user)', format: 'number', filter: null, sortable: false },
} as const satisfies ListFields & Partial<Record<keyof BinVerificationRow, unknown>>;

/** What the grid leaves out: the record's id, version and first confirmer travel with the row for its actions. */
export const BIN_VERIFICATION_OFF_GRID: ReadonlySet<string> = new Set(['recordId', 'version', 'verifiedById']);

/** Every status but Verified: the filter that hides verified rows. */
export const UNVERIFIED_STATUSES = VERIFICATION_STATUSES.filter((s) => s !== 'Verified');

/** Each exception tab's count at the branches asked. */
export type BinExceptionTabCounts = Record<BinExceptionKey, number>;

const BIN_TEXT = /^[A-Z0-9][A-Z0-9-]{0,19}$/;

/** A bin as a scanner or a person types it, upper-cased and trimmed; why it is not a bin, or null. */
export const binText = (typed: string) => typed.trim().toUpperCase();
export function binProblem(typed: string): string | null {
  const bin = binText(typed);
  if (!bin) return 'Enter the bin the part was found in.';
  return BIN_TEXT.test(bin) ? null : 'A bin is up to 20 letters, digits and dashes (A03-2B).';
}

const foundBin = z.string({ error: 'Enter the bin the part was found in.' }).check(
  z.trim(),
  z.refine((bin) => binProblem(bin) === null, { error: (issue) => binProblem(String(issue.input)) ?? 'Enter the bin the part was found in.' }),
  z.overwrite(binText),
);

/** "Found in bin X" for a part at a branch on an exception's tab: the first record staff make of it. */
export const binFoundCreateSchema = z.object({
  brnId: z.string({ error: 'Choose the branch.' }).check(z.regex(/^\d{3}$/, 'Choose the branch.')),
  partNo: z.string({ error: 'Enter the part number.' }).check(z.trim(), z.minLength(1, 'Enter the part number.'), z.maxLength(40, 'The part number is too long.')),
  exception: z.enum(BIN_EXCEPTION_KEYS, { error: 'Choose the exception tab.' }),
  foundBin,
});
export type BinFoundCreateInput = z.input<typeof binFoundCreateSchema>;

/** "Found in bin X" again, on the record as the user saw it. */
export const binFoundChangeSchema = z.object({ version: versionField, foundBin });
/** Open the bin-change task, mark it done, or verify: only the version the user saw. */
export const binVerificationVersionSchema = z.object({ version: versionField });

/** A part's stock is worth more than the threshold: a second, different person must confirm it. */
export const needsSecondConfirmer = (valueCents: number, thresholdCents: number) => valueCents > thresholdCents;

export const SAME_CONFIRMER_MESSAGE = 'This part is worth more than the second-person limit: someone other than the first confirmer must confirm it.';
export const NOT_FOUND_YET_MESSAGE = 'Record the bin the part was found in first.';
export const ALREADY_VERIFIED_MESSAGE = 'This part is already verified.';

/** The verification a record holds, as of Excede's data it was made on. */
export interface VerificationMark {
  foundBin: string | null;
  verifiedBy: number | null;
  /** The part was worth more than the second-person limit when it was first confirmed. */
  needsSecond: boolean;
  secondBy: number | null;
  /** Excede's stock, cost and bins when it was verified; another stamp now means Excede's data changed since. */
  stamp: string | null;
}

export type VerifyStep =
  | { refused: string; status: 403 | 409 }
  | { values: Pick<VerificationMark, 'verifiedBy' | 'needsSecond' | 'secondBy' | 'stamp'> & { verifiedAt?: Date; secondAt: Date | null } };

/**
 * What "Mark verified" by `me` writes, or why it is refused: a first confirmation (or one on Excede data that
 * changed since) starts over; a part worth more than the limit then needs a second person who is not the first.
 */
export function verifyStep(mark: VerificationMark, me: number, stampNow: string, highValue: boolean): VerifyStep {
  if (!mark.foundBin) return { refused: NOT_FOUND_YET_MESSAGE, status: 409 };
  const now = new Date();
  const current = mark.verifiedBy !== null && mark.stamp === stampNow;
  if (!current) return { values: { verifiedBy: me, verifiedAt: now, needsSecond: highValue, secondBy: null, secondAt: null, stamp: stampNow } };
  if (!mark.needsSecond || mark.secondBy !== null) return { refused: ALREADY_VERIFIED_MESSAGE, status: 409 };
  if (mark.verifiedBy === me) return { refused: SAME_CONFIRMER_MESSAGE, status: 403 };
  return { values: { verifiedBy: mark.verifiedBy, needsSecond: true, secondBy: me, secondAt: now, stamp: stampNow } };
}

/** Where the scan field stands: waiting for the bin, or holding the bin and waiting for the part. */
export type ScanState = { bin: null } | { bin: string };

export type ScanResult =
  | { kind: 'bin'; state: ScanState; message: string }
  | { kind: 'confirmed'; state: ScanState; bin: string; message: string }
  | { kind: 'refused'; state: ScanState; message: string };

/**
 * One scan (a wedge scanner types it and presses Enter) in the order "bin, then part": the first is the bin,
 * the second must be the row's part (by its letters and digits, a vendor prefix allowed); a wrong part keeps the
 * bin and says so, so the right one can be scanned next.
 */
export function readScan(state: ScanState, scanned: string, partNo: string): ScanResult {
  const text = scanned.trim();
  if (state.bin === null) {
    const problem = binProblem(text);
    if (problem) return { kind: 'refused', state, message: problem };
    const bin = binText(text);
    return { kind: 'bin', state: { bin }, message: `Bin ${bin} read. Now scan the part.` };
  }
  if (!text) return { kind: 'refused', state, message: `Scan the part in bin ${state.bin}.` };
  const wanted = partNumberCandidates(partNo)[0];
  if (!partNumberCandidates(text).includes(wanted!)) {
    return { kind: 'refused', state, message: `${text.toUpperCase()} is the wrong part for bin ${state.bin}: this row is ${partNo}. Scan ${partNo}, or start over with the bin.` };
  }
  return { kind: 'confirmed', state: { bin: null }, bin: state.bin, message: `${partNo} found in bin ${state.bin}.` };
}

/** The shelf label of a part at a branch (/shelflabelparts prints it). */
export const shelfLabelHref = (partNo: string, brnId: string) => `/shelflabelparts?${new URLSearchParams({ partNo, brnId }).toString()}`;
