import { cycleLabelOf } from '../../domain/parts/cycleCounts';
import { CYCLE_FIELDS, type CycleRow, type CycleSummary } from '../../domain/parts/cycleCountsList';
import { formatNumber, formatPercent } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import * as css from './CycleAudit.css';
import { CycleAuditNewCycle, type CycleAuditNewCycleProps } from './CycleAuditNewCycle';

const STATUS_TONE = { Counting: 'info', Review: 'caution', Closed: 'positive' } as const;

/** The drill of a cycle: its branch, code and start date, one view of its lines, invalid counts left out. */
export const cycleDrillHref = (row: Pick<CycleRow, 'brnId' | 'cycle' | 'startDate'>, type = 'all', incInvalid = false): string =>
  `/cycleAuditDrill/${row.brnId}/${row.cycle}/${row.startDate}/${incInvalid}/${type}`;

export const CYCLE_COLUMNS: readonly DataTableColumn<CycleRow>[] = fieldColumns<CycleRow, typeof CYCLE_FIELDS>(CYCLE_FIELDS, {
  brnId: { width: '80px' },
  cycle: { width: 'minmax(140px, 1fr)', render: (row) => <Link href={cycleDrillHref(row)}>{cycleLabelOf(row.cycle)}</Link> },
  startDate: { width: '110px' },
  scheduled: { width: '100px' },
  counted: { width: '90px' },
  accurate: { width: '90px' },
  varianceLines: { width: '100px', render: (row) => (row.varianceLines === null ? '–' : <Link href={cycleDrillHref(row, 'variance')}>{formatNumber(row.varianceLines)}</Link>) },
  netVariance: { width: '120px' },
  grossVariance: { width: '120px' },
  accuracy: { width: '100px' },
  recountsPending: { width: '100px', render: (row) => (row.recountsPending ? <Link href={cycleDrillHref(row, 'recount')}>{formatNumber(row.recountsPending)}</Link> : '0') },
  status: { width: '100px', render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge> },
});

export type CycleAuditGrid = Omit<ReportGrid<CycleRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface CycleAuditProps extends Pick<ReportScreenProps<CycleRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters?: Omit<ReportFilterBarProps, 'children'>;
  grid?: CycleAuditGrid;
  summary?: CycleSummary;
  /** "New cycle" opens its dialog (absent: no button); `newCycle` is the dialog while open. */
  onNewCycle?: () => void;
  newCycle?: CycleAuditNewCycleProps | null;
}

const percentOrDash = (value: number) => (Number.isFinite(value) ? formatPercent(value) : '–');

/**
 * /cycleAudit: each branch's cycle counts (a class or a bin range from a start date) with their coverage and
 * accuracy, the accuracy by branch month by month and the share of each branch's parts counted this year. A
 * cycle opens its drill to count, recount and approve. Variance figures stay hidden while a cycle counts.
 */
export function CycleAudit({ filters, grid, summary, onNewCycle, newCycle, freshness, isLoading, error, onRetry }: CycleAuditProps) {
  const coverage = summary?.coverage ?? [];
  const parts = coverage.reduce((n, c) => n + c.parts, 0);
  const counted = coverage.reduce((n, c) => n + c.counted, 0);
  const lastMonth = summary?.accuracyTrend.at(-1);
  const lastAccuracies = summary?.branches.map((b) => lastMonth?.[b]).filter((v): v is number => typeof v === 'number') ?? [];
  const rows = grid?.rows ?? [];
  return (
    <>
      <ReportScreen<CycleRow>
        title="Cycle Audit Report"
        description="Cycle counts by branch: parts scheduled and counted, accuracy, variance and recounts. Open a cycle to count it blind, recount, or approve its adjustments."
        actions={onNewCycle ? <Button onPress={onNewCycle}>New cycle</Button> : null}
        filters={filters ? <ReportFilterBar {...filters} /> : null}
        freshness={freshness}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        kpis={[
          { label: 'Cycles counting', value: rows.filter((r) => r.status === 'Counting').length, format: formatNumber },
          { label: 'Latest month accuracy', value: lastAccuracies.length ? lastAccuracies.reduce((a, b) => a + b, 0) / lastAccuracies.length : Number.NaN, format: percentOrDash },
          { label: 'Parts counted this year', value: parts ? (counted * 100) / parts : Number.NaN, format: percentOrDash },
          { label: 'Recounts pending', value: rows.reduce((n, r) => n + r.recountsPending, 0), format: formatNumber },
        ]}
        chart={
          <div className={css.charts}>
            <Card title="Accuracy by branch">
              <LineChart
                title="Count accuracy by branch and month"
                data={summary?.accuracyTrend ?? []}
                categoryKey="month"
                categoryLabel="Month"
                series={(summary?.branches ?? []).map((b) => ({ key: b, label: b }))}
                format={formatPercent}
                height={200}
                isLoading={isLoading || !summary}
                emptyMessage="No cycle has been reviewed in the last 12 months."
              />
            </Card>
            <Card title="Parts counted this year">
              <BarChart
                title="Share of each branch's parts counted this year"
                data={coverage.map((c) => ({ brnId: c.brnId, percent: c.percent ?? 0 }))}
                categoryKey="brnId"
                categoryLabel="Branch"
                series={[{ key: 'percent', label: 'Counted' }]}
                format={formatPercent}
                height={200}
                isLoading={isLoading || !summary}
                emptyMessage="These branches stock no parts."
              />
            </Card>
          </div>
        }
        grid={
          grid && {
            ...grid,
            'aria-label': 'Cycle counts',
            columns: CYCLE_COLUMNS,
            getRowId: (row) => String(row.id),
            emptyMessage: 'No cycle count matches these filters.',
          }
        }
      />
      {newCycle ? <CycleAuditNewCycle {...newCycle} /> : null}
    </>
  );
}
