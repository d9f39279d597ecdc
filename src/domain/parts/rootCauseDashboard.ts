import { addDays, daysBetween } from '../businessDays';

/**
 * The root cause dashboard's definitions (business-screens §2, [S11]): demand = sold from stock + special orders +
 * emergency purchases + lost sales; first-time fill counts a line only when the shelf filled all of it at the
 * request (a partial fill is a miss); fill rate = quantity filled from stock ÷ quantity demanded.
 *
 * How Excede's invoice lines (PTSLSITM) map, the branch's stocking deciding (a PTBRN row at the branch of the part, or of
 * the number that replaced it, as a sale under an old number is a sale of the current one):
 * - a stocked part's shipped quantity was sold from stock; its back-ordered quantity (`qty_backorder`) was not on the
 *   shelf and was ordered for the customer: a special order;
 * - a part the branch does not stock that still shipped on the invoice was bought in the day it was asked for (fetched
 *   from a sister branch or a vendor's counter, outside the stock order): an emergency purchase. Excede exports no
 *   purchase orders, so this is the only trace of one; its back-ordered quantity is a special order like any other.
 * - a lost sale (the portal's own record) adds what the customer went without: its quantity less what was filled.
 */

/** Invoice lines of the period summed in SQL, for parts the branch stocks or for parts it does not. */
export interface InvoiceLineSums {
  stocked: boolean;
  lines: number;
  qtyShip: number;
  qtyBackorder: number;
  /** Lines shipped whole (nothing back-ordered). */
  wholeLines: number;
}

/** Lost sales of the period: how many, the quantity gone without and its value at list price (exact, '123.45'). */
export interface LostSums {
  lines: number;
  qty: number;
  value: string;
}

/** A period's demand and how the shelf met it; the rates are percents with one decimal, null with no demand. */
export interface DemandFigures {
  demandQty: number;
  demandLines: number;
  fromStockQty: number;
  specialOrderQty: number;
  emergencyQty: number;
  lostLines: number;
  lostQty: number;
  /** Lost quantity × list price, exact. */
  lostValue: string;
  fillRate: number | null;
  firstTimeFill: number | null;
  emergencyPercent: number | null;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);

/** A period's figures from its invoice sums and its lost sales. */
export function demandFigures(invoices: readonly InvoiceLineSums[], lost: LostSums): DemandFigures {
  let fromStockQty = 0;
  let specialOrderQty = 0;
  let emergencyQty = 0;
  let invoiceLines = 0;
  let firstTimeLines = 0;
  for (const sums of invoices) {
    invoiceLines += sums.lines;
    specialOrderQty += sums.qtyBackorder;
    if (sums.stocked) {
      fromStockQty += sums.qtyShip;
      firstTimeLines += sums.wholeLines;
    } else {
      emergencyQty += sums.qtyShip;
    }
  }
  const demandQty = fromStockQty + specialOrderQty + emergencyQty + lost.qty;
  const demandLines = invoiceLines + lost.lines;
  return {
    demandQty,
    demandLines,
    fromStockQty,
    specialOrderQty,
    emergencyQty,
    lostLines: lost.lines,
    lostQty: lost.qty,
    lostValue: lost.value,
    fillRate: percentOf(fromStockQty, demandQty),
    firstTimeFill: percentOf(firstTimeLines, demandLines),
    emergencyPercent: percentOf(emergencyQty, demandQty),
  };
}

/** The period just before one of New York days, as long as it. */
export function priorPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The Mondays of the weeks a period meets, oldest first (its first week may start before it). */
export function weeksOf(from: string, to: string): string[] {
  const weekday = new Date(`${from}T12:00:00Z`).getUTCDay();
  const weeks: string[] = [];
  for (let monday = addDays(from, -((weekday + 6) % 7)); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Lost sales of one reason code, or of none yet (`code` null). */
export interface ReasonCount {
  reasonCodeId: number | null;
  code: string | null;
  description: string | null;
  lines: number;
}

export interface ParetoBar extends ReasonCount {
  label: string;
  /** The share of every lost line this bar and those before it hold, one decimal. */
  cumulativePercent: number;
}

export const UNCODED_LABEL = 'Uncoded';

/** The Pareto of reasons: the most lost lines first (uncoded its own bar among them), each with the running share. */
export function paretoOf(counts: readonly ReasonCount[]): ParetoBar[] {
  const total = counts.reduce((sum, c) => sum + c.lines, 0);
  const sorted = counts
    .filter((c) => c.lines > 0)
    .sort((a, b) => b.lines - a.lines || Number(a.code === null) - Number(b.code === null) || (a.code ?? '').localeCompare(b.code ?? ''));
  let running = 0;
  return sorted.map((c) => {
    running += c.lines;
    return { ...c, label: c.code === null ? UNCODED_LABEL : c.code, cumulativePercent: percentOf(running, total) ?? 0 };
  });
}

/** Phase-in: a part missed at least `times` times in the last `months` months is worth stocking (portal settings). */
export interface PhaseInRule {
  times: number;
  months: number;
}

export const DEFAULT_PHASE_IN_TIMES = 3;
export const DEFAULT_PHASE_IN_MONTHS = 6;

/** Only misses under a reason code that records demand, or under none yet, feed stocking demand ([S10]). */
export const countsTowardStocking = (recordsDemand: boolean | null): boolean => recordsDemand !== false;

/** A part's misses at a branch counted by their reason code's records-demand flag (null: uncoded). */
export interface MissesByDemandFlag {
  recordsDemand: boolean | null;
  lines: number;
}

export type StockingSuggestion = 'Phase in' | 'Raise min/max';

/**
 * What to do about a part missed often: stock it where it is not stocked, or stock more of it where it already is;
 * nothing while its misses that count toward stocking stay under the rule's count.
 */
export function stockingSuggestion(misses: readonly MissesByDemandFlag[], stocked: boolean, rule: PhaseInRule): { requests: number; suggestion: StockingSuggestion | null } {
  const requests = misses.filter((m) => countsTowardStocking(m.recordsDemand)).reduce((sum, m) => sum + m.lines, 0);
  return { requests, suggestion: requests >= rule.times ? (stocked ? 'Raise min/max' : 'Phase in') : null };
}

/** A part of the top 25 by lost demand at a branch. */
export interface TopLostPart {
  partNo: string;
  brnId: string;
  description: string | null;
  lostLines: number;
  lostQty: number;
  lostValue: string;
  stocked: boolean;
  /** Misses in the rule's months that count toward stocking. */
  requests: number;
  suggestion: StockingSuggestion | null;
}

export interface BranchFigures extends DemandFigures {
  brnId: string;
}

export interface WeekFigures {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  fillRate: number | null;
  lostLines: number;
}

/** GET /api/parts/root-cause-dashboard: the tiles and charts of the branches and period asked. */
export interface RootCauseDashboard {
  from: string;
  to: string;
  prior: { from: string; to: string };
  branches: string[];
  current: DemandFigures;
  previous: DemandFigures;
  pareto: ParetoBar[];
  weeks: WeekFigures[];
  byBranch: BranchFigures[];
  topParts: TopLostPart[];
  phaseIn: PhaseInRule;
  asOf: string | null;
  stale: boolean;
}

/** The dashboard's period when the address names none: the last 13 weeks to today. */
export const DEFAULT_WEEKS = 13;
export const defaultPeriod = (today: string) => ({ from: addDays(today, -(DEFAULT_WEEKS * 7 - 1)), to: today });

export const TOP_PARTS = 25;
