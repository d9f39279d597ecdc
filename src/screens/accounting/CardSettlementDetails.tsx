import type { CardSettlementCharts as Charts } from '../../domain/accounting/cardSettlementCharts';
import { CARD_DAY_FIELDS, type CardDayRow, type CardDayStatus } from '../../domain/accounting/cardSettlementViews';
import { drillHref } from '../../domain/drill';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { CardSettlementCharts } from './CardSettlementCharts';

export const CARD_DAY_STATUS_TONE: Record<CardDayStatus, NonNullable<BadgeProps['tone']>> = { Reconciled: 'positive', 'Open items': 'caution', Difference: 'critical', 'No file': 'neutral' };

/** The settlement files of a branch's day: the files list with the branch and the day in its address. */
export const cardDayFilesHref = (brnId: string, day: string) => drillHref('/ar/creditcardcollections/files', { brnId, from: day, to: day });

const COLUMNS: readonly DataTableColumn<CardDayRow>[] = fieldColumns<CardDayRow, typeof CARD_DAY_FIELDS>(CARD_DAY_FIELDS, {
  batchOn: { width: '110px' },
  brnId: { width: '90px' },
  batchId: {
    width: '150px',
    // The settlement file(s) of the branch's day, once uploaded.
    render: (row) => (row.status === 'No file' ? row.batchId : <Link href={cardDayFilesHref(row.brnId, row.batchOn)}>{row.batchId}</Link>),
  },
  receipts: { width: '150px' },
  gross: { width: '130px' },
  fees: { width: '110px' },
  chargebacks: { width: '130px' },
  expected: { width: '130px' },
  deposit: { width: '140px' },
  difference: { width: '120px' },
  status: { width: '120px', render: (row) => <Badge tone={CARD_DAY_STATUS_TONE[row.status]}>{row.status}</Badge> },
});

export type CardDaysGrid = Omit<ReportGrid<CardDayRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface CardSettlementDetailsProps extends Pick<ReportScreenProps<CardDayRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: CardDaysGrid;
  /** The fee rate and unmatched charts over the same branches and period; undefined while they load. */
  charts: Charts | undefined;
}

/** /ar/creditcardcollections/gridview/details: per branch and day, Excede's card receipts, the processor's batch and the bank deposit. */
export function CardSettlementDetails({ filters, grid, charts, freshness, isLoading, error, onRetry }: CardSettlementDetailsProps) {
  return (
    <ReportScreen<CardDayRow>
      title="Credit Card Details"
      description="Each branch's card batch by day: Excede's card receipts, the processor's batch once its file is uploaded (gross − fees − chargebacks), and what the bank got. A batch reconciles when its lines are all matched or classified and its net is the deposit; a batch opens its settlement file."
      filters={<ReportFilterBar {...filters} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      chart={<CardSettlementCharts charts={charts} isLoading={!!isLoading} />}
      grid={{ ...grid, 'aria-label': 'Card batches by day', columns: COLUMNS, getRowId: (row) => `${row.brnId}:${row.batchId}`, emptyMessage: 'No card receipts in this period.' }}
    />
  );
}
