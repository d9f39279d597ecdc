import * as z from 'zod/mini';
import type { PermissionName } from '../permissions';

/**
 * /customer-history: one customer across parts, service, vehicles, leases and AR. A customer is found by a search that
 * answers as staff type (name, CusId, phone, unit or fleet no., VIN or its last 6), among the customers of the user's
 * branches; the page opens on the customers the user viewed last, or those with the latest activity.
 */

/** At most this many customers answer a search or the opening list. */
export const CUSTOMER_SEARCH_LIMIT = 20;
/** Shorter text matches too much to be a search. */
export const CUSTOMER_SEARCH_MIN = 2;
/** The spend chart's months, to this month. */
export const SPEND_MONTHS = 24;

/** What part of a customer the typed text matched. */
export const CUSTOMER_MATCH_FIELDS = ['CusId', 'Name', 'Phone', 'Unit', 'Fleet no.', 'VIN last 6', 'VIN'] as const;
export type CustomerMatchField = (typeof CUSTOMER_MATCH_FIELDS)[number];

export const customerSearchQuery = z.object({
  q: z.string({ error: 'Give q, the text to search for.' }).check(
    z.trim(),
    z.minLength(CUSTOMER_SEARCH_MIN, `q: type at least ${CUSTOMER_SEARCH_MIN} characters.`),
    z.maxLength(60, 'q is too long.'),
  ),
});

/** A CusId as Excede writes it, from the address. */
export const cusIdParam = z.string().check(z.regex(/^[\w-]{1,20}$/, 'cusId is not a customer id.'));

/** A customer in a list of them: a search's match or one of the opening list. */
export interface CustomerListing {
  cusId: string;
  name: string;
  brnId: string;
  city: string | null;
  state: string | null;
  phone: string | null;
  /** What matched and its value (the VIN, the fleet no.…); null in the opening list. */
  match: { field: CustomerMatchField; value: string } | null;
  /** The last time the user opened it (ISO), in the list of those viewed last. */
  viewedAt: string | null;
  /** Its latest invoice, RO, deal or contract day in the user's branches (YYYY-MM-DD). */
  lastActivity: string | null;
}

/** GET /api/customers/history/search?q=. */
export interface CustomerSearch {
  q: string;
  matches: CustomerListing[];
}

/** GET /api/customers/history/recent: the customers the user opened last or, for someone who opened none, the latest activity. */
export interface RecentCustomers {
  kind: 'viewed' | 'latest';
  customers: CustomerListing[];
}

export const SPEND_DEPARTMENTS = ['Parts', 'Service', 'Vehicles', 'Lease'] as const;
export type SpendDepartment = (typeof SPEND_DEPARTMENTS)[number];

/** GET /api/customers/history/:cusId: the header and the 24 months' spend. */
export interface CustomerHeader {
  cusId: string;
  name: string;
  brnId: string;
  branchName: string | null;
  city: string | null;
  state: string | null;
  phone: string | null;
  email: string | null;
  /** Excede's terms code (NET30, COD…). */
  terms: string;
  creditLimit: string;
  /** Open AR in the user's branches. */
  balance: string;
  onHold: boolean;
  /** An exemption certificate on file; null where Excede did not say. */
  taxExempt: boolean | null;
  isFleet: boolean;
  /** Units Excede has for the customer. */
  fleetSize: number;
  /** The salesperson of the customer's latest deal: Excede's customer record names none. */
  salesperson: string | null;
  firstActivity: string | null;
  lastActivity: string | null;
  /** The months oldest first (YYYY-MM), each department's spend that month. */
  spend: { month: string; parts: string; service: string; vehicles: string; lease: string }[];
  /** Whether cost and gross are in this answer's lists: the server's decision, which the screen follows. */
  seesCostAndGross: boolean;
  asOf: string | null;
  stale: boolean;
}

/**
 * Cost and gross are for managers: whoever already sees gross on a report of the portal (the vehicle sales report, the
 * financial statements, the P&L comparison, root cause analysis). The server leaves the fields out for anyone else.
 */
export const COST_AND_GROSS_READERS: readonly PermissionName[] = [
  'can view vehicle sales report',
  'can view financial report',
  'can view pl comparison',
  'can view root cause analysis',
];
export const seesCostAndGross = (permissions: readonly string[]) => COST_AND_GROSS_READERS.some((p) => permissions.includes(p));
