import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { RfqAlert, RfqOutcome } from './altecRfqs';

/** An RFQ's row as GET /api/sales/altec-rfqs answers it (days YYYY-MM-DD, money as numeric text). */
export interface AltecRfqRow {
  id: number;
  rfqNo: string;
  brnId: string;
  receivedOn: string;
  plant: string;
  contact: string;
  endCustomer: string | null;
  model: string;
  cab: string;
  wheelbase: number;
  cabToAxle: number;
  gvwr: number;
  drivetrain: string;
  qty: number;
  dueOn: string;
  quoteNo: string | null;
  quotedOn: string | null;
  unitPrice: string | null;
  quoteTotal: string | null;
  responseDays: number | null;
  outcome: RfqOutcome;
  reason: string | null;
  orderRef: string | null;
  upfitShipTo: string | null;
  expectedDelivery: string | null;
  salesperson: string;
  alert: RfqAlert | null;
  attachments: number;
}

/** The RFQs' grid: its columns in their order on screen. */
export const ALTEC_RFQ_FIELDS = {
  rfqNo: { header: 'RFQ no.', format: 'text' },
  brnId: BRANCH_FIELD,
  receivedOn: { header: 'Received', format: 'date' },
  plant: { header: 'Altec plant', format: 'text', filter: 'values' },
  contact: { header: 'Altec contact', format: 'text' },
  endCustomer: { header: 'End customer', format: 'text' },
  model: { header: 'Chassis', format: 'text', filter: 'values' },
  cab: { header: 'Cab', format: 'text', filter: 'values' },
  wheelbase: { header: 'WB (in)', format: 'number' },
  cabToAxle: { header: 'CA (in)', format: 'number' },
  gvwr: { header: 'GVWR (lb)', format: 'number' },
  drivetrain: { header: 'Drive', format: 'text', filter: 'values' },
  qty: { header: 'Qty', format: 'number', total: 'sum' },
  dueOn: { header: 'Due', format: 'date' },
  alert: { header: 'Alert', format: 'text', filter: 'values' },
  quoteNo: { header: 'Our quote', format: 'text' },
  quotedOn: { header: 'Quoted', format: 'date' },
  unitPrice: { header: 'Unit price', format: 'money2' },
  quoteTotal: { header: 'Quote total', format: 'money2', total: 'sum' },
  responseDays: { header: 'Response (business days)', format: 'number' },
  outcome: { header: 'Outcome', format: 'text', filter: 'values' },
  reason: { header: 'Reason', format: 'text' },
  orderRef: { header: 'Order', format: 'text' },
  upfitShipTo: { header: 'Upfit ship-to', format: 'text' },
  expectedDelivery: { header: 'Expected delivery', format: 'date' },
  salesperson: { header: 'Salesperson', format: 'text', filter: 'values' },
  attachments: { header: 'PDFs', format: 'number', filter: null },
} as const satisfies ListFields & Partial<Record<keyof AltecRfqRow, unknown>>;

/** One RFQ with what its dialog needs: the version to change it as of, its links and its PDFs. */
export interface AltecRfqDetail extends AltecRfqRow {
  version: number;
  stockNo: string | null;
  dealId: string | null;
  files: AltecRfqFile[];
}

export interface AltecRfqFile {
  id: number;
  kind: string;
  fileName: string;
  size: number;
  attachedBy: string;
  attachedAt: string;
}

/** A month's units quoted (on RFQs we quoted that month) and won (of those, the ones won). Month is YYYY-MM. */
export interface RfqMonth {
  month: string;
  quoted: number;
  won: number;
}

/** The report's tiles and chart over the RFQs the grid selects. */
export interface AltecRfqSummary {
  won: number;
  lost: number;
  noBid: number;
  pending: number;
  /** Won ÷ (Won + Lost) in percent, null when nothing is decided. */
  winRate: number | null;
  unitsQuoted: number;
  unitsWon: number;
  /** Mean business days from received to quoted, null with no quote. */
  averageResponseDays: number | null;
  alerts: number;
  /** The last 12 months, oldest first, each present even when empty. */
  months: RfqMonth[];
}
