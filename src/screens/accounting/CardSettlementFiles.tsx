import { SETTLEMENT_FILE_RULES, type FileStatus } from '../../domain/accounting/cardSettlement';
import { CARD_FILE_FIELDS, type CardFileRow } from '../../domain/accounting/cardSettlementViews';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { UploadCard } from '../../ui/report/UploadCard';

export const FILE_STATUS_TONE: Record<FileStatus, NonNullable<BadgeProps['tone']>> = { Parsed: 'caution', Errors: 'critical', Reconciled: 'positive' };

export const cardFileHref = (id: number) => `/ar/creditcardcollections/filebyid/${id}`;
export const CARD_DETAILS_HREF = '/ar/creditcardcollections/gridview/details';

const COLUMNS: readonly DataTableColumn<CardFileRow>[] = fieldColumns<CardFileRow, typeof CARD_FILE_FIELDS>(CARD_FILE_FIELDS, {
  id: { width: '80px', render: (row) => <Link href={cardFileHref(row.id)}>{`#${row.id}`}</Link> },
  processor: { width: '220px' },
  mid: { width: '140px' },
  brnId: { width: '90px' },
  fileName: { width: '200px' },
  periodFrom: { width: '110px' },
  periodTo: { width: '110px' },
  uploadedAt: { width: '170px' },
  lines: { width: '90px' },
  gross: { width: '130px' },
  fees: { width: '120px' },
  chargebacks: { width: '130px' },
  net: { width: '130px' },
  status: { width: '120px', render: (row) => <Badge tone={FILE_STATUS_TONE[row.status]}>{row.status}</Badge> },
  uploadedBy: { width: '160px' },
});

export type CardFilesGrid = Omit<ReportGrid<CardFileRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface CardSettlementFilesProps extends Pick<ReportScreenProps<CardFileRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: CardFilesGrid;
  /** Sends a settlement file; resolves when it is read and matched, rejects with the server's message. */
  onUpload: (file: File) => Promise<void>;
  /** Upload progress from 0 to 1 while a file goes up. */
  progress: number | null;
}

/** /ar/creditcardcollections/files: the processors' settlement files, uploaded, read, matched and reconciled. */
export function CardSettlementFiles({ filters, grid, onUpload, progress, freshness, isLoading, error, onRetry }: CardSettlementFilesProps) {
  return (
    <ReportScreen<CardFileRow>
      title="Credit Card Collections"
      description="Upload the card processor's settlement file: its sales are matched to Excede's card receipts, its fees and chargebacks classified, and each batch reconciles when gross − fees − chargebacks is the bank deposit."
      actions={<Link href={CARD_DETAILS_HREF}>Receipts, batches and deposits by day</Link>}
      filters={<ReportFilterBar {...filters} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      grid={{ ...grid, 'aria-label': 'Settlement files', columns: COLUMNS, getRowId: (row) => String(row.id), emptyMessage: 'No settlement files uploaded for these branches yet.' }}
    >
      <UploadCard title="Upload a settlement file" label="Settlement file" description="The processor's CSV: one merchant id (branch), one or more batches." rules={SETTLEMENT_FILE_RULES} onUpload={onUpload} progress={progress} />
    </ReportScreen>
  );
}
