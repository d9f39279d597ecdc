import { useMemo } from 'react';
import type { CountStatus } from '../../domain/accounting/cashOnHand';
import { CASH_FUND_FIELDS, type CashFundRow, type CashOnHandSummary } from '../../domain/accounting/cashOnHandData';
import { isOlderThanOneBusinessDay } from '../../domain/businessDays';
import { formatDate, formatElapsed, formatMoney, formatMoney2, formatNumber } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import type { BadgeTone } from '../../ui/Badge/Badge.css';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportKpi, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { CashAwaitingSignOff, type CashAwaitingSignOffProps } from './CashAwaitingSignOff';
import * as css from './CashOnHand.css';

export const COUNT_STATUS_TONE: Record<CountStatus, BadgeTone> = {
  Accepted: 'positive',
  'Awaiting sign-off': 'caution',
  'Signed off': 'info',
  Rejected: 'critical',
};

/** Since when cash waits for the bank, flagged once it is older than one business day. */
export function UndepositedSince({ since, now }: { since: string; now: Date }) {
  return isOlderThanOneBusinessDay(since, now) ? <Badge tone="critical">{formatDate(since)} · late</Badge> : <>{formatDate(since)}</>;
}

/** The funds grid's columns: what its list declares, with chips for the status and the late cash. */
export const cashFundColumns = (now: Date) =>
  fieldColumns<CashFundRow, typeof CASH_FUND_FIELDS>(CASH_FUND_FIELDS, {
    brnId: { width: '90px' },
    name: { width: 'minmax(170px, 1.4fr)' },
    kind: { width: '120px' },
    custodian: { width: 'minmax(140px, 1fr)' },
    float: { width: '110px' },
    lastCountAt: { width: '180px' },
    expected: { width: '130px' },
    counted: { width: '120px' },
    overShort: { width: '120px' },
    status: { width: '160px', render: (row) => (row.status ? <Badge tone={COUNT_STATUS_TONE[row.status]}>{row.status}</Badge> : 'Never counted') },
    undepositedSince: { width: '190px', render: (row) => (row.undepositedSince ? <UndepositedSince since={row.undepositedSince} now={now} /> : null) },
    state: { width: '90px', render: (row) => (row.state === 'Closed' ? <Badge>Closed</Badge> : 'Active') },
    id: { width: '90px' },
  });

export type CashOnHandGrid = Omit<ReportGrid<CashFundRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage' | 'onRowClick'>;

export interface CashOnHandProps extends Pick<ReportScreenProps<CashFundRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** The filter bar: the user's branches ('BrnId - Name'), what is chosen, where a change goes. */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  grid: CashOnHandGrid;
  /** The tiles, the counts awaiting sign-off and the chart; undefined while it loads. */
  summary: CashOnHandSummary | undefined;
  /** What "late" is measured against. */
  now: Date;
  onOpenFund: (fund: CashFundRow) => void;
  onAddFund: () => void;
  /** A branch's undeposited cash taken to the bank. */
  onRecordDepositRun: () => void;
  /** The manager's decisions on a count awaiting sign-off. */
  onSignOff: CashAwaitingSignOffProps['onSignOff'];
  onReject: CashAwaitingSignOffProps['onReject'];
  /** Opens the threshold's change (offered to those who sign off). */
  onChangeThreshold: () => void;
}

const dayLabel = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/** The tiles: each branch's cash on hand and its oldest undeposited cash, then the counts waiting. */
function tilesOf(summary: CashOnHandSummary | undefined, branches: readonly string[], now: Date): ReportKpi[] {
  if (!summary) return [{ label: 'Cash on hand', value: 0, format: formatMoney }];
  const labelOf = (code: string) => branches.find((b) => b.startsWith(`${code} `)) ?? code;
  return [
    ...summary.branches.map((b) => ({
      label: labelOf(b.brnId),
      value: Number(b.cashOnHand),
      format: formatMoney,
      note: b.oldestUndeposited
        ? { text: `Undeposited since ${formatDate(b.oldestUndeposited)} (${formatElapsed(b.oldestUndeposited, now)})`, tone: isOlderThanOneBusinessDay(b.oldestUndeposited, now) ? ('critical' as const) : ('neutral' as const) }
        : { text: 'No cash waiting for the bank' },
    })),
    { label: 'Awaiting sign-off', value: summary.awaiting.length, format: formatNumber, note: { text: `Counts more than ${formatMoney2(summary.threshold)} over or short` } },
  ];
}

function OverShortChart({ summary }: { summary: CashOnHandSummary | undefined }) {
  const { data, series } = useMemo(() => {
    const points = summary?.overShortByDay ?? [];
    const codes = [...new Set(points.map((p) => p.brnId))].sort();
    const days = [...new Set(points.map((p) => p.day))].sort();
    return {
      series: codes.map((code) => ({ key: code, label: code })),
      data: days.map((day) => ({ day: dayLabel(day), ...Object.fromEntries(codes.map((code) => [code, Number(points.find((p) => p.day === day && p.brnId === code)?.overShort ?? 0)])) })),
    };
  }, [summary]);
  return (
    <Card title="Over/short by day">
      <BarChart
        title="Over/short of the counts by day and branch"
        data={data}
        categoryKey="day"
        categoryLabel="Day"
        series={series}
        format={formatMoney2}
        height={220}
        isLoading={!summary}
        emptyMessage="No counts in these branches yet"
      />
    </Card>
  );
}

/** /ar/cashonhand: the cash each branch keeps (drawers, change funds, petty cash), what each should hold now, its counts and their sign-off. */
export function CashOnHand({ filters, grid, summary, now, freshness, isLoading, error, onRetry, onOpenFund, onAddFund, onRecordDepositRun, onSignOff, onReject, onChangeThreshold }: CashOnHandProps) {
  const columns = useMemo(() => cashFundColumns(now), [now]);
  return (
    <ReportScreen<CashFundRow>
      title="Cash on Hand"
      description="Drawers, change funds and petty cash by branch: what each should hold now (float + cash receipts − paid-outs − deposits since its last count), and its counts. Open a fund to count it."
      actions={
        <>
          <Button onPress={onAddFund}>Add fund</Button>
          <Button tone="secondary" isDisabled={!summary?.branches.length} onPress={onRecordDepositRun}>
            Record deposit run
          </Button>
        </>
      }
      filters={<ReportFilterBar {...filters} hasPeriod={false} />}
      freshness={freshness}
      isLoading={isLoading || !summary}
      error={error}
      onRetry={onRetry}
      kpis={tilesOf(summary, filters.branches, now)}
      chart={
        <div className={css.panels}>
          <CashAwaitingSignOff
            counts={summary?.awaiting}
            threshold={summary?.threshold}
            onSignOff={onSignOff}
            onReject={onReject}
            onChangeThreshold={summary?.mayChangeThreshold ? onChangeThreshold : undefined}
          />
          <OverShortChart summary={summary} />
        </div>
      }
      grid={{
        ...grid,
        'aria-label': 'Cash funds',
        columns,
        getRowId: (row) => String(row.id),
        emptyMessage: 'No cash funds in these branches. Add one to start counting.',
        onRowClick: onOpenFund,
      }}
    />
  );
}
