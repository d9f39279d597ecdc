import * as z from 'zod/mini';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { VEHICLE_SALES_GROUPS, type VehicleSalesGroup } from './vehicleSales';

/** What the report is asked for, beside the list protocol: its address and every endpoint's parameters. */
export interface VehicleSalesAsk {
  /** YYYY-MM. */
  period: string;
  groupBy: VehicleSalesGroup;
  /** Also the deals sold and not yet delivered, in the month they were sold. */
  withUndelivered: boolean;
}

/** The drill's ask: the report's, and the group's value the figure was of. */
export interface VehicleSalesDrillAsk extends VehicleSalesAsk {
  value: string;
}

/** A month's or a group's figures, money exact ('1234.50'), as the API answers them. */
export interface SalesFiguresText {
  units: number;
  sales: string;
  frontGross: string;
  backGross: string;
  grossPerUnit: string | null;
  avgDaysToSell: number | null;
}

/** GET /api/sales/vehicle-sales: the tiles and charts of the period. */
export interface VehicleSalesSummary {
  period: string;
  branches: string[];
  month: SalesFiguresText;
  priorMonth: SalesFiguresText;
  lastYear: SalesFiguresText;
  /** The 13 months to the period, oldest first (month YYYY-MM). */
  trend: { month: string; units: number; grossPerUnit: string | null }[];
  /** The period's net units, new and used. */
  mix: { newUnits: number; usedUnits: number };
  asOf: string | null;
  stale: boolean;
}

/** A group's row of GET /api/sales/vehicle-sales/groups: the period's figures and the two it is compared with. */
export interface VehicleSalesGroupRow {
  /** What the drill asks for (a BrnId, an EmpId, New or Used, a make). */
  value: string;
  label: string;
  units: number;
  sales: string;
  frontGross: string;
  backGross: string;
  grossPerUnit: string | null;
  avgDaysToSell: string | null;
  priorUnits: number;
  priorGross: string;
  lastYearUnits: number;
  lastYearGross: string;
}

export const VEHICLE_SALES_GROUP_FIELDS = {
  value: { header: 'Key', format: 'text' },
  label: { header: 'Group', format: 'text' },
  units: { header: 'Units', format: 'number', total: 'sum' },
  sales: { header: 'Sales', format: 'money2', total: 'sum' },
  frontGross: { header: 'Front gross', format: 'money2', total: 'sum' },
  backGross: { header: 'Back gross', format: 'money2', total: 'sum' },
  grossPerUnit: { header: 'Gross per unit', format: 'money2' },
  avgDaysToSell: { header: 'Avg days to sell', format: 'number' },
  priorUnits: { header: 'Prior month units', format: 'number', total: 'sum' },
  priorGross: { header: 'Prior month gross', format: 'money2', total: 'sum' },
  lastYearUnits: { header: 'Last year units', format: 'number', total: 'sum' },
  lastYearGross: { header: 'Last year gross', format: 'money2', total: 'sum' },
} as const satisfies ListFields & Record<keyof VehicleSalesGroupRow, unknown>;

/** A deal of GET /api/sales/vehicle-sales/deals, the drill's grid. */
export interface VehicleSalesDealRow {
  dealId: string;
  /** Delivered on, or sold on while not delivered. */
  day: string;
  brnId: string;
  stockNo: string;
  vin: string | null;
  customer: string;
  salesperson: string;
  newUsed: string;
  make: string | null;
  units: number;
  price: string;
  cost: string | null;
  frontGross: string;
  backGross: string;
  tradeAllowance: string;
  lender: string | null;
  soldOn: string;
  deliveredOn: string | null;
}

export const VEHICLE_SALES_DEAL_FIELDS = {
  dealId: { header: 'Deal', format: 'text' },
  day: { header: 'Date', format: 'date' },
  brnId: BRANCH_FIELD,
  stockNo: { header: 'Stock', format: 'text' },
  vin: { header: 'VIN', format: 'text' },
  customer: { header: 'Customer', format: 'text' },
  salesperson: { header: 'Salesperson', format: 'text' },
  newUsed: { header: 'New or used', format: 'text', filter: 'values' },
  make: { header: 'Make', format: 'text', filter: 'values' },
  units: { header: 'Units', format: 'number', total: 'sum' },
  price: { header: 'Price', format: 'money2', total: 'sum' },
  cost: { header: 'Cost', format: 'money2', total: 'sum' },
  frontGross: { header: 'Front gross', format: 'money2', total: 'sum' },
  backGross: { header: 'Back gross', format: 'money2', total: 'sum' },
  tradeAllowance: { header: 'Trade allowance', format: 'money2', total: 'sum' },
  lender: { header: 'Lender', format: 'text' },
  soldOn: { header: 'Sold', format: 'date' },
  deliveredOn: { header: 'Delivered', format: 'date' },
} as const satisfies ListFields & Record<keyof VehicleSalesDealRow, unknown>;

/** A report's month, `period=YYYY-MM`. */
export const period = z.string({ error: 'period: Enter a month as YYYY-MM.' }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period: Enter a month as YYYY-MM.'));
const groupBy = z.pipe(
  z.optional(z.string().check(z.refine((v) => v === '' || (VEHICLE_SALES_GROUPS as readonly string[]).includes(v), `groupBy: Choose ${VEHICLE_SALES_GROUPS.join(', ')}.`))),
  z.transform((v) => (v || 'branch') as VehicleSalesGroup),
);
const withUndelivered = z.pipe(
  z.optional(z.string().check(z.refine((v) => v === '' || v === 'true' || v === 'false', 'undelivered: Say true or false.'))),
  z.transform((v) => v === 'true'),
);

/** The report's own parameters (`?period=YYYY-MM&groupBy=&undelivered=true`), each refused by name. */
export const vehicleSalesQuery = z.pipe(
  z.object({ period, groupBy, undelivered: withUndelivered }),
  z.transform(({ period, groupBy, undelivered }): VehicleSalesAsk => ({ period, groupBy, withUndelivered: undelivered })),
);

/** The drill's parameters: the report's and the group's `value`. */
export const vehicleSalesDrillQuery = z.pipe(
  z.object({
    period,
    groupBy,
    undelivered: withUndelivered,
    value: z.string({ error: 'value: Say which group the figure was of.' }).check(z.minLength(1, 'value: Say which group the figure was of.'), z.maxLength(60, 'value is too long.')),
  }),
  z.transform(({ period, groupBy, undelivered, value }): VehicleSalesDrillAsk => ({ period, groupBy, withUndelivered: undelivered, value })),
);

export const VEHICLE_SALES_PARAMS = ['period', 'groupBy', 'undelivered'] as const;
export const VEHICLE_SALES_DRILL_PARAMS = [...VEHICLE_SALES_PARAMS, 'value'] as const;

/** The address params of an ask, defaults left out. */
export function vehicleSalesParams(ask: VehicleSalesAsk & { value?: string }): Record<string, string> {
  return {
    period: ask.period,
    groupBy: ask.groupBy,
    ...(ask.withUndelivered ? { undelivered: 'true' } : {}),
    ...(ask.value !== undefined ? { value: ask.value } : {}),
  };
}
