import type { ReconciliationStatus } from '../../domain/accounting/bankReconciliation';
import { BANK_STATEMENT_FIELDS, type BankStatementRow } from '../../domain/accounting/bankReconciliationViews';
import { STATEMENT_FILE_RULES } from '../../domain/accounting/bankStatement';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { UploadCard } from '../../ui/report/UploadCard';

export const RECONCILIATION_STATUS_TONE: Record<ReconciliationStatus, NonNullable<BadgeProps['tone']>> = { Open: 'caution', Balanced: 'info', Approved: 'positive' };

export const bankStatementHref = (id: number) => `/bankreconcillation/filebyid/${id}`;

const COLUMNS: readonly DataTableColumn<BankStatementRow>[] = fieldColumns<BankStatementRow, typeof BANK_STATEMENT_FIELDS>(BANK_STATEMENT_FIELDS, {
  id: { width: '110px', render: (row) => <Link href={bankStatementHref(row.id)}>{`#${row.id}`}</Link> },
  account: { width: '110px' },
  bankName: { width: '200px' },
  brnId: { width: '90px' },
  periodFrom: { width: '125px' },
  periodTo: { width: '125px' },
  statementBalance: { width: '150px' },
  bookBalance: { width: '140px' },
  outstandingChecks: { width: '160px' },
  depositsInTransit: { width: '160px' },
  needsEntry: { width: '130px' },
  difference: { width: '130px' },
  status: { width: '120px', render: (row) => <Badge tone={RECONCILIATION_STATUS_TONE[row.status]}>{row.status}</Badge> },
  preparer: { width: '160px' },
  approver: { width: '160px' },
});

export type BankStatementsGrid = Omit<ReportGrid<BankStatementRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface BankReconciliationsProps extends Pick<ReportScreenProps<BankStatementRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: BankStatementsGrid;
  /** Sends a statement; resolves when it is read and auto-matched, rejects with the server's message. */
  onUpload: (file: File) => Promise<void>;
  /** Upload progress from 0 to 1 while a file goes up. */
  progress: number | null;
}

/** /bankreconcillation: each bank account's statements by month, reconciled against the GL cash account, completed and approved. */
export function BankReconciliations({ filters, grid, onUpload, progress, freshness, isLoading, error, onRetry }: BankReconciliationsProps) {
  return (
    <ReportScreen<BankStatementRow>
      title="Bank Reconciliation"
      description="Upload the bank's month-end statement: its lines are matched to the branch's GL cash lines, and the month balances when the bank balance less outstanding checks plus deposits in transit is the book balance with the items that need an entry."
      filters={<ReportFilterBar {...filters} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      grid={{ ...grid, 'aria-label': 'Bank statements', columns: COLUMNS, getRowId: (row) => String(row.id), emptyMessage: 'No bank statements uploaded for these branches and dates yet.' }}
    >
      <UploadCard title="Upload a bank statement" label="Bank statement" description="The bank's BAI2 file (or its CSV export) of one account for the month." rules={STATEMENT_FILE_RULES} onUpload={onUpload} progress={progress} />
    </ReportScreen>
  );
}
