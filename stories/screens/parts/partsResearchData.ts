import type { PartMatch, PartPage } from '../../../src/domain/parts/partsResearch';

/** A counter's view of the demo catalogue: Fleetguard filters, a Navistar number replaced twice. */
export const CATALOG: PartMatch[] = [
  { partNo: 'LF9009', description: 'Oil filter, combination', match: 'Part number', bin: null, onHand: 14 },
  { partNo: 'LF9080', description: 'Oil filter, full flow', match: 'Part number starts with', bin: null, onHand: 6 },
  { partNo: 'LF3000', description: 'Oil filter, bypass', match: 'Part number starts with', bin: null, onHand: 0 },
  { partNo: 'FF5488', description: 'Fuel filter, secondary', match: 'Part number starts with', bin: null, onHand: 9 },
  { partNo: '1842159C2', description: 'Oil cooler', match: 'Part number starts with', bin: null, onHand: 2 },
];

/** The box's matches for a value, as the server ranks them (numbers by their letters and digits, then descriptions). */
export function matchesFor(value: string): PartMatch[] {
  const typed = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const words = value.toLowerCase().split(/\W+/).filter((w) => w.length >= 2);
  if (!typed) return [];
  return CATALOG.flatMap((p): PartMatch[] => {
    if (p.partNo === typed) return [{ ...p, match: 'Part number' }];
    if (p.partNo.startsWith(typed)) return [{ ...p, match: 'Part number starts with' }];
    if (words.length && words.every((w) => p.description.toLowerCase().includes(w))) return [{ ...p, match: 'Description' }];
    return [];
  });
}

const months = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2024, 11 + i, 1)).toISOString().slice(0, 7));
const seasonal = (base: number) => months.map((month, i) => ({ month, qty: Math.max(0, Math.round(base + base * 0.5 * Math.sin(i / 2) + (i % 5))) }));

export const OIL_FILTER: PartPage = {
  requested: 'LF9009',
  partNo: 'LF9009',
  description: 'Oil filter, combination',
  venId: 'FLEETG',
  vendor: 'Cummins Filtration (Fleetguard)',
  partClass: 'A',
  listPrice: '42.18',
  coreCharge: '0.00',
  cost: null,
  chain: [],
  branches: [
    { brnId: '101', name: 'Norcross', mine: true, onHand: 14, committed: 2, available: 12, onOrder: 0, minQty: 8, maxQty: 30, lastSaleOn: '2026-11-23', bins: ['A04-2B', 'OVR-12'] },
    { brnId: '201', name: 'Birmingham', mine: true, onHand: 3, committed: 0, available: 3, onOrder: 12, minQty: 6, maxQty: 18, lastSaleOn: '2026-11-20', bins: ['A11-3C'] },
    { brnId: '102', name: 'Savannah', mine: false, onHand: 22, committed: 0, available: 22, onOrder: 0, minQty: 6, maxQty: 24, lastSaleOn: '2026-11-22', bins: ['A02-1A'] },
    { brnId: '301', name: 'Nashville', mine: false, onHand: 0, committed: 0, available: 0, onOrder: 10, minQty: 4, maxQty: 14, lastSaleOn: '2026-10-30', bins: [] },
  ],
  demand: seasonal(40),
  backOrders: [{ kind: 'Invoice', docId: '3104552', brnId: '201', on: '2026-11-18', partNo: 'LF9009', qty: 6, qtyBackorder: 3, price: '39.90' }],
  lostSales: [
    { id: 7, brnId: '101', createdAt: '2026-11-21 10:42', partNo: 'LF9009', qty: 4, source: 'Phone', customer: 'Peach State Freight', reason: 'Needed 4 today, had 2', status: 'New' },
  ],
  recent: [
    { kind: 'Invoice', docId: '3104601', brnId: '101', on: '2026-11-23', partNo: 'LF9009', qty: 2, qtyBackorder: 0, price: '38.45' },
    { kind: 'Repair order', docId: '5020113', brnId: '101', on: '2026-11-22', partNo: 'LF9009', qty: 1, qtyBackorder: 0, price: '42.18' },
    { kind: 'Invoice', docId: '3104552', brnId: '201', on: '2026-11-18', partNo: 'LF9009', qty: 6, qtyBackorder: 3, price: '39.90' },
  ],
};

/** An old Navistar number: the page shows the current one and says when it was replaced. */
export const REPLACED: PartPage = {
  ...OIL_FILTER,
  requested: '1842159C1',
  partNo: '1842159C3',
  description: 'Oil cooler',
  venId: 'NAVIST',
  vendor: 'Navistar Parts',
  partClass: 'B',
  listPrice: '612.40',
  coreCharge: '95.00',
  chain: [
    { oldPartNo: '1842159C1', newPartNo: '1842159C2', effectiveOn: '2024-06-14' },
    { oldPartNo: '1842159C2', newPartNo: '1842159C3', effectiveOn: '2025-03-01' },
  ],
  demand: seasonal(3),
  backOrders: [],
  lostSales: [],
};

/** The parts manager's view: the cost shows. */
export const MANAGER_VIEW: PartPage = { ...OIL_FILTER, cost: '24.61' };

/** Every branch of a big group stocks it, with two years of heavy sales. */
export const LARGE: PartPage = {
  ...OIL_FILTER,
  branches: Array.from({ length: 14 }, (_, i) => ({
    ...OIL_FILTER.branches[i % 4]!,
    brnId: String(101 + i),
    name: ['Norcross', 'Savannah', 'Macon', 'Augusta', 'Columbus', 'Albany', 'Birmingham', 'Montgomery', 'Mobile', 'Huntsville', 'Nashville', 'Memphis', 'Knoxville', 'Chattanooga'][i]!,
    mine: i === 0 || i === 6,
    bins: ['A04-2B', 'OVR-12', 'CORE'].slice(0, 1 + (i % 3)),
  })).sort((a, b) => Number(b.mine) - Number(a.mine) || a.brnId.localeCompare(b.brnId)),
  demand: seasonal(900),
  recent: Array.from({ length: 20 }, (_, i) => ({ ...OIL_FILTER.recent[i % 3]!, docId: String(3104700 - i) })),
};

export const MY_BRANCHES = [
  { id: '101', label: '101 - Norcross' },
  { id: '201', label: '201 - Birmingham' },
];
