import * as z from 'zod/mini';
import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { StepFigures } from './flowFigures';
import { FLOWS, type FlowId } from './flows';

export const CUSTOMER_TYPES = ['Fleet', 'Retail'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** An item of a step, as the drill's grid and the summary's longest-stuck lists show it. */
export interface FlowItemRow {
  itemId: string;
  /** The RO's SlsId, the pick's number, the vendor and invoice number or the scan's file. */
  reference: string;
  brnId: string;
  /** The RO's type, the pick's source, a scan or an invoice. */
  kind: string;
  /** The customer, or the vendor. */
  party: string | null;
  /** The CusId, or the vendor's VenId, the drill opens. */
  account: string | null;
  customerType: CustomerType | null;
  /** Waiting in the step, or passed through it. */
  state: 'In step' | 'Passed';
  /** When it reached the step before. */
  startedAt: string | null;
  /** When it reached this step. */
  reachedAt: string | null;
  /** Clock hours on the way to this step (so far, while it waits). */
  hours: number | null;
}

export const FLOW_ITEM_FIELDS = {
  itemId: { header: 'Item', format: 'text' },
  reference: { header: 'Reference', format: 'text' },
  brnId: BRANCH_FIELD,
  kind: { header: 'Kind', format: 'text', filter: 'values' },
  party: { header: 'Customer or vendor', format: 'text' },
  account: { header: 'Account', format: 'text' },
  customerType: { header: 'Customer type', format: 'text', filter: 'values' },
  state: { header: 'State', format: 'text', filter: 'values' },
  startedAt: { header: 'Since', format: 'datetime' },
  reachedAt: { header: 'Reached', format: 'datetime' },
  hours: { header: 'Hours', format: 'number' },
} as const satisfies ListFields & Record<keyof FlowItemRow, unknown>;

/** GET /api/flow/:flow: each step's figures, the slowest step and the items waiting longest in each. */
export interface FlowSummary {
  flow: FlowId;
  branches: string[];
  /** The moment open items' hours were measured to. */
  measuredAt: string;
  /** Items in the flow: entered in the period, or still open. */
  items: number;
  steps: StepFigures[];
  slowestStep: string | null;
  stuck: Record<string, FlowItemRow[]>;
  asOf: string | null;
  stale: boolean;
}

/** How many of the longest-waiting items the summary names a step. */
export const STUCK_PER_STEP = 5;

const customerType = z.optional(z.string().check(z.refine((v) => v === '' || (CUSTOMER_TYPES as readonly string[]).includes(v), `customerType: Choose ${CUSTOMER_TYPES.join(' or ')}.`)));

/** The flow's own parameters beside the list protocol's: `customerType` (Fleet or Retail), and the drill's `step`. */
export const FLOW_PARAMS = ['customerType', 'step'] as const;

/** The summary's own parameters: `customerType`, blank for every customer. */
export const flowQuery = z.pipe(
  z.object({ customerType }),
  z.transform(({ customerType }) => (customerType ? (customerType as CustomerType) : null)),
);

/** A customer type asked of a flow without customers. */
export const customerTypeRefusal = (flow: FlowId, type: CustomerType | null): string | null =>
  type !== null && !FLOWS[flow].hasCustomers ? `The ${FLOWS[flow].name.toLowerCase()} flow has no customers.` : null;

/** The drill's parameters: the summary's and the `step` whose items to list. */
export function flowStepQuery(flow: FlowId) {
  const steps = FLOWS[flow].steps.map((s) => s.id);
  return z.object({
    customerType,
    step: z.string({ error: `step: Choose ${steps.join(', ')}.` }).check(z.refine((v) => steps.includes(v), `step: Choose ${steps.join(', ')}.`)),
  });
}

/** Where an item opens: the RO's customer, the pick on the pick status screen, the vendor's invoices or the scans inbox. */
export function flowItemHref(flow: FlowId, row: Pick<FlowItemRow, 'reference' | 'brnId' | 'kind' | 'account'>): string | null {
  if (flow === 'ro') return row.account ? `/customer-history?${new URLSearchParams({ cusId: row.account }).toString()}` : null;
  if (flow === 'parts') return `/part-pick-status?${new URLSearchParams({ brnId: row.brnId, q: row.reference }).toString()}`;
  if (row.kind === 'Scan') return `/uncategorizedscanned?${new URLSearchParams({ brnId: row.brnId }).toString()}`;
  return row.account ? `/vendorinvoices?${new URLSearchParams({ vendor: row.account }).toString()}` : null;
}
