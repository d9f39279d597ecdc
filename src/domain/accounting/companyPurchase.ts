/**
 * Company purchases (/companypurchase): internal purchase requests outside parts ordering (shop equipment, tools,
 * IT, facilities). A request is drafted, submitted, approved tier by tier up to its amount's tier, ordered on a
 * PO, received in part or in full, invoiced (AP matches the vendor's invoice to its PO) and closed; or rejected.
 */

export const PURCHASE_STATUSES = ['Draft', 'Pending', 'Approved', 'Ordered', 'Received in part', 'Received', 'Invoiced', 'Closed', 'Rejected'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The approval tiers, lowest first: a request walks every one up to and including its amount's tier. */
export const PURCHASE_TIERS = ['department-head', 'general-manager', 'controller', 'principal'] as const;
export type PurchaseTier = (typeof PURCHASE_TIERS)[number];

export const PURCHASE_DECISIONS = ['Approved', 'Rejected'] as const;
export type PurchaseDecision = (typeof PURCHASE_DECISIONS)[number];

/** The departments a purchase is charged to. */
export const PURCHASE_DEPARTMENTS = ['Parts', 'Service', 'Body Shop', 'Sales', 'Administration', 'IT', 'Facilities'] as const;
export type PurchaseDepartment = (typeof PURCHASE_DEPARTMENTS)[number];
