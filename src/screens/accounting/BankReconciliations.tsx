import { useState } from 'react';
import type { ReconciliationStatus } from '../../domain/accounting/bankReconciliation';
import { BANK_STATEMENT_FIELDS, type BankStatementRow } from '../../domain/accounting/bankReconciliationViews';
import { STATEMENT_FILE_RULES } from '../../domain/accounting/bankStatement';
import { Alert } from '../../ui/Alert/Alert';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { FileDrop } from '../../ui/FileDrop/FileDrop';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';

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
  const [files, setFiles] = useState<File[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const upload = async () => {
    const [file] = files;
    if (!file) return;
    setPending(true);
    setUploadError(null);
    try {
      await onUpload(file);
      setFiles([]);
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setPending(false);
    }
  };
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
      <Card title="Upload a bank statement">
        <FileDrop
          label="Bank statement"
          description="The bank's BAI2 file (or its CSV export) of one account for the month."
          files={files}
          onFilesChange={(picked) => {
            setFiles(picked);
            setUploadError(null);
          }}
          progress={progress ?? undefined}
          isDisabled={pending}
          {...STATEMENT_FILE_RULES}
        />
        {uploadError && <Alert tone="critical">{uploadError}</Alert>}
        <Button tone="primary" isDisabled={!files.length} isPending={pending} onPress={() => void upload()}>
          Upload and match
        </Button>
      </Card>
    </ReportScreen>
  );
}
