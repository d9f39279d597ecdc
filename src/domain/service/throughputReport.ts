import { z } from 'zod';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import {
  authorizationHours,
  comebackRate,
  cycleDays,
  dwellDays,
  dwellHistogram,
  effectiveLaborRate,
  efficiency,
  hoursPerRo,
  openTooLong,
  productivity,
  stageFunnel,
  wipCents,
  type FunnelStage,
  type RoProgress,
  type RoTypeFilter,
  type ThroughputRo,
} from './throughput';

/** A repair order as the report reads it: its figures' fields, how far it got, and whether it is a comeback (SQL tells, by comebacksOf's rule). */
export interface ThroughputRoFacts extends ThroughputRo, RoProgress {
  brnId: string;
  comeback: boolean;
}

/** Instants bounding the report's days: [fromAt, toAt). */
export interface ThroughputPeriod {
  fromAt: string;
  toAt: string;
}

export interface ThroughputFigures {
  productivity: number | null;
  efficiency: number | null;
  hoursPerRo: number | null;
  /** Cents an hour. */
  laborRate: number | null;
  cycleDays: number | null;
  dwellDays: number | null;
  authorizationHours: number | null;
  comebackRate: number | null;
  openTooLong: number;
  wipCents: number;
  invoicedRos: number;
  comebacks: number;
  availableHours: number;
  clockedHours: number;
}

/** Instants are ISO text as toISOString() writes them, so they compare as text. */
const within = (at: string | null, period: ThroughputPeriod) => at !== null && at >= period.fromAt && at < period.toAt;

/** The ROs invoiced in the period: what the hour, dollar, time and comeback figures are of. */
export const invoicedIn = <R extends ThroughputRo>(ros: readonly R[], period: ThroughputPeriod): R[] =>
  ros.filter((r) => within(r.invoicedAt, period));

/**
 * Every tile's figure from the ROs (those invoiced in the period, those still open, those opened in it), the
 * technicians' available hours and the hours they clocked on jobs; ROs open too long are counted at `asOf`.
 */
export function figuresOf(ros: readonly ThroughputRoFacts[], period: ThroughputPeriod, hours: { available: number; clocked: number }, asOf: string): ThroughputFigures {
  const invoiced = invoicedIn(ros, period);
  const comebacks = invoiced.filter((r) => r.comeback).length;
  return {
    productivity: productivity(hours.clocked, hours.available),
    efficiency: efficiency(invoiced),
    hoursPerRo: hoursPerRo(invoiced),
    laborRate: effectiveLaborRate(invoiced),
    cycleDays: cycleDays(invoiced),
    dwellDays: dwellDays(invoiced),
    authorizationHours: authorizationHours(invoiced),
    comebackRate: comebackRate(comebacks, invoiced.length),
    openTooLong: openTooLong(ros, asOf).length,
    wipCents: wipCents(ros),
    invoicedRos: invoiced.length,
    comebacks,
    availableHours: hours.available,
    clockedHours: hours.clocked,
  };
}

/** The funnel of the ROs opened in the period. */
export const funnelOf = (ros: readonly ThroughputRoFacts[], period: ThroughputPeriod) => stageFunnel(ros.filter((r) => within(r.openedAt, period)));

/** The dwell histogram of the ROs invoiced in the period. */
export const dwellOfPeriod = (ros: readonly ThroughputRoFacts[], period: ThroughputPeriod) => dwellHistogram(invoicedIn(ros, period));

export interface ThroughputWeek {
  week: string;
  productivity: number | null;
  efficiency: number | null;
}

export interface BranchThroughput extends ThroughputFigures {
  brnId: string;
  name: string;
}

export interface TechnicianThroughput {
  empId: string;
  name: string;
  available: number;
  clocked: number;
  billed: number;
  productivity: number | null;
  efficiency: number | null;
  ros: number;
  comebacks: number;
}

/** GET /service/throughput (the group) and /service/throughput/:brn (a branch, with its technicians). */
export interface ThroughputReport {
  from: string;
  to: string;
  roType: RoTypeFilter;
  branches: string[];
  figures: ThroughputFigures;
  trend: ThroughputWeek[];
  dwell: { label: string; ros: number }[];
  funnel: { stage: FunnelStage; ros: number }[];
  branchRows: BranchThroughput[];
  technicians: TechnicianThroughput[] | null;
  asOf: string | null;
  stale: boolean;
}

/** Which ROs a tile drills to: those invoiced in the period, its comebacks, the ROs open too long, or every open RO (WIP). */
export const THROUGHPUT_DRILLS = ['invoiced', 'comebacks', 'openTooLong', 'open'] as const;
export type ThroughputDrill = (typeof THROUGHPUT_DRILLS)[number];
export const throughputDrillQuery = z.object({
  drill: z.enum(THROUGHPUT_DRILLS, { error: 'drill: Choose invoiced, comebacks, openTooLong or open.' }),
  roType: z.enum(['all', 'customer', 'warranty', 'internal']).default('all'),
});
export const THROUGHPUT_DRILL_PARAMS = ['drill', 'roType'] as const;

/** An RO of a drill, as the list answers it: money and hours as exact text. */
export interface ThroughputRoRow {
  slsId: string;
  brnId: string;
  roType: string;
  customer: string;
  cusId: string;
  unitNo: string;
  openedAt: string;
  invoicedAt: string | null;
  soldHours: string;
  actualHours: string;
  labor: string;
  parts: string;
  cycleDays: string | null;
  dwellDays: string | null;
}

/** The ROs behind a figure, each opening its customer's history. */
export const THROUGHPUT_RO_FIELDS = {
  slsId: { header: 'RO', format: 'text' },
  brnId: BRANCH_FIELD,
  roType: { header: 'Type', format: 'text', filter: 'values' },
  customer: { header: 'Customer', format: 'text' },
  cusId: { header: 'Customer no.', format: 'text' },
  unitNo: { header: 'Unit', format: 'text' },
  openedAt: { header: 'Opened', format: 'datetime' },
  invoicedAt: { header: 'Invoiced', format: 'datetime' },
  soldHours: { header: 'Sold hours', format: 'number', total: 'sum' },
  actualHours: { header: 'Actual hours', format: 'number', total: 'sum' },
  labor: { header: 'Labor', format: 'money2', total: 'sum' },
  parts: { header: 'Parts', format: 'money2', total: 'sum' },
  cycleDays: { header: 'Cycle days', format: 'number' },
  dwellDays: { header: 'Dwell days', format: 'number' },
} as const satisfies ListFields & Record<keyof ThroughputRoRow, unknown>;
