/**
 * Lost sales: demand the branch did not fill because the customer went without or elsewhere (not a mere
 * price check). Root cause analysis gives each a reason and an action and works it to Closed.
 */
export const LOST_SALE_STATUSES = ['New', 'Assigned', 'Action taken', 'Closed'] as const;
export type LostSaleStatus = (typeof LOST_SALE_STATUSES)[number];

/** Why the shelf did not fill the demand (business-screens §2): the counter's miss, before any reason code. */
export const MISS_TYPES = ['Not stocked', 'Out of stock', 'Short qty', 'Price', 'Supersession not linked', 'Bin error', 'Vendor backorder'] as const;
export type MissType = (typeof MISS_TYPES)[number];
