import * as z from 'zod/mini';
import type { ListFilter } from '../listQuery';
import { branchId, xrefText } from './documents';

/**
 * One transaction on Transaction Detail (/ar/transactiondetail?jeId= | ?xref= | ?slsId=): its header and,
 * in the grid below it, its GL distribution. An xref gathers every entry Excede posted with it (an invoice
 * and the receipts that paid it); a journal entry is itself.
 */

/** A journal entry of the record. */
export interface TransactionEntry {
  jeId: string;
  brnId: string;
  /** YYYY-MM-DD. */
  postedOn: string;
  /** Excede's GL source: 'Parts invoice', 'AR receipt', 'Deposit' … */
  source: string;
  description: string;
  /** The entry's debits (exact, '1234.50'); its credits are the same. */
  amount: string;
}

/** GET /api/accounting/transaction: the record's header. */
export interface TransactionRecord {
  /** The document type: the GL source of its first entry, or the Excede document's when nothing is posted yet. */
  docType: string;
  xref: string;
  brnId: string;
  branchName: string | null;
  /** The document's own day (invoiced, received), else its first posting's; YYYY-MM-DD. */
  documentDate: string | null;
  /** The first entry's posting day; null while nothing is posted (an open repair order). */
  postedOn: string | null;
  customer: { cusId: string; name: string } | null;
  /** The document's amount (an invoice's total, a receipt's amount), exact. */
  total: string | null;
  /** Oldest first. */
  entries: TransactionEntry[];
  asOf: string | null;
  stale: boolean;
}

export const transactionRecordQuery = z.union([
  z.object({ jeId: xrefText('jeId') }),
  z.object({ xref: xrefText('xref'), brnId: z.optional(branchId) }),
  z.object({ slsId: xrefText('slsId') }),
  // The quick link's SearchValue: an entry's id or a document's xref.
  z.object({ key: xrefText('key') }),
]);
export type TransactionRecordQuery = z.output<typeof transactionRecordQuery>;

/** The record the address of Transaction Detail names (`jeId`, `xref` with its `brnId`, `slsId`, a quick link's `SearchValue`), or none. */
export function recordQueryOf(address: Readonly<Record<string, string | undefined>>): TransactionRecordQuery | null {
  const given = (name: string) => address[name]?.trim() || undefined;
  const jeId = given('jeId');
  if (jeId) return { jeId };
  const xref = given('xref');
  const brnId = given('brnId');
  if (xref) return brnId ? { xref, brnId } : { xref };
  const slsId = given('slsId');
  if (slsId) return { slsId };
  const key = given('SearchValue');
  return key ? { key } : null;
}

/** The grid's filter showing the record's distribution; a quick link's key searches instead, as it may name either. */
export function distributionFilterOf(record: TransactionRecordQuery): Record<string, ListFilter> {
  if ('jeId' in record) return { jeId: { anyOf: [record.jeId] } };
  if ('xref' in record) return { xref: { anyOf: [record.xref] } };
  if ('slsId' in record) return { xref: { anyOf: [record.slsId] } };
  return {};
}

export const recordNotFound = (record: TransactionRecordQuery) =>
  'jeId' in record
    ? `No journal entry ${record.jeId} was found.`
    : 'slsId' in record
      ? `No invoice or repair order ${record.slsId} was found.`
      : `No transaction ${'xref' in record ? record.xref : record.key} was found.`;
