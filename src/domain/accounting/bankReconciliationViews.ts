import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { ReconciliationStatus } from './bankReconciliation';
import type { MatchedBy, StatementFormat, StatementLine } from './bankStatement';

/** The screens' view of bank reconciliation: the statements list and one statement's workspace. */

export const BANK_STATEMENTS_PATH = 'accounting/bank-statements';

export interface BankStatementRow {
  id: number;
  /** The account number's last four, masked. */
  account: string;
  bankName: string;
  brnId: string;
  periodFrom: string;
  periodTo: string;
  statementBalance: string;
  bookBalance: string;
  outstandingChecks: string;
  depositsInTransit: string;
  needsEntry: string;
  difference: string;
  status: ReconciliationStatus;
  preparer: string | null;
  approver: string | null;
}

export const BANK_STATEMENT_FIELDS = {
  id: { header: 'Statement', format: 'number', filter: null },
  account: { header: 'Account', format: 'text' },
  bankName: { header: 'Bank', format: 'text', filter: 'values' },
  brnId: BRANCH_FIELD,
  periodFrom: { header: 'From', format: 'date' },
  periodTo: { header: 'To', format: 'date' },
  statementBalance: { header: 'Statement balance', format: 'money2', total: 'sum' },
  bookBalance: { header: 'Book balance', format: 'money2', total: 'sum' },
  outstandingChecks: { header: 'Outstanding checks', format: 'money2', total: 'sum' },
  depositsInTransit: { header: 'Deposits in transit', format: 'money2', total: 'sum' },
  needsEntry: { header: 'Needs entry', format: 'money2', total: 'sum' },
  difference: { header: 'Difference', format: 'money2', total: 'sum' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  preparer: { header: 'Preparer', format: 'text', filter: 'values' },
  approver: { header: 'Approver', format: 'text', filter: 'values' },
} as const satisfies ListFields & Record<keyof BankStatementRow, unknown>;

/** A statement line as the bank reported it, with the match that clears it or its needing an entry. */
export interface BankLineView extends StatementLine {
  id: number;
  version: number;
  matchId: number | null;
  needsEntry: boolean;
}

/** A GL cash line of the statement's account and period. */
export interface BookLineView {
  jeId: string;
  lineNo: number;
  postedOn: string;
  xref: string;
  source: string;
  /** Debit − credit. */
  amount: string;
  description: string;
  checkNo: string;
  matchId: number | null;
  /** A payment outstanding over 90 days at the statement's end. */
  stale: boolean;
}

export interface BankMatchView {
  id: number;
  matchedBy: MatchedBy;
  matchedAt: string;
  matchedByName: string;
}

export interface BankStatementDetail {
  statement: BankStatementRow & {
    version: number;
    accountNumberMasked: string;
    format: StatementFormat;
    fileName: string;
    openingBalance: string;
    unexplained: string;
    adjustedBank: string;
    adjustedBook: string;
    uploadedBy: string;
    /** Why the person looking may not approve it, or null (shown beside the button). */
    approvalRefusal: string | null;
  };
  bankLines: BankLineView[];
  /** The unmatched GL cash lines, and the matched ones of this statement. */
  bookLines: BookLineView[];
  matches: BankMatchView[];
  asOf: string | null;
  stale: boolean;
}
