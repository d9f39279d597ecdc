import * as z from 'zod/mini';
import { versionField } from '../recordChange';

/**
 * A bank statement as the bank sends it (BAI2, or a CSV export of the same lines): the account, the days it
 * covers, the opening and closing ledger balances, and each transaction with its BAI2 type code. Amounts
 * are signed as the bank moved the account: a credit (type 100–399) positive, a debit (400–699) negative.
 */

export const STATEMENT_FORMATS = ['BAI2', 'CSV'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const MATCHED_BY = ['Auto', 'Manual'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

/** The BAI2 detail type codes the group's banks send (the rest of 100–399 is a credit, of 400–699 a debit). */
export const BAI_TYPES = {
  '115': 'Lockbox deposit',
  '165': 'Preauthorized ACH credit',
  '195': 'Incoming wire',
  '301': 'Commercial deposit',
  '354': 'Interest credited',
  '399': 'Miscellaneous credit',
  '455': 'Preauthorized ACH debit',
  '475': 'Check paid',
  '495': 'Outgoing wire',
  '555': 'Deposited item returned',
  '698': 'Miscellaneous fees',
  '699': 'Miscellaneous debit',
} as const satisfies Record<string, string>;
export type KnownBaiType = keyof typeof BAI_TYPES;

/** Opening and closing ledger balance (BAI2 summary codes of the 03 record). */
export const OPENING_LEDGER = '010';
export const CLOSING_LEDGER = '015';
export const CHECK_PAID = '475';

/** Whether a detail type code is a credit (true), a debit (false), or none of BAI2's detail codes (null). */
export function isCredit(baiType: string): boolean | null {
  if (!/^\d{3}$/.test(baiType)) return null;
  const code = Number(baiType);
  return code >= 100 && code <= 399 ? true : code >= 400 && code <= 699 ? false : null;
}

export const baiTypeName = (baiType: string): string => BAI_TYPES[baiType as KnownBaiType] ?? (isCredit(baiType) ? 'Credit' : 'Debit');

/** Lines the books have no entry for yet until someone posts one: interest, returned items, fees. */
const NEEDS_ENTRY_TYPES: ReadonlySet<string> = new Set(['354', '555', '698', '699']);
export const usuallyNeedsEntry = (baiType: string) => NEEDS_ENTRY_TYPES.has(baiType);

/** A bank account number as staff see it: its last four only. */
export const maskedAccount = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;

export interface StatementLine {
  /** The line of the file it was read from. */
  lineNo: number;
  postedOn: string;
  baiType: string;
  /** Signed: a credit positive (numeric(14,2) text). */
  amount: string;
  checkNo: string;
  bankRef: string;
  text: string;
}

export interface StatementFile {
  format: StatementFormat;
  accountNumber: string;
  periodFrom: string;
  periodTo: string;
  openingBalance: string;
  closingBalance: string;
  lines: StatementLine[];
}

/** A file read, or the first problem naming its line (and field). */
export type StatementRead = { ok: true; statement: StatementFile } | { ok: false; message: string };

export const statementProblem = (lineNo: number, message: string): StatementRead => ({ ok: false, message: `Line ${lineNo}: ${message}` });

/** A statement file as staff pick it: BAI2 (.bai, .bai2, .txt) or CSV, 5 MB at most. */
export const STATEMENT_FILE_RULES = {
  accept: ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream', '.bai', '.bai2', '.csv', '.txt'],
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 5 * 1024 * 1024,
  maxFiles: 1,
};

export const bankVersionSchema = z.object({ version: versionField });
export const bankMatchSchema = z.object({
  version: versionField,
  bankLineIds: z.array(z.int().check(z.positive())).check(z.minLength(1, 'Choose at least one bank line.')),
  glLines: z.array(z.object({ jeId: z.string().check(z.minLength(1)), lineNo: z.int().check(z.positive()) })).check(z.minLength(1, 'Choose at least one ledger line.')),
});
export const bankNeedsEntrySchema = z.object({ version: versionField, needsEntry: z.boolean() });
