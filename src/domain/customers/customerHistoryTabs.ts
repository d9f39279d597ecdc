import { BRANCH_FIELD, type ListFields } from '../listFields';

/** A customer's tabs on /customer-history, each its own list endpoint (/api/customers/history/:cusId/<id>). */
export const CUSTOMER_TABS = [
  { id: 'invoices', label: 'Parts invoices' },
  { id: 'ros', label: 'Service ROs' },
  { id: 'units', label: 'Units' },
  { id: 'deals', label: 'Vehicle purchases' },
  { id: 'leases', label: 'Lease/rental' },
  { id: 'ar', label: 'AR' },
  { id: 'documents', label: 'Documents' },
  { id: 'lost-sales', label: 'Lost sales' },
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number]['id'];
export const customerTabOf = (value: string | undefined): CustomerTab => CUSTOMER_TABS.find((t) => t.id === value)?.id ?? 'invoices';

export const PARTS_INVOICE_FIELDS = {
  slsId: { header: 'Invoice', format: 'text' },
  invoicedAt: { header: 'Invoiced', format: 'datetime' },
  brnId: BRANCH_FIELD,
  roSlsId: { header: 'RO', format: 'text' },
  counterperson: { header: 'Counterperson', format: 'text', filter: 'values' },
  lines: { header: 'Lines', format: 'number' },
  total: { header: 'Total', format: 'money2', total: 'sum' },
  cost: { header: 'Cost', format: 'money2', total: 'sum' },
  gross: { header: 'Gross', format: 'money2', total: 'sum' },
} as const satisfies ListFields;

export const RO_STATES = ['Open', 'Invoiced'] as const;
export type RoState = (typeof RO_STATES)[number];

export const REPAIR_ORDER_FIELDS = {
  slsId: { header: 'RO', format: 'text' },
  brnId: BRANCH_FIELD,
  type: { header: 'Type', format: 'text', filter: 'values' },
  state: { header: 'Status', format: 'text', filter: 'values' },
  untId: { header: 'Unit', format: 'text' },
  fleetNo: { header: 'Fleet no.', format: 'text' },
  openedAt: { header: 'Opened', format: 'datetime' },
  promisedAt: { header: 'Promised', format: 'datetime' },
  invoicedAt: { header: 'Invoiced', format: 'datetime' },
  writer: { header: 'Advisor', format: 'text', filter: 'values' },
  hrsBill: { header: 'Billed hours', format: 'number', total: 'sum' },
  labor: { header: 'Labor', format: 'money2', total: 'sum' },
  parts: { header: 'Parts', format: 'money2', total: 'sum' },
  total: { header: 'Total', format: 'money2', total: 'sum' },
} as const satisfies ListFields;

export const UNIT_FIELDS = {
  untId: { header: 'Unit', format: 'text' },
  vin: { header: 'VIN', format: 'text' },
  fleetNo: { header: 'Fleet no.', format: 'text' },
  year: { header: 'Year', format: 'text', filter: 'number' },
  make: { header: 'Make', format: 'text', filter: 'values' },
  model: { header: 'Model', format: 'text' },
  repairOrders: { header: 'ROs', format: 'number', total: 'sum' },
  lastService: { header: 'Last service', format: 'date' },
} as const satisfies ListFields;

export const DEAL_FIELDS = {
  dealId: { header: 'Deal', format: 'text' },
  brnId: BRANCH_FIELD,
  stockNo: { header: 'Stock no.', format: 'text' },
  vehicle: { header: 'Truck', format: 'text' },
  newUsed: { header: 'New/used', format: 'text', filter: 'values' },
  soldOn: { header: 'Sold', format: 'date' },
  deliveredOn: { header: 'Delivered', format: 'date' },
  salesperson: { header: 'Salesperson', format: 'text', filter: 'values' },
  lender: { header: 'Lender', format: 'text', filter: 'values' },
  price: { header: 'Price', format: 'money2', total: 'sum' },
  cost: { header: 'Cost', format: 'money2', total: 'sum' },
  frontGross: { header: 'Front gross', format: 'money2', total: 'sum' },
  backGross: { header: 'Back gross', format: 'money2', total: 'sum' },
} as const satisfies ListFields;

export const LEASE_FIELDS = {
  contractId: { header: 'Contract', format: 'text' },
  kind: { header: 'Kind', format: 'text', filter: 'values' },
  brnId: BRANCH_FIELD,
  untId: { header: 'Unit', format: 'text' },
  startsOn: { header: 'Starts', format: 'date' },
  endsOn: { header: 'Ends', format: 'date' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  monthlyAmount: { header: 'Monthly', format: 'money2', total: 'sum' },
} as const satisfies ListFields;

export const AR_ITEM_FIELDS = {
  docId: { header: 'Document', format: 'text' },
  brnId: BRANCH_FIELD,
  docType: { header: 'Type', format: 'text', filter: 'values' },
  docDate: { header: 'Dated', format: 'date' },
  dueDate: { header: 'Due', format: 'date' },
  daysPastDue: { header: 'Days past due', format: 'number' },
  bucket: { header: 'Aging', format: 'text', filter: 'values' },
  amount: { header: 'Amount', format: 'money2', total: 'sum' },
  balance: { header: 'Balance', format: 'money2', total: 'sum' },
} as const satisfies ListFields;

export const DOCUMENT_FIELDS = {
  docId: { header: 'Document', format: 'number', filter: null },
  kind: { header: 'Kind', format: 'text', filter: 'values' },
  number: { header: 'Number', format: 'text' },
  xref: { header: 'Xref', format: 'text' },
  brnId: BRANCH_FIELD,
  createdAt: { header: 'Listed', format: 'datetime' },
  pages: { header: 'Pages', format: 'number' },
} as const satisfies ListFields;

export const LOST_SALE_FIELDS = {
  id: { header: 'No.', format: 'number', filter: null },
  createdAt: { header: 'Recorded', format: 'datetime' },
  brnId: BRANCH_FIELD,
  partNo: { header: 'Part', format: 'text' },
  description: { header: 'Description', format: 'text' },
  qty: { header: 'Qty', format: 'number', total: 'sum' },
  source: { header: 'Source', format: 'text', filter: 'values' },
  reason: { header: 'Reason', format: 'text' },
  status: { header: 'Status', format: 'text', filter: 'values' },
} as const satisfies ListFields;

/** Each tab's list fields. */
export const CUSTOMER_TAB_FIELDS: Record<CustomerTab, ListFields> = {
  invoices: PARTS_INVOICE_FIELDS,
  ros: REPAIR_ORDER_FIELDS,
  units: UNIT_FIELDS,
  deals: DEAL_FIELDS,
  leases: LEASE_FIELDS,
  ar: AR_ITEM_FIELDS,
  documents: DOCUMENT_FIELDS,
  'lost-sales': LOST_SALE_FIELDS,
};

/** The fields only managers get (seesCostAndGross): absent from the lists' answers, columns and exports for anyone else. */
export const COST_AND_GROSS_FIELDS = ['cost', 'gross', 'frontGross', 'backGross'] as const;

/** A tab's fields as a user may see them: without cost and gross for someone who is not a manager. */
export function fieldsFor<F extends ListFields>(fields: F, withCostAndGross: boolean): F {
  if (withCostAndGross) return fields;
  return Object.fromEntries(Object.entries(fields).filter(([id]) => !(COST_AND_GROSS_FIELDS as readonly string[]).includes(id))) as unknown as F;
}

/** GET …/:cusId/ar/aging: the open balance of the list's items by bucket (the AR tab's bar). */
export interface CustomerAging {
  buckets: { id: string; label: string; balance: string; count: number }[];
}

/** Row types as the list endpoints answer them (money as exact strings). */
export interface PartsInvoiceRow {
  slsId: string;
  invoicedAt: string;
  brnId: string;
  roSlsId: string | null;
  counterperson: string;
  lines: number;
  total: string;
  cost?: string;
  gross?: string;
}
export interface RepairOrderRow {
  slsId: string;
  brnId: string;
  type: string;
  state: RoState;
  untId: string;
  fleetNo: string | null;
  openedAt: string;
  promisedAt: string | null;
  invoicedAt: string | null;
  writer: string;
  hrsBill: string;
  labor: string;
  parts: string;
  total: string;
}
export interface UnitRow {
  untId: string;
  vin: string;
  fleetNo: string | null;
  year: number;
  make: string;
  model: string;
  repairOrders: number;
  lastService: string | null;
}
export interface DealRow {
  dealId: string;
  brnId: string;
  stockNo: string;
  vehicle: string;
  newUsed: string;
  soldOn: string;
  deliveredOn: string | null;
  salesperson: string;
  lender: string | null;
  price: string;
  cost?: string;
  frontGross?: string;
  backGross?: string;
}
export interface LeaseRow {
  contractId: string;
  kind: string;
  brnId: string;
  untId: string;
  startsOn: string;
  endsOn: string;
  status: string;
  monthlyAmount: string;
}
export interface ArItemRow {
  docId: string;
  brnId: string;
  docType: string;
  docDate: string;
  dueDate: string;
  daysPastDue: number;
  bucket: string;
  amount: string;
  balance: string;
}
export interface CustomerDocumentRow {
  docId: number;
  kind: string;
  number: string;
  xref: string;
  brnId: string;
  createdAt: string;
  pages: number | null;
}
export interface CustomerLostSaleRow {
  id: number;
  createdAt: string;
  brnId: string;
  partNo: string | null;
  description: string | null;
  qty: number | null;
  source: string;
  reason: string;
  status: string;
}
