import { DEFAULT_SIGN_OFF_THRESHOLD_CENTS } from './accounting/cashOnHand';
import { DEFAULT_CUT_OFF, DEFAULT_DAILY_LIMIT_CENTS, DEFAULT_SECOND_APPROVER_ABOVE_CENTS } from './accounting/wireAuthorization';

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
} as const;

export type PortalSetting = keyof typeof PORTAL_SETTINGS;
