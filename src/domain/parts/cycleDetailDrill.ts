/**
 * /CycleDetailDrillReport (`?brnId=&cycle=&partNo=`): a part's counts at a branch — every cycle line of it — and the
 * stock that moved between them (counter invoices shipped, repair orders' parts), in date order with a running quantity.
 */

export type DrillEventKind = 'Count' | 'Counter invoice' | 'Repair order';

export interface CycleDrillEvent {
  /** ISO instant. */
  at: string;
  kind: DrillEventKind;
  /** The cycle ("Class A of 06/03/2026") or Excede's SlsId. */
  reference: string;
  /** Stock in (+) or out (−); null for a count. */
  qty: number | null;
  /** A count's book quantity, what was counted and the adjustment it made, with where that stands. */
  book: number | null;
  counted: number | null;
  adjustmentQty: number | null;
  adjustmentStatus: string | null;
  /** The count the report's row was (the drill's cycle). */
  chosen: boolean;
  /** The quantity on the shelf after this event, from the first count on (null before it). */
  runningQty: number | null;
}

export interface CycleDrill {
  brnId: string;
  partNo: string;
  description: string;
  cycleId: number;
  events: CycleDrillEvent[];
}

export interface CycleDrillParams {
  brnId: string;
  cycleId: number;
  partNo: string;
}

/** The drill's address read, or what is wrong with it said plainly. */
export function readCycleDetailDrillParams(params: { brnId?: string | null; cycle?: string | null; partNo?: string | null }): { ok: true; params: CycleDrillParams } | { ok: false; field: string; message: string } {
  const brnId = params.brnId?.trim() ?? '';
  const cycle = params.cycle?.trim() ?? '';
  const partNo = params.partNo?.trim() ?? '';
  if (!/^\d{3}$/.test(brnId)) return { ok: false, field: 'brnId', message: brnId ? `"${brnId}" is not a branch: a branch is three digits, such as 101.` : 'Which branch? The address names none (brnId).' };
  if (!/^[1-9]\d{0,9}$/.test(cycle)) return { ok: false, field: 'cycle', message: cycle ? `"${cycle}" is not a cycle number.` : 'Which cycle? The address names none (cycle).' };
  if (!partNo || partNo.length > 40) return { ok: false, field: 'partNo', message: partNo ? `"${partNo.slice(0, 40)}…" is not a part number.` : 'Which part? The address names none (partNo).' };
  return { ok: true, params: { brnId, cycleId: Number(cycle), partNo } };
}

/**
 * The running quantity through events in date order: a count sets it to the book quantity Excede had then, plus the
 * adjustment once approved; a movement adds to it. Before the first count nothing is known.
 */
export function withRunningQty(events: readonly Omit<CycleDrillEvent, 'runningQty'>[]): CycleDrillEvent[] {
  let running: number | null = null;
  return events.map((event) => {
    if (event.kind === 'Count') running = (event.book ?? 0) + (event.adjustmentStatus === 'Approved' ? (event.adjustmentQty ?? 0) : 0);
    else if (running !== null) running += event.qty ?? 0;
    return { ...event, runningQty: running };
  });
}
