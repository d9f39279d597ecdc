import { BRANCH_FIELD, type ListFields } from '../listFields';

/** A line of a GL journal entry, as GET /api/accounting/gl-lines answers it. */
export interface GlLine {
  /** The New York day it was posted, YYYY-MM-DD. */
  postedOn: string;
  brnId: string;
  jeId: string;
  lineNo: number;
  acctId: string;
  account: string | null;
  department: string | null;
  source: string;
  xref: string | null;
  description: string | null;
  /** Exact money as a string ('1234.50'). */
  debit: string;
  credit: string;
}

/** The GL lines list (Transaction Detail, the cash-clearing detail): its columns, in their order on screen. */
export const GL_LINE_FIELDS = {
  postedOn: { header: 'Date', format: 'date' },
  brnId: BRANCH_FIELD,
  // A drill to an entry names it whole: every line of that entry, and no other.
  jeId: { header: 'Entry', format: 'text', filter: 'values' },
  lineNo: { header: 'Line', format: 'number', filter: null },
  acctId: { header: 'Account', format: 'text', filter: 'values' },
  account: { header: 'Account name', format: 'text' },
  department: { header: 'Department', format: 'text', filter: 'values' },
  source: { header: 'Source', format: 'text', filter: 'values' },
  xref: { header: 'Xref', format: 'text' },
  description: { header: 'Description', format: 'text' },
  debit: { header: 'Debit', format: 'money2', total: 'sum' },
  credit: { header: 'Credit', format: 'money2', total: 'sum' },
} as const satisfies ListFields & Record<keyof GlLine, unknown>;
