import { LOST_SALE_STATUSES, MISS_TYPES } from '../../../src/domain/parts/lostSales';
import type { MissOptions, MissRow, MissTiles } from '../../../src/domain/parts/rootCauseAnalysis';
import type { RootCauseDetail } from '../../../src/domain/parts/rootCauseDetail';
import { ROOT_CAUSE_CODES } from './rootCauseCodesData';

const PARTS = [
  ['FLT-LF9080', 'Lube filter, spin-on', '38.40'],
  ['BRK-4515Q', 'Brake shoe kit, 16.5 x 7', '142.00'],
  ['LMP-60401', 'LED stop/tail lamp, 4 in', '54.95'],
  ['AIR-AF26405', 'Air filter, primary', '96.10'],
  ['DEF-5G', 'DEF fluid, 2.5 gal', '21.75'],
] as const;
const CUSTOMERS = ['Peachtree Hauling', 'Gwinnett Paving', null, 'Ada Mechanics', 'Southern Freight Lines'];

/** `count` misses, newest first, at Norcross and Forest Park, in every status and miss type. */
export function missRows(count: number): MissRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [partNo, description, list] = PARTS[i % PARTS.length]!;
    const status = LOST_SALE_STATUSES[i % 4]!;
    const qty = (i % 4) + 1;
    const qtyFilled = i % 7 === 2 ? 1 : 0;
    return {
      id: 500 + i,
      version: 1 + (i % 3),
      createdAt: new Date(Date.UTC(2026, 10, 18, 15, 0) - i * 3 * 3_600_000).toISOString(),
      brnId: i % 5 === 4 ? '102' : '101',
      partNo,
      description,
      qty,
      qtyFilled,
      lostValue: ((qty - qtyFilled) * Number(list)).toFixed(2),
      source: ['Counter', 'Phone', 'Technician'][i % 3]!,
      customer: CUSTOMERS[i % CUSTOMERS.length]!,
      employee: i % 2 ? 'Pat Parts' : 'Dana Counter',
      missType: MISS_TYPES[i % MISS_TYPES.length]!,
      reasonCode: status === 'New' ? null : 'NOSTK',
      actionCode: status === 'Action taken' || status === 'Closed' ? 'ADDSTK' : null,
      status,
      assignedTo: status === 'New' ? null : 'Pat Parts',
      note: status === 'Closed' ? 'Stocked 2 at 101' : null,
    };
  });
}

export const missTiles: MissTiles = { open: 18, lostValue: '1234.56', lines: 24 };

export const missOptions: MissOptions = {
  assignees: [
    { id: 7, name: 'Pat Parts' },
    { id: 8, name: 'Dana Counter' },
  ],
  codes: ROOT_CAUSE_CODES,
};

const MONTHS = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2024, 11 + i, 1)).toISOString().slice(0, 7));

export const partStory: RootCauseDetail = {
  partNo: 'BRK-4515Q',
  description: 'Brake shoe kit, 16.5 x 7',
  brnId: '101',
  misses: missRows(10).map((m) => ({ ...m, partNo: 'BRK-4515Q', description: 'Brake shoe kit, 16.5 x 7' })),
  stock: [
    { brnId: '101', onHand: 0, available: 0, minQty: 2, maxQty: 6 },
    { brnId: '201', onHand: 4, available: 3, minQty: 2, maxQty: 6 },
  ],
  chain: [{ oldPartNo: 'BRK-4515', newPartNo: 'BRK-4515Q', effectiveOn: '2025-03-01' }],
  months: MONTHS.map((month, i) => ({ month, sold: (i * 7) % 11, lost: i % 5 === 0 ? 2 : 0 })),
  actions: [
    {
      at: '2026-11-17T14:05:00.000Z',
      by: 'Pat Parts',
      lostSaleId: 501,
      changes: [
        { field: 'Status', from: 'New', to: 'Closed' },
        { field: 'Reason', from: null, to: 'NOSTK' },
        { field: 'Action', from: null, to: 'ADDSTK' },
      ],
    },
  ],
};
