import * as z from 'zod/mini';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import { FI_PRODUCTS } from './financeInsurance';
import { NEW_USED, type NewUsed } from './vehicleAging';
import { period } from './vehicleSalesFields';

/** An F&I manager's month at a branch, a row of GET /api/sales/finance-insurance/managers. */
export interface FiManagerRow {
  brnId: string;
  /** The manager's EmpId; blank for deals no F&I manager closed. */
  mgr: string;
  manager: string;
  deals: number;
  retailUnits: number;
  financedPercent: string | null;
  financeReserve: string;
  productCount: number;
  backGross: string;
  pvr: string | null;
  serviceContractPercent: string | null;
  gapPercent: string | null;
  creditLifePercent: string | null;
  tireWheelPercent: string | null;
  maintenancePercent: string | null;
  chargebacks: string;
}

export const FI_MANAGER_FIELDS = {
  brnId: BRANCH_FIELD,
  mgr: { header: 'EmpId', format: 'text' },
  manager: { header: 'F&I manager', format: 'text' },
  deals: { header: 'Deals', format: 'number', total: 'sum' },
  retailUnits: { header: 'Retail units', format: 'number', total: 'sum' },
  financedPercent: { header: 'Financed', format: 'percent' },
  financeReserve: { header: 'Finance reserve', format: 'money2', total: 'sum' },
  productCount: { header: 'Products', format: 'number', total: 'sum' },
  backGross: { header: 'Back gross', format: 'money2', total: 'sum' },
  pvr: { header: 'PVR', format: 'money2' },
  serviceContractPercent: { header: 'Service contract', format: 'percent' },
  gapPercent: { header: 'GAP', format: 'percent' },
  creditLifePercent: { header: 'Credit life', format: 'percent' },
  tireWheelPercent: { header: 'Tire and wheel', format: 'percent' },
  maintenancePercent: { header: 'Maintenance plan', format: 'percent' },
  chargebacks: { header: 'Chargebacks', format: 'money2', total: 'sum' },
} as const satisfies ListFields & Record<keyof FiManagerRow, unknown>;

/** A product of a deal (or a deal without products), the drill's row. */
export interface FiDealProductRow {
  dealId: string;
  deliveredOn: string;
  brnId: string;
  customer: string;
  manager: string;
  retail: string;
  lender: string | null;
  product: string | null;
  sale: string | null;
  cost: string | null;
  reserve: string | null;
  cancelledOn: string | null;
}

export const FI_DEAL_PRODUCT_FIELDS = {
  dealId: { header: 'Deal', format: 'text' },
  deliveredOn: { header: 'Delivered', format: 'date' },
  brnId: BRANCH_FIELD,
  customer: { header: 'Customer', format: 'text' },
  manager: { header: 'F&I manager', format: 'text' },
  retail: { header: 'Retail', format: 'text', filter: 'values' },
  lender: { header: 'Lender', format: 'text' },
  product: { header: 'Product', format: 'text', filter: 'values' },
  sale: { header: 'Sale', format: 'money2', total: 'sum' },
  cost: { header: 'Cost', format: 'money2', total: 'sum' },
  reserve: { header: 'Reserve', format: 'money2', total: 'sum' },
  cancelledOn: { header: 'Cancelled', format: 'date' },
} as const satisfies ListFields & Record<keyof FiDealProductRow, unknown>;

/** `newUsed=New|Used` keeps the deals of new or of used trucks; blank or absent, both. */
const newUsed = z.pipe(
  z.optional(z.string().check(z.refine((v) => v === '' || (NEW_USED as readonly string[]).includes(v), `newUsed: Choose ${NEW_USED.join(' or ')}.`))),
  z.transform((v) => (v ? (v as NewUsed) : undefined)),
);

/** The report's own parameters. */
export const fiQuery = z.object({ period, newUsed });

/** The drill's parameters: the month, and optionally one manager (an EmpId, blank for none) and one product. */
export const fiDrillQuery = z.object({
  period,
  newUsed,
  mgr: z.optional(z.string().check(z.maxLength(20, 'mgr is too long.'))),
  product: z.optional(z.string().check(z.refine((v) => v === '' || (FI_PRODUCTS as readonly string[]).includes(v), `product: Choose ${FI_PRODUCTS.join(', ')}.`))),
});

export const FI_PARAMS = ['period', 'newUsed'] as const;
export const FI_DRILL_PARAMS = ['period', 'newUsed', 'mgr', 'product'] as const;

/** What the report is asked for: a month, and perhaps new or used trucks only. */
export interface FiAsk {
  period: string;
  newUsed?: NewUsed | undefined;
}

/** The address params of an ask, the blanks left out. */
export const fiParams = ({ period, newUsed }: FiAsk): Record<string, string> => ({ period, ...(newUsed ? { newUsed } : {}) });

/** GET /api/sales/finance-insurance: the tiles and charts of the month. */
export interface FiSummary {
  period: string;
  /** Absent: new and used. */
  newUsed?: NewUsed;
  branches: string[];
  retailUnits: number;
  backGross: string;
  pvr: string | null;
  chargebacks: string;
  /** The 13 months to the period, oldest first. */
  trend: { month: string; pvr: string | null }[];
  /** Each product's penetration of the month's retail units and its target, in percent. */
  penetration: { product: string; percent: number | null; target: number }[];
  asOf: string | null;
  stale: boolean;
}
