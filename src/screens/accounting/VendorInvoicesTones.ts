import type { VendorInvoiceStatus } from '../../domain/accounting/vendorInvoices';
import type { BadgeTone } from '../../ui/Badge/Badge.css';

/** How each status of a vendor invoice shows: waiting and stopped ones stand out, done ones are quiet. */
export const STATUS_TONE: Record<VendorInvoiceStatus, BadgeTone> = {
  New: 'info',
  'Needs approval': 'caution',
  Approved: 'positive',
  'Entered in Excede': 'neutral',
  Paid: 'neutral',
  'On hold': 'caution',
  Disputed: 'critical',
};
