import { drillHref } from '../../domain/drill';
import { formatMoney, formatNumber, toNumber } from '../../domain/format';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';

/** A line of a GL journal entry, as GET /api/accounting/gl-lines answers it. */
export interface GlLine {
  /** The New York day it was posted, YYYY-MM-DD. */
  postedOn: string;
  brnId: string;
  jeId: string;
  lineNo: number;
  acctId: string;
  account: string | null;
  department: string | null;
  source: string;
  xref: string | null;
  description: string | null;
  /** Exact money as a string ('1234.50'). */
  debit: string;
  credit: string;
}

export const GL_LINE_COLUMNS: readonly DataTableColumn<GlLine>[] = [
  // The period above filters the days.
  { id: 'postedOn', header: 'Date', accessor: 'postedOn', format: 'date', width: '120px', enableFilter: false },
  { id: 'brnId', header: 'Branch', accessor: 'brnId', width: '90px' },
  {
    id: 'jeId',
    header: 'Entry',
    accessor: 'jeId',
    width: 'minmax(110px, 0.8fr)',
    // Every line of the entry: the whole transaction.
    render: (row) => <Link href={drillHref('/ar/transactiondetail', { brnId: row.brnId, from: row.postedOn, to: row.postedOn, 'f.jeId': row.jeId })}>{row.jeId}</Link>,
  },
  { id: 'lineNo', header: 'Line', accessor: 'lineNo', format: 'number', width: '70px', enableFilter: false },
  { id: 'acctId', header: 'Account', accessor: 'acctId', width: '100px' },
  { id: 'account', header: 'Account name', accessor: 'account', width: 'minmax(150px, 1.2fr)' },
  { id: 'department', header: 'Department', accessor: 'department', width: '110px' },
  { id: 'source', header: 'Source', accessor: 'source', width: '90px' },
  {
    id: 'xref',
    header: 'Xref',
    accessor: 'xref',
    width: 'minmax(140px, 0.8fr)',
    render: (row) => (row.xref ? <Link href={drillHref('/ar/documentviewer', { brnId: row.brnId, xref: row.xref })}>{row.xref}</Link> : null),
  },
  { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(180px, 2fr)' },
  { id: 'debit', header: 'Debit', accessor: 'debit', format: 'money2', total: 'sum', width: '130px' },
  { id: 'credit', header: 'Credit', accessor: 'credit', format: 'money2', total: 'sum', width: '130px' },
];

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
