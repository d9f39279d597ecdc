import { CARD_DAY_FIELDS, type CardDayRow, type CardDayStatus } from '../../domain/accounting/cardSettlementViews';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';

export const CARD_DAY_STATUS_TONE: Record<CardDayStatus, NonNullable<BadgeProps['tone']>> = { Reconciled: 'positive', 'Open items': 'caution', Difference: 'critical', 'No file': 'neutral' };

const COLUMNS: readonly DataTableColumn<CardDayRow>[] = fieldColumns<CardDayRow, typeof CARD_DAY_FIELDS>(CARD_DAY_FIELDS, {
  batchOn: { width: '110px' },
  brnId: { width: '90px' },
  batchId: { width: '150px' },
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
}

/** /ar/creditcardcollections/gridview/details: per branch and day, Excede's card receipts, the processor's batch and the bank deposit. */
export function CardSettlementDetails({ filters, grid, freshness, isLoading, error, onRetry }: CardSettlementDetailsProps) {
  return (
    <ReportScreen<CardDayRow>
      title="Credit Card Details"
      description="Each branch's card batch by day: Excede's card receipts, the processor's batch once its file is uploaded (gross − fees − chargebacks), and what the bank got. A batch reconciles when its lines are all matched or classified and its net is the deposit."
      filters={<ReportFilterBar {...filters} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      grid={{ ...grid, 'aria-label': 'Card batches by day', columns: COLUMNS, getRowId: (row) => `${row.brnId}:${row.batchId}`, emptyMessage: 'No card receipts in this period.' }}
    />
  );
}
