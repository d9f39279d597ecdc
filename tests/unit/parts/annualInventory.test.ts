import { describe, expect, it } from 'vitest';
import {
  acceptsUnderThreshold,
  batchApprovalRefusal,
  closeCountingRefusal,
  decisionRefusal,
  inventoryResults,
  isVarianceOutside,
  LOCKED_MESSAGE,
  nextApprovalKind,
  proposedGlEntry,
  recountRefusal,
  secondApproverRefusal,
  varianceCentsOf,
  zoneOfBin,
  type CountLine,
} from '../../../src/domain/parts/annualInventory';
import { lineDecisionSchema, recountSchema } from '../../../src/domain/parts/annualInventoryPayloads';

const line = (bookQty: number, countedQty: number, unitCostCents: number, recounted = false): CountLine => ({ tagNo: 1007, partNo: 'FL-0149', bookQty, countedQty, unitCostCents, recounted });

describe('a count line’s variance', () => {
  it('is the counted less the book quantity at the frozen unit cost, in cents', () => {
    expect(varianceCentsOf(line(10, 8, 1234))).toBe(-2468);
    expect(varianceCentsOf(line(3, 3, 99_999))).toBe(0);
  });
});

describe('deciding a line', () => {
  it('refuses Accept on a line over the threshold until it is recounted, naming the tag and part', () => {
    expect(decisionRefusal(line(10, 0, 5000), 'Accept', 10_000)).toMatch(/^Tag 1007 \(FL-0149\) is \(\$500\.00\) off, over the \$100\.00 threshold: send it to recount/);
    expect(decisionRefusal(line(10, 0, 5000, true), 'Accept', 10_000)).toBeNull();
  });
  it('allows Accept within the threshold (exactly at it too), and Recount or Exclude at any size', () => {
    expect(decisionRefusal(line(10, 8, 5000), 'Accept', 10_000)).toBeNull();
    expect(decisionRefusal(line(10, 0, 5000), 'Recount', 10_000)).toBeNull();
    expect(decisionRefusal(line(10, 0, 5000), 'Exclude', 10_000)).toBeNull();
  });
  it('accepts all under threshold only the undecided lines within it', () => {
    expect(acceptsUnderThreshold({ ...line(10, 9, 500), decision: null }, 10_000)).toBe(true);
    expect(acceptsUnderThreshold({ ...line(10, 9, 500), decision: 'Exclude' }, 10_000)).toBe(false);
    expect(acceptsUnderThreshold({ ...line(10, 0, 5000, true), decision: null }, 10_000)).toBe(false);
  });
  it('takes a recount only on a line sent to recount', () => {
    expect(recountRefusal({ tagNo: 1007, decision: 'Recount' })).toBeNull();
    expect(recountRefusal({ tagNo: 1007, decision: null })).toBe('Tag 1007 was not sent to recount.');
  });
  it('needs a comment to exclude, and a whole recount of zero or more', () => {
    expect(lineDecisionSchema.safeParse({ version: 1, decision: 'Exclude' }).error?.issues[0]?.path).toEqual(['comment']);
    expect(lineDecisionSchema.safeParse({ version: 1, decision: 'Exclude', comment: 'Consigned stock' }).success).toBe(true);
    expect(recountSchema.safeParse({ version: 1, countedQty: -1 }).success).toBe(false);
    expect(recountSchema.safeParse({ version: 1, countedQty: 1.5 }).success).toBe(false);
  });
});

describe('approving the batch', () => {
  const review = { status: 'Review' as const, partsManagerApprovedBy: null };
  it('goes parts manager first, then controller', () => {
    expect(nextApprovalKind(review)).toBe('annual-inventory-parts-manager');
    expect(nextApprovalKind({ ...review, partsManagerApprovedBy: 7 })).toBe('annual-inventory-controller');
  });
  it('is refused while counting, with lines undecided or waiting for a recount, and once locked', () => {
    const none = { undecided: 0, recount: 0 };
    expect(batchApprovalRefusal({ ...review, status: 'Counting' }, none)).toBe('The count is still counting: close counting before approving.');
    expect(batchApprovalRefusal(review, { undecided: 2, recount: 0 })).toBe('2 lines have no decision yet.');
    expect(batchApprovalRefusal(review, { undecided: 0, recount: 1 })).toBe('1 line waits for a recount.');
    expect(batchApprovalRefusal({ ...review, status: 'Approved' }, none)).toBe(LOCKED_MESSAGE);
    expect(batchApprovalRefusal(review, none)).toBeNull();
  });
  it('closes counting into review only once every tag is entered', () => {
    expect(closeCountingRefusal('Counting', 3)).toBe('3 tags are not entered yet.');
    expect(closeCountingRefusal('Counting', 0)).toBeNull();
    expect(closeCountingRefusal('Review', 0)).toBe('The count is in review already.');
    expect(closeCountingRefusal('Approved', 0)).toBe(LOCKED_MESSAGE);
  });
  it('needs a second person as controller', () => {
    expect(secondApproverRefusal({ ...review, partsManagerApprovedBy: 7 }, 7)).toMatch(/controller must be someone else/);
    expect(secondApproverRefusal({ ...review, partsManagerApprovedBy: 7 }, 8)).toBeNull();
    expect(secondApproverRefusal(review, 7)).toBeNull();
  });
});

describe('results and the GL entry', () => {
  it('sums book, counted, net and gross variance exactly, and the net as a percent of book', () => {
    const results = inventoryResults([line(10, 8, 1000), line(5, 6, 2000)]);
    expect(results).toEqual({ bookCents: 20_000, countedCents: 20_000, netCents: 0, grossCents: 4000, netPercent: 0 });
    expect(inventoryResults([]).netPercent).toBeNull();
  });
  it('warns outside ±the setting’s percent', () => {
    expect(isVarianceOutside(-2.5, 2)).toBe(true);
    expect(isVarianceOutside(1.99, 2)).toBe(false);
    expect(isVarianceOutside(null, 2)).toBe(false);
  });
  it('credits parts inventory for a shrink and debits it for a gain, against the adjustment account', () => {
    expect(proposedGlEntry(-12_345)).toEqual([
      { acctId: '1400', name: 'Parts inventory', debitCents: 0, creditCents: 12_345 },
      { acctId: '5490', name: 'Parts inventory adjustment', debitCents: 12_345, creditCents: 0 },
    ]);
    expect(proposedGlEntry(500)[0]).toMatchObject({ acctId: '1400', debitCents: 500, creditCents: 0 });
  });
  it('reads a shelf bin’s zone and aisle, and an overflow bin as its own zone', () => {
    expect(zoneOfBin('A07-3B')).toEqual({ zone: 'A', aisle: 'A07' });
    expect(zoneOfBin('OVR-12')).toEqual({ zone: 'OVR', aisle: 'OVR' });
  });
});
