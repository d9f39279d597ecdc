import { CASH_CLEARING_ACCOUNT, CASH_CLEARING_DAY_FIELDS, CLEARING_ACCOUNTS, RECEIPT_METHODS, type CashClearingDay, type CashClearingOverview, type DayStatus } from '../../domain/accounting/cashClearing';
import { drillHref } from '../../domain/drill';
import { formatDate, formatMoney, formatMoney2, formatNumber, toNumber } from '../../domain/format';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { Switch } from '../../ui/Switch/Switch';
import * as css from './CashClearing.css';

export const DAY_STATUS_TONE: Record<DayStatus, NonNullable<BadgeProps['tone']>> = { Zero: 'positive', 'Not zero': 'caution', Exception: 'critical' };

/** The detail of a branch's day on cash clearing, or on another clearing account. */
export const clearingDayHref = (brnId: string, date: string, acctId: string = CASH_CLEARING_ACCOUNT) =>
  drillHref('/ar/cashclearing/detail', { brnId, date, acctId: acctId === CASH_CLEARING_ACCOUNT ? null : acctId });

const ACCOUNT_ITEMS = CLEARING_ACCOUNTS.map((a) => ({ id: a.acctId, label: `${a.acctId} - ${a.name}` }));
const METHOD_ITEMS = RECEIPT_METHODS.map((m) => ({ id: m, label: m }));

export const CASH_CLEARING_COLUMNS: readonly DataTableColumn<CashClearingDay>[] = fieldColumns<CashClearingDay, typeof CASH_CLEARING_DAY_FIELDS>(CASH_CLEARING_DAY_FIELDS, {
  postedOn: { width: '120px', render: (row, formatted) => <Link href={clearingDayHref(row.brnId, row.postedOn, row.acctId)}>{formatted}</Link> },
  brnId: { width: '90px' },
  acctId: { width: '100px' },
  opening: { width: '130px' },
  receipts: { width: '130px' },
  deposits: { width: '130px' },
  closing: { width: '130px' },
  difference: { width: '130px' },
  unmatched: { width: '150px' },
  status: { width: '120px', render: (row) => <Badge tone={DAY_STATUS_TONE[row.status]}>{row.status}</Badge> },
  methods: { width: '130px' },
  flags: { width: '90px', render: (row, formatted) => (row.flags ? <Badge tone="critical">{formatted}</Badge> : formatted) },
});

export type CashClearingGrid = Omit<ReportGrid<CashClearingDay>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface CashClearingProps extends Pick<ReportScreenProps<CashClearingDay>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  /** Only the days that are Not zero or an Exception. */
  notZeroOnly: boolean;
  onNotZeroOnlyChange: (notZeroOnly: boolean) => void;
  /** Only the days with a flag for a correcting entry still open. */
  flaggedOnly: boolean;
  onFlaggedOnlyChange: (flaggedOnly: boolean) => void;
  /** The clearing account shown (1050 cash clearing, 1060 card clearing). */
  account: string;
  onAccountChange: (acctId: string) => void;
  /** The days with receipts by this method; null for all. */
  method: string | null;
  onMethodChange: (method: string | null) => void;
  /** The tiles and the chart, over the same days as the grid; undefined while they load. */
  overview: CashClearingOverview | undefined;
  grid: CashClearingGrid;
}

/** The oldest exception as a tile's number: its day in UTC milliseconds, 0 when there is none. */
const oldestValue = (day: string | null) => (day ? Date.parse(`${day}T00:00:00Z`) : 0);
const oldestText = (ms: number) => (ms ? formatDate(new Date(ms), { timeZone: 'UTC' }) : 'None');

/** /ar/cashclearing: each branch's business days on cash clearing (GL 1050), which return to zero and which do not. */
export function CashClearing(props: CashClearingProps) {
  const { filters, notZeroOnly, onNotZeroOnlyChange, flaggedOnly, onFlaggedOnlyChange, account, onAccountChange, method, onMethodChange, overview, grid, freshness, isLoading, error, onRetry } = props;
  const chartData = (overview?.byDay ?? []).map((d) => ({ day: formatDate(d.postedOn).slice(0, 5), uncleared: toNumber(d.uncleared) ?? 0 }));
  return (
    <ReportScreen<CashClearingDay>
      title="Cash Clearing"
      description="Cash and check receipts post to cash clearing (1050) and each day's deposit takes them to the bank: every branch's day should return to zero. A day still not zero on its next business day is an exception; match its receipts to their deposit to clear it."
      actions={<Link href="/ar/unreconcileddays/clearing">Unreconciled days</Link>}
      filters={
        <ReportFilterBar {...filters}>
          <Select label="GL account" items={ACCOUNT_ITEMS} value={account} isRequired onChange={(id) => onAccountChange(id ?? CASH_CLEARING_ACCOUNT)} />
          <Select label="Method" placeholder="All methods" items={METHOD_ITEMS} value={method} onChange={onMethodChange} />
          <div className={css.switchFilter}>
            <Switch isSelected={notZeroOnly} onChange={onNotZeroOnlyChange}>
              Not zero only
            </Switch>
          </div>
          <div className={css.switchFilter}>
            <Switch isSelected={flaggedOnly} onChange={onFlaggedOnlyChange}>
              Flagged only
            </Switch>
          </div>
        </ReportFilterBar>
      }
      freshness={freshness}
      isLoading={isLoading || !overview}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Days not zero', value: overview?.daysNotZero ?? 0, format: formatNumber },
        { label: 'Oldest exception', value: oldestValue(overview?.oldestException ?? null), format: oldestText },
        // Each day counted whole (a day short and a day over both need clearing), to the cent.
        { label: 'Amount uncleared', value: toNumber(overview?.uncleared) ?? 0, format: formatMoney2 },
      ]}
      chart={
        <Card title="Uncleared by day">
          <BarChart
            title="Amount uncleared by day"
            data={chartData}
            categoryKey="day"
            categoryLabel="Day"
            series={[{ key: 'uncleared', label: 'Uncleared' }]}
            format={formatMoney}
            height={200}
            isLoading={isLoading || !overview}
            emptyMessage="Every day of this period returned to zero."
          />
        </Card>
      }
      grid={{
        ...grid,
        'aria-label': 'Cash clearing days',
        columns: CASH_CLEARING_COLUMNS,
        getRowId: (row) => `${row.brnId}:${row.postedOn}:${row.acctId}`,
        emptyMessage: flaggedOnly
          ? 'No day of this period is flagged for a correcting entry.'
          : notZeroOnly
            ? 'Every day of this period returned to zero.'
            : `No receipts or deposits on ${(CLEARING_ACCOUNTS.find((a) => a.acctId === account)?.name ?? account).toLowerCase()} in this period.`,
      }}
    />
  );
}
