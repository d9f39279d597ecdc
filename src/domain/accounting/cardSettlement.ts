import * as z from 'zod/mini';
import { isoOfUsDate } from '../isoDate';
import { centsOf, moneyText } from '../money';
import { versionField } from '../recordChange';

/**
 * A card processor's settlement file: each line one transaction of a batch (a day's card sales at one
 * merchant id, that is one branch), or an adjustment the processor made to the batch (its per-item fees, a
 * dispute). Sales and refunds are matched to Excede's card receipts; adjustments must be classified by a
 * person as a fee, chargeback or refund, never ignored.
 */

export const SETTLEMENT_HEADER = ['Processor', 'MID', 'Batch', 'Txn date', 'Type', 'Brand', 'Last4', 'Auth code', 'Reference', 'Amount', 'Fee', 'Net'] as const;
export const LINE_TYPES = ['Sale', 'Refund', 'Adjustment'] as const;
export type LineType = (typeof LINE_TYPES)[number];
export const CLASSIFICATIONS = ['Fee', 'Chargeback', 'Refund'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];
export const FILE_STATUSES = ['Parsed', 'Errors', 'Reconciled'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** The merchant id of a branch at the processor ('5180 0000 0101' for 101), and back. */
export const merchantIdOf = (brnId: string) => `51800000${brnId.padStart(4, '0')}`;
export const branchOfMerchantId = (mid: string): string | null => (/^51800000\d{4}$/.test(mid) ? String(Number(mid.slice(8))) : null);

export interface SettlementLine {
  lineNo: number;
  batchId: string;
  txnDate: string;
  lineType: LineType;
  brand: string;
  last4: string;
  authCode: string;
  reference: string;
  amount: string;
  fee: string;
  net: string;
}

export interface SettlementFile {
  processor: string;
  mid: string;
  brnId: string;
  lines: SettlementLine[];
}

export type SettlementRead = { ok: true; file: SettlementFile } | { ok: false; message: string };

/**
 * The lines of a settlement file from its CSV records (the first the header), or the first problem, naming
 * its line: one processor and one merchant id per file, a known branch, real days and amounts, and each
 * line's net its amount less its fee to the cent.
 */
export function readSettlement(records: readonly (readonly string[])[]): SettlementRead {
  const problem = (lineNo: number, message: string): SettlementRead => ({ ok: false, message: `Line ${lineNo}: ${message}` });
  const [header, ...rows] = records.filter((r) => r.some((f) => f.trim() !== ''));
  if (!header || header.map((h) => h.trim()).join(',') !== SETTLEMENT_HEADER.join(',')) return problem(1, `The header must be ${SETTLEMENT_HEADER.join(',')}.`);
  if (!rows.length) return problem(2, 'The file has no transactions.');
  const lines: SettlementLine[] = [];
  let processor = '';
  let mid = '';
  for (const [i, row] of rows.entries()) {
    const lineNo = i + 2;
    if (row.length !== SETTLEMENT_HEADER.length) return problem(lineNo, `Expected ${SETTLEMENT_HEADER.length} fields, found ${row.length}.`);
    const [proc, rowMid, batchId, date, type, brand, last4, authCode, reference, amount, fee, net] = row.map((f) => f.trim()) as string[] as [string, ...string[]];
    if (!proc) return problem(lineNo, 'Processor is empty.');
    if (i === 0) [processor, mid] = [proc, rowMid!];
    if (proc !== processor || rowMid !== mid) return problem(lineNo, 'A file holds one processor and one MID.');
    if (!branchOfMerchantId(mid)) return problem(lineNo, `MID ${mid} is no branch's merchant id.`);
    if (!batchId) return problem(lineNo, 'Batch is empty.');
    const txnDate = isoOfUsDate(date!);
    if (!txnDate) return problem(lineNo, `Txn date '${date}' is not a date (MM/DD/YYYY).`);
    if (!(LINE_TYPES as readonly string[]).includes(type!)) return problem(lineNo, `Type '${type}' is not ${LINE_TYPES.join(', ')}.`);
    if (last4 && !/^\d{4}$/.test(last4)) return problem(lineNo, `Last4 '${last4}' is not four digits.`);
    const cents = [amount, fee, net].map((a) => centsOf(a!));
    const names = ['Amount', 'Fee', 'Net'];
    const bad = cents.findIndex((c) => c === null);
    if (bad >= 0) return problem(lineNo, `${names[bad]} '${[amount, fee, net][bad]}' is not an amount.`);
    const [a, f, n] = cents as [number, number, number];
    if (a - f !== n) return problem(lineNo, `Net ${moneyText(n)} is not the amount less the fee (${moneyText(a - f)}).`);
    lines.push({ lineNo, batchId, txnDate, lineType: type as LineType, brand: brand!, last4: last4!, authCode: authCode!, reference: reference!, amount: moneyText(a), fee: moneyText(f), net: moneyText(n) });
  }
  return { ok: true, file: { processor, mid, brnId: branchOfMerchantId(mid)!, lines } };
}

/** A batch's figures in cents: gross sales, fees (the lines' fee column and adjustments classed as fees), chargebacks, refunds, and what the bank got. */
export interface BatchFigures {
  gross: number;
  fees: number;
  chargebacks: number;
  refunds: number;
  deposit: number | null;
}

/** What the processor's batch should have paid into the bank: gross − fees − chargebacks − refunds. */
export const expectedDeposit = (b: BatchFigures) => b.gross - b.fees - b.chargebacks - b.refunds;

/**
 * A batch reconciles when every sale and refund is matched to a receipt, every adjustment is classified,
 * and gross − fees − chargebacks (− refunds) is the bank deposit to the cent.
 */
export function batchReconciles(b: BatchFigures, open: number): boolean {
  return open === 0 && b.deposit !== null && expectedDeposit(b) === b.deposit;
}

/** A file is Reconciled when all its batches are, Errors when a batch with nothing left open still differs from its deposit. */
export function fileStatusOf(batches: readonly { figures: BatchFigures; open: number }[]): FileStatus {
  if (batches.every((b) => batchReconciles(b.figures, b.open))) return 'Reconciled';
  return batches.some((b) => b.open === 0 && !batchReconciles(b.figures, 0)) ? 'Errors' : 'Parsed';
}

export const cardLineMatchSchema = z.object({ version: versionField, receiptId: z.string().check(z.trim(), z.minLength(1, 'Choose a receipt.')) });
export const cardLineVersionSchema = z.object({ version: versionField });
export const cardLineClassifySchema = z.object({ version: versionField, classification: z.nullable(z.enum(CLASSIFICATIONS)) });

/** A settlement file as staff pick it: one CSV (browsers name its type variously), 5 MB at most. */
export const SETTLEMENT_FILE_RULES = {
  accept: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 5 * 1024 * 1024,
  maxFiles: 1,
};
