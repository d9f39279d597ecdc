import { ageBucketOf, PICK_SOURCES, PICK_STATUSES } from '../../../src/domain/parts/picks';
import type { PickDetail, PickRow, PickTiles } from '../../../src/domain/parts/picksList';

const CUSTOMERS = ['Peach State Logistics', 'Gwinnett County Fleet', 'Magic City Towing', 'Dale Ruiz', 'Branch 201', 'Red Clay Hauling'];
const BAYS = ['Counter 1', 'Bay 3', 'Will-call shelf', 'Dock door 2', null];

/** `count` pick lists of Norcross and Birmingham, a request every few minutes back from 11/18/2026 09:15. */
export function pickRows(count: number): PickRow[] {
  return Array.from({ length: count }, (_, i) => {
    const source = PICK_SOURCES[i % PICK_SOURCES.length]!;
    const ageMinutes = 5 + i * 7;
    const lines = 1 + (i % 5);
    const status = PICK_STATUSES[i % PICK_STATUSES.length]!;
    return {
      id: 40 + i,
      pickNo: `P-${1040 + i}`,
      brnId: i % 3 ? '101' : '201',
      source,
      reference: source === 'Counter' ? `30${String(1200 + i)}` : source === 'RO' ? `R${String(5500 + i)} job 1` : source === 'Transfer' ? 'To 201' : `Ticket ${10 + i}`,
      customer: CUSTOMERS[i % CUSTOMERS.length]!,
      bay: BAYS[i % BAYS.length]!,
      requestedAt: new Date(Date.parse('2026-11-18T14:15:00Z') - ageMinutes * 60_000).toISOString(),
      lines,
      picked: status === 'Staged' || status === 'Delivered' ? lines : status === 'Picking' ? 1 : 0,
      short: status === 'Short' ? 1 : 0,
      picker: status === 'Open' ? null : 'Pat Parts',
      status,
      ageMinutes,
      ageBucket: ageBucketOf(ageMinutes),
    };
  });
}

export const pickTiles: PickTiles = {
  openByAge: [
    { bucket: '0–15 min', count: 4 },
    { bucket: '15–30 min', count: 3 },
    { bucket: '30–60 min', count: 2 },
    { bucket: '60+ min', count: 1 },
  ],
  medianToStagedMinutes: 22,
  stagedToday: 9,
};

/** A counter pick at Norcross being picked: one line picked, one short without an outcome yet, one to pick (bins out of order on the invoice). */
export const shortPick: PickDetail = {
  ...pickRows(1)[0]!,
  id: 42,
  pickNo: 'P-1042',
  brnId: '101',
  reference: '3001204',
  customer: 'Peach State Logistics',
  bay: 'Counter 2',
  status: 'Short',
  picker: 'Pat Parts',
  pickerId: 7,
  pickers: [
    { id: 8, name: 'Dana Counter' },
    { id: 9, name: 'Lee Stockroom' },
    { id: 7, name: 'Pat Parts' },
  ],
  version: 4,
  stagedAt: null,
  deliveredAt: null,
  lines: 3,
  picked: 2,
  short: 1,
  lineItems: [
    { id: 1, version: 2, lineNo: 2, partNo: 'FLT-LF9080', description: 'Oil filter, Fleetguard', bin: 'A2', qtyRequested: 2, qtyPicked: 2, qtyShort: 0, shortOutcome: null },
    { id: 2, version: 2, lineNo: 3, partNo: 'BRK-4515Q', description: 'Brake shoe kit, Q plus', bin: 'A10', qtyRequested: 1, qtyPicked: 0, qtyShort: 1, shortOutcome: null },
    { id: 3, version: 1, lineNo: 1, partNo: 'LMP-60401', description: 'LED stop/tail lamp', bin: 'C4-01', qtyRequested: 4, qtyPicked: 0, qtyShort: 0, shortOutcome: null },
  ],
};

/** The same pick with every line done: staged, to deliver. */
export const stagedPick: PickDetail = {
  ...shortPick,
  status: 'Staged',
  stagedAt: '2026-11-18T14:05:00.000Z',
  lineItems: shortPick.lineItems.map((l) => (l.qtyShort ? { ...l, shortOutcome: 'Lost sale' as const } : { ...l, qtyPicked: l.qtyRequested })),
};
