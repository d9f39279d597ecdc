import { proposedGlEntry, resultsOf } from '../../../src/domain/parts/annualInventory';
import type { AdjustmentBatch, AdjustmentBatches, AdjustmentLine, AdjustmentRow, ChecklistItem, InventoryDashboard } from '../../../src/domain/parts/annualInventoryList';
import { moneyText } from '../../../src/domain/money';

const BINS = ['A01-1A', 'A03-2B', 'B07-4C', 'B12-1A', 'C02-3D', 'D10-2A'];
const PARTS = ['FL-0149', 'AF2584', 'BRK-4515Q', 'LMP-60401', 'FLT-LF9080', 'DD-A4720'];

const checklist = (brnId: string, remaining: readonly number[]): ChecklistItem[] => [
  { key: 'zeroCost', label: 'Zero-cost parts with stock', remaining: remaining[0]!, href: `/binverification?brnId=${brnId}&tab=zeroCost` },
  { key: 'severalBins', label: 'Parts in several bins', remaining: remaining[1]!, href: `/binverification?brnId=${brnId}&tab=severalBins` },
  { key: 'noLocation', label: 'On hand in NOLOC', remaining: remaining[2]!, href: `/binverification?brnId=${brnId}&tab=noLocation` },
  { key: 'coreOutside', label: 'Cores outside the core bin', remaining: remaining[3]!, href: `/binverification?brnId=${brnId}&tab=coreOutside` },
  { key: 'willCall', label: 'Will-call not cleared (open picks and phone tickets)', remaining: remaining[4]!, href: `/part-pick-status?brnId=${brnId}` },
  { key: 'receiving', label: 'Receiving not posted (stock in RECV)', remaining: remaining[5]!, href: null },
];

export const inventoryDashboard: InventoryDashboard = {
  year: 2026,
  warnPercent: 2,
  branches: [
    {
      brnId: '101',
      inventory: { id: 2, status: 'Counting', countDate: '2026-11-18' },
      checklist: checklist('101', [3, 12, 4, 2, 5, 0]),
      progress: { tagsIssued: 80, tagsReturned: 56, tagsEntered: 44, tagsVerified: 28, binsCounted: 41, binsTotal: 78, countersActive: 3 },
      results: resultsOf(4_812_300, 4_688_150, 201_640),
    },
    {
      brnId: '201',
      inventory: { id: 3, status: 'Review', countDate: '2026-11-18' },
      checklist: checklist('201', [0, 0, 0, 0, 0, 0]),
      progress: { tagsIssued: 40, tagsReturned: 40, tagsEntered: 40, tagsVerified: 36, binsCounted: 40, binsTotal: 40, countersActive: 0 },
      results: resultsOf(2_104_500, 2_113_900, 35_210),
    },
  ],
  byZone: [
    { zone: 'A', bookValue: 21_340.5, varianceValue: -612.4 },
    { zone: 'B', bookValue: 15_880, varianceValue: -890.1 },
    { zone: 'C', bookValue: 9_120.75, varianceValue: 210 },
    { zone: 'D', bookValue: 22_870, varianceValue: 158.25 },
  ],
  topVariances: PARTS.map((partNo, i) => ({ brnId: i % 2 ? '201' : '101', tagNo: 1001 + i * 7, partNo, bin: BINS[i]!, varianceQty: i % 3 ? -2 : 3, varianceValue: moneyText((i % 3 ? -1 : 1) * (40_000 - i * 5_500)) })),
};

/** `count` review lines at 101 and 201: most agree with book, a few a piece off, every ninth far off. */
export function adjustmentRows(count: number): AdjustmentRow[] {
  return Array.from({ length: count }, (_, i) => {
    const bookQty = 2 + (i % 7);
    const farOff = i % 9 === 4;
    const off = farOff ? -bookQty : i % 4 === 1 ? -1 : 0;
    const unitCostCents = 1_250 + ((i * 3_517) % 24_000);
    return {
      id: i + 1,
      tagNo: 1001 + i,
      brnId: i % 2 ? '201' : '101',
      partNo: `${PARTS[i % PARTS.length]}-${String(i).padStart(3, '0')}`,
      bin: BINS[i % BINS.length]!,
      bookQty,
      countedQty: bookQty + off,
      varianceQty: off,
      unitCost: moneyText(unitCostCents),
      varianceValue: moneyText(off * unitCostCents),
      recounted: i === 4 ? 'Yes' : 'No',
      decision: i < 6 ? null : farOff ? 'Recount' : i % 5 === 0 ? 'Exclude' : 'Accept',
      comment: i % 5 === 0 && i >= 6 ? 'Consigned stock on the shelf' : null,
    };
  });
}

/** A line over the threshold, not recounted: Accept waits for a recount. */
export const farOffLine: AdjustmentLine = { ...adjustmentRows(5)[4]!, recounted: 'No', version: 3, inventoryId: 3, locked: false };
/** A line sent to recount: the dialog asks for the second count. */
export const recountLine: AdjustmentLine = { ...farOffLine, decision: 'Recount', version: 4 };
export const lockedLine: AdjustmentLine = { ...adjustmentRows(8)[7]!, version: 2, inventoryId: 1, locked: true };

const batch = (brnId: string, over: Partial<AdjustmentBatch>): AdjustmentBatch => ({
  id: brnId === '101' ? 2 : 3,
  version: 4,
  brnId,
  year: 2026,
  countDate: '2026-11-18',
  status: 'Review',
  partsManagerApprovedBy: null,
  partsManagerApprovedAt: null,
  controllerApprovedBy: null,
  controllerApprovedAt: null,
  lines: { total: 40, undecided: 12, recount: 1, overThreshold: 2, accepted: 25 },
  tagsNotEntered: 0,
  results: resultsOf(2_104_500, 2_113_900, 35_210),
  acceptedNetCents: -18_455,
  glEntry: proposedGlEntry(-18_455),
  nextApproval: 'annual-inventory-parts-manager',
  approvalRefusal: null,
  ...over,
});

const decided = { total: 40, undecided: 0, recount: 0, overThreshold: 0, accepted: 37 };

export const reviewBatches: AdjustmentBatches = {
  year: 2026,
  acceptUnderCents: 10_000,
  batches: [batch('101', { status: 'Counting', tagsNotEntered: 36, approvalRefusal: null, lines: { total: 44, undecided: 30, recount: 1, overThreshold: 3, accepted: 10 } }), batch('201', {})],
};

/** 201 decided in full and signed by the parts manager: the controller's turn. */
export const awaitingController: AdjustmentBatches = {
  ...reviewBatches,
  batches: [batch('201', { lines: decided, partsManagerApprovedBy: 'Pat Parts', partsManagerApprovedAt: '2026-11-18T16:05:00.000Z', nextApproval: 'annual-inventory-controller', approvalRefusal: 'You have no approval authority for annual inventories as controller.' })],
};

export const approvedBatches: AdjustmentBatches = {
  ...reviewBatches,
  batches: [
    batch('201', {
      status: 'Approved',
      lines: decided,
      partsManagerApprovedBy: 'Pat Parts',
      partsManagerApprovedAt: '2026-11-18T16:05:00.000Z',
      controllerApprovedBy: 'Alex Admin',
      controllerApprovedAt: '2026-11-18T17:40:00.000Z',
      nextApproval: null,
    }),
  ],
};
