import { DEFAULT_SIGN_OFF_THRESHOLD_CENTS } from './accounting/cashOnHand';

/**
 * Settings staff change without a release, each with its default: the portal_settings table holds the ones
 * changed (server/business/settings.ts reads and writes them, audited).
 */
export const PORTAL_SETTINGS = {
  /** Cash on hand: an over/short beyond this many cents waits for a manager's sign-off. */
  'cash.signOffThresholdCents': DEFAULT_SIGN_OFF_THRESHOLD_CENTS as number,
} as const;

export type PortalSetting = keyof typeof PORTAL_SETTINGS;
