import { drillHref } from '../../domain/drill';
import { formatMoney, formatMoney2, formatNumber } from '../../domain/format';
import { GROUP_LABELS, VEHICLE_SALES_GROUPS, type VehicleSalesGroup } from '../../domain/sales/vehicleSales';
import {
  VEHICLE_SALES_GROUP_FIELDS,
  vehicleSalesParams,
  type SalesFiguresText,
  type VehicleSalesAsk,
  type VehicleSalesGroupRow,
  type VehicleSalesSummary,
} from '../../domain/sales/vehicleSalesFields';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { DonutChart } from '../../ui/charts/DonutChart';
import { LineChart } from '../../ui/charts/LineChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportKpi, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { Switch } from '../../ui/Switch/Switch';
import * as css from '../../ui/report/dashboardGrid.css';
import { dollars, monthName } from './salesFigures';

export type VehicleSalesGrid = Omit<ReportGrid<VehicleSalesGroupRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface VehicleSalesProps extends Pick<ReportScreenProps<VehicleSalesGroupRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** The branch filter; the month, grouping and delivered toggle are the report's own. */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  ask: VehicleSalesAsk;
  /** The months offered (YYYY-MM), newest first. */
  months: readonly string[];
  onAskChange: (ask: VehicleSalesAsk) => void;
  /** The tiles' and charts' figures; undefined while they load. */
  summary: VehicleSalesSummary | undefined;
  /** The groups of the month, on the list protocol. */
  grid: VehicleSalesGrid;
}


/** The deals behind a group's figures: the drill keeps the branches, month, grouping and toggle. */
export const dealsOf = (row: Pick<VehicleSalesGroupRow, 'value'>, ask: VehicleSalesAsk, branches: readonly string[]) =>
  drillHref('/vehicle-sales-drill-report', { brnId: branches, ...vehicleSalesParams({ ...ask, value: row.value }) });

function groupColumns(ask: VehicleSalesAsk, branches: readonly string[]): DataTableColumn<VehicleSalesGroupRow>[] {
  return fieldColumns<VehicleSalesGroupRow, typeof VEHICLE_SALES_GROUP_FIELDS>(VEHICLE_SALES_GROUP_FIELDS, {
    value: { width: '100px' },
    label: { width: 'minmax(180px, 2fr)', render: (row) => <Link href={dealsOf(row, ask, branches)}>{row.label}</Link> },
    units: { width: '90px' },
    sales: {
      width: '140px',
      render: (row) => (
        <Link href={dealsOf(row, ask, branches)} aria-label={`${row.label} sales ${formatMoney2(row.sales)}: the deals`}>
          {formatMoney2(row.sales)}
        </Link>
      ),
    },
    frontGross: { width: '130px' },
    backGross: { width: '130px' },
    grossPerUnit: { width: '130px' },
    avgDaysToSell: { width: '120px' },
    priorUnits: { width: '120px' },
    priorGross: { width: '140px' },
    lastYearUnits: { width: '120px' },
    lastYearGross: { width: '140px' },
  });
}

/** Each tile is the month's figure, its trend against the month before, and last year's beside it. */
function tilesOf(summary: VehicleSalesSummary | undefined): ReportKpi[] {
  const tile = (label: string, pick: (f: SalesFiguresText) => number | null, format: (n: number) => string, goodDirection: 'up' | 'down' = 'up'): ReportKpi => ({
    label,
    value: summary ? (pick(summary.month) ?? 0) : 0,
    format,
    goodDirection,
    ...(summary
      ? { previous: pick(summary.priorMonth) ?? 0, note: { text: `Prior month ${format(pick(summary.priorMonth) ?? 0)}, last year ${format(pick(summary.lastYear) ?? 0)}` } }
      : {}),
  });
  return [
    tile('Units', (f) => f.units, formatNumber),
    tile('Front and back gross', (f) => dollars(f.frontGross) + dollars(f.backGross), formatMoney),
    tile('Gross per unit', (f) => (f.grossPerUnit === null ? null : dollars(f.grossPerUnit)), formatMoney),
    tile('Avg days to sell', (f) => f.avgDaysToSell, formatNumber, 'down'),
  ];
}

function Charts({ summary, isLoading, period }: { summary: VehicleSalesSummary | undefined; isLoading: boolean; period: string }) {
  const loading = isLoading || !summary;
  const trend = (summary?.trend ?? []).map((t) => ({ month: monthName(t.month, 'short'), units: t.units, grossPerUnit: dollars(t.grossPerUnit) }));
  const sold = trend.some((t) => t.units !== 0);
  const mix = summary ? [{ kind: 'New', units: summary.mix.newUnits }, { kind: 'Used', units: summary.mix.usedUnits }] : [];
  return (
    <div className={css.charts}>
      <Card title="Units and gross per unit by month">
        <BarChart
          title={`Units delivered by month, the 13 months to ${monthName(period)}`}
          data={sold ? trend : []}
          categoryKey="month"
          categoryLabel="Month"
          series={[{ key: 'units', label: 'Units' }]}
          format={formatNumber}
          height={200}
          isLoading={loading}
          emptyMessage="No deals in these months"
        />
        <LineChart
          title={`Gross per unit by month, the 13 months to ${monthName(period)}`}
          data={sold ? trend : []}
          categoryKey="month"
          categoryLabel="Month"
          series={[{ key: 'grossPerUnit', label: 'Gross per unit' }]}
          format={formatMoney}
          height={160}
          isLoading={loading}
          emptyMessage="No gross in these months"
        />
      </Card>
      <Card title="New and used">
        <DonutChart
          title={`New and used units, ${monthName(period)}`}
          data={mix.some((m) => m.units > 0) ? mix : []}
          categoryKey="kind"
          categoryLabel="New or used"
          series={{ key: 'units', label: 'Units' }}
          format={formatNumber}
          height={240}
          isLoading={loading}
          emptyMessage="No units this month"
        />
      </Card>
    </div>
  );
}

/**
 * /vehicle-sales-report: a month's deals of the chosen branches (delivered, or also sold and not delivered) by branch,
 * salesperson, new or used, or make, against the month before and the same month last year; each group's sales drill
 * to its deals.
 */
export function VehicleSales({ filters, ask, months, onAskChange, summary, grid, freshness, isLoading, error, onRetry }: VehicleSalesProps) {
  return (
    <ReportScreen<VehicleSalesGroupRow>
      title="Vehicle Sales Report"
      description={`Deals of ${monthName(ask.period)} from Excede, ${ask.withUndelivered ? 'delivered or sold and waiting for delivery' : 'delivered'}; an unwind counts as a negative unit. Open a group's sales to see its deals.`}
      filters={
        <ReportFilterBar {...filters} hasPeriod={false}>
          <Select label="Month" items={months.map((m) => ({ id: m, label: monthName(m) }))} value={ask.period} onChange={(m) => m && onAskChange({ ...ask, period: m })} isRequired />
          <Select
            label="Group by"
            items={VEHICLE_SALES_GROUPS.map((g) => ({ id: g, label: GROUP_LABELS[g] }))}
            value={ask.groupBy}
            onChange={(g) => g && onAskChange({ ...ask, groupBy: g as VehicleSalesGroup })}
            isRequired
          />
          <Switch isSelected={ask.withUndelivered} onChange={(on) => onAskChange({ ...ask, withUndelivered: on })}>
            Include sold, not delivered
          </Switch>
        </ReportFilterBar>
      }
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={tilesOf(summary)}
      chart={<Charts summary={summary} isLoading={!!isLoading} period={ask.period} />}
      grid={{
        ...grid,
        'aria-label': `Vehicle sales by ${GROUP_LABELS[ask.groupBy].toLowerCase()}`,
        columns: groupColumns(ask, filters.value.branches),
        getRowId: (row) => row.value,
        emptyMessage: 'No deals match these filters.',
      }}
    />
  );
}
