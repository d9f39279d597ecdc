import type { SavedSelection, ShelfLabel, ShelfLabelRequestInput, ShelfLabelSheet } from '../../../src/domain/parts/shelfLabels';
import { pageCount } from '../../../src/domain/parts/shelfLabels';

/** The shelf labels stories' parts: an aisle of Norcross, one of them a replaced number. */
export const SHELF_LABELS: ShelfLabel[] = [
  { partNo: 'LF9009', replaces: null, description: 'Oil filter, full flow', bin: 'A01-1A', price: '24.18', minQty: 4, maxQty: 12 },
  { partNo: 'LF3000', replaces: null, description: 'Oil filter, combination', bin: 'A01-2B', price: '31.40', minQty: 2, maxQty: 6 },
  { partNo: 'FS1040', replaces: 'FS1040A', description: 'Fuel filter, water separator', bin: 'A01-3C', price: '18.95', minQty: 3, maxQty: 9 },
  { partNo: 'AF25557', replaces: null, description: 'Air filter, primary', bin: 'A02-1A', price: '96.20', minQty: 1, maxQty: 3 },
  { partNo: 'FL-2016', replaces: null, description: 'Motorcraft oil filter', bin: 'A02-4D', price: '11.75', minQty: 6, maxQty: 18 },
  { partNo: 'P551808', replaces: null, description: 'Lube filter, spin-on', bin: 'A03-6D', price: '27.60', minQty: 2, maxQty: 8 },
];

export const BRANCHES = [
  { id: '101', label: '101 - Norcross' },
  { id: '201', label: '201 - Forest Park' },
];

export const INITIAL: ShelfLabelRequestInput = { brnId: '101', kind: 'bins', binFrom: '', binTo: '', partNumbers: '', template: 'avery-5160', copies: 1, price: false, minMax: false };

export function sheetOf(labels: ShelfLabel[], overrides: Partial<ShelfLabelSheet> = {}): ShelfLabelSheet {
  const copies = overrides.copies ?? 1;
  const template = overrides.template ?? 'avery-5160';
  return { labels, notFound: [], copies, template, labelCount: labels.length * copies, pages: pageCount(template, labels.length * copies), ...overrides };
}

/** 2,000 labels: aisles A to H, bins 01–24, shelves 1–6, as a whole store's relabelling would print. */
export const MANY_LABELS: ShelfLabel[] = Array.from({ length: 2000 }, (_, i) => {
  const aisle = 'ABCDEFGH'[Math.floor(i / 250)]!;
  return {
    partNo: `LF${String(1000 + i).padStart(4, '0')}`,
    replaces: null,
    description: i % 2 ? 'Oil filter, full flow' : 'Fuel filter, water separator',
    bin: `${aisle}${String((Math.floor(i / 6) % 24) + 1).padStart(2, '0')}-${(i % 6) + 1}A`,
    price: null,
    minQty: null,
    maxQty: null,
  };
});

export const SAVED: SavedSelection[] = [
  { name: 'Filters aisle, weekly', request: { brnId: '101', kind: 'bins', binFrom: 'A01-1A', binTo: 'A03-6D', partNumbers: '', template: 'thermal-2x1', copies: 2, price: true, minMax: false } },
  { name: 'Receiving, Forest Park', request: { brnId: '201', kind: 'receiving', binFrom: '', binTo: '', partNumbers: '', template: 'avery-5160', copies: 1, price: false, minMax: true } },
];
