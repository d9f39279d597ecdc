import { GL_LINE_FIELDS, type GlLine } from '../../domain/accounting/glLines';
import { drillHref } from '../../domain/drill';
import { formatMoney, formatNumber, toNumber } from '../../domain/format';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { TransactionRecord, type TransactionRecordProps } from './TransactionRecord';

const wide = (track: string) => ({ width: track });

export const GL_LINE_COLUMNS: readonly DataTableColumn<GlLine>[] = fieldColumns<GlLine, typeof GL_LINE_FIELDS>(GL_LINE_FIELDS, {
  // The period above filters the days.
  postedOn: { width: '120px', enableFilter: false },
  brnId: wide('90px'),
  jeId: {
    width: 'minmax(110px, 0.8fr)',
    // The entry as one transaction: its header and every line of it.
    render: (row) => <Link href={drillHref('/ar/transactiondetail', { brnId: row.brnId, jeId: row.jeId })}>{row.jeId}</Link>,
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
  filters?: Omit<ReportFilterBarProps, 'children'>;
  /** The GL lines; none while the record they are the distribution of is still loading. */
  grid?: TransactionDetailGrid;
  /** The one transaction the address names (?jeId=, ?xref=, ?slsId=, a quick link): its header above its distribution. */
  record?: Omit<TransactionRecordProps, 'documentsLink' | 'columns' | 'level'>;
}

const amount = (value: string | number | null | undefined) => toNumber(value) ?? 0;

/**
 * /ar/transactiondetail: the GL lines of the chosen branches and days, searched, sorted and paged on the
 * server; or one transaction's header with its GL distribution below it.
 */
export function TransactionDetail({ filters, grid, record, freshness, isLoading, error, onRetry }: TransactionDetailProps) {
  const debit = amount(grid?.totals?.debit);
  const credit = amount(grid?.totals?.credit);
  return (
    <ReportScreen<GlLine>
      title="Transaction Detail"
      description={
        record
          ? 'One transaction as Excede posted it: its header, and the GL lines of its journal entries below.'
          : 'GL lines posted in Excede: journal entries by account, with their cross-references. Open an entry to see all of its lines.'
      }
      filters={filters ? <ReportFilterBar {...filters} /> : null}
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      // The record's header says its total; its lines' totals are under the grid.
      chart={record ? <TransactionRecord {...record} documentsLink /> : null}
      kpis={record ? [] : [
        { label: 'Lines', value: grid?.total ?? 0, format: formatNumber },
        // Whole dollars fit a tile; the grid's totals row has the cents.
        { label: 'Debits', value: debit, format: formatMoney },
        { label: 'Credits', value: credit, format: formatMoney },
        { label: 'Debits less credits', value: debit - credit, format: formatMoney },
      ]}
      grid={
        grid && {
          ...grid,
          'aria-label': record ? 'GL distribution' : 'GL lines',
          columns: GL_LINE_COLUMNS,
          getRowId: (row) => `${row.jeId}:${row.lineNo}`,
          emptyMessage: 'No GL lines match these filters.',
        }
      }
    />
  );
}
