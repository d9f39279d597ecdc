import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { branchCode } from '../../../src/domain/branches';
import { adjustmentStatusAfterCount, DEFAULT_VARIANCE_CENTS, DEFAULT_VARIANCE_PERCENT, varianceOf, type AdjustmentStatus, type PartClass } from '../../../src/domain/parts/cycleCounts';
import { INVENTORY_ADJUSTMENT_ACCOUNT, PARTS_INVENTORY_ACCOUNT } from '../../../src/domain/parts/inventoryAdjustmentAccount';
import { centsOf } from '../../../src/domain/money';
import { demoUsers } from '../../../src/demo/people';
import { addWorkdays, dayOf, instantOf, isoDay, partsOf, TODAY, usDate, wallOf, workdayOf, type Day } from './calendar';
import { money, type Draws } from './draws';
import type { Ledger } from './ledger';
import type { PartsDesk } from './parts';
import type { Branch } from './shared';

/** The side file of the demo's past cycle counts, beside the exports: server/db/seedCycleCounts.ts loads it after the first import. */
export const CYCLE_HISTORY_FILE = 'cycle-history.json';

/** A counted line of a past cycle; people are named by their e-mail (the seed finds their accounts). */
export interface PastCycleLine {
  partNo: string;
  description: string;
  bin: string | null;
  partClass: PartClass;
  systemQty: number;
  unitCost: string;
  count1Qty: number;
  count1By: string;
  count1At: string;
  recountQty: number | null;
  recountBy: string | null;
  recountAt: string | null;
  finalQty: number;
  adjustmentQty: number;
  adjustmentAmount: string;
  adjustmentStatus: AdjustmentStatus;
  approvedBy: string | null;
  approvedAt: string | null;
}

/** A closed cycle of the past, its lines counted and its adjustments decided. */
export interface PastCycle {
  brnId: string;
  code: PartClass;
  startDate: string;
  closedAt: string;
  /** The GL entry Excede posted of its approved adjustments (none when they net to nothing). */
  xref: string | null;
  lines: PastCycleLine[];
}

/** The branches with cycle history: Norcross and Birmingham (parts@'s) and two more. */
const BRANCHES = ['101', '201', '102', '104'];
const MONTHS = 6;
const LINES_A_CYCLE: Record<PartClass, number> = { A: 16, B: 22, C: 0 };
/** The month and branch whose books hold a manual entry to the adjustment account with no count behind it. */
const UNTIED = { brnId: '201', monthsBack: 3, cents: 18_740 };
const SOURCE = 'IC';
const THRESHOLD = { cents: DEFAULT_VARIANCE_CENTS, percent: DEFAULT_VARIANCE_PERCENT };

/** Who counts at a branch: its staff with the Parts role first, then its other staff (recounts need a second person). */
function countersAt(brnId: string): string[] {
  const staff = demoUsers().filter((u) => u.active && !u.demoAccount && u.branches.some((b) => branchCode(b) === brnId));
  return [...staff.filter((u) => u.roles.includes('Parts')), ...staff.filter((u) => !u.roles.includes('Parts'))].map((u) => u.email);
}

const approverAt = (brnId: string) => (brnId === '101' || brnId === '201' ? 'parts@demo.local' : 'admin@demo.local');
const at = (day: Day, r: Draws) => instantOf(wallOf(day, r.int(7 * 60, 16 * 60))).toISOString();

/** One line counted: mostly right; a variance over the threshold recounted by another counter, who often finds the shelf right after all. */
function countLine(r: Draws, part: ReturnType<PartsDesk['shelfOf']>[number], counters: string[], countDay: Day, decideDay: Day, approver: string): PastCycleLine {
  const line = { systemQty: part.onHand, unitCostCents: part.family.cost, partClass: part.family.partClass };
  const count1Qty = r.chance(0.8) ? part.onHand : Math.max(0, part.onHand + (r.chance(0.6) ? -1 : 1) * r.int(1, 3));
  const [first, second] = r.shuffle(counters);
  let status = adjustmentStatusAfterCount(line, count1Qty, null, THRESHOLD);
  let recountQty: number | null = null;
  if (status === 'Needs recount') {
    recountQty = r.chance(0.5) ? part.onHand : count1Qty;
    status = adjustmentStatusAfterCount(line, count1Qty, recountQty, THRESHOLD);
  }
  if (status === 'Awaiting approval') status = r.chance(0.9) ? 'Approved' : 'Rejected';
  const finalQty = recountQty ?? count1Qty;
  const variance = varianceOf(part.onHand, finalQty, part.family.cost);
  const decided = status === 'Approved' || status === 'Rejected';
  return {
    partNo: part.partNo,
    description: part.family.description,
    bin: part.bin,
    partClass: part.family.partClass,
    systemQty: part.onHand,
    unitCost: money(part.family.cost),
    count1Qty,
    count1By: first!,
    count1At: at(countDay, r),
    recountQty,
    recountBy: recountQty === null ? null : second!,
    recountAt: recountQty === null ? null : at(addWorkdays(countDay, 1), r),
    finalQty,
    adjustmentQty: variance.qty,
    adjustmentAmount: money(variance.cents),
    adjustmentStatus: status,
    approvedBy: decided ? approver : null,
    approvedAt: decided ? at(decideDay, r) : null,
  };
}

/**
 * The last six months of cycle counts at four branches — class A every month, class B each quarter — counted, the
 * variances over the threshold recounted by someone else, the adjustments approved or rejected by the parts manager;
 * and Excede's posting of each cycle's approved net to the adjustment account against parts inventory, on the day it
 * was approved. Birmingham's books also hold, three months back, a manual entry to the adjustment account that no
 * count explains, so the tie-out shows both states. Answers the cycles for the side file.
 */
export function postPastCycles(r: Draws, parts: PartsDesk, ledger: Ledger, branches: readonly Branch[]): PastCycle[] {
  const { year, month } = partsOf(TODAY);
  const cycles: PastCycle[] = [];
  for (const branch of branches.filter((b) => BRANCHES.includes(b.code))) {
    const counters = countersAt(branch.code);
    const shelf = parts.shelfOf(branch.index).filter((p) => p.onHand > 0 && p.family.cost > 0);
    for (let back = MONTHS; back >= 1; back--) {
      const classes: PartClass[] = back % 3 === 0 ? ['A', 'B'] : ['A'];
      for (const code of classes) {
        const start = workdayOf(dayOf(year, month - back, code === 'A' ? 3 : 10));
        const decideDay = addWorkdays(start, 4);
        const picked = r.shuffle(shelf.filter((p) => p.family.partClass === code)).slice(0, LINES_A_CYCLE[code]);
        const lines = picked.map((part) => countLine(r, part, counters, addWorkdays(start, r.int(0, 1)), decideDay, approverAt(branch.code)));
        const startDate = isoDay(start);
        const netCents = lines.reduce((sum, l) => sum + (l.adjustmentStatus === 'Approved' ? centsOf(l.adjustmentAmount)! : 0), 0);
        const xref = netCents === 0 ? null : `CC${branch.code}${code}${startDate.replaceAll('-', '')}`;
        if (xref) {
          ledger.post({
            branch: branch.index,
            on: decideDay,
            source: SOURCE,
            xref,
            description: `Cycle count ${code} of ${usDate(startDate)} - adjustments`,
            department: 'Parts',
            lines: [
              [PARTS_INVENTORY_ACCOUNT.acctId, netCents],
              [INVENTORY_ADJUSTMENT_ACCOUNT.acctId, -netCents],
            ],
          });
        }
        cycles.push({ brnId: branch.code, code, startDate, closedAt: at(decideDay, r), xref, lines });
      }
    }
    if (branch.code === UNTIED.brnId) {
      ledger.post({
        branch: branch.index,
        on: workdayOf(dayOf(year, month - UNTIED.monthsBack, 20)),
        source: 'General journal',
        xref: `JE${branch.code}SHRINK`,
        description: 'Parts shrink written off',
        department: 'Parts',
        lines: [
          [INVENTORY_ADJUSTMENT_ACCOUNT.acctId, UNTIED.cents],
          [PARTS_INVENTORY_ACCOUNT.acctId, -UNTIED.cents],
        ],
      });
    }
  }
  return cycles;
}

/** Writes the past cycles beside the exports. */
export async function writePastCycles(dir: string, cycles: readonly PastCycle[]): Promise<void> {
  await writeFile(path.join(dir, CYCLE_HISTORY_FILE), `${JSON.stringify(cycles)}\n`);
}
