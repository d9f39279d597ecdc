import type { ChecklistItem } from './annualInventoryList';
import { LOCKED_MESSAGE, type InventoryStatus } from './annualInventory';

/**
 * Starting a year-end count and working its tags: the stock is frozen into tags numbered in shelf order, each tag
 * is returned by its counting team, its count entered blind (nobody entering or verifying sees the book quantity)
 * and verified by a second person; a spoiled tag is voided with a reason, and a part found where the books say
 * nothing is added on a tag of its own.
 */

/**
 * What must be cleared before the stock is frozen: a part sold but still on the will-call shelf would be counted
 * and also gone from the books, received stock not posted would be counted without being on the books, and a
 * part at zero cost counts at no value. The other checklist items (NOLOC, several bins, cores) are counted on
 * tags of their own bins, so they warn without blocking.
 */
export const START_BLOCKING: readonly ChecklistItem['key'][] = ['willCall', 'receiving', 'zeroCost'];

/** The checklist items that still block the start. */
export const startBlockers = (checklist: readonly ChecklistItem[]): ChecklistItem[] => checklist.filter((item) => item.remaining > 0 && START_BLOCKING.includes(item.key));

/** Why the count may not start (a 409 naming what blocks it), unless the manager confirms starting anyway. */
export function startRefusal(checklist: readonly ChecklistItem[], startAnyway: boolean): string | null {
  const blockers = startBlockers(checklist);
  if (startAnyway || !blockers.length) return null;
  return `The preparation checklist is not clear: ${blockers.map((b) => `${b.label} (${b.remaining})`).join(', ')}. Clear it, or start anyway.`;
}

/** A branch counts once a year: a count of that year already there (open or approved) refuses another. */
export function openCountRefusal(brnId: string, year: number, existing: { status: InventoryStatus } | undefined): string | null {
  if (!existing) return null;
  return existing.status === 'Approved'
    ? `Branch ${brnId}'s ${year} count is approved already.`
    : `Branch ${brnId} already has its ${year} count open (${existing.status.toLowerCase()}): finish it before starting another.`;
}

/** The counting teams tags are issued to, one team an aisle in turn: Team 1, Team 2… */
export const TEAM_PREFIX = 'Team ';

export const TAG_STATUSES = ['Issued', 'Returned', 'Entered', 'Verified', 'Void'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

/** A tag as its rules read it. */
export interface TagState {
  tagNo: number;
  inventoryStatus: InventoryStatus;
  returned: boolean;
  enteredBy: number | null;
  verified: boolean;
  voided: boolean;
}

export const tagStatusOf = (tag: Pick<TagState, 'returned' | 'enteredBy' | 'verified' | 'voided'>): TagStatus =>
  tag.voided ? 'Void' : tag.verified ? 'Verified' : tag.enteredBy !== null ? 'Entered' : tag.returned ? 'Returned' : 'Issued';

/**
 * A tag as the counting endpoints answer it: blind, so no book quantity nor cost ever reaches whoever enters or
 * verifies counts.
 */
export interface CountTag {
  id: number;
  version: number;
  inventoryId: number;
  brnId: string;
  tagNo: number;
  zone: string;
  aisle: string;
  bin: string;
  partNo: string;
  description: string | null;
  counter: string;
  status: TagStatus;
  countedQty: number | null;
  added: boolean;
  returnedAt: string | null;
  enteredAt: string | null;
  enteredBy: string | null;
  verifiedAt: string | null;
  verifiedBy: string | null;
  voidReason: string | null;
}

/** Tags are issued and added only while the inventory is counting (409). */
export function countingRefusal(inventoryStatus: InventoryStatus): string | null {
  if (inventoryStatus === 'Approved') return LOCKED_MESSAGE;
  if (inventoryStatus !== 'Counting') return `The count is in ${inventoryStatus.toLowerCase()}: its tags no longer change.`;
  return null;
}

/** A tag changes only while its inventory is counting, and a void tag not at all (409). */
const tagRefusal = (tag: TagState): string | null => countingRefusal(tag.inventoryStatus) ?? (tag.voided ? `Tag ${tag.tagNo} is void.` : null);

/** Why a tag may not be marked returned (409). */
export const returnRefusal = (tag: TagState): string | null => tagRefusal(tag) ?? (tag.returned ? `Tag ${tag.tagNo} is returned already.` : null);

/** Why a count may not be entered on the tag (409): a verified count no longer changes. */
export const entryRefusal = (tag: TagState): string | null => tagRefusal(tag) ?? (tag.verified ? `Tag ${tag.tagNo} is verified: its count no longer changes.` : null);

/** Why the person may not verify the tag: not entered or verified already (409), or they entered it themselves (403). */
export function verifyRefusal(tag: TagState, verifierId: number): { status: 403 | 409; message: string } | null {
  const counting = tagRefusal(tag);
  if (counting) return { status: 409, message: counting };
  if (tag.enteredBy === null) return { status: 409, message: `Tag ${tag.tagNo} has no count entered yet.` };
  if (tag.verified) return { status: 409, message: `Tag ${tag.tagNo} is verified already.` };
  if (tag.enteredBy === verifierId) return { status: 403, message: `You entered tag ${tag.tagNo}: someone else must verify it.` };
  return null;
}

/** Why the tag may not be voided (409): a verified tag stands. */
export const voidRefusal = (tag: TagState): string | null => tagRefusal(tag) ?? (tag.verified ? `Tag ${tag.tagNo} is verified: it cannot be voided.` : null);
