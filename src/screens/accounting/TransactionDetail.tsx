import { GL_LINE_FIELDS, type GlLine } from '../../domain/accounting/glLines';
import { drillHref } from '../../domain/drill';
import { formatMoney, formatNumber, toNumber } from '../../domain/format';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';

const wide = (track: string) => ({ width: track });

export const GL_LINE_COLUMNS: readonly DataTableColumn<GlLine>[] = fieldColumns<GlLine, typeof GL_LINE_FIELDS>(GL_LINE_FIELDS, {
  // The period above filters the days.
  postedOn: { width: '120px', enableFilter: false },
  brnId: wide('90px'),
  jeId: {
    width: 'minmax(110px, 0.8fr)',
    // Every line of the entry: the whole transaction.
    render: (row) => <Link href={drillHref('/ar/transactiondetail', { brnId: row.brnId, from: row.postedOn, to: row.postedOn, 'f.jeId': row.jeId })}>{row.jeId}</Link>,
  },
  lineNo: wide('70px'),
  acctId: wide('100px'),
  account: wide('minmax(150px, 1.2fr)'),
  department: wide('110px'),
  source: wide('90px'),
  xref: {
    width: 'minmax(140px, 0.8fr)',
    render: (row) => (row.xref ? <Link href={drillHref('/ar/documentviewer', { brnId: row.brnId, xref: row.xref })}>{row.xref}</Link> : null),
  },
  description: wide('minmax(180px, 2fr)'),
  debit: wide('130px'),
  credit: wide('130px'),
});

export type TransactionDetailGrid = Omit<ReportGrid<GlLine>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface TransactionDetailProps extends Pick<ReportScreenProps<GlLine>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** The filter bar: the user's branches, what is chosen, where a change goes. */
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: TransactionDetailGrid;
}

const amount = (value: string | number | null | undefined) => toNumber(value) ?? 0;

/** /ar/transactiondetail: the GL lines of the chosen branches and days, searched, sorted and paged on the server. */
export function TransactionDetail({ filters, grid, freshness, isLoading, error, onRetry }: TransactionDetailProps) {
  const debit = amount(grid.totals?.debit);
  const credit = amount(grid.totals?.credit);
  return (
    <ReportScreen<GlLine>
      title="Transaction Detail"
      description="GL lines posted in Excede: journal entries by account, with their cross-references. Open an entry to see all of its lines."
      filters={<ReportFilterBar {...filters} />}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Lines', value: grid.total ?? 0, format: formatNumber },
        // Whole dollars fit a tile; the grid's totals row has the cents.
        { label: 'Debits', value: debit, format: formatMoney },
        { label: 'Credits', value: credit, format: formatMoney },
        { label: 'Debits less credits', value: debit - credit, format: formatMoney },
      ]}
      grid={{
        ...grid,
        'aria-label': 'GL lines',
        columns: GL_LINE_COLUMNS,
        getRowId: (row) => `${row.jeId}:${row.lineNo}`,
        emptyMessage: 'No GL lines match these filters.',
      }}
    />
  );
}
