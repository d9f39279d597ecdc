import { DEFAULT_SIGN_OFF_THRESHOLD_CENTS } from './accounting/cashOnHand';
import { DEFAULT_OVERRUN_CENTS, DEFAULT_OVERRUN_PERCENT } from './accounting/expenseDashboard';
import { DEFAULT_CAPITAL_LINE_ABOVE_CENTS, DEFAULT_DEPARTMENT_HEAD_BELOW_CENTS, DEFAULT_GENERAL_MANAGER_BELOW_CENTS } from './accounting/companyPurchase';
import { DEFAULT_CUT_OFF, DEFAULT_DAILY_LIMIT_CENTS, DEFAULT_SECOND_APPROVER_ABOVE_CENTS } from './accounting/wireAuthorization';
import { DEFAULT_PHASE_IN_MONTHS, DEFAULT_PHASE_IN_TIMES } from './parts/rootCauseDashboard';
import { DEFAULT_ACCEPT_UNDER_CENTS, DEFAULT_VARIANCE_WARN_PERCENT } from './parts/annualInventory';
import { DEFAULT_LONG_WAIT_MINUTES } from './parts/tickets';
import { DEFAULT_SECOND_CONFIRMER_ABOVE_CENTS } from './parts/binVerification';
import { DEFAULT_VARIANCE_CENTS, DEFAULT_VARIANCE_PERCENT } from './parts/cycleCounts';

/**
 * Settings staff change without a release, each with its default: the portal_settings table holds the ones
 * changed (server/business/settings.ts reads and writes them, audited).
 */
export const PORTAL_SETTINGS = {
  /** Cash on hand: an over/short beyond this many cents waits for a manager's sign-off. */
  'cash.signOffThresholdCents': DEFAULT_SIGN_OFF_THRESHOLD_CENTS as number,
  /** Wires: above this many cents a wire needs two distinct approvers. */
  'wire.secondApproverAboveCents': DEFAULT_SECOND_APPROVER_ABOVE_CENTS as number,
  /** Wires: the wires approved for one value date may add up to this many cents. */
  'wire.dailyLimitCents': DEFAULT_DAILY_LIMIT_CENTS as number,
  /** Wires: the bank's same-day cut-off, HH:MM New York time. */
  'wire.cutOff': DEFAULT_CUT_OFF as string,
  /** Company purchases: below this many cents a department head alone approves. */
  'companyPurchase.departmentHeadBelowCents': DEFAULT_DEPARTMENT_HEAD_BELOW_CENTS as number,
  /** Company purchases: below this many cents a general manager approves after the department head; above, the controller and the principal too. */
  'companyPurchase.generalManagerBelowCents': DEFAULT_GENERAL_MANAGER_BELOW_CENTS as number,
  /** Company purchases: a line over this many cents is a capital item for fixed assets. */
  'companyPurchase.capitalLineAboveCents': DEFAULT_CAPITAL_LINE_ABOVE_CENTS as number,
  /** Vendor invoices: a price variance within this percent of the PO and within the amount below is accepted without approval. */
  'ap.priceTolerancePercent': 2 as number,
  'ap.priceToleranceCents': 5000 as number,
  /** Vendor invoices: an early-pay discount whose date is within this many days is highlighted. */
  'ap.discountSoonDays': 5 as number,
  /** Expense dashboard: an account over budget by more than this percent and the amount below is highlighted. */
  'expense.overrunPercent': DEFAULT_OVERRUN_PERCENT as number,
  'expense.overrunCents': DEFAULT_OVERRUN_CENTS as number,
  /** Parts waiting list: a customer waiting longer than this many minutes is shown in red. */
  'parts.longWaitMinutes': DEFAULT_LONG_WAIT_MINUTES as number,
  /** Cycle counts: a variance over this many cents, or over this percent of the system quantity (any on an A part), is recounted by someone else. */
  'cycle.varianceCents': DEFAULT_VARIANCE_CENTS as number,
  'cycle.variancePercent': DEFAULT_VARIANCE_PERCENT as number,
  /** Annual inventory: a line off by more than this many cents needs a recount before it is accepted. */
  'parts.inventoryAcceptUnderCents': DEFAULT_ACCEPT_UNDER_CENTS as number,
  /** Annual inventory: counted against book beyond ±this percent is investigated before posting (1–3% is usual). */
  'parts.inventoryVarianceWarnPercent': DEFAULT_VARIANCE_WARN_PERCENT as number,
  /** Root cause dashboard: a part missed this many times in the months below (under a code that records demand, or none) is suggested for stocking. */
  'parts.phaseInTimes': DEFAULT_PHASE_IN_TIMES as number,
  'parts.phaseInMonths': DEFAULT_PHASE_IN_MONTHS as number,
  /** Bin verification: a part whose on hand × cost is above this many cents needs a second, different person to confirm it. */
  'parts.binVerifySecondAboveCents': DEFAULT_SECOND_CONFIRMER_ABOVE_CENTS as number,
} as const;

export type PortalSetting = keyof typeof PORTAL_SETTINGS;
