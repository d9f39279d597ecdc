import { addDays } from '../businessDays';
import { BRANCH_FIELD, type ListFields } from '../listFields';

/**
 * /vh-aging-report: every truck in stock, how long it has sat and what its floor plan has cost so far.
 * Floor-plan interest is simple interest on the floored amount: a day's is floored amount × APR ÷ 365, the interest to
 * date a day's times the days in stock. Each is computed exactly from cents and the APR's thousandths of a percent and
 * rounded once, to the nearest cent (half a cent up); the interest to date is never a rounded day's interest times the days.
 */

/** How long a truck has been in stock, in days since it was received (a truck received today has 0). */
export const AGING_BUCKETS = [
  { id: '0-30', label: '0–30', maxDays: 30 },
  { id: '31-60', label: '31–60', maxDays: 60 },
  { id: '61-90', label: '61–90', maxDays: 90 },
  { id: '91-180', label: '91–180', maxDays: 180 },
  { id: '181-365', label: '181–365', maxDays: 365 },
  { id: '365+', label: '365+', maxDays: null },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['label'];

/** A floor-plan curtailment (a pay-down the lender asks for) within this many days of today is flagged. */
export const CURTAILMENT_DUE_DAYS = 30;
/** A used truck in stock longer than this is flagged for a price or wholesale review. */
export const USED_REVIEW_DAYS = 90;

/** The statuses of a truck still on the dealer's books and floor plan ('Sold': sold, not yet delivered). */
export const AGING_STATUSES = ['In stock', 'In transit', 'At upfitter', 'Demo', 'In recon', 'Sold'] as const;
export type AgingStatus = (typeof AGING_STATUSES)[number];

export const NEW_USED = ['New', 'Used'] as const;
export type NewUsed = (typeof NEW_USED)[number];

/** A flag's column reads 'Yes' or 'No', so the grid filters by it. */
export type Flag = 'Yes' | 'No';

export const bucketOf = (days: number): AgingBucket => AGING_BUCKETS.find((b) => b.maxDays === null || days <= b.maxDays)!.label;

/** The APR as whole thousandths of a percent ('7.250' → 7250): Excede keeps it as numeric(6,3). */
export function aprThousandths(apr: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(apr.trim());
  if (!match) throw new RangeError(`Not an APR: "${apr}"`);
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** 365 days × 100 (a percentage) × 1,000 (thousandths of one). */
const INTEREST_DIVISOR = 36_500_000n;

/** Floor-plan interest in cents on the floored cents at the APR over these days, rounded once to the nearest cent (half up). */
export function floorPlanInterestCents(flooredCents: number, apr: string, days: number): number {
  if (days <= 0 || flooredCents <= 0) return 0;
  const exact = BigInt(flooredCents) * BigInt(aprThousandths(apr)) * BigInt(days);
  return Number((2n * exact + INTEREST_DIVISOR) / (2n * INTEREST_DIVISOR));
}

/** A day's floor-plan interest in cents: floored amount × APR ÷ 365. */
export const dailyInterestCents = (flooredCents: number, apr: string): number => floorPlanInterestCents(flooredCents, apr, 1);

/** A curtailment on this day is due within CURTAILMENT_DUE_DAYS of today (or past due). */
export const isCurtailmentDue = (curtailmentOn: string | null, today: string): boolean => curtailmentOn !== null && curtailmentOn <= addDays(today, CURTAILMENT_DUE_DAYS);

/** A used truck past USED_REVIEW_DAYS in stock wants its price or a wholesale looked at. */
export const needsUsedReview = (isNew: boolean, days: number): boolean => !isNew && days > USED_REVIEW_DAYS;

/** A truck in stock (GET /api/sales/vehicle-aging). Money as numeric(14,2) text. */
export interface VehicleAgingRow {
  stockNo: string;
  /** The VIN's last 8, as staff read it off the truck. */
  vin: string;
  newUsed: NewUsed;
  year: number;
  make: string;
  model: string;
  /** The body or upfit on the chassis. */
  body: string | null;
  brnId: string;
  status: AgingStatus;
  receivedOn: string;
  daysInStock: number;
  bucket: AgingBucket;
  cost: string;
  lender: string | null;
  flooredAmount: string;
  /** Percent, 3 decimals ('7.250'). */
  apr: string;
  dailyInterest: string;
  interestToDate: string;
  curtailmentOn: string | null;
  curtailmentAmount: string | null;
  askingPrice: string | null;
  curtailmentDue: Flag;
  usedReview: Flag;
}

export const VEHICLE_AGING_FIELDS = {
  stockNo: { header: 'Stock no.', format: 'text' },
  vin: { header: 'VIN (last 8)', format: 'text' },
  newUsed: { header: 'New/used', format: 'text', filter: 'values' },
  year: { header: 'Year', format: 'text', filter: 'number' },
  make: { header: 'Make', format: 'text', filter: 'values' },
  model: { header: 'Model', format: 'text' },
  body: { header: 'Body/upfit', format: 'text', filter: 'values' },
  brnId: BRANCH_FIELD,
  status: { header: 'Status', format: 'text', filter: 'values' },
  receivedOn: { header: 'Received', format: 'date' },
  daysInStock: { header: 'Days in stock', format: 'number' },
  bucket: { header: 'Bucket', format: 'text', filter: 'values' },
  cost: { header: 'Cost', format: 'money2', total: 'sum' },
  lender: { header: 'Floor-plan lender', format: 'text', filter: 'values' },
  flooredAmount: { header: 'Floored', format: 'money2', total: 'sum' },
  apr: { header: 'APR %', format: 'text', filter: 'number' },
  dailyInterest: { header: 'Interest a day', format: 'money2', total: 'sum' },
  interestToDate: { header: 'Interest to date', format: 'money2', total: 'sum' },
  curtailmentOn: { header: 'Next curtailment', format: 'date' },
  curtailmentAmount: { header: 'Curtailment amount', format: 'money2', total: 'sum' },
  askingPrice: { header: 'Asking price', format: 'money2', total: 'sum' },
  curtailmentDue: { header: `Curtailment due in ${CURTAILMENT_DUE_DAYS} days`, format: 'text', filter: 'values' },
  usedReview: { header: `Used over ${USED_REVIEW_DAYS} days`, format: 'text', filter: 'values' },
} as const satisfies ListFields & Record<keyof VehicleAgingRow, unknown>;

/** The flags a user filters the report by: each is one column reading 'Yes'. */
export const AGING_FLAGS = [
  { id: 'curtailmentDue', label: `Curtailment due within ${CURTAILMENT_DUE_DAYS} days` },
  { id: 'usedReview', label: `Used past ${USED_REVIEW_DAYS} days` },
] as const satisfies readonly { id: keyof VehicleAgingRow; label: string }[];
export type AgingFlag = (typeof AGING_FLAGS)[number]['id'];

/** Units and money of one bucket at one branch (GET /api/sales/vehicle-aging/summary). */
export interface AgingCell {
  brnId: string;
  bucket: AgingBucket;
  units: number;
  cost: string;
  interestToDate: string;
}

/** The summary over the same selection as the grid: a cell per branch and bucket, and the tiles. */
export interface VehicleAgingSummary {
  cells: AgingCell[];
  units: number;
  cost: string;
  interestToDate: string;
  dailyInterest: string;
  curtailmentsDue: number;
  usedForReview: number;
}

/** A recon or make-ready repair order on a truck since it came into stock: its cost is added to the truck's. */
export interface ReconOrder {
  slsId: string;
  /** 'Recon' for a used truck, 'PDI' (pre-delivery inspection) for a new one. */
  job: string;
  status: string;
  openedOn: string;
  invoicedOn: string | null;
  labor: string;
  parts: string;
  total: string;
}

/** A truck's cost adds (GET /api/sales/vehicle-aging/:stockNo): what it cost, and each recon order added to it. */
export interface VehicleCostAdds {
  stockNo: string;
  brnId: string;
  description: string;
  cost: string;
  orders: ReconOrder[];
  costAdds: string;
  /** Cost plus cost adds. */
  totalCost: string;
  /** The deal a sold, not yet delivered truck went on. */
  sale: { dealId: string; soldOn: string } | null;
}
