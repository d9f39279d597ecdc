/**
 * Pick lists (/part-pick-status): the parts a counter invoice, a repair order's job, a transfer to another
 * branch or a will-call ticket needs, pulled from the shelves by a picker until staged, then delivered.
 */

export const PICK_SOURCES = ['Counter', 'RO', 'Transfer', 'Will-call'] as const;
export type PickSource = (typeof PICK_SOURCES)[number];

export const PICK_STATUSES = ['Open', 'Picking', 'Short', 'Staged', 'Delivered'] as const;
export type PickStatus = (typeof PICK_STATUSES)[number];

/** What becomes of a line's quantity the shelf did not have: ordered for the customer, or the customer went without. */
export const SHORT_OUTCOMES = ['Backorder', 'Lost sale'] as const;
export type ShortOutcome = (typeof SHORT_OUTCOMES)[number];

/** A pick's number as the counter says it: "P-1042". */
export const pickNumberText = (id: number): string => `P-${1000 + id}`;

export interface PickLineState {
  qtyRequested: number;
  qtyPicked: number;
  qtyShort: number;
  shortOutcome: ShortOutcome | null;
}

/** A line whose short quantity still waits for Backorder or Lost sale. */
export const isUnresolvedShort = (line: PickLineState): boolean => line.qtyShort > 0 && line.shortOutcome === null;

/** A line every unit of which is picked or short. */
export const isLineDone = (line: PickLineState): boolean => line.qtyPicked + line.qtyShort === line.qtyRequested;

/**
 * The status a pick's lines imply: every line done and no short unresolved → Staged; a short unresolved →
 * Short; a picker on it → Picking; else Open. Delivered is final and said by the deliver action alone.
 */
export function pickStatusOf(lines: readonly PickLineState[], hasPicker: boolean, delivered = false): PickStatus {
  if (delivered) return 'Delivered';
  if (lines.some(isUnresolvedShort)) return 'Short';
  if (lines.length > 0 && lines.every(isLineDone)) return 'Staged';
  return hasPicker ? 'Picking' : 'Open';
}

export const PICK_ACTIONS = ['assign', 'line', 'deliver'] as const;
export type PickAction = (typeof PICK_ACTIONS)[number];

/** What may be done to a pick in each status: lines and pickers change until staged, and only a staged pick is delivered. */
export const ALLOWED_ACTIONS: Readonly<Record<PickStatus, readonly PickAction[]>> = {
  Open: ['assign', 'line'],
  Picking: ['assign', 'line'],
  Short: ['assign', 'line'],
  Staged: ['deliver'],
  Delivered: [],
};

const ACTION_WORDS: Record<PickAction, string> = { assign: 'assigned a picker', line: 'picked', deliver: 'delivered' };

/** Why an action is refused in a status (a 409: someone moved the pick first), or null. */
export function actionRefusal(status: PickStatus, action: PickAction): string | null {
  if (ALLOWED_ACTIONS[status].includes(action)) return null;
  if (action === 'deliver') return `Only a staged pick is delivered: this one is ${status.toLowerCase()}.`;
  return `This pick is ${status.toLowerCase()}: it can no longer be ${ACTION_WORDS[action]}.`;
}

export const LINE_OVER = 'Picked and short together cannot be more than the quantity requested.';

/** Why a line's picked and short quantities cannot be (over the requested), or null. */
export const lineQuantityIssue = (requested: number, picked: number, short: number): string | null => (picked + short > requested ? LINE_OVER : null);

const binCollator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Lines in the order a picker walks the shelves: bins in natural order (A2 before A10), lines with no bin last. */
export function inBinOrder<T extends { bin: string | null; lineNo: number }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => {
    if (a.bin === null || b.bin === null) return a.bin === b.bin ? a.lineNo - b.lineNo : a.bin === null ? 1 : -1;
    return binCollator.compare(a.bin, b.bin) || a.lineNo - b.lineNo;
  });
}

export const AGE_BUCKETS = ['0–15 min', '15–30 min', '30–60 min', '60+ min'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The age bucket of a pick open so many minutes (15 falls in 15–30). */
export const ageBucketOf = (minutes: number): AgeBucket => (minutes < 15 ? AGE_BUCKETS[0] : minutes < 30 ? AGE_BUCKETS[1] : minutes < 60 ? AGE_BUCKETS[2] : AGE_BUCKETS[3]);

/** The median of minutes from request to staged (the middle two averaged), or null with none. */
export function medianMinutes(minutes: readonly number[]): number | null {
  if (!minutes.length) return null;
  const sorted = [...minutes].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
