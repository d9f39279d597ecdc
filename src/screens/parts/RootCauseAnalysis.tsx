import { drillHref } from '../../domain/drill';
import { formatMoney2, formatNumber } from '../../domain/format';
import type { LostSaleStatus } from '../../domain/parts/lostSales';
import { MISS_FIELDS, type MissRow, type MissTiles } from '../../domain/parts/rootCauseAnalysis';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import * as css from './RootCauseAnalysis.css';
import { RootCauseAnalysisBulk, type RootCauseBulkProps } from './RootCauseAnalysisBulk';

const STATUS_TONE: Record<LostSaleStatus, 'critical' | 'info' | 'caution' | 'positive'> = { New: 'critical', Assigned: 'info', 'Action taken': 'caution', Closed: 'positive' };

export const MISS_COLUMNS: readonly DataTableColumn<MissRow>[] = fieldColumns<MissRow, typeof MISS_FIELDS>(MISS_FIELDS, {
  createdAt: { width: '150px' },
  brnId: { width: '80px' },
  partNo: { width: '130px', render: (row) => (row.partNo ? <Link href={drillHref('/root-cause-detail', { id: row.id })}>{row.partNo}</Link> : '—') },
  description: { width: 'minmax(160px, 1.4fr)' },
  qty: { width: '95px' },
  qtyFilled: { width: '80px' },
  lostValue: { width: '120px' },
  source: { width: '100px' },
  customer: { width: 'minmax(140px, 1fr)' },
  employee: { width: '130px' },
  missType: { width: '150px' },
  reasonCode: { width: '90px' },
  actionCode: { width: '90px' },
  status: { width: '120px', render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge> },
  assignedTo: { width: '130px' },
  note: { width: 'minmax(140px, 1fr)' },
});

/** Carried for the bulk change; the user may show it. */
const HIDDEN = { version: false };

export type RootCauseGrid = Omit<ReportGrid<MissRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage' | 'selectable'>;

export interface RootCauseAnalysisProps extends Pick<ReportScreenProps<MissRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters?: Omit<ReportFilterBarProps, 'children'>;
  grid?: RootCauseGrid;
  tiles?: MissTiles;
  /** How many misses are chosen: the buttons that act on them. */
  chosen: number;
  onChange: () => void;
  onCloseMisses: () => void;
  /** The bulk change's dialog while open. */
  bulk?: RootCauseBulkProps | null;
}

/**
 * /root-cause-analysis: the misses of the user's branches (demand the shelf did not fill), with what they lost
 * at list price; staff choose misses and give them a reason, an action, an assignee, a note or a status, or
 * close them; a part opens its story in the detail.
 */
export function RootCauseAnalysis({ filters, grid, tiles, chosen, onChange, onCloseMisses, bulk, freshness, isLoading, error, onRetry }: RootCauseAnalysisProps) {
  return (
    <>
      <ReportScreen<MissRow>
        title="Root Cause Analysis"
        description="Demand the shelf did not fill: the counter's lost sales, short picks and lookups. Choose misses to give them a reason and an action, assign them and close them; a part opens its story."
        actions={
          <div className={css.actions}>
            <span className={css.muted}>{chosen ? `${formatNumber(chosen)} chosen` : 'Choose misses to change them'}</span>
            <Button tone="secondary" isDisabled={!chosen} onPress={onChange}>
              Set reason, action…
            </Button>
            <Button isDisabled={!chosen} onPress={onCloseMisses}>
              Close
            </Button>
          </div>
        }
        filters={filters ? <ReportFilterBar {...filters} /> : null}
        freshness={freshness}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        kpis={[
          { label: 'Open misses', value: tiles?.open ?? 0, format: formatNumber },
          { label: 'Lost sales at list', value: Number(tiles?.lostValue ?? 0), format: formatMoney2 },
          { label: 'Lines', value: tiles?.lines ?? 0, format: formatNumber },
        ]}
        grid={
          grid && {
            ...grid,
            view: { ...grid.view, columnVisibility: { ...HIDDEN, ...grid.view.columnVisibility } },
            'aria-label': 'Misses',
            columns: MISS_COLUMNS,
            getRowId: (row) => String(row.id),
            emptyMessage: 'No miss matches these filters.',
            selectable: true,
          }
        }
      />
      {bulk ? <RootCauseAnalysisBulk {...bulk} /> : null}
    </>
  );
}
