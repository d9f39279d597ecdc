/** The card reconciliation charts: what the processors keep of each branch's card sales, and what is left unmatched. */

export const CARD_CHARTS_PATH = 'accounting/card-settlements/charts';

/** A branch's month: gross card sales and fees (the lines' fee column and adjustments classed as fees), exact. */
export interface CardFeeRate {
  brnId: string;
  /** YYYY-MM. */
  month: string;
  gross: string;
  fees: string;
  /** Fees as a percentage of gross, to two places, from the cents; null without sales. */
  pct: number | null;
}

/** A day's sales and refunds that no receipt settles yet. */
export interface CardUnmatchedDay {
  /** YYYY-MM-DD. */
  day: string;
  lines: number;
  amount: string;
}

/** GET /api/accounting/card-settlements/charts: over the grid's branches and period. */
export interface CardSettlementCharts {
  feeRates: CardFeeRate[];
  unmatched: CardUnmatchedDay[];
}

/** Fees as a percentage of gross to two places (half away from zero), from cents; null when there were no sales. */
export function effectiveFeePct(feesCents: number, grossCents: number): number | null {
  if (grossCents === 0) return null;
  const hundredths = Math.round((Math.abs(feesCents) * 10_000) / Math.abs(grossCents));
  return (Math.sign(feesCents) * Math.sign(grossCents) * hundredths) / 100;
}
