/** The spec's business constants and limits (section 9), defined once. */

/** Notifications (toasts) close themselves after 3 seconds. */
export const NOTIFICATION_MS = 3000;

/** Grids that page offer 30, 50 and 100 rows, 50 by default. */
export const PAGE_SIZES = [30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Below 992 px wide the sidebar hides. */
export const MOBILE_BREAKPOINT_PX = 992;

/** Excede and the branches keep New York time: elapsed times are measured there. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** The version a browser assumes before the server has told it one. */
export const DEFAULT_VERSION = '1.0.0';

/** The spec's answers to 'Set as landing page' (typo included: staff know it). */
export const LANDING_PAGE_UPDATED = 'Landing page has been updated.';
export const LANDING_PAGE_ALREADY_SET = 'This page is alredy set as landing page.';

/** The user's chosen branch is kept as a preference too, so it follows them to another browser. */
export const BRANCH_PREFERENCE_KEY = 'branch';
