import { cutOffText } from '../../domain/accounting/wireAuthorization';
import { WIRE_FIELDS, type WireOverview, type WireRow } from '../../domain/accounting/wireAuthorizationViews';
import { formatDate, formatMoney, formatMoney2, formatNumber, toNumber } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { WIRE_STATUS_TONE } from './wireStatusTone';

export const wireHref = (id: number) => `/wireauthorization/edit/${id}`;

const COLUMNS: readonly DataTableColumn<WireRow>[] = fieldColumns<WireRow, typeof WIRE_FIELDS>(WIRE_FIELDS, {
  requestNo: { width: '120px', render: (row) => <Link href={wireHref(row.id)}>{row.requestNo}</Link> },
  requestedOn: { width: '130px' },
  brnId: { width: '90px' },
  beneficiary: { width: '220px' },
  bank: { width: '220px' },
  amount: { width: '140px' },
  purpose: { width: '180px' },
  reference: { width: '160px' },
  valueDate: { width: '125px' },
  status: { width: '150px', render: (row) => <Badge tone={WIRE_STATUS_TONE[row.status]}>{row.status}</Badge> },
  approvers: { width: '220px' },
});

export type WiresGrid = Omit<ReportGrid<WireRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface WireAuthorizationsProps extends Pick<ReportScreenProps<WireRow>, 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: WiresGrid;
  /** What waits for the user's approval and the wires by week; undefined while it loads. */
  overview: WireOverview | undefined;
  /** Where a new wire is requested; absent for a user who may not request one. */
  createHref?: string;
}

/** /wireauthorization: outgoing wires from request to the bank's confirmation, with what waits for my approval. */
export function WireAuthorizations({ filters, grid, overview, createHref, isLoading, error, onRetry }: WireAuthorizationsProps) {
  const weeks = (overview?.weeks ?? []).map((w) => ({ week: formatDate(w.week).slice(0, 5), amount: toNumber(w.amount) ?? 0 }));
  const awaiting = overview?.awaitingMyApproval ?? 0;
  return (
    <ReportScreen<WireRow>
      title="Wire Authorization"
      description={`Money leaving by wire: requested, approved by someone other than its requester (two people above the set amount), released to the bank once the beneficiary's bank details are confirmed by a call-back. The bank's cut-off for a same-day wire is ${cutOffText(overview?.cutOff ?? '16:00')} New York time.`}
      actions={
        <>
          {awaiting ? <Badge tone="caution">{`${awaiting} awaiting my approval`}</Badge> : null}
          {createHref ? <Link href={createHref}>New wire</Link> : null}
        </>
      }
      filters={<ReportFilterBar {...filters} />}
      freshness={null}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Awaiting my approval', value: awaiting, format: formatNumber },
        { label: 'Wired and due, from 12 weeks back', value: weeks.reduce((sum, w) => sum + w.amount, 0), format: formatMoney2 },
      ]}
      chart={
        <Card title="Wires by week">
          <BarChart
            title="Amount wired by week"
            data={weeks}
            categoryKey="week"
            categoryLabel="Week of"
            series={[{ key: 'amount', label: 'Amount' }]}
            format={formatMoney}
            height={200}
            isLoading={isLoading || !overview}
            emptyMessage="No wires in the last 12 weeks."
          />
        </Card>
      }
      grid={{ ...grid, 'aria-label': 'Wires', columns: COLUMNS, getRowId: (row) => String(row.id), emptyMessage: 'No wires for these branches and dates.' }}
    />
  );
}
