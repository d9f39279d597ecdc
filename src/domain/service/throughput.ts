import { z } from 'zod';
import { addDays, newYorkDay } from '../businessDays';

/**
 * How fast trucks move through the shop (/service-throughput). Each figure is a plain function of repair orders
 * (Excede's SVSLS header) and clock hours, so the server, the screen and the tests share one rule for it.
 */

/** Which Excede RO types (SVSLS.SlsTypId) each RO-type filter takes: fleet work is customer pay. */
export const RO_TYPE_FILTERS = {
  all: { label: 'All RO types', types: null },
  customer: { label: 'Customer pay', types: ['CP', 'FLT'] },
  warranty: { label: 'Warranty', types: ['WTY'] },
  internal: { label: 'Internal', types: ['INT'] },
} as const satisfies Record<string, { label: string; types: readonly string[] | null }>;
export type RoTypeFilter = keyof typeof RO_TYPE_FILTERS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY, 'Use a date as YYYY-MM-DD.');

/** The report's filters: New York days, inclusive; `to` not before `from`, at most a year apart. */
export const throughputQuery = z
  .object({
    from: day,
    to: day,
    roType: z.enum(Object.keys(RO_TYPE_FILTERS) as [RoTypeFilter, ...RoTypeFilter[]]).default('all'),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'The end date is before the start date.' })
  .refine((q) => !DAY.test(q.from) || q.to <= addDays(q.from, 366), { path: ['to'], message: 'Choose at most a year.' });
export type ThroughputQuery = z.infer<typeof throughputQuery>;

/** An RO open longer than this many days is named on its tile (ROs open > N days). */
export const OPEN_TOO_LONG_DAYS = 14;
/** A comeback: the same unit back within this many days of an invoice, for a labor op that RO had. */
export const COMEBACK_DAYS = 30;

export type ThroughputMetric =
  | 'productivity'
  | 'efficiency'
  | 'hoursPerRo'
  | 'laborRate'
  | 'cycleDays'
  | 'dwellDays'
  | 'authorizationHours'
  | 'comebackRate'
  | 'openTooLong'
  | 'wip';

/** Target bands, starting points from the trade (productivity ≥ 95 %, efficiency ≥ 105 %); labor rate in cents an hour. */
export const THROUGHPUT_TARGETS: Partial<Record<ThroughputMetric, { target: number; better: 'higher' | 'lower' }>> = {
  productivity: { target: 0.95, better: 'higher' },
  efficiency: { target: 1.05, better: 'higher' },
  hoursPerRo: { target: 3, better: 'higher' },
  laborRate: { target: 140_00, better: 'higher' },
  cycleDays: { target: 5, better: 'lower' },
  dwellDays: { target: 3, better: 'lower' },
  authorizationHours: { target: 4, better: 'lower' },
  comebackRate: { target: 0.02, better: 'lower' },
  openTooLong: { target: 0, better: 'lower' },
};

/** Whether a figure meets its target band; null when it has none or there is no figure. */
export function meetsTarget(metric: ThroughputMetric, value: number | null): boolean | null {
  const band = THROUGHPUT_TARGETS[metric];
  if (!band || value === null) return null;
  return band.better === 'higher' ? value >= band.target : value <= band.target;
}

/** A repair order as the figures read it: instants as ISO text, hours as numbers, money in cents. */
export interface ThroughputRo {
  slsId: string;
  arrivedAt: string | null;
  openedAt: string;
  authorizedAt: string | null;
  notifiedAt: string | null;
  invoicedAt: string | null;
  hrsFlat: number;
  hrsBill: number;
  hrsActual: number;
  laborCents: number;
  partsCents: number;
}

const HOUR_MS = 3_600_000;
const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / HOUR_MS;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]) => (values.length ? sum(values) / values.length : null);
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Hours sold on an RO: billed hours when it bills any, else its flat-rate hours. */
export const soldHours = (ro: Pick<ThroughputRo, 'hrsBill' | 'hrsFlat'>): number => (ro.hrsBill > 0 ? ro.hrsBill : ro.hrsFlat);

/** Productivity: hours clocked on jobs ÷ hours the technicians were available. */
export const productivity = (clockedOnJobs: number, available: number): number | null => ratio(clockedOnJobs, available);

/** Efficiency: hours sold ÷ hours actually worked, on the invoiced ROs that record actual hours. */
export function efficiency(invoiced: readonly ThroughputRo[]): number | null {
  const worked = invoiced.filter((r) => r.hrsActual > 0);
  return ratio(sum(worked.map(soldHours)), sum(worked.map((r) => r.hrsActual)));
}

/** Hours sold per invoiced RO. */
export const hoursPerRo = (invoiced: readonly ThroughputRo[]): number | null => ratio(sum(invoiced.map(soldHours)), invoiced.length);

/** Effective labor rate in cents an hour: labor dollars ÷ billed hours, to the cent. */
export function effectiveLaborRate(invoiced: readonly ThroughputRo[]): number | null {
  const rate = ratio(sum(invoiced.map((r) => r.laborCents)), sum(invoiced.map((r) => r.hrsBill)));
  return rate === null ? null : Math.round(rate);
}

/** RO cycle time in days: opened → invoiced, the mean over invoiced ROs. */
export function cycleDays(invoiced: readonly ThroughputRo[]): number | null {
  const hours = mean(invoiced.flatMap((r) => (r.invoicedAt ? [hoursBetween(r.openedAt, r.invoicedAt)] : [])));
  return hours === null ? null : hours / 24;
}

/** An RO's dwell in days: the truck arrived (or the RO opened, when Excede has no arrival) → customer told it is ready. */
export const dwellOf = (ro: ThroughputRo): number | null => (ro.notifiedAt ? hoursBetween(ro.arrivedAt ?? ro.openedAt, ro.notifiedAt) / 24 : null);

/** Dwell time in days, the mean over ROs whose customer was told. */
export const dwellDays = (ros: readonly ThroughputRo[]): number | null => mean(ros.flatMap((r) => dwellOf(r) ?? []));

/** Time to authorization in hours: RO opened → customer authorized the work, the mean over authorized ROs. */
export const authorizationHours = (ros: readonly ThroughputRo[]): number | null =>
  mean(ros.flatMap((r) => (r.authorizedAt ? [hoursBetween(r.openedAt, r.authorizedAt)] : [])));

/** A unit's RO with its labor ops, for telling comebacks. */
export interface UnitVisit {
  slsId: string;
  untId: string;
  openedAt: string;
  invoicedAt: string | null;
  laborOps: readonly string[];
}

/**
 * The ROs of `ros` that are comebacks: the same unit had another RO invoiced before this one opened, at most
 * COMEBACK_DAYS earlier, with a labor op this one has too (the same repair done again). `history` holds the
 * earlier visits (it may include `ros`).
 */
export function comebacksOf(ros: readonly UnitVisit[], history: readonly UnitVisit[]): Set<string> {
  const found = new Set<string>();
  for (const ro of ros) {
    const opened = Date.parse(ro.openedAt);
    const again = history.some(
      (h) =>
        h.slsId !== ro.slsId &&
        h.untId === ro.untId &&
        h.invoicedAt !== null &&
        Date.parse(h.invoicedAt) <= opened &&
        opened - Date.parse(h.invoicedAt) <= COMEBACK_DAYS * 24 * HOUR_MS &&
        h.laborOps.some((op) => ro.laborOps.includes(op)),
    );
    if (again) found.add(ro.slsId);
  }
  return found;
}

/** Comeback %: comebacks ÷ invoiced ROs. */
export const comebackRate = (comebacks: number, invoiced: number): number | null => ratio(comebacks, invoiced);

/** Open ROs (not invoiced) opened more than `days` days before `asOf`. */
export const openTooLong = (ros: readonly ThroughputRo[], asOf: string, days = OPEN_TOO_LONG_DAYS): ThroughputRo[] =>
  ros.filter((r) => r.invoicedAt === null && hoursBetween(r.openedAt, asOf) > days * 24);

/** Work in progress in cents: labor and parts of the ROs not yet invoiced. */
export const wipCents = (ros: readonly ThroughputRo[]): number => sum(ros.filter((r) => r.invoicedAt === null).map((r) => r.laborCents + r.partsCents));

/** The dwell histogram's bars, in days: each holds dwells below its `below` (the last has none). */
export const DWELL_BUCKETS: readonly { label: string; below: number | null }[] = [
  { label: 'Under 1 day', below: 1 },
  { label: '1–2 days', below: 2 },
  { label: '2–3 days', below: 3 },
  { label: '3–5 days', below: 5 },
  { label: '5–10 days', below: 10 },
  { label: '10 days or more', below: null },
];

/** How many ROs fall in each dwell bucket. */
export function dwellHistogram(ros: readonly ThroughputRo[]): { label: string; ros: number }[] {
  const counts = DWELL_BUCKETS.map((b) => ({ label: b.label, ros: 0 }));
  for (const ro of ros) {
    const dwell = dwellOf(ro);
    if (dwell === null) continue;
    const at = DWELL_BUCKETS.findIndex((b) => b.below === null || dwell < b.below);
    counts[at]!.ros++;
  }
  return counts;
}

export const FUNNEL_STAGES = ['Arrived', 'Diagnosed', 'Authorized', 'Parts', 'In work', 'Complete', 'Invoiced'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** What an RO has reached: diagnosed = a job written, parts = a part line, in work = a technician clocked on it. */
export interface RoProgress {
  diagnosed: boolean;
  authorized: boolean;
  parts: boolean;
  inWork: boolean;
  complete: boolean;
  invoiced: boolean;
}

/** The stage funnel: every RO arrived; an RO counts in a stage when it reached that stage or any later one. */
export function stageFunnel(ros: readonly RoProgress[]): { stage: FunnelStage; ros: number }[] {
  const reached = (r: RoProgress): number => {
    const flags = [true, r.diagnosed, r.authorized, r.parts, r.inWork, r.complete, r.invoiced];
    return flags.lastIndexOf(true);
  };
  const furthest = ros.map(reached);
  return FUNNEL_STAGES.map((stage, i) => ({ stage, ros: furthest.filter((f) => f >= i).length }));
}

/** The Monday (New York) of an instant's week: the weekly trend's key. */
export function weekOf(instant: string | number): string {
  const d = newYorkDay(instant);
  const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
  return addDays(d, -((weekday + 6) % 7));
}
