import { drillHref } from '../../domain/drill';
import { formatMoney2, formatNumber } from '../../domain/format';
import { centsOf } from '../../domain/money';
import { cycleLabelOf } from '../../domain/parts/cycleCounts';
import { CYCLE_DETAIL_FIELDS, CYCLE_TIE_OUT_FIELDS, tieOutText, type CycleDetailRow, type CycleTieOutRow } from '../../domain/parts/cycleDetail';
import { INVENTORY_ADJUSTMENT_ACCOUNT } from '../../domain/parts/inventoryAdjustmentAccount';
import { Badge } from '../../ui/Badge/Badge';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';

export const CYCLE_DETAIL_TABS = [
  { id: 'lines', label: 'Count and adjustment lines' },
  { id: 'tie-out', label: `Tie-out to GL ${INVENTORY_ADJUSTMENT_ACCOUNT.acctId}` },
] as const;
export type CycleDetailTab = (typeof CYCLE_DETAIL_TABS)[number]['id'];

/** A line's drill: the part's counts at the branch and what moved between them. */
export const cycleDetailDrillHref = (row: Pick<CycleDetailRow, 'brnId' | 'cycleId' | 'partNo'>): string =>
  drillHref('/CycleDetailDrillReport', { brnId: row.brnId, cycle: String(row.cycleId), partNo: row.partNo });

export const CYCLE_DETAIL_COLUMNS: readonly DataTableColumn<CycleDetailRow>[] = fieldColumns<CycleDetailRow, typeof CYCLE_DETAIL_FIELDS>(CYCLE_DETAIL_FIELDS, {
  brnId: { width: '80px' },
  date: { width: '110px' },
  cycleId: { width: '90px' },
  cycle: { width: '100px', render: (row) => cycleLabelOf(row.cycle) },
  partNo: { width: '140px', render: (row) => <Link href={cycleDetailDrillHref(row)}>{row.partNo}</Link> },
  bin: { width: '100px' },
  before: { width: '80px' },
  after: { width: '80px' },
  adjustmentQty: { width: '110px' },
  unitCost: { width: '100px' },
  adjustmentAmount: { width: '120px' },
  adjustmentSize: { width: '130px' },
  reason: { width: 'minmax(140px, 1fr)' },
  countedBy: { width: '140px' },
  approvedBy: { width: '130px' },
  line: { width: '160px' },
});

export const CYCLE_TIE_OUT_COLUMNS: readonly DataTableColumn<CycleTieOutRow>[] = fieldColumns<CycleTieOutRow, typeof CYCLE_TIE_OUT_FIELDS>(CYCLE_TIE_OUT_FIELDS, {
  brnId: { width: '80px' },
  month: { width: '100px' },
  cycleAdjustments: { width: '150px' },
  glAdjustments: { width: '130px' },
  difference: { width: '120px' },
  status: {
    width: 'minmax(120px, 1fr)',
    render: (row) => <Badge tone={row.status === 'Ties' ? 'positive' : 'critical'}>{tieOutText(centsOf(row.cycleAdjustments)!, centsOf(row.glAdjustments)!)}</Badge>,
  },
});

/** The adjustment size (a minimum in dollars) and the cycle number are there to filter and find by; the user may show them. */
const HIDDEN_LINES = { adjustmentSize: false, cycleId: false };

export type CycleDetailGrid<Row> = Omit<ReportGrid<Row>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface CycleDetailProps extends Pick<ReportScreenProps<CycleDetailRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  tab: CycleDetailTab;
  onTabChange: (tab: CycleDetailTab) => void;
  filters?: Omit<ReportFilterBarProps, 'children'>;
  /** The lines' grid, on the lines tab. */
  lines?: CycleDetailGrid<CycleDetailRow>;
  /** The tie-out's grid, on its tab. */
  tieOut?: CycleDetailGrid<CycleTieOutRow>;
}

const DESCRIPTION = `Every counted cycle line and approved adjustment, for accounting and the auditors; the tie-out puts each branch's approved adjustments month by month beside account ${INVENTORY_ADJUSTMENT_ACCOUNT.acctId} (${INVENTORY_ADJUSTMENT_ACCOUNT.name}) in Excede's GL. A part opens its counts and the stock that moved between them.`;

/**
 * /CycleDetailReport: two tabs of one report. The lines (counted lines and approved adjustments, with who counted and
 * who approved, filtered by line, reason, people and a minimum in dollars) and the tie-out (a row per branch and
 * month: "Ties", or the difference in money).
 */
export function CycleDetail({ tab, onTabChange, filters, lines, tieOut, freshness, isLoading, error, onRetry }: CycleDetailProps) {
  const common = {
    title: 'Cycle Detail Report',
    description: DESCRIPTION,
    tabs: { 'aria-label': 'Cycle detail', items: CYCLE_DETAIL_TABS, selectedId: tab, onSelectionChange: (id: string) => onTabChange(id as CycleDetailTab) },
    filters: filters ? <ReportFilterBar {...filters} /> : null,
    freshness,
    isLoading,
    error,
    onRetry,
  };
  if (tab === 'tie-out')
    return (
      <ReportScreen<CycleTieOutRow>
        {...common}
        kpis={[
          { label: 'Branch-months', value: tieOut?.total ?? 0, format: formatNumber },
          { label: 'Net difference', value: Number(tieOut?.totals?.difference ?? 0), format: formatMoney2 },
        ]}
        grid={tieOut && { ...tieOut, 'aria-label': 'Tie-out by branch and month', columns: CYCLE_TIE_OUT_COLUMNS, getRowId: (row) => row.id, emptyMessage: 'No adjustment and no GL posting in this period.' }}
      />
    );
  return (
    <ReportScreen<CycleDetailRow>
      {...common}
      kpis={[
        { label: 'Lines', value: lines?.total ?? 0, format: formatNumber },
        { label: 'Approved adjustments', value: Number(lines?.totals?.adjustmentAmount ?? 0), format: formatMoney2 },
      ]}
      grid={
        lines && {
          ...lines,
          view: { ...lines.view, columnVisibility: { ...HIDDEN_LINES, ...lines.view.columnVisibility } },
          'aria-label': 'Cycle count lines',
          columns: CYCLE_DETAIL_COLUMNS,
          getRowId: (row) => String(row.id),
          emptyMessage: 'No counted line matches these filters.',
        }
      }
    />
  );
}
