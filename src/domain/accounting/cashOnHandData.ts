import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { CountStatus, DenominationCounts, FundKind } from './cashOnHand';

/** What the cash-on-hand endpoints answer (GET /api/accounting/cash-on-hand/…); money as numeric text, times as ISO. */

/** A fund with what it should hold now and its last count, as the funds list answers it. */
export interface CashFundRow {
  id: number;
  brnId: string;
  name: string;
  kind: FundKind;
  custodian: string;
  float: string;
  /** When it was last counted; null: never. */
  lastCountAt: string | null;
  /** Float + cash receipts − paid-outs − deposits since the last count. */
  expected: string;
  /** The last count's total and over/short. */
  counted: string | null;
  overShort: string | null;
  status: CountStatus | null;
  /** The first cash receipt of the period not yet in a deposit; null: none. */
  undepositedSince: string | null;
  state: 'Active' | 'Closed';
}

/** The funds list: its columns in their order on screen. */
export const CASH_FUND_FIELDS = {
  brnId: BRANCH_FIELD,
  name: { header: 'Fund', format: 'text' },
  kind: { header: 'Kind', format: 'text', filter: 'values' },
  custodian: { header: 'Custodian', format: 'text' },
  float: { header: 'Float', format: 'money2', total: 'sum' },
  lastCountAt: { header: 'Last count', format: 'datetime' },
  expected: { header: 'Expected now', format: 'money2', total: 'sum' },
  counted: { header: 'Counted', format: 'money2' },
  overShort: { header: 'Over/short', format: 'money2' },
  status: { header: 'Count status', format: 'text', filter: 'values' },
  undepositedSince: { header: 'Undeposited since', format: 'datetime' },
  state: { header: 'State', format: 'text', filter: 'values' },
  id: { header: 'Fund id', format: 'number', filter: null },
} as const satisfies ListFields & Record<keyof CashFundRow, unknown>;

/** A branch's headline figures: its cash on hand (what its open funds should hold) and its oldest undeposited cash. */
export interface CashBranchFigures {
  brnId: string;
  cashOnHand: string;
  oldestUndeposited: string | null;
  /** The drawers' cash receipts not yet in a deposit: what the next deposit run takes. */
  undeposited: string;
  lastDepositRun: CashDepositRun | null;
}

/** A branch's undeposited cash taken to the bank. */
export interface CashDepositRun {
  id: number;
  at: string;
  by: string;
  amount: string;
  bagNumber: string;
}

/** Petty cash brought back to its float. */
export interface CashReplenishment {
  at: string;
  by: string;
  amount: string;
  checkNumber: string;
}

/** A count waiting for a manager, and why the person asking may not sign it off (null: they may). */
export interface AwaitingCount {
  id: number;
  version: number;
  fundId: number;
  fundName: string;
  brnId: string;
  countedAt: string;
  countedBy: string;
  expected: string;
  counted: string;
  overShort: string;
  note: string;
  refusal: string | null;
}

export interface OverShortByDay {
  /** The New York day of the counts. */
  day: string;
  brnId: string;
  overShort: string;
}

/** GET …/summary: the tiles, the counts awaiting sign-off, the chart, the threshold. */
export interface CashOnHandSummary {
  branches: CashBranchFigures[];
  awaiting: AwaitingCount[];
  overShortByDay: OverShortByDay[];
  /** Over/short beyond this waits for a sign-off. */
  threshold: string;
  /** The person asking signs off counts, so sets the threshold too. */
  mayChangeThreshold: boolean;
  asOf: string | null;
  stale: boolean;
}

export interface CashCount {
  id: number;
  version: number;
  countedAt: string;
  countedBy: string;
  denominations: DenominationCounts;
  expected: string;
  counted: string;
  overShort: string;
  status: CountStatus;
  note: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string;
}

export interface CashPaidOut {
  id: number;
  paidAt: string;
  paidBy: string;
  amount: string;
  paidTo: string;
  note: string;
  /** A signed link to the receipt image. */
  receiptUrl: string | null;
}

/** GET …/funds/:id: the fund, how its expected cash is made up, its last counts and this period's paid-outs. */
export interface CashFundDetail {
  fund: { id: number; version: number; brnId: string; kind: FundKind; name: string; drawer: string | null; custodian: string; float: string; active: boolean };
  period: { since: string; receipts: string; deposited: string; paidOuts: string; expected: string; undepositedSince: string | null };
  counts: CashCount[];
  paidOuts: CashPaidOut[];
  /** What was paid out since the last replenishment (any period), which the next one brings back; and that last one. */
  unreplenished: string;
  lastReplenishment: CashReplenishment | null;
}
