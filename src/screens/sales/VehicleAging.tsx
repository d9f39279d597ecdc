import { formatMoney, formatMoney2, formatNumber } from '../../domain/format';
import { AGING_BUCKETS, AGING_FLAGS, AGING_STATUSES, NEW_USED, VEHICLE_AGING_FIELDS, type AgingCell, type AgingFlag, type VehicleAgingRow, type VehicleAgingSummary } from '../../domain/sales/vehicleAging';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { StackedBarChart } from '../../ui/charts/StackedBarChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import * as css from './VehicleAging.css';
import { VehicleAgingCostAdds, type VehicleAgingCostAddsProps } from './VehicleAgingCostAdds';

const flagBadge = (on: 'Yes' | 'No', label: string) => (on === 'Yes' ? <Badge tone="caution">{label}</Badge> : null);

export const VEHICLE_AGING_COLUMNS: readonly DataTableColumn<VehicleAgingRow>[] = fieldColumns<VehicleAgingRow, typeof VEHICLE_AGING_FIELDS>(VEHICLE_AGING_FIELDS, {
  stockNo: { width: '100px' },
  vin: { width: '110px' },
  newUsed: { width: '90px' },
  year: { width: '70px' },
  make: { width: '110px' },
  model: { width: 'minmax(120px, 1fr)' },
  body: { width: 'minmax(140px, 1fr)' },
  brnId: { width: '80px' },
  status: { width: '100px' },
  receivedOn: { width: '110px' },
  daysInStock: { width: '100px' },
  bucket: { width: '90px' },
  cost: { width: '130px' },
  lender: { width: 'minmax(160px, 1fr)' },
  flooredAmount: { width: '130px' },
  apr: { width: '80px', render: (row) => (row.apr === '0.000' ? '—' : `${row.apr}%`) },
  dailyInterest: { width: '110px' },
  interestToDate: { width: '130px' },
  curtailmentOn: { width: '130px' },
  curtailmentAmount: { width: '140px' },
  askingPrice: { width: '130px' },
  curtailmentDue: { width: '150px', render: (row) => flagBadge(row.curtailmentDue, 'Curtailment due') },
  usedReview: { width: '140px', render: (row) => flagBadge(row.usedReview, 'Price review') },
});

/** What the report's own filters hold: one value each, or null for all. */
export interface VehicleAgingChoice {
  bucket: string | null;
  newUsed: string | null;
  status: string | null;
  flag: AgingFlag | null;
}

const items = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));
const BUCKET_ITEMS = items(AGING_BUCKETS.map((b) => b.label));
const FLAG_ITEMS = AGING_FLAGS.map((f) => ({ id: f.id, label: f.label }));

/** A datum per bucket with a value per branch, as the stacked bars want. */
function byBucket(cells: readonly AgingCell[], branches: readonly string[], value: (cell: AgingCell) => number) {
  return AGING_BUCKETS.map(({ label }) => ({
    bucket: label,
    ...Object.fromEntries(branches.map((b) => [b, cells.filter((c) => c.bucket === label && c.brnId === b).reduce((sum, c) => sum + value(c), 0)])),
  }));
}

interface BucketChartProps {
  title: string;
  cells: readonly AgingCell[];
  isLoading: boolean;
  value: (cell: AgingCell) => number;
  format: (value: number) => string;
}

/** A figure of the summary by bucket, stacked by branch, in a card. */
function BucketChart({ title, cells, isLoading, value, format }: BucketChartProps) {
  const branches = [...new Set(cells.map((c) => c.brnId))].sort();
  return (
    <Card title={title}>
      <StackedBarChart
        title={title}
        data={cells.length ? byBucket(cells, branches, value) : []}
        categoryKey="bucket"
        categoryLabel="Days in stock"
        series={branches.map((b) => ({ key: b, label: `Branch ${b}` }))}
        format={format}
        height={220}
        isLoading={isLoading}
        emptyMessage="No truck matches these filters."
      />
    </Card>
  );
}

export type VehicleAgingGrid = Omit<ReportGrid<VehicleAgingRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage' | 'onRowClick'>;

export interface VehicleAgingProps extends Pick<ReportScreenProps<VehicleAgingRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters?: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  choice: VehicleAgingChoice;
  onChoiceChange: (choice: VehicleAgingChoice) => void;
  grid?: VehicleAgingGrid;
  summary?: VehicleAgingSummary;
  /** A truck pressed in the grid: open its cost adds. */
  onOpenTruck: (stockNo: string) => void;
  /** The cost adds of the truck open, while open. */
  costAdds?: VehicleAgingCostAddsProps | null;
}

/**
 * /vh-aging-report: every truck in inventory with its days in stock, bucket and what its floor plan has cost (a day's
 * interest is floored amount × APR ÷ 365); units and cost by bucket and branch; curtailments due within 30 days and
 * used trucks past 90 days flagged. A truck opens its cost adds (recon and make-ready orders).
 */
export function VehicleAging({ filters, choice, onChoiceChange, grid, summary, onOpenTruck, costAdds, freshness, isLoading, error, onRetry }: VehicleAgingProps) {
  const cells = summary?.cells ?? [];
  const chartLoading = !summary && !error;
  const set = (change: Partial<VehicleAgingChoice>) => onChoiceChange({ ...choice, ...change });
  return (
    <>
      <ReportScreen<VehicleAgingRow>
        title="Vehicle Aging Report"
        description="Every truck in inventory: how long it has sat and what its floor plan has cost, floored amount × APR ÷ 365 a day. Curtailments due within 30 days and used trucks past 90 days are flagged for a price or wholesale review. Press a truck for its cost adds."
        filters={
          filters ? (
            <ReportFilterBar {...filters} hasPeriod={false}>
              <Select label="Bucket (days)" placeholder="All buckets" items={BUCKET_ITEMS} value={choice.bucket} onChange={(bucket) => set({ bucket })} />
              <Select label="New or used" placeholder="New and used" items={items(NEW_USED)} value={choice.newUsed} onChange={(newUsed) => set({ newUsed })} />
              <Select label="Status" placeholder="All statuses" items={items(AGING_STATUSES)} value={choice.status} onChange={(status) => set({ status })} />
              <Select label="Flag" placeholder="Any" items={FLAG_ITEMS} value={choice.flag} onChange={(flag) => set({ flag: flag as AgingFlag | null })} />
            </ReportFilterBar>
          ) : null
        }
        freshness={freshness}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        kpis={[
          { label: 'Units', value: summary?.units ?? 0, format: formatNumber },
          { label: 'Cost in stock', value: Number(summary?.cost ?? 0), format: formatMoney },
          { label: 'Floor-plan interest to date', value: Number(summary?.interestToDate ?? 0), format: formatMoney2 },
          { label: 'Interest a day', value: Number(summary?.dailyInterest ?? 0), format: formatMoney2 },
          { label: 'Curtailments due in 30 days', value: summary?.curtailmentsDue ?? 0, format: formatNumber },
          { label: 'Used past 90 days', value: summary?.usedForReview ?? 0, format: formatNumber },
        ]}
        chart={
          <div className={css.charts}>
            <BucketChart title="Units by bucket and branch" cells={cells} isLoading={chartLoading} value={(c) => c.units} format={formatNumber} />
            <BucketChart title="Cost by bucket and branch" cells={cells} isLoading={chartLoading} value={(c) => Number(c.cost)} format={formatMoney} />
          </div>
        }
        grid={
          grid && {
            ...grid,
            'aria-label': 'Trucks in stock',
            columns: VEHICLE_AGING_COLUMNS,
            getRowId: (row) => row.stockNo,
            emptyMessage: 'No truck in stock matches these filters.',
            onRowClick: (row) => onOpenTruck(row.stockNo),
          }
        }
      />
      {costAdds ? <VehicleAgingCostAdds {...costAdds} /> : null}
    </>
  );
}
