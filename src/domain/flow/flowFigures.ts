/**
 * A flow's figures per step, as plain functions: what the summary's SQL computes (server/routes/flow/flowData.ts),
 * said once in TypeScript so the unit tests and the API test can check it. Hours are clock hours.
 */

/** One item's way through a flow: when it reached each step (null: not yet, or skipped), where it waits now, where it left. */
export interface FlowItemTimes {
  reached: readonly (Date | string | null)[];
  /** The step it waits in (open), or null when it is done or left. */
  current: number | null;
  /** The step it left the flow before reaching (an internal RO is never paid), or null. */
  exited: number | null;
}

export interface StepFigures {
  step: string;
  /** Items that reached the step. */
  passed: number;
  /** Open items waiting in it. */
  inStep: number;
  /** Items that went past it without it (an RO without parts, an invoice keyed in without a scan). */
  skipped: number;
  /** Items that left the flow instead of reaching it. */
  left: number;
  /** Of the items that reached it from an earlier step: the median and 90th percentile hours it took. */
  medianHours: number | null;
  p90Hours: number | null;
}

const HOUR_MS = 3_600_000;
const msOf = (t: Date | string | null | undefined): number | null => (t === null || t === undefined ? null : new Date(t).getTime());

/** The percentile of values with linear interpolation between the nearest two, as PostgreSQL's percentile_cont. */
export function percentileCont(values: readonly number[], fraction: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * fraction;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
}

/** When the item reached its last step before `step`, in ms, or null: the start of its time in that step. */
export function stepStartOf(item: FlowItemTimes, step: number): number | null {
  const earlier = item.reached.slice(0, step).map(msOf).filter((t): t is number => t !== null);
  return earlier.length ? Math.max(...earlier) : null;
}

/** Hours the item spent on its way to `step` (up to `now` while it waits there); never below zero. */
export function hoursInStep(item: FlowItemTimes, step: number, now: Date): number | null {
  const start = stepStartOf(item, step);
  if (start === null) return null;
  const end = msOf(item.reached[step]) ?? now.getTime();
  return Math.max(0, end - start) / HOUR_MS;
}

/** Each step's counts, median and 90th percentile hours. */
export function stepFiguresOf(steps: readonly string[], items: readonly FlowItemTimes[], now: Date): StepFigures[] {
  return steps.map((step, i) => {
    const reached = items.filter((item) => item.reached[i] != null);
    const hours = reached.map((item) => hoursInStep(item, i, now)).filter((h): h is number => h !== null);
    return {
      step,
      passed: reached.length,
      inStep: items.filter((item) => item.current === i).length,
      skipped: items.filter((item) => item.reached[i] == null && i < (item.current ?? item.exited ?? steps.length)).length,
      left: items.filter((item) => item.exited === i).length,
      medianHours: percentileCont(hours, 0.5),
      p90Hours: percentileCont(hours, 0.9),
    };
  });
}

/** The step with the largest median hours (the first of equals), or null when no step has one. */
export function slowestStepOf(figures: readonly Pick<StepFigures, 'step' | 'medianHours'>[]): string | null {
  let slowest: { step: string; hours: number } | null = null;
  for (const f of figures) if (f.medianHours !== null && (slowest === null || f.medianHours > slowest.hours)) slowest = { step: f.step, hours: f.medianHours };
  return slowest?.step ?? null;
}

/** The items waiting longest in each step, longest first, at most `count` a step. */
export function stuckItemsOf<T extends FlowItemTimes>(steps: readonly string[], items: readonly T[], now: Date, count: number): Record<string, { item: T; hours: number }[]> {
  return Object.fromEntries(
    steps.map((step, i) => [
      step,
      items
        .filter((item) => item.current === i)
        .map((item) => ({ item, hours: hoursInStep(item, i, now) ?? 0 }))
        .sort((a, b) => b.hours - a.hours)
        .slice(0, count),
    ]),
  );
}
