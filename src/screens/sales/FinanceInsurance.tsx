import { drillHref } from '../../domain/drill';
import { formatMoney, formatNumber, formatPercent } from '../../domain/format';
import type { FiProduct } from '../../domain/sales/financeInsurance';
import { FI_MANAGER_FIELDS, fiParams, type FiAsk, type FiManagerRow, type FiSummary } from '../../domain/sales/financeInsuranceFields';
import { NEW_USED, type NewUsed } from '../../domain/sales/vehicleAging';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { LineChart } from '../../ui/charts/LineChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns, type ColumnLook } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportKpi, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import * as css from '../../ui/report/dashboardGrid.css';
import { dollars, monthName } from './salesFigures';

export type FiManagerGrid = Omit<ReportGrid<FiManagerRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface FinanceInsuranceProps extends Pick<ReportScreenProps<FiManagerRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  period: string;
  /** The months offered (YYYY-MM), newest first. */
  months: readonly string[];
  onPeriodChange: (period: string) => void;
  /** New or used trucks' deals only; undefined, both. */
  newUsed?: NewUsed | undefined;
  onNewUsedChange: (newUsed: NewUsed | undefined) => void;
  summary: FiSummary | undefined;
  grid: FiManagerGrid;
}


/** A manager's deals with their products at the row's branch in the month. */
export const fiDealsOf = (row: Pick<FiManagerRow, 'brnId' | 'mgr'>, ask: FiAsk, product?: FiProduct) =>
  drillHref('/finance-insurance-drill-report', { brnId: row.brnId, ...fiParams(ask), mgr: row.mgr, product });

/** A penetration cell: the percent, opening the manager's deals that took the product. */
const penetrationLook = (ask: FiAsk, product: FiProduct, key: keyof FiManagerRow): ColumnLook<FiManagerRow> => ({
  width: '150px',
  render: (row) =>
    row[key] === null ? null : (
      <Link href={fiDealsOf(row, ask, product)} aria-label={`${row.manager} at ${row.brnId}, ${product} ${formatPercent(row[key] as string)}: the deals`}>
        {formatPercent(row[key] as string)}
      </Link>
    ),
});

const columnsByAsk = new Map<string, DataTableColumn<FiManagerRow>[]>();
function columnsOf(ask: FiAsk) {
  const key = `${ask.period} ${ask.newUsed ?? ''}`;
  if (!columnsByAsk.has(key)) {
    columnsByAsk.set(
      key,
      fieldColumns<FiManagerRow, typeof FI_MANAGER_FIELDS>(FI_MANAGER_FIELDS, {
        brnId: { width: '90px', enableFilter: false },
        mgr: { width: '90px' },
        manager: { width: 'minmax(180px, 2fr)', render: (row) => <Link href={fiDealsOf(row, ask)} aria-label={`${row.manager} at ${row.brnId}: the deals`}>{row.manager}</Link> },
        deals: { width: '90px' },
        retailUnits: { width: '120px' },
        financedPercent: { width: '110px' },
        financeReserve: { width: '150px' },
        productCount: { width: '100px' },
        backGross: { width: '140px' },
        pvr: { width: '120px' },
        serviceContractPercent: penetrationLook(ask, 'Extended service contract', 'serviceContractPercent'),
        gapPercent: penetrationLook(ask, 'GAP', 'gapPercent'),
        creditLifePercent: penetrationLook(ask, 'Credit life', 'creditLifePercent'),
        tireWheelPercent: penetrationLook(ask, 'Tire and wheel', 'tireWheelPercent'),
        maintenancePercent: penetrationLook(ask, 'Maintenance plan', 'maintenancePercent'),
        chargebacks: { width: '140px' },
      }),
    );
  }
  return columnsByAsk.get(key)!;
}

function tilesOf(summary: FiSummary | undefined): ReportKpi[] {
  return [
    { label: 'PVR', value: dollars(summary?.pvr), format: formatMoney, note: { text: 'Back gross per retail unit' } },
    { label: 'Retail units', value: summary?.retailUnits ?? 0, format: formatNumber },
    { label: 'Retail back gross', value: dollars(summary?.backGross), format: formatMoney },
    { label: 'Chargebacks', value: dollars(summary?.chargebacks), format: formatMoney, goodDirection: 'down', note: { text: 'Posted this month' } },
  ];
}

function Charts({ summary, isLoading, period }: { summary: FiSummary | undefined; isLoading: boolean; period: string }) {
  const loading = isLoading || !summary;
  const trend = (summary?.trend ?? []).map((t) => ({ month: monthName(t.month, 'short'), pvr: dollars(t.pvr) }));
  const penetration = (summary?.penetration ?? []).map((p) => ({ product: p.product, percent: p.percent ?? 0, target: p.target }));
  return (
    <div className={css.charts}>
      <Card title="PVR trend">
        <LineChart
          title={`PVR by month, the 13 months to ${monthName(period)}`}
          data={trend.some((t) => t.pvr !== 0) ? trend : []}
          categoryKey="month"
          categoryLabel="Month"
          series={[{ key: 'pvr', label: 'PVR' }]}
          format={formatMoney}
          height={240}
          isLoading={loading}
          emptyMessage="No retail deals in these months"
        />
      </Card>
      <Card title="Penetration against target">
        <BarChart
          title={`Product penetration of retail units against target, ${monthName(period)}`}
          data={summary?.retailUnits ? penetration : []}
          categoryKey="product"
          categoryLabel="Product"
          series={[
            { key: 'percent', label: 'Penetration' },
            { key: 'target', label: 'Target' },
          ]}
          format={formatPercent}
          height={240}
          isLoading={loading}
          emptyMessage="No retail units this month"
        />
      </Card>
    </div>
  );
}

/**
 * /finance-insurance-report: a month's F&I by manager and branch: PVR and each product's penetration over retail units
 * (fleet deals left out), % financed, finance reserve and the chargebacks posted in the month; a manager opens the deals.
 */
export function FinanceInsurance({ filters, period, months, onPeriodChange, newUsed, onNewUsedChange, summary, grid, freshness, isLoading, error, onRetry }: FinanceInsuranceProps) {
  return (
    <ReportScreen<FiManagerRow>
      title="Finance and Insurance Report"
      description={`${newUsed ? `${newUsed} trucks' deals` : 'Deals'} delivered in ${monthName(period)} from Excede, by F&I manager. PVR and penetration count retail units only; chargebacks are those posted this month. Open a manager to see the deals and their products.`}
      filters={
        <ReportFilterBar {...filters} hasPeriod={false}>
          <Select label="Month" items={months.map((m) => ({ id: m, label: monthName(m) }))} value={period} onChange={(m) => m && onPeriodChange(m)} isRequired />
          <Select
            label="New or used"
            placeholder="New and used"
            items={NEW_USED.map((n) => ({ id: n, label: `${n} trucks` }))}
            value={newUsed ?? null}
            onChange={(n) => onNewUsedChange(n ? (n as NewUsed) : undefined)}
          />
        </ReportFilterBar>
      }
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={tilesOf(summary)}
      chart={<Charts summary={summary} isLoading={!!isLoading} period={period} />}
      grid={{ ...grid, 'aria-label': 'F&I by manager', columns: columnsOf({ period, newUsed }), getRowId: (row) => `${row.brnId}:${row.mgr}`, emptyMessage: 'No deals match these filters.' }}
    />
  );
}
