import type { WireStatus } from '../../domain/accounting/wireAuthorization';
import type { BadgeProps } from '../../ui/Badge/Badge';

/** How each status of a wire shows, in the list and on the wire's page alike (a module of its own: the page loads no grid). */
export const WIRE_STATUS_TONE: Record<WireStatus, NonNullable<BadgeProps['tone']>> = {
  Draft: 'neutral',
  Submitted: 'info',
  'Approved 1 of 2': 'info',
  Approved: 'positive',
  Released: 'positive',
  Confirmed: 'positive',
  Rejected: 'critical',
  Cancelled: 'neutral',
};
