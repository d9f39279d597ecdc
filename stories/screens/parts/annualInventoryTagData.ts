import type { CountTag } from '../../../src/domain/parts/annualInventoryTags';
import { inventoryDashboard } from './annualInventoryData';

/** Tag 214 at Norcross's count, as tag entry finds it (blind: no book quantity), in each of its states. */
export const issuedTag: CountTag = {
  id: 5214,
  version: 1,
  inventoryId: 2,
  brnId: '101',
  tagNo: 214,
  zone: 'B',
  aisle: 'B07',
  bin: 'B07-4C',
  partNo: 'BRK-4515Q',
  description: 'Brake shoe kit, 16.5 x 7',
  counter: 'Team 3',
  status: 'Issued',
  countedQty: null,
  added: false,
  returnedAt: null,
  enteredAt: null,
  enteredBy: null,
  verifiedAt: null,
  verifiedBy: null,
  voidReason: null,
};

export const returnedTag: CountTag = { ...issuedTag, version: 2, status: 'Returned', returnedAt: '2026-11-18T15:10:00.000Z' };
export const enteredTag: CountTag = { ...returnedTag, version: 3, status: 'Entered', countedQty: 6, enteredAt: '2026-11-18T16:42:00.000Z', enteredBy: 'Pat Parts' };
export const verifiedTag: CountTag = { ...enteredTag, version: 4, status: 'Verified', verifiedAt: '2026-11-18T17:05:00.000Z', verifiedBy: 'Alex Admin' };
export const voidTag: CountTag = { ...issuedTag, version: 2, status: 'Void', voidReason: 'Torn, rewritten as tag 1502' };

/** The dashboard with Birmingham not started yet: its checklist still blocks (will-call and receiving left). */
export const dashboardBeforeStart = {
  ...inventoryDashboard,
  branches: [
    inventoryDashboard.branches[0]!,
    {
      ...inventoryDashboard.branches[1]!,
      inventory: null,
      checklist: inventoryDashboard.branches[1]!.checklist.map((item) => ({ ...item, remaining: item.key === 'willCall' ? 2 : item.key === 'receiving' ? 7 : item.key === 'severalBins' ? 4 : 0 })),
      progress: { tagsIssued: 0, tagsReturned: 0, tagsEntered: 0, tagsVerified: 0, binsCounted: 0, binsTotal: 0, countersActive: 0 },
      results: { bookCents: 0, countedCents: 0, netCents: 0, grossCents: 0, netPercent: null },
    },
  ],
};
