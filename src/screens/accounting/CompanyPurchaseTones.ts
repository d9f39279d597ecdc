import type { PurchaseStatus } from '../../domain/accounting/companyPurchase';
import type { BadgeProps } from '../../ui/Badge/Badge';

/** How a request's status shows, in the list and on its record. */
export const PURCHASE_STATUS_TONE: Record<PurchaseStatus, NonNullable<BadgeProps['tone']>> = {
  Draft: 'neutral',
  Pending: 'info',
  Approved: 'positive',
  Ordered: 'info',
  'Received in part': 'caution',
  Received: 'positive',
  Invoiced: 'positive',
  Closed: 'neutral',
  Rejected: 'critical',
};

export const purchaseHref = (id: number) => `/companypurchase/edit/${id}`;
