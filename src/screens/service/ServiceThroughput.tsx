import { drillHref } from '../../domain/drill';
import { formatDate, formatHours, formatMoney, formatMoney2, formatNumber, formatPercent } from '../../domain/format';
import { moneyText } from '../../domain/money';
import { OPEN_TOO_LONG_DAYS, RO_TYPE_FILTERS, THROUGHPUT_TARGETS, meetsTarget, type RoTypeFilter, type ThroughputMetric } from '../../domain/service/throughput';
import {
  THROUGHPUT_RO_FIELDS,
  type BranchThroughput,
  type TechnicianThroughput,
  type ThroughputDrill,
  type ThroughputFigures,
  type ThroughputReport,
  type ThroughputRoRow,
} from '../../domain/service/throughputReport';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportKpi, type ReportScreenProps } from '../../ui/report/ReportScreen';
import * as css from '../../ui/report/dashboardGrid.css';
import { Select } from '../../ui/Select/Select';

export type ThroughputRoGrid = Omit<ReportGrid<ThroughputRoRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface ServiceThroughputProps extends Pick<ReportScreenProps<ThroughputRoRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** The branch of /service-throughput/{brn}; null for the group. */
  brn: string | null;
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  roType: RoTypeFilter;
  onRoTypeChange: (roType: RoTypeFilter) => void;
  /** The figures; undefined while they load. */
  report: ThroughputReport | undefined;
  /** The ROs shown under the figures, or none. */
  drill: ThroughputDrill | null;
  onDrill: (drill: ThroughputDrill | null) => void;
  /** The drill's ROs on the list protocol. */
  drillGrid: ThroughputRoGrid;
}

const percent = (ratio: number) => formatPercent(ratio * 100);
const days = (n: number) => `${formatNumber(Math.round(n * 10) / 10)} days`;
const hours = (n: number) => `${formatHours(n)} h`;
const cents = (n: number) => formatMoney2(moneyText(n));

const TILES: { metric: ThroughputMetric; label: string; format: (n: number) => string; pick: (f: ThroughputFigures) => number | null; drill: ThroughputDrill }[] = [
  { metric: 'productivity', label: 'Productivity', format: percent, pick: (f) => f.productivity, drill: 'invoiced' },
  { metric: 'efficiency', label: 'Efficiency', format: percent, pick: (f) => f.efficiency, drill: 'invoiced' },
  { metric: 'hoursPerRo', label: 'Hours per RO', format: hours, pick: (f) => f.hoursPerRo, drill: 'invoiced' },
  { metric: 'laborRate', label: 'Effective labor rate', format: cents, pick: (f) => f.laborRate, drill: 'invoiced' },
  { metric: 'cycleDays', label: 'RO cycle time', format: days, pick: (f) => f.cycleDays, drill: 'invoiced' },
  { metric: 'dwellDays', label: 'Dwell time', format: days, pick: (f) => f.dwellDays, drill: 'invoiced' },
  { metric: 'authorizationHours', label: 'Time to authorization', format: hours, pick: (f) => f.authorizationHours, drill: 'invoiced' },
  { metric: 'comebackRate', label: 'Comebacks', format: percent, pick: (f) => f.comebackRate, drill: 'comebacks' },
  { metric: 'openTooLong', label: `ROs open over ${OPEN_TOO_LONG_DAYS} days`, format: formatNumber, pick: (f) => f.openTooLong, drill: 'openTooLong' },
  { metric: 'wip', label: 'WIP', format: (n) => formatMoney(moneyText(n)), pick: (f) => f.wipCents, drill: 'open' },
];

export const DRILL_LABELS: Record<ThroughputDrill, string> = {
  invoiced: 'ROs invoiced in the period',
  comebacks: 'Comebacks',
  openTooLong: `ROs open over ${OPEN_TOO_LONG_DAYS} days`,
  open: 'Open ROs (WIP)',
};

/** A tile's figure with its target band said in its note. */
function tilesOf(figures: ThroughputFigures | undefined): ReportKpi[] {
  return TILES.map(({ metric, label, format, pick }) => {
    const value = figures ? pick(figures) : null;
    const band = THROUGHPUT_TARGETS[metric];
    const met = meetsTarget(metric, value);
    const target = band ? `Target ${band.better === 'higher' ? '≥' : '≤'} ${format(band.target)}` : 'Labor and parts of open ROs';
    return {
      label,
      value: value ?? 0,
      format,
      goodDirection: band?.better === 'lower' ? 'down' : 'up',
      note: value === null ? { text: 'No ROs to measure' } : { text: met === null ? target : `${target}: ${met ? 'met' : 'missed'}`, tone: met === false ? 'critical' : 'neutral' },
    };
  });
}

const BRANCH_COLUMNS: DataTableColumn<BranchThroughput>[] = [
  { id: 'brnId', header: 'Branch', accessor: (r) => `${r.brnId} - ${r.name}`, width: 'minmax(180px, 2fr)', render: (r, text) => <Link href={`/service-throughput/${r.brnId}`}>{text}</Link> },
  { id: 'productivity', header: 'Productivity %', accessor: (r) => (r.productivity === null ? null : r.productivity * 100), format: 'percent' },
  { id: 'efficiency', header: 'Efficiency %', accessor: (r) => (r.efficiency === null ? null : r.efficiency * 100), format: 'percent' },
  { id: 'hoursPerRo', header: 'Hours per RO', accessor: 'hoursPerRo', format: 'number' },
  { id: 'cycleDays', header: 'Cycle days', accessor: (r) => (r.cycleDays === null ? null : Math.round(r.cycleDays * 10) / 10), format: 'number' },
  { id: 'dwellDays', header: 'Dwell days', accessor: (r) => (r.dwellDays === null ? null : Math.round(r.dwellDays * 10) / 10), format: 'number' },
  { id: 'invoicedRos', header: 'ROs invoiced', accessor: 'invoicedRos', format: 'number', total: 'sum' },
  { id: 'comebacks', header: 'Comebacks', accessor: 'comebacks', format: 'number', total: 'sum' },
  { id: 'openTooLong', header: `Open > ${OPEN_TOO_LONG_DAYS} days`, accessor: 'openTooLong', format: 'number', total: 'sum' },
  { id: 'wip', header: 'WIP', accessor: (r) => moneyText(r.wipCents), format: 'money2', total: 'sum' },
];

const TECHNICIAN_COLUMNS: DataTableColumn<TechnicianThroughput>[] = [
  { id: 'name', header: 'Technician', accessor: 'name', width: 'minmax(180px, 2fr)' },
  { id: 'available', header: 'Available hours', accessor: 'available', format: 'number', total: 'sum' },
  { id: 'clocked', header: 'Clocked hours', accessor: (r) => Math.round(r.clocked * 10) / 10, format: 'number', total: 'sum' },
  { id: 'billed', header: 'Billed hours', accessor: 'billed', format: 'number', total: 'sum' },
  { id: 'productivity', header: 'Productivity %', accessor: (r) => (r.productivity === null ? null : r.productivity * 100), format: 'percent' },
  { id: 'efficiency', header: 'Efficiency %', accessor: (r) => (r.efficiency === null ? null : r.efficiency * 100), format: 'percent' },
  { id: 'ros', header: 'ROs', accessor: 'ros', format: 'number', total: 'sum' },
  { id: 'comebacks', header: 'Comebacks', accessor: 'comebacks', format: 'number', total: 'sum' },
];

const RO_COLUMNS = fieldColumns<ThroughputRoRow, typeof THROUGHPUT_RO_FIELDS>(THROUGHPUT_RO_FIELDS, {
  slsId: { width: '110px' },
  brnId: { width: '90px' },
  roType: { width: '80px' },
  customer: {
    width: 'minmax(200px, 2fr)',
    render: (row, text) => (
      <Link href={drillHref('/customer-history', { cusId: row.cusId })} aria-label={`${text}: customer history`}>
        {text}
      </Link>
    ),
  },
});

function Charts({ report, isLoading }: { report: ThroughputReport | undefined; isLoading: boolean }) {
  const loading = isLoading || !report;
  // A week with no hours available or no RO invoiced has no figure: it is left out of the line rather than drawn at 0.
  const trend = (report?.trend ?? [])
    .filter((w) => w.productivity !== null && w.efficiency !== null)
    .map((w) => ({ week: formatDate(w.week), productivity: Math.round(w.productivity! * 1000) / 10, efficiency: Math.round(w.efficiency! * 1000) / 10 }));
  const dwell = report?.dwell ?? [];
  const funnel = report?.funnel ?? [];
  return (
    <div className={css.charts}>
      <Card title="Weekly trend">
        <LineChart
          title="Productivity and efficiency by week (%)"
          data={trend}
          categoryKey="week"
          categoryLabel="Week of"
          series={[
            { key: 'productivity', label: 'Productivity %' },
            { key: 'efficiency', label: 'Efficiency %' },
          ]}
          format={formatPercent}
          height={200}
          isLoading={loading}
          emptyMessage="No hours in these weeks"
        />
      </Card>
      <Card title="Dwell time">
        <BarChart
          title="ROs invoiced by dwell time (arrival to customer told ready)"
          data={dwell.some((d) => d.ros > 0) ? dwell : []}
          categoryKey="label"
          categoryLabel="Dwell"
          series={[{ key: 'ros', label: 'ROs' }]}
          format={formatNumber}
          height={200}
          isLoading={loading}
          emptyMessage="No RO was ready in the period"
        />
      </Card>
      <div className={css.wide}>
      <Card title="Stage funnel">
        <BarChart
          title="ROs opened in the period by the furthest stage reached"
          data={funnel.some((s) => s.ros > 0) ? funnel : []}
          categoryKey="stage"
          categoryLabel="Stage"
          series={[{ key: 'ros', label: 'ROs' }]}
          format={formatNumber}
          height={200}
          isLoading={loading}
          emptyMessage="No RO opened in the period"
        />
      </Card>
      </div>
    </div>
  );
}

/**
 * /service-throughput and /service-throughput/{brn}: how fast trucks move through the shop. Tiles with their target
 * bands, the weekly trend, dwell and the stage funnel; a row per branch (each opening its own view) or, in a branch,
 * per technician. A tile's "ROs" lists the repair orders behind it, each opening its customer's history.
 */
export function ServiceThroughput({ brn, filters, roType, onRoTypeChange, report, drill, onDrill, drillGrid, freshness, isLoading, error, onRetry }: ServiceThroughputProps) {
  const rows = brn ? null : (report?.branchRows ?? []);
  return (
    <ReportScreen<ThroughputRoRow>
      title={brn ? `Service Throughput: Branch ${brn}` : 'Service Throughput'}
      description={
        <>
          Hours, dollars and times of the ROs invoiced in the period; ROs open and WIP as they stand now. A comeback is the same unit back within 30 days of an invoice for a labor op it had.{' '}
          {brn ? <Link href="/service-throughput">Every branch</Link> : null}
        </>
      }
      filters={
        <ReportFilterBar {...filters}>
          <Select
            label="RO type"
            items={Object.entries(RO_TYPE_FILTERS).map(([id, f]) => ({ id, label: f.label }))}
            value={roType}
            onChange={(id) => id && onRoTypeChange(id as RoTypeFilter)}
            isRequired
          />
        </ReportFilterBar>
      }
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={tilesOf(report?.figures)}
      chart={
        <>
          <div role="group" aria-label="The ROs behind the figures">
            {Object.entries(DRILL_LABELS).map(([id, label]) => (
              <Button key={id} tone={drill === id ? 'primary' : 'secondary'} size="small" aria-pressed={drill === id} onPress={() => onDrill(drill === id ? null : (id as ThroughputDrill))}>
                {label}
              </Button>
            ))}
          </div>
          <Charts report={report} isLoading={!!isLoading} />
          {rows ? (
            <DataTable<BranchThroughput> aria-label="Throughput by branch" columns={BRANCH_COLUMNS} data={rows} getRowId={(r) => r.brnId} isLoading={!!isLoading && !report} emptyMessage="No branch to show." />
          ) : (
            <DataTable<TechnicianThroughput>
              aria-label="Throughput by technician"
              columns={TECHNICIAN_COLUMNS}
              data={report?.technicians ?? []}
              getRowId={(r) => r.empId}
              isLoading={!!isLoading && !report}
              emptyMessage="No technician at this branch."
            />
          )}
        </>
      }
      {...(drill
        ? { grid: { ...drillGrid, 'aria-label': DRILL_LABELS[drill], columns: RO_COLUMNS, getRowId: (row: ThroughputRoRow) => row.slsId, emptyMessage: 'No RO matches these filters.' } }
        : {})}
    />
  );
}
