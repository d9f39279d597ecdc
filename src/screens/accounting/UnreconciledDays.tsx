import {
  daysOpenTone,
  RECONCILIATION_STREAMS,
  STREAMS,
  unreconciledDayHref,
  UNRECONCILED_DAY_FIELDS,
  type ReconciliationDayStatus,
  type ReconciliationStream,
  type UnreconciledCalendarDay,
  type UnreconciledDay,
} from '../../domain/accounting/unreconciledDays';
import { formatMoney2, formatNumber } from '../../domain/format';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { CalendarHeatMap } from '../../ui/charts/CalendarHeatMap';
import { Link } from '../../ui/Link/Link';
import { NumberField } from '../../ui/NumberField/NumberField';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import * as css from './UnreconciledDays.css';

export const RECONCILIATION_STATUS_TONE: Record<ReconciliationDayStatus, NonNullable<BadgeProps['tone']>> = {
  Open: 'critical',
  'Awaiting approval': 'caution',
  Explained: 'info',
  Reconciled: 'positive',
};

const businessDays = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;

export const UNRECONCILED_DAY_COLUMNS = fieldColumns<UnreconciledDay, typeof UNRECONCILED_DAY_FIELDS>(UNRECONCILED_DAY_FIELDS, {
  dayOn: { width: '120px', render: (row, formatted) => <Link href={unreconciledDayHref(row.stream, row.brnId, row.dayOn)}>{formatted}</Link> },
  brnId: { width: '90px' },
  stream: { width: '130px', render: (row) => STREAMS[row.stream].label },
  expected: { width: '130px' },
  reconciled: { width: '130px' },
  unreconciled: { width: '140px' },
  items: { width: '90px' },
  daysOpen: { width: '150px', render: (row) => <Badge tone={daysOpenTone(row.daysOpen)}>{businessDays(row.daysOpen)}</Badge> },
  owner: { width: 'minmax(160px, 1fr)' },
  status: { width: '170px', render: (row) => <Badge tone={RECONCILIATION_STATUS_TONE[row.status]}>{row.status}</Badge> },
});

export type UnreconciledDaysGrid = Omit<ReportGrid<UnreconciledDay>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface UnreconciledDaysProps extends Pick<ReportScreenProps<UnreconciledDay>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  stream: ReconciliationStream;
  /** The branches (the bar has no period: the month stands in for it). */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  /** YYYY-MM, and the months to pick from. */
  month: string;
  months: readonly { id: string; label: string }[];
  onMonthChange: (month: string) => void;
  /** Only days open at least this many business days (the grid's Days open filter). */
  minDaysOpen: number | null;
  onMinDaysOpenChange: (days: number | null) => void;
  /** The heat-map's days, over the grid's rows; undefined while they load. */
  calendar: readonly UnreconciledCalendarDay[] | undefined;
  /** The day the grid is narrowed to, from the calendar. */
  selectedDay: string | null;
  onDayPress: (day: string) => void;
  grid: UnreconciledDaysGrid;
}

const DAYS_OPEN_LEGEND = [
  { tone: 'positive', label: 'Open up to 1 business day' },
  { tone: 'caution', label: '2 to 5 business days' },
  { tone: 'critical', label: 'Over 5 business days' },
] as const;

/** /ar/unreconcileddays/{stream}: the business days of the user's branches that still carry unreconciled items of one stream. */
export function UnreconciledDays({ stream, filters, month, months, onMonthChange, minDaysOpen, onMinDaysOpenChange, calendar, selectedDay, onDayPress, grid, freshness, isLoading, error, onRetry }: UnreconciledDaysProps) {
  const { label } = STREAMS[stream];
  const monthLabel = months.find((m) => m.id === month)?.label ?? month;
  const open = calendar ?? [];
  return (
    <ReportScreen<UnreconciledDay>
      title={`Unreconciled Days: ${label}`}
      description="Business days whose items no reconciliation has cleared yet, by branch. Own a day, explain each open item and have someone else approve the explanation, then mark the day reconciled."
      actions={
        <nav aria-label="Reconciliation streams">
          <ul className={css.streams}>
            {RECONCILIATION_STREAMS.map((s) => (
              <li key={s}>
                {s === stream ? (
                  <span aria-current="page" className={css.current}>
                    {STREAMS[s].label}
                  </span>
                ) : (
                  <Link href={`/ar/unreconcileddays/${s}`}>{STREAMS[s].label}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      }
      filters={
        <ReportFilterBar {...filters} hasPeriod={false}>
          <Select label="Month" items={[...months]} value={month} onChange={(id) => id && onMonthChange(id)} isRequired />
          <NumberField label="Min. days open" minValue={0} maxValue={999} value={minDaysOpen ?? Number.NaN} onChange={(n) => onMinDaysOpenChange(Number.isNaN(n) ? null : n)} />
        </ReportFilterBar>
      }
      freshness={freshness}
      isLoading={isLoading || !calendar}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Days unreconciled', value: open.reduce((n, d) => n + d.days, 0), format: formatNumber },
        { label: 'Oldest, business days open', value: open.reduce((n, d) => Math.max(n, d.daysOpen), 0), format: formatNumber },
        { label: 'Unreconciled', value: open.reduce((n, d) => n + Number(d.unreconciled), 0), format: formatMoney2 },
      ]}
      chart={
        <Card title="Days open by day">
          <CalendarHeatMap
            title={`Unreconciled days in ${monthLabel}`}
            month={month}
            days={open.map((d) => ({
              day: d.dayOn,
              tone: daysOpenTone(d.daysOpen),
              figure: `${d.daysOpen}d`,
              description: `${d.days} ${d.days === 1 ? 'branch' : 'branches'}, the oldest open ${businessDays(d.daysOpen)}`,
            }))}
            legend={DAYS_OPEN_LEGEND}
            onDayPress={onDayPress}
            selectedDay={selectedDay}
            isLoading={isLoading || !calendar}
            emptyMessage={`Nothing of ${label.toLowerCase()} is unreconciled in ${monthLabel}.`}
          />
        </Card>
      }
      grid={{
        ...grid,
        'aria-label': 'Unreconciled days',
        columns: UNRECONCILED_DAY_COLUMNS,
        getRowId: (row) => `${row.brnId}:${row.dayOn}`,
        emptyMessage: `Nothing of ${label.toLowerCase()} is unreconciled in ${monthLabel}.`,
      }}
    />
  );
}
