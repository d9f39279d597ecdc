import { drillHref } from '../../domain/drill';
import { formatDate, formatMoney2, formatNumber, formatPercent } from '../../domain/format';
import { centsOf } from '../../domain/money';
import { TOP_PARTS, type DemandFigures, type ParetoBar, type RootCauseDashboard as Dashboard, type TopLostPart } from '../../domain/parts/rootCauseDashboard';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import { ParetoChart } from '../../ui/charts/ParetoChart';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportKpi, type ReportScreenProps } from '../../ui/report/ReportScreen';
import * as css from './RootCauseDashboard.css';

export interface RootCauseDashboardProps extends Pick<ReportScreenProps<TopLostPart>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** The branches and the period. */
  filters: Omit<ReportFilterBarProps, 'children'>;
  /** The tiles' and charts' figures; undefined while they load. */
  dashboard: Dashboard | undefined;
}

const dollars = (text: string) => (centsOf(text) ?? 0) / 100;
const rate = (value: number | null) => (value === null ? 'No demand' : formatPercent(value));
const lines = (n: number) => `${formatNumber(n)} ${n === 1 ? 'line' : 'lines'}`;

type Figure = (f: DemandFigures) => number;
interface TileSpec {
  label: string;
  figure: Figure;
  format: (value: number) => string;
  goodDirection: 'up' | 'down';
  /** How the prior period's figure reads beside it; the figure itself by default. */
  prior?: (f: DemandFigures) => string;
}

const TILES: readonly TileSpec[] = [
  { label: 'Fill rate', figure: (f) => f.fillRate ?? 0, format: formatPercent, goodDirection: 'up', prior: (f) => rate(f.fillRate) },
  { label: 'First-time fill', figure: (f) => f.firstTimeFill ?? 0, format: formatPercent, goodDirection: 'up', prior: (f) => rate(f.firstTimeFill) },
  { label: 'Lost-sale dollars', figure: (f) => dollars(f.lostValue), format: formatMoney2, goodDirection: 'down' },
  { label: 'Lost-sale lines', figure: (f) => f.lostLines, format: formatNumber, goodDirection: 'down' },
  { label: 'Emergency purchases', figure: (f) => f.emergencyPercent ?? 0, format: formatPercent, goodDirection: 'down', prior: (f) => rate(f.emergencyPercent) },
];

function tilesOf(dashboard: Dashboard | undefined): ReportKpi[] {
  return TILES.map(({ label, figure, format, goodDirection, prior }) => {
    if (!dashboard) return { label, value: 0, format };
    const { current, previous } = dashboard;
    return {
      label,
      value: figure(current),
      previous: figure(previous),
      format,
      goodDirection,
      note: { text: `Prior period: ${prior ? prior(previous) : format(figure(previous))}` },
    };
  });
}

/** The analysis's misses behind a reason bar: the same branches and period, that reason (its code) or every uncoded one. */
const reasonHref = (dashboard: Dashboard, bar: ParetoBar) =>
  drillHref('/root-cause-analysis', { brnId: dashboard.branches, from: dashboard.from, to: dashboard.to, 'f.reasonCode': bar.code });

const partHref = (part: Pick<TopLostPart, 'partNo' | 'brnId'>) => drillHref('/root-cause-detail', { partNo: part.partNo, brnId: part.brnId });

function Pareto({ dashboard, isLoading }: { dashboard: Dashboard | undefined; isLoading: boolean }) {
  const bars = dashboard?.pareto ?? [];
  return (
    <Card title="Lost lines by reason">
      <ParetoChart
        title="Lost lines by reason code, the most first, with the cumulative share"
        data={bars.map((b) => ({ category: b.label, count: b.lines, cumulativePercent: b.cumulativePercent }))}
        categoryLabel="Reason"
        countLabel="Lost lines"
        format={formatNumber}
        isLoading={isLoading}
        emptyMessage="No lost sales in this period"
      />
      {dashboard && bars.length ? (
        <ol className={css.reasons} aria-label="Reasons">
          {bars.map((bar) => (
            <li key={bar.label}>
              <Link href={reasonHref(dashboard, bar)}>
                {bar.code === null ? bar.label : `${bar.code} - ${bar.description ?? ''}`}
              </Link>
              <span className={css.reasonFigures}>
                {lines(bar.lines)} · {formatPercent(bar.cumulativePercent)} cumulative
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}

function Trends({ dashboard, isLoading }: { dashboard: Dashboard | undefined; isLoading: boolean }) {
  const weeks = (dashboard?.weeks ?? []).map((w) => ({ week: formatDate(w.week), fillRate: w.fillRate ?? 0, lostLines: w.lostLines }));
  const branches = (dashboard?.byBranch ?? []).map((b) => ({ branch: b.brnId, fillRate: b.fillRate ?? 0, firstTimeFill: b.firstTimeFill ?? 0, lostLines: b.lostLines }));
  const hasDemand = dashboard?.byBranch.some((b) => b.demandQty > 0);
  return (
    <>
      <Card title="Fill rate by week">
        <LineChart
          title="Fill rate by week (weeks start on Monday)"
          data={hasDemand ? weeks : []}
          categoryKey="week"
          categoryLabel="Week of"
          series={[{ key: 'fillRate', label: 'Fill rate' }]}
          format={formatPercent}
          height={220}
          isLoading={isLoading}
          emptyMessage="No demand in this period"
        />
      </Card>
      <Card title="Lost lines by week">
        <BarChart
          title="Lost-sale lines by week (weeks start on Monday)"
          data={dashboard?.current.lostLines ? weeks : []}
          categoryKey="week"
          categoryLabel="Week of"
          series={[{ key: 'lostLines', label: 'Lost lines' }]}
          format={formatNumber}
          height={220}
          isLoading={isLoading}
          emptyMessage="No lost sales in this period"
        />
      </Card>
      <div className={css.wide}>
        <Card title="Branch comparison">
          <BarChart
            title="Fill rate and first-time fill by branch"
            data={hasDemand ? branches : []}
            categoryKey="branch"
            categoryLabel="Branch"
            series={[
              { key: 'fillRate', label: 'Fill rate' },
              { key: 'firstTimeFill', label: 'First-time fill' },
            ]}
            format={formatPercent}
            height={220}
            isLoading={isLoading}
            emptyMessage="No demand at these branches in this period"
          />
        </Card>
      </div>
    </>
  );
}

const suggestionText = (part: TopLostPart, months: number) => `${part.suggestion}: asked ${part.requests} times in ${months} months`;

const partColumns = (months: number): DataTableColumn<TopLostPart>[] => [
  {
    id: 'partNo',
    header: 'Part',
    accessor: 'partNo',
    width: 'minmax(130px, 1fr)',
    render: (part) => (
      <Link href={partHref(part)} aria-label={`${part.partNo} at ${part.brnId}: root cause detail`}>
        {part.partNo}
      </Link>
    ),
  },
  { id: 'brnId', header: 'Branch', accessor: 'brnId', width: '90px' },
  { id: 'description', header: 'Description', accessor: (p) => p.description ?? '', width: 'minmax(160px, 2fr)' },
  { id: 'lostLines', header: 'Lost lines', accessor: 'lostLines', format: 'number', total: 'sum', width: '110px' },
  { id: 'lostQty', header: 'Lost qty', accessor: 'lostQty', format: 'number', total: 'sum', width: '100px' },
  { id: 'lostValue', header: 'Lost $ (list)', accessor: (p) => dollars(p.lostValue), format: 'money2', total: 'sum', width: '130px' },
  {
    id: 'suggestion',
    header: 'Stocking suggestion',
    accessor: (p) => (p.suggestion ? suggestionText(p, months) : ''),
    width: 'minmax(220px, 2fr)',
    render: (p) => (p.suggestion ? <Badge tone="info">{suggestionText(p, months)}</Badge> : null),
  },
];

const columnsByMonths = new Map<number, DataTableColumn<TopLostPart>[]>();
/** Stable for a setting, as the grid wants its columns. */
function columnsOf(months: number) {
  if (!columnsByMonths.has(months)) columnsByMonths.set(months, partColumns(months));
  return columnsByMonths.get(months)!;
}

/**
 * /root-cause-dashboard: how the shelf met the demand of the chosen branches and period (fill rate, first-time fill,
 * lost sales, emergency purchases, each beside the period before), why it missed (the Pareto of reasons, each opening
 * its misses in the analysis), the weeks and branches, and the 25 parts most gone without with a stocking suggestion.
 */
export function RootCauseDashboard({ filters, dashboard, freshness, isLoading, error, onRetry }: RootCauseDashboardProps) {
  const loading = !!isLoading || !dashboard;
  const phaseIn = dashboard?.phaseIn;
  return (
    <ReportScreen<TopLostPart>
      title="Root Cause Dashboard"
      description={
        dashboard
          ? `Demand of ${formatDate(dashboard.from)} – ${formatDate(dashboard.to)} from Excede's parts invoices and the lost sales staff logged, against ${formatDate(dashboard.prior.from)} – ${formatDate(dashboard.prior.to)}.`
          : "Demand from Excede's parts invoices and the lost sales staff logged."
      }
      filters={<ReportFilterBar {...filters} />}
      freshness={freshness}
      isLoading={loading}
      error={error}
      onRetry={onRetry}
      kpis={tilesOf(dashboard)}
      chart={
        <div className={css.charts}>
          <div className={css.wide}>
            <Pareto dashboard={dashboard} isLoading={loading} />
          </div>
          <Trends dashboard={dashboard} isLoading={loading} />
        </div>
      }
    >
      <Card title={`Top ${TOP_PARTS} parts by lost demand`}>
        {phaseIn ? (
          <p className={css.rule}>
            A part asked for {phaseIn.times} times or more in {phaseIn.months} months, under a reason code that records demand or none yet, is suggested for stocking.
          </p>
        ) : null}
        <DataTable<TopLostPart>
          aria-label="Top parts by lost demand"
          columns={columnsOf(phaseIn?.months ?? 0)}
          data={dashboard?.topParts ?? []}
          getRowId={(p) => `${p.brnId}:${p.partNo}`}
          isLoading={loading}
          emptyMessage="No part was gone without in this period."
          exportFileName="top-lost-parts"
        />
      </Card>
    </ReportScreen>
  );
}
