import type { CountSheet, CycleDetail, CycleLineRow, CycleRow, CycleSummary } from '../../../src/domain/parts/cycleCountsList';

const CODES = ['A', 'B', 'C', 'A01-A20', 'B01-B40'] as const;
const STATUSES = ['Closed', 'Closed', 'Review', 'Counting'] as const;

/** `n` cycles at 101 and 201, newest first: closed ones with their accuracy, one in review, one counting (variance hidden). */
export function cycleRows(n: number): CycleRow[] {
  return Array.from({ length: n }, (_, i) => {
    const status = i === 0 ? 'Counting' : STATUSES[i % STATUSES.length]!;
    const scheduled = 40 + ((i * 17) % 90);
    const counted = status === 'Counting' ? Math.floor(scheduled / 3) : scheduled;
    const accurate = counted - 2 - (i % 5);
    const day = new Date(Date.UTC(2026, 10, 16 - i * 7));
    const blind = status === 'Counting';
    return {
      id: 200 - i,
      brnId: i % 2 ? '201' : '101',
      cycle: CODES[i % CODES.length]!,
      startDate: day.toISOString().slice(0, 10),
      scheduled,
      counted,
      accurate: blind ? null : accurate,
      varianceLines: blind ? null : counted - accurate,
      netVariance: blind ? null : (-(i % 7) * 41.25 + 18.5).toFixed(2),
      grossVariance: blind ? null : ((i % 7) * 41.25 + 118.5).toFixed(2),
      accuracy: blind ? null : Number(((accurate * 100) / counted).toFixed(2)),
      recountsPending: status === 'Closed' ? 0 : i % 3,
      status,
    };
  });
}

export const cycleSummary: CycleSummary = {
  branches: ['101', '201'],
  accuracyTrend: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, i) => ({ month, '101': 92 + i, '201': 90 + ((i * 3) % 7) })),
  coverage: [
    { brnId: '101', parts: 1200, counted: 870, percent: 72.5 },
    { brnId: '201', parts: 950, counted: 541, percent: 56.95 },
  ],
  dueClasses: [
    { brnId: '101', classes: ['A'] },
    { brnId: '201', classes: ['A', 'B'] },
  ],
};

const PARTS = [
  ['FLT-LF9080', 'Lube filter', 'A01'],
  ['BRK-4515Q', 'Brake shoe kit', 'A02'],
  ['LMP-60401', 'LED stop lamp', 'A10'],
  ['BLT-K060923', 'Serpentine belt', 'B03'],
  ['HOS-2215', 'Radiator hose', 'B11'],
] as const;

/** `n` lines of a cycle in review: most accurate, some over, one short and recounted. Blind (as while counting) hides quantities. */
export function cycleLineRows(n: number, blind = false): CycleLineRow[] {
  return Array.from({ length: n }, (_, i) => {
    const [partNo, description, bin] = PARTS[i % PARTS.length]!;
    const systemQty = 4 + (i % 9);
    const counted = i % 11 !== 10;
    const final = counted ? systemQty + (i % 4 === 1 ? -2 : i % 7 === 3 ? 1 : 0) : null;
    const recount = i % 4 === 1 ? final : null;
    const variance = final === null ? null : final - systemQty;
    return {
      id: 1000 + i,
      partNo: i < PARTS.length ? partNo : `${partNo}-${i}`,
      description,
      bin: `${bin}-${String(i).padStart(3, '0')}`,
      partClass: i % 3 === 0 ? 'A' : 'B',
      systemQty: blind ? null : systemQty,
      count1Qty: blind || !counted ? null : (recount === null ? final : systemQty - 3),
      recountQty: blind ? null : recount,
      finalQty: blind ? null : final,
      varianceQty: blind ? null : variance,
      varianceAmount: blind || variance === null ? null : (variance * 23.4).toFixed(2),
      counter: counted ? (recount === null ? 'Dana Counter' : 'Lee Recount') : null,
      countedAt: counted ? `2026-11-17T${String(13 + (i % 6)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00.000Z` : null,
      valid: counted ? (i % 13 === 12 ? 'No' : 'Yes') : null,
      invalidReason: counted && i % 13 === 12 ? 'Count entered after stock moved' : null,
      adjustmentStatus: !counted || variance === 0 ? 'None' : i % 8 === 1 ? 'Needs recount' : i % 4 === 1 ? 'Awaiting approval' : 'Approved',
    };
  });
}

export const reviewCycle: CycleDetail = {
  id: 42,
  version: 3,
  brnId: '101',
  cycle: 'A',
  startDate: '2026-11-16',
  status: 'Review',
  scheduled: 24,
  counted: 22,
  decisions: [
    { id: 1001, version: 3, partNo: 'BRK-4515Q', bin: 'A02-001', adjustmentStatus: 'Awaiting approval', adjustmentQty: -2, adjustmentAmount: '-46.80', refusal: null },
    { id: 1005, version: 3, partNo: 'FLT-LF9080-5', bin: 'A01-005', adjustmentStatus: 'Awaiting approval', adjustmentQty: -2, adjustmentAmount: '-46.80', refusal: null },
    { id: 1009, version: 2, partNo: 'BRK-4515Q-9', bin: 'A02-009', adjustmentStatus: 'Needs recount', adjustmentQty: -2, adjustmentAmount: '-46.80', refusal: 'This variance is over the threshold: someone other than the first counter must recount it before any adjustment.' },
  ],
};

export const countingCycle: CycleDetail = { ...reviewCycle, status: 'Counting', counted: 8, decisions: [{ ...reviewCycle.decisions[2]!, adjustmentQty: null, adjustmentAmount: null }] };

/** The decisions as one of the line's counters sees them: the approval refused on each. */
export const counterSeesCycle: CycleDetail = {
  ...reviewCycle,
  decisions: reviewCycle.decisions.map((d) => ({ ...d, refusal: d.refusal ?? 'You recorded this count: someone else must approve its adjustment.' })),
};

export const countSheet: CountSheet = {
  cycleId: 42,
  mode: 'count',
  lines: PARTS.map(([partNo, description, bin], i) => ({ id: 1000 + i, version: 1, partNo, description, bin, myQty: i === 0 ? 6 : null })),
};

export const recountSheet: CountSheet = { cycleId: 42, mode: 'recount', lines: [{ ...countSheet.lines[1]!, myQty: null }] };
