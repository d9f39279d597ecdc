import { BIN_EXCEPTION_KEYS, BIN_EXCEPTION_TITLES, type BinExceptionKey } from '../../domain/parts/binExceptions';
import { BIN_VERIFICATION_FIELDS, BIN_VERIFICATION_OFF_GRID, type BinExceptionTabCounts, type BinVerificationRow, type VerificationStatus } from '../../domain/parts/binVerification';
import { formatNumber } from '../../domain/format';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Switch } from '../../ui/Switch/Switch';
import { TextField } from '../../ui/TextField/TextField';
import { BinVerificationCheck, type BinVerificationCheckProps } from './BinVerificationCheck';

const STATUS_TONE: Record<VerificationStatus, NonNullable<BadgeProps['tone']>> = { 'Not checked': 'neutral', Found: 'info', 'Needs second person': 'caution', Verified: 'positive' };

export const BIN_VERIFICATION_COLUMNS: readonly DataTableColumn<BinVerificationRow>[] = fieldColumns<BinVerificationRow, typeof BIN_VERIFICATION_FIELDS>(BIN_VERIFICATION_FIELDS, {
  partNo: { width: '130px' },
  description: { width: 'minmax(160px, 1.5fr)' },
  brnId: { width: '80px' },
  bins: { width: 'minmax(150px, 1.2fr)' },
  onHand: { width: '90px' },
  cost: { width: '110px' },
  value: { width: '120px' },
  lastSaleOn: { width: '110px' },
  status: { width: '170px', render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge> },
  foundBin: { width: '120px' },
  taskStatus: { width: '130px' },
  verifiedBy: { width: 'minmax(120px, 1fr)' },
  verifiedAt: { width: '160px', enableFilter: false },
  secondBy: { width: 'minmax(120px, 1fr)' },
}).filter((column) => !BIN_VERIFICATION_OFF_GRID.has(column.id));

export type BinVerificationGrid = Omit<ReportGrid<BinVerificationRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface BinVerificationProps extends Pick<ReportScreenProps<BinVerificationRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  exception: BinExceptionKey;
  onExceptionChange: (exception: BinExceptionKey) => void;
  /** Each tab's count at the branches chosen. */
  counts: BinExceptionTabCounts | undefined;
  filters?: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  /** The bin or aisle typed (a bin's text contains it). */
  bin: string;
  onBinChange: (bin: string) => void;
  hideVerified: boolean;
  onHideVerifiedChange: (hide: boolean) => void;
  grid?: BinVerificationGrid;
  /** The row being checked, in its dialog. */
  check?: Omit<BinVerificationCheckProps, 'exception'> | null;
}

/**
 * /binverification: the parts whose bins and stock in Excede disagree, a tab per exception with its count; a row
 * opens its check: scan the bin then the part, record the bin it was found in, leave a bin-change task for
 * Excede, print its label and mark it verified (a high-value part by two people).
 */
export function BinVerification({ exception, onExceptionChange, counts, filters, bin, onBinChange, hideVerified, onHideVerifiedChange, grid, check, freshness, isLoading, error, onRetry }: BinVerificationProps) {
  return (
    <>
      <ReportScreen<BinVerificationRow>
        title="Bin Verification"
        description={BIN_EXCEPTION_TITLES[exception].meaning}
        tabs={{
          'aria-label': 'Bin exceptions',
          items: BIN_EXCEPTION_KEYS.map((key) => ({ id: key, label: `${BIN_EXCEPTION_TITLES[key].title} (${counts ? formatNumber(counts[key]) : '…'})` })),
          selectedId: exception,
          onSelectionChange: (id) => onExceptionChange(id as BinExceptionKey),
        }}
        filters={
          filters ? (
            <ReportFilterBar {...filters} hasPeriod={false}>
              <TextField label="Bin or aisle" value={bin} onChange={onBinChange} placeholder="A03" />
              <Switch isSelected={hideVerified} onChange={onHideVerifiedChange}>
                Hide verified
              </Switch>
            </ReportFilterBar>
          ) : null
        }
        freshness={freshness}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        grid={
          grid && {
            ...grid,
            'aria-label': BIN_EXCEPTION_TITLES[exception].title,
            columns: BIN_VERIFICATION_COLUMNS,
            getRowId: (row) => row.id,
            emptyMessage: 'No part of these branches has this exception.',
          }
        }
      />
      {check ? <BinVerificationCheck {...check} exception={exception} /> : null}
    </>
  );
}
