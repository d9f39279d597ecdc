/**
 * Lost sales: demand the branch did not fill because the customer went without or elsewhere (not a mere
 * price check). Root cause analysis gives each a reason and an action and works it to Closed.
 */
export const LOST_SALE_STATUSES = ['New', 'Assigned', 'Action taken', 'Closed'] as const;
export type LostSaleStatus = (typeof LOST_SALE_STATUSES)[number];
