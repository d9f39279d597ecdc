import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { PurchaseDecision, PurchaseStatus, PurchaseTier, SplitPurchaseWarning } from './companyPurchase';

/** The screens' view of company purchases: the list, one request with its lines, trail and receipts. */

export const PURCHASES_PATH = 'accounting/company-purchases';

export interface PurchaseRow {
  id: number;
  requestNo: string;
  requestedOn: string;
  brnId: string;
  department: string;
  requester: string;
  vendor: string;
  description: string;
  amount: string;
  glAccount: string;
  poNumber: string | null;
  status: PurchaseStatus;
}

export const PURCHASE_FIELDS = {
  requestNo: { header: 'Request no.', format: 'text' },
  requestedOn: { header: 'Date', format: 'date' },
  brnId: BRANCH_FIELD,
  department: { header: 'Department', format: 'text', filter: 'values' },
  requester: { header: 'Requester', format: 'text' },
  vendor: { header: 'Vendor', format: 'text' },
  description: { header: 'Description', format: 'text' },
  amount: { header: 'Amount', format: 'money2', total: 'sum' },
  glAccount: { header: 'GL account', format: 'text' },
  poNumber: { header: 'PO no.', format: 'text' },
  status: { header: 'Status', format: 'text', filter: 'values' },
} as const satisfies ListFields & Record<Exclude<keyof PurchaseRow, 'id'>, unknown>;

export interface PurchaseOverview {
  awaitingMyApproval: number;
  /** Spend by department by month (requests not rejected), the last twelve months. */
  months: { month: string; department: string; amount: string }[];
}

export interface PurchaseLine {
  id: number;
  lineNo: number;
  description: string;
  quantity: number;
  unitPrice: string;
  extended: string;
  quantityReceived: number;
  capital: boolean;
}

export interface PurchaseTrailLine {
  tier: PurchaseTier;
  decision: PurchaseDecision;
  by: string;
  at: string;
  reason: string | null;
  /** When an edit reset this approval. */
  resetAt: string | null;
}

export interface PurchaseReceipt {
  line: string;
  quantity: number;
  at: string;
  by: string;
}

export interface PurchaseDetail {
  purchase: {
    id: number;
    version: number;
    requestNo: string;
    brnId: string;
    department: string;
    vendorId: string;
    vendor: string;
    glAccount: string;
    justification: string;
    tax: string;
    freight: string;
    amount: string;
    status: PurchaseStatus;
    requestedBy: string;
    requestedOn: string;
    poNumber: string | null;
    poEmailedTo: string | null;
  };
  lines: PurchaseLine[];
  /** Every tier the request walks, in order. */
  tiers: PurchaseTier[];
  /** The tier it waits for now, while Pending. */
  waitingFor: PurchaseTier | null;
  trail: PurchaseTrailLine[];
  receipts: PurchaseReceipt[];
  quotes: { id: number; fileName: string; size: number }[];
  splitWarning: SplitPurchaseWarning | null;
  /** Why the person looking may not approve it now (null: they may, or it waits for nobody). */
  approvalRefusal: string | null;
}

export interface PurchaseVendor {
  venId: string;
  name: string;
}
