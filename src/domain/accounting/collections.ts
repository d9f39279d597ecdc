import { BRANCH_FIELD, type ListFields } from '../listFields';
import { addDays } from '../businessDays';
import type { HoldRequestKind } from './collectionsHolds';

/**
 * Cash and credit collections (/ar/cashandcreditcollections): what was collected (receipts at the counters
 * and on charge accounts) and which charge accounts are past due, with the calls, promises to pay and
 * collectors staff record against them.
 */

export const COLLECTIONS_TABS = [
  { id: 'collected', label: 'Collected' },
  { id: 'pastdue', label: 'Past due' },
] as const;
export type CollectionsTab = (typeof COLLECTIONS_TABS)[number]['id'];
/** The tab of the page's address (?tab=), Collected when it names none or another. */
export const collectionsTabOf = (value: string | undefined): CollectionsTab => COLLECTIONS_TABS.find((t) => t.id === value)?.id ?? 'collected';

export const PAYMENT_METHODS = ['Cash', 'Check', 'Card', 'ACH', 'Wire'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment received, as GET /api/accounting/collections/receipts answers it. */
export interface CollectedReceipt {
  /** ISO instant. */
  receivedAt: string;
  brnId: string;
  /** The cash drawer or counter that took it ('101-P1'); none for ACH and wires. */
  drawer: string | null;
  cusId: string;
  customer: string;
  /** The document it pays (invoice, repair order, deal): its GL entries carry the same xref. */
  xref: string;
  method: PaymentMethod;
  /** Exact money ('1234.50'); a card chargeback is negative. */
  amount: string;
  receiptId: string;
  depositId: string | null;
}

/** The receipts list: its columns, in their order on screen. */
export const COLLECTED_RECEIPT_FIELDS = {
  // The period above filters the days.
  receivedAt: { header: 'Received', format: 'datetime', filter: null },
  brnId: BRANCH_FIELD,
  drawer: { header: 'Drawer', format: 'text' },
  customer: { header: 'Customer', format: 'text' },
  cusId: { header: 'Customer no.', format: 'text' },
  xref: { header: 'Applied to', format: 'text' },
  // Contains, so the method chosen above and one typed in the grid read alike.
  method: { header: 'Method', format: 'text' },
  amount: { header: 'Amount', format: 'money2', total: 'sum' },
  receiptId: { header: 'Receipt', format: 'text' },
  depositId: { header: 'Deposit', format: 'text' },
} as const satisfies ListFields & Record<keyof CollectedReceipt, unknown>;

/** GET /api/accounting/collections/receipts/by-day: what each day took by each method. */
export interface CollectedDay {
  /** YYYY-MM-DD. */
  day: string;
  method: PaymentMethod;
  amount: string;
}

/** The days the collections chart covers, ending with the period's last day. */
export const COLLECTED_CHART_DAYS = 30;
export const collectedChartRange = (to: string) => ({ from: addDays(to, -(COLLECTED_CHART_DAYS - 1)), to });

/** Credit hold as Excede says; Legal once a referral to legal was done in Excede and no release since (collectionsHolds.ts). */
export const ACCOUNT_STATUSES = ['Active', 'Credit hold', 'Legal'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const CALL_OUTCOMES = ['Promised to pay', 'Left message', 'No answer', 'Disputed', 'Says paid', 'Refused to pay'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A customer's receivable at a branch with anything past due, as GET /api/accounting/collections/past-due answers it. */
export interface PastDueAccount {
  brnId: string;
  cusId: string;
  customer: string;
  terms: string;
  /** Exact money ('1234.50'). */
  creditLimit: string;
  balance: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  days91to120: string;
  over120: string;
  pastDue: string;
  /** Days past due of its oldest item. */
  oldestDays: number;
  /** ISO instant and amount of its last payment at the branch. */
  lastPaidAt: string | null;
  lastPaidAmount: string | null;
  /** YYYY-MM-DD. */
  promisedOn: string | null;
  promisedAmount: string | null;
  /** Paid since the promise was made, by its date. */
  promisePaid: string | null;
  collectorId: string | null;
  collector: string | null;
  status: AccountStatus;
  /** ISO instant, outcome and note of the latest call. */
  lastCallAt: string | null;
  lastCallOutcome: CallOutcome | null;
  lastCallNote: string | null;
  followUpOn: string | null;
  /** The version of the account's record of promise and collector; null before anything was recorded. */
  version: number | null;
  /** The request for a hold, release or legal still open on the account: what, why, who asked and when, its version. */
  holdRequestKind: HoldRequestKind | null;
  holdRequestReason: string | null;
  holdRequestedBy: string | null;
  holdRequestedAt: string | null;
  holdRequestId: number | null;
  holdRequestVersion: number | null;
  /** When the last statement was emailed, and to which address. */
  lastStatementAt: string | null;
  lastStatementTo: string | null;
}

const money = (header: string) => ({ header, format: 'money2', total: 'sum' }) as const;

/** The past-due list: its columns, in their order on screen (the ids of the buckets are AGING_BUCKETS'). */
export const PAST_DUE_FIELDS = {
  customer: { header: 'Customer', format: 'text' },
  cusId: { header: 'Customer no.', format: 'text' },
  brnId: BRANCH_FIELD,
  terms: { header: 'Terms', format: 'text', filter: 'values' },
  creditLimit: { header: 'Credit limit', format: 'money2' },
  balance: money('Balance'),
  current: money('Current'),
  days1to30: money('1–30'),
  days31to60: money('31–60'),
  days61to90: money('61–90'),
  days91to120: money('91–120'),
  over120: money('120+'),
  pastDue: money('Past due'),
  oldestDays: { header: 'Days past due', format: 'number' },
  lastPaidAt: { header: 'Last payment', format: 'datetime' },
  lastPaidAmount: { header: 'Last payment amount', format: 'money2' },
  promisedOn: { header: 'Promise to pay', format: 'date' },
  promisedAmount: { header: 'Promised', format: 'money2' },
  promisePaid: { header: 'Paid since promise', format: 'money2', filter: null },
  collector: { header: 'Collector', format: 'text' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  lastCallAt: { header: 'Last call', format: 'datetime' },
  lastCallOutcome: { header: 'Call outcome', format: 'text', filter: 'values' },
  lastCallNote: { header: 'Call note', format: 'text' },
  followUpOn: { header: 'Follow up', format: 'date' },
  collectorId: { header: 'Collector no.', format: 'text', filter: 'values' },
  version: { header: 'Record version', format: 'number', filter: null, sortable: false },
  holdRequestKind: { header: 'Open request', format: 'text', filter: 'values' },
  holdRequestReason: { header: 'Request reason', format: 'text' },
  holdRequestedBy: { header: 'Requested by', format: 'text' },
  holdRequestedAt: { header: 'Requested', format: 'datetime' },
  holdRequestId: { header: 'Request id', format: 'number', filter: null, sortable: false },
  holdRequestVersion: { header: 'Request version', format: 'number', filter: null, sortable: false },
  lastStatementAt: { header: 'Statement emailed', format: 'datetime' },
  lastStatementTo: { header: 'Statement sent to', format: 'text' },
} as const satisfies ListFields & Record<keyof PastDueAccount, unknown>;

/** GET /api/accounting/collections/dso: days sales outstanding of the branches asked for. */
export interface CollectionsDso {
  /** What customers owe now (every open item). */
  receivable: string;
  /** Charged on account over the last DSO_DAYS days. */
  creditSales: string;
  days: number;
  /** Null when nothing was sold on account. */
  dso: number | null;
}

/** An employee who may collect an account (GET /api/accounting/collections/collectors). */
export interface Collector {
  excedeId: string;
  name: string;
  brnId: string;
  title: string;
}
