import { describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE } from '../../../src/domain/parts/annualInventory';
import type { ChecklistItem } from '../../../src/domain/parts/annualInventoryList';
import { entryRefusal, openCountRefusal, returnRefusal, startBlockers, startRefusal, tagStatusOf, verifyRefusal, voidRefusal, type TagState } from '../../../src/domain/parts/annualInventoryTags';
import { startCountSchema, tagAddSchema } from '../../../src/domain/parts/annualInventoryTagPayloads';

const item = (key: ChecklistItem['key'], remaining: number, label: string = key): ChecklistItem => ({ key, label, remaining, href: null });

describe('starting a count', () => {
  const clear = [item('zeroCost', 0), item('severalBins', 12), item('noLocation', 3), item('coreOutside', 1), item('willCall', 0), item('receiving', 0)];

  it('warns without blocking on bins the tags count anyway (several bins, NOLOC, cores)', () => {
    expect(startBlockers(clear)).toEqual([]);
    expect(startRefusal(clear, false)).toBeNull();
  });

  it('is blocked by open will-call, unposted receiving and zero-cost stock, naming each, unless started anyway', () => {
    const blocked = [...clear.slice(1, 4), item('zeroCost', 2, 'Zero-cost parts with stock'), item('willCall', 1, 'Will-call not cleared'), item('receiving', 0)];
    expect(startBlockers(blocked).map((b) => b.key)).toEqual(['zeroCost', 'willCall']);
    expect(startRefusal(blocked, false)).toBe('The preparation checklist is not clear: Zero-cost parts with stock (2), Will-call not cleared (1). Clear it, or start anyway.');
    expect(startRefusal(blocked, true)).toBeNull();
  });

  it('is refused while the branch has a count that year, open or approved', () => {
    expect(openCountRefusal('101', 2026, undefined)).toBeNull();
    expect(openCountRefusal('101', 2026, { status: 'Review' })).toBe('Branch 101 already has its 2026 count open (review): finish it before starting another.');
    expect(openCountRefusal('101', 2025, { status: 'Approved' })).toBe("Branch 101's 2025 count is approved already.");
  });

  it('takes a count date and 1–40 teams, four by default', () => {
    expect(startCountSchema.parse({ brnId: '101', countDate: '2026-12-31' })).toEqual({ brnId: '101', countDate: '2026-12-31', teams: 4, startAnyway: false });
    expect(startCountSchema.safeParse({ brnId: '101', countDate: '2026-12-31', teams: 41 }).success).toBe(false);
    expect(startCountSchema.safeParse({ brnId: '101', countDate: '2026-13-45' }).success).toBe(false);
  });
});

describe('a tag', () => {
  const issued: TagState = { tagNo: 7, inventoryStatus: 'Counting', returned: false, enteredBy: null, verified: false, voided: false };
  const entered: TagState = { ...issued, returned: true, enteredBy: 5 };

  it('goes Issued → Returned → Entered → Verified, or Void', () => {
    expect(tagStatusOf(issued)).toBe('Issued');
    expect(tagStatusOf({ ...issued, returned: true })).toBe('Returned');
    expect(tagStatusOf(entered)).toBe('Entered');
    expect(tagStatusOf({ ...entered, verified: true })).toBe('Verified');
    expect(tagStatusOf({ ...entered, voided: true })).toBe('Void');
  });

  it('is verified by someone other than who entered it (403), only once entered (409)', () => {
    expect(verifyRefusal(entered, 5)).toEqual({ status: 403, message: 'You entered tag 7: someone else must verify it.' });
    expect(verifyRefusal(entered, 6)).toBeNull();
    expect(verifyRefusal(issued, 6)).toEqual({ status: 409, message: 'Tag 7 has no count entered yet.' });
    expect(verifyRefusal({ ...entered, verified: true }, 6)?.status).toBe(409);
  });

  it('keeps a verified count and a void tag as they are, and changes only while counting', () => {
    expect(entryRefusal(entered)).toBeNull();
    expect(entryRefusal({ ...entered, verified: true })).toBe('Tag 7 is verified: its count no longer changes.');
    expect(voidRefusal({ ...entered, verified: true })).toBe('Tag 7 is verified: it cannot be voided.');
    expect(entryRefusal({ ...issued, voided: true })).toBe('Tag 7 is void.');
    expect(returnRefusal(entered)).toBe('Tag 7 is returned already.');
    expect(entryRefusal({ ...issued, inventoryStatus: 'Review' })).toBe('The count is in review: its tags no longer change.');
    expect(voidRefusal({ ...issued, inventoryStatus: 'Approved' })).toBe(LOCKED_MESSAGE);
  });

  it('added for a part found holds at least one piece, its bin and part upper-cased', () => {
    expect(tagAddSchema.parse({ bin: ' b07-2c ', partNo: 'lf9009', countedQty: 1, counter: 'Team 2' })).toMatchObject({ bin: 'B07-2C', partNo: 'LF9009' });
    expect(tagAddSchema.safeParse({ bin: 'B07-2C', partNo: 'LF9009', countedQty: 0, counter: 'Team 2' }).success).toBe(false);
  });
});
