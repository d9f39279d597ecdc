import { addMonths } from '../accounting/financialStatement';

/**
 * The vehicle sales report's rules. A deal counts in the month it was delivered (posted); with "sold, not
 * delivered" it also counts, in the month it was sold, while it waits for delivery. Excede posts an unwind as a
 * reversing deal of the same stock with a negative price and gross: it counts as a negative unit, and its days
 * to sell are left out of the average.
 */
export const VEHICLE_SALES_GROUPS = ['branch', 'salesperson', 'newUsed', 'make'] as const;
export type VehicleSalesGroup = (typeof VEHICLE_SALES_GROUPS)[number];

export const GROUP_LABELS: Readonly<Record<VehicleSalesGroup, string>> = {
  branch: 'Branch',
  salesperson: 'Salesperson',
  newUsed: 'New or used',
  make: 'Make',
};

/** One deal as the report counts it. */
export interface DealFacts {
  /** Cents; negative for an unwind. */
  price: number;
  frontGross: number;
  backGross: number;
  /** Days from the truck's arrival to the sale; null when Excede has no arrival. */
  daysToSell: number | null;
}

export const isUnwind = (deal: Pick<DealFacts, 'price'>) => deal.price < 0;
export const unitsOf = (deal: Pick<DealFacts, 'price'>) => (isUnwind(deal) ? -1 : 1);

/** A group's or a month's figures: money in cents, gross per unit and days to sell rounded (null with no units). */
export interface SalesFigures {
  units: number;
  sales: number;
  frontGross: number;
  backGross: number;
  grossPerUnit: number | null;
  avgDaysToSell: number | null;
}

/** Gross per unit: front and back gross over the net units, to the cent. */
export const grossPerUnit = (frontGross: number, backGross: number, units: number): number | null =>
  units === 0 ? null : Math.round((frontGross + backGross) / units);

/** The figures of some deals, as the report's rows and tiles show them. */
export function salesFiguresOf(deals: readonly DealFacts[]): SalesFigures {
  const sold = deals.filter((d) => !isUnwind(d) && d.daysToSell !== null);
  const units = deals.reduce((n, d) => n + unitsOf(d), 0);
  const frontGross = deals.reduce((n, d) => n + d.frontGross, 0);
  const backGross = deals.reduce((n, d) => n + d.backGross, 0);
  return {
    units,
    sales: deals.reduce((n, d) => n + d.price, 0),
    frontGross,
    backGross,
    grossPerUnit: grossPerUnit(frontGross, backGross, units),
    avgDaysToSell: sold.length ? Math.round((sold.reduce((n, d) => n + d.daysToSell!, 0) / sold.length) * 10) / 10 : null,
  };
}

/** The months a period is compared with: itself (month to date), the month before and the same month a year before. */
export const comparedMonths = (period: string) => ({ month: period, priorMonth: addMonths(period, -1), lastYear: addMonths(period, -12) });

/** The 13 months of the trend, ending with the period, oldest first. */
export const trendMonths = (period: string) => Array.from({ length: 13 }, (_, i) => addMonths(period, i - 12));
