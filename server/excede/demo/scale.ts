/**
 * How much the demo exports hold. `small` (the portal's default) is at least 100,000 GL lines and 20,000
 * part-branch rows and imports within the first minute; `large` (benchmarks) is at least 1,000,000 GL
 * lines, 200,000 part-branch rows and 150,000 repair orders; `test` is a few thousand rows an export.
 * Rates are for a branch of average size on a full working day, before seasons and growth.
 */
export type DemoScale = 'test' | 'small' | 'large';

export interface ScaleSpec {
  /** How far back the history goes, in months before the demo's now. */
  months: number;
  customers: number;
  /** Part numbers in current use (superseded numbers come on top). */
  parts: number;
  counterInvoicesPerDay: number;
  repairOrdersPerDay: number;
  dealsPerMonth: number;
  /** Trucks in stock per branch of average size. */
  trucksInStock: number;
  leaseContracts: number;
  reviewsPerMonth: number;
  /** Months of market figures (Google, social, registrations, Happy or Not). */
  marketMonths: number;
}

export const SCALES: Record<DemoScale, ScaleSpec> = {
  test: {
    months: 13,
    customers: 160,
    parts: 300,
    counterInvoicesPerDay: 0.12,
    repairOrdersPerDay: 0.09,
    dealsPerMonth: 1.2,
    trucksInStock: 5,
    leaseContracts: 30,
    reviewsPerMonth: 1,
    marketMonths: 4,
  },
  small: {
    months: 36,
    customers: 2_000,
    parts: 3_900,
    counterInvoicesPerDay: 1.1,
    repairOrdersPerDay: 1.0,
    dealsPerMonth: 3.5,
    trucksInStock: 25,
    leaseContracts: 300,
    reviewsPerMonth: 4,
    marketMonths: 36,
  },
  large: {
    months: 36,
    customers: 15_000,
    parts: 36_000,
    counterInvoicesPerDay: 12,
    repairOrdersPerDay: 20,
    dealsPerMonth: 12,
    trucksInStock: 80,
    leaseContracts: 2_000,
    reviewsPerMonth: 8,
    marketMonths: 36,
  },
};
