import { formatNumber, formatPercent } from '../../domain/format';
import { RESPONSE_DAYS_RULE, RFQ_ALERTS, RFQ_OUTCOMES, WIN_RATE_RULE, type RfqAlert, type RfqOutcome } from '../../domain/sales/altecRfqs';
import { ALTEC_RFQ_FIELDS, type AltecRfqRow, type AltecRfqSummary } from '../../domain/sales/altecRfqsList';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import { BarChart } from '../../ui/charts/BarChart';
import { Card } from '../../ui/Card/Card';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { Button } from '../../ui/Button/Button';
import { AltecRfqDialog, type AltecRfqDialogProps } from './AltecRfqDialog';
import { AltecRfqNew, type AltecRfqNewProps } from './AltecRfqNew';
import { monthName } from './salesFigures';

const OUTCOME_TONE: Record<RfqOutcome, BadgeProps['tone']> = { Pending: 'info', Won: 'positive', Lost: 'critical', 'No bid': 'neutral' };
const ALERT_TONE: Record<RfqAlert, BadgeProps['tone']> = { Overdue: 'critical', 'Due soon': 'caution' };

export const ALTEC_RFQ_COLUMNS: readonly DataTableColumn<AltecRfqRow>[] = fieldColumns<AltecRfqRow, typeof ALTEC_RFQ_FIELDS>(ALTEC_RFQ_FIELDS, {
  rfqNo: { width: '130px' },
  brnId: { width: '80px' },
  receivedOn: { width: '110px' },
  plant: { width: '150px' },
  contact: { width: '140px' },
  endCustomer: { width: 'minmax(150px, 1fr)' },
  model: { width: '100px' },
  cab: { width: '110px' },
  wheelbase: { width: '80px' },
  cabToAxle: { width: '80px' },
  gvwr: { width: '100px' },
  drivetrain: { width: '70px' },
  qty: { width: '70px' },
  dueOn: { width: '110px' },
  alert: { width: '100px', render: (row) => (row.alert ? <Badge tone={ALERT_TONE[row.alert]}>{row.alert}</Badge> : null) },
  quoteNo: { width: '120px' },
  quotedOn: { width: '110px' },
  unitPrice: { width: '120px' },
  quoteTotal: { width: '130px' },
  responseDays: { width: '110px' },
  outcome: { width: '100px', render: (row) => <Badge tone={OUTCOME_TONE[row.outcome]}>{row.outcome}</Badge> },
  reason: { width: 'minmax(180px, 1fr)' },
  orderRef: { width: '130px' },
  upfitShipTo: { width: '170px' },
  expectedDelivery: { width: '120px' },
  salesperson: { width: '140px' },
  attachments: { width: '70px' },
});

/** What the report's own filters hold: one value each, or null for all. */
export interface AltecRfqChoice {
  outcome: RfqOutcome | null;
  alert: RfqAlert | null;
}

const items = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

export type AltecRfqGrid = Omit<ReportGrid<AltecRfqRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage' | 'onRowClick'>;

export interface AltecRfqsProps extends Pick<ReportScreenProps<AltecRfqRow>, 'isLoading' | 'error' | 'onRetry'> {
  filters?: Omit<ReportFilterBarProps, 'children'>;
  choice: AltecRfqChoice;
  onChoiceChange: (choice: AltecRfqChoice) => void;
  grid?: AltecRfqGrid;
  summary?: AltecRfqSummary;
  /** An RFQ pressed in the grid: open it. */
  onOpenRfq: (id: number) => void;
  /** The RFQ open, while open. */
  dialog?: AltecRfqDialogProps | null;
  /** "New RFQ" pressed: open its form. */
  onNewRfq: () => void;
  /** The new RFQ's form, while open. */
  newRfq?: AltecRfqNewProps | null;
}

/**
 * /altec_sales: Altec's requests for chassis quotes, with their due-date alerts, our quotes and their outcomes; the win
 * rate, units quoted and won by month and how fast we answer. An RFQ opens to record our quote, set its outcome and
 * attach or download its PDFs; a new one is recorded as Altec sent it.
 */
export function AltecRfqs({ filters, choice, onChoiceChange, grid, summary, onOpenRfq, dialog, onNewRfq, newRfq, isLoading, error, onRetry }: AltecRfqsProps) {
  const set = (change: Partial<AltecRfqChoice>) => onChoiceChange({ ...choice, ...change });
  const alerts = summary?.alerts ?? 0;
  return (
    <>
      <ReportScreen<AltecRfqRow>
        title="Altec RFQ Report"
        description="Altec's requests for chassis quotes: what they asked for, our quote and how it ended. An RFQ that is Pending with no quote is flagged Due soon within 3 business days of its due date, and Overdue after it. Press an RFQ to record a quote, set its outcome or attach a PDF."
        actions={<Button onPress={onNewRfq}>New RFQ</Button>}
        filters={
          filters ? (
            <ReportFilterBar {...filters}>
              <Select label="Outcome" placeholder="All outcomes" items={items(RFQ_OUTCOMES)} value={choice.outcome} onChange={(outcome) => set({ outcome: outcome as RfqOutcome | null })} />
              <Select label="Alert" placeholder="Any" items={items(RFQ_ALERTS)} value={choice.alert} onChange={(alert) => set({ alert: alert as RfqAlert | null })} />
            </ReportFilterBar>
          ) : null
        }
        freshness={null}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        kpis={[
          { label: 'Win rate', value: summary?.winRate ?? 0, format: (v) => (summary?.winRate === null ? '—' : formatPercent(v)), note: { text: WIN_RATE_RULE } },
          { label: 'Units quoted', value: summary?.unitsQuoted ?? 0, format: formatNumber },
          { label: 'Units won', value: summary?.unitsWon ?? 0, format: formatNumber },
          { label: 'Average response (business days)', value: summary?.averageResponseDays ?? 0, format: formatNumber, note: { text: RESPONSE_DAYS_RULE } },
          { label: 'Due-date alerts', value: alerts, format: formatNumber, note: { text: 'Pending, not quoted, due within 3 business days or overdue', tone: alerts ? 'critical' : 'neutral' } },
        ]}
        chart={
          <Card title="Units quoted vs won by month received">
            <BarChart
              title="Units quoted vs won by month received"
              data={(summary?.months ?? []).map((m) => ({ month: monthName(m.month, 'short'), quoted: m.quoted, won: m.won }))}
              categoryKey="month"
              categoryLabel="Month received"
              series={[
                { key: 'quoted', label: 'Units quoted' },
                { key: 'won', label: 'Units won' },
              ]}
              format={formatNumber}
              height={220}
              isLoading={!summary && !error}
              emptyMessage="No RFQ matches these filters."
            />
          </Card>
        }
        grid={
          grid && {
            ...grid,
            'aria-label': 'Altec RFQs',
            columns: ALTEC_RFQ_COLUMNS,
            getRowId: (row) => String(row.id),
            emptyMessage: 'No Altec RFQ matches these filters.',
            onRowClick: (row) => onOpenRfq(row.id),
          }
        }
      />
      {dialog ? <AltecRfqDialog {...dialog} /> : null}
      {newRfq ? <AltecRfqNew {...newRfq} /> : null}
    </>
  );
}
