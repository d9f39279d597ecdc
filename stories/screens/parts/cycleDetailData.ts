import type { CycleDetailRow, CycleTieOutRow } from '../../../src/domain/parts/cycleDetail';
import type { CycleDrill } from '../../../src/domain/parts/cycleDetailDrill';

const PARTS = [
  ['FLT-LF9009', 'A03-2B', 1895],
  ['BRK-4515Q', 'B11-4A', 6420],
  ['3544-A', 'C02-1D', 1288],
  ['DD A4720900051', 'A07-3C', 14350],
  ['ELC-8841', 'D14-6A', 905],
] as const;
const REASONS = ['Short on shelf', 'Over on shelf', 'Accurate', 'Adjustment rejected'] as const;

/** `n` counted lines at 101 and 201, newest first: every third an approved adjustment (short or over), the rest counts that booked nothing. */
export function cycleDetailRows(n: number): CycleDetailRow[] {
  return Array.from({ length: n }, (_, i) => {
    const [partNo, bin, costCents] = PARTS[i % PARTS.length]!;
    const approved = i % 3 === 0;
    const reason = approved ? REASONS[(i / 3) % 2]! : REASONS[2 + (i % 2)]!;
    const qty = approved ? (reason === 'Short on shelf' ? -1 - (i % 3) : 1 + (i % 2)) : 0;
    const before = 4 + (i % 9);
    const amount = (qty * costCents) / 100;
    return {
      id: 5000 - i,
      brnId: i % 2 ? '201' : '101',
      date: new Date(Date.UTC(2026, 10, 16 - Math.floor(i / 4))).toISOString().slice(0, 10),
      cycleId: 300 - Math.floor(i / 6),
      cycle: i % 4 === 3 ? 'B' : 'A',
      partNo,
      bin,
      before,
      after: reason === 'Adjustment rejected' ? before - 1 : before + qty,
      adjustmentQty: qty,
      unitCost: (costCents / 100).toFixed(2),
      adjustmentAmount: amount.toFixed(2),
      adjustmentSize: Math.abs(amount).toFixed(2),
      reason,
      countedBy: i % 2 ? 'Luis Wilson' : 'Thomas Jackson',
      approvedBy: approved ? 'Pat Parts' : null,
      line: approved ? 'Approved adjustment' : 'Counted',
    };
  });
}

/** Six months at 101 and 201, newest first; August at 201 differs by a manual shrink entry of $187.40. */
export function tieOutRows(): CycleTieOutRow[] {
  return ['2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05'].flatMap((month, m) =>
    ['101', '201'].map((brnId, b) => {
      const cycle = ((m + 1) * (b ? -23.17 : 15.74)).toFixed(2);
      const differs = brnId === '201' && month === '2026-08';
      const gl = differs ? (Number(cycle) - 187.4).toFixed(2) : cycle;
      return { id: `${brnId}-${month}`, brnId, month, cycleAdjustments: cycle, glAdjustments: gl, difference: differs ? '187.40' : '0.00', status: differs ? 'Differs' : 'Ties' };
    }),
  );
}

/** BRK-4515Q at 101: two counts (the second the report's line, an approved shrink of 2) and the sales between them. */
export const cycleDrill: CycleDrill = {
  brnId: '101',
  partNo: 'BRK-4515Q',
  description: 'Brake shoe kit, 16.5 x 7',
  cycleId: 288,
  events: [
    { at: '2026-09-03T13:10:00.000Z', kind: 'Count', reference: 'Class A of 09/03/2026', qty: null, book: 12, counted: 12, adjustmentQty: 0, adjustmentStatus: 'None', chosen: false, runningQty: 12 },
    { at: '2026-09-10T15:42:00.000Z', kind: 'Counter invoice', reference: '3004127', qty: -2, book: null, counted: null, adjustmentQty: null, adjustmentStatus: null, chosen: false, runningQty: 10 },
    { at: '2026-09-24T18:05:00.000Z', kind: 'Repair order', reference: '5001883', qty: -4, book: null, counted: null, adjustmentQty: null, adjustmentStatus: null, chosen: false, runningQty: 6 },
    { at: '2026-10-05T12:30:00.000Z', kind: 'Count', reference: 'Class A of 10/05/2026', qty: null, book: 8, counted: 6, adjustmentQty: -2, adjustmentStatus: 'Approved', chosen: true, runningQty: 6 },
    { at: '2026-10-14T16:20:00.000Z', kind: 'Counter invoice', reference: '3004733', qty: -1, book: null, counted: null, adjustmentQty: null, adjustmentStatus: null, chosen: false, runningQty: 5 },
  ],
};
