import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { Classification, FileStatus, SettlementLine } from './cardSettlement';

/** The screens' view of card reconciliation: the files list, one file's lines and batches, and the branch-day grid. */

export const CARD_FILES_PATH = 'accounting/card-settlements/files';
export const CARD_DAYS_PATH = 'accounting/card-settlements/days';

export interface CardFileRow {
  id: number;
  processor: string;
  mid: string;
  brnId: string;
  fileName: string;
  periodFrom: string;
  periodTo: string;
  uploadedAt: string;
  lines: number;
  gross: string;
  fees: string;
  chargebacks: string;
  net: string;
  status: FileStatus;
  uploadedBy: string;
}

export const CARD_FILE_FIELDS = {
  id: { header: 'File', format: 'number', filter: null },
  processor: { header: 'Processor', format: 'text', filter: 'values' },
  mid: { header: 'MID', format: 'text' },
  brnId: BRANCH_FIELD,
  fileName: { header: 'File name', format: 'text' },
  periodFrom: { header: 'From', format: 'date' },
  periodTo: { header: 'To', format: 'date' },
  uploadedAt: { header: 'Uploaded', format: 'datetime', filter: null },
  lines: { header: 'Lines', format: 'number', total: 'sum' },
  gross: { header: 'Gross', format: 'money2', total: 'sum' },
  fees: { header: 'Fees', format: 'money2', total: 'sum' },
  chargebacks: { header: 'Chargebacks', format: 'money2', total: 'sum' },
  net: { header: 'Net', format: 'money2', total: 'sum' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  uploadedBy: { header: 'Uploaded by', format: 'text', filter: 'values' },
} as const satisfies ListFields & Record<keyof CardFileRow, unknown>;

/** A file's line as the processor reported it, with the receipt it settles and what it was classified as. */
export interface CardLine extends SettlementLine {
  id: number;
  version: number;
  receiptId: string | null;
  /** The matched receipt's xref. */
  receiptXref: string | null;
  matchedBy: 'Auto' | 'Manual' | null;
  classification: Classification | null;
}

export interface CardBatch {
  batchId: string;
  gross: string;
  fees: string;
  chargebacks: string;
  refunds: string;
  expected: string;
  deposit: string | null;
  open: number;
  reconciled: boolean;
}

export interface CardFileDetail {
  file: CardFileRow & { version: number; matched: number };
  lines: CardLine[];
  batches: CardBatch[];
  /** How fresh Excede's receipts and deposits are. */
  asOf: string | null;
  stale: boolean;
}

/** A card receipt a line may be matched to by hand. */
export interface CardReceiptChoice {
  receiptId: string;
  receivedOn: string;
  amount: string;
  xref: string;
  customer: string | null;
}

export const CARD_DAY_STATUSES = ['Reconciled', 'Open items', 'Difference', 'No file'] as const;
export type CardDayStatus = (typeof CARD_DAY_STATUSES)[number];

export interface CardDayRow {
  batchOn: string;
  brnId: string;
  batchId: string;
  receipts: string;
  gross: string | null;
  fees: string | null;
  chargebacks: string | null;
  expected: string | null;
  deposit: string | null;
  difference: string | null;
  status: CardDayStatus;
}

export const CARD_DAY_FIELDS = {
  batchOn: { header: 'Date', format: 'date', filter: null },
  brnId: BRANCH_FIELD,
  batchId: { header: 'Batch', format: 'text' },
  receipts: { header: 'Excede receipts', format: 'money2', total: 'sum' },
  gross: { header: 'Batch gross', format: 'money2', total: 'sum' },
  fees: { header: 'Fees', format: 'money2', total: 'sum' },
  chargebacks: { header: 'Chargebacks', format: 'money2', total: 'sum' },
  expected: { header: 'Batch net', format: 'money2', total: 'sum' },
  deposit: { header: 'Bank deposit', format: 'money2', total: 'sum' },
  difference: { header: 'Difference', format: 'money2', total: 'sum' },
  status: { header: 'Status', format: 'text', filter: 'values' },
} as const satisfies ListFields & Record<keyof CardDayRow, unknown>;
