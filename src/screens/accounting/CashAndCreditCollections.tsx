import { useMemo, useState } from 'react';
import { COLLECTED_RECEIPT_FIELDS, COLLECTIONS_TABS, PAST_DUE_FIELDS, PAYMENT_METHODS, type CollectedDay, type CollectedReceipt, type CollectionsDso, type CollectionsTab, type Collector, type PastDueAccount, type PaymentMethod } from '../../domain/accounting/collections';
import { HOLD_REQUEST_LABELS, holdRequestProblem, HOLD_REQUEST_KINDS, type HoldRequestKind } from '../../domain/accounting/collectionsHolds';
import type { CollectionAccountInput, CollectionCallInput, HoldDecisionInput, HoldRequestInput, StatementInput } from '../../domain/accounting/collectionsPayloads';
import { accountFlags, PAST_DUE_BUCKETS, promiseStatusOf, type PromiseStatus } from '../../domain/accounting/collectionsRules';
import { addDays, daysBetween } from '../../domain/businessDays';
import { drillHref } from '../../domain/drill';
import { formatDate, formatMoney, formatNumber, toNumber } from '../../domain/format';
import { centsOf } from '../../domain/money';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { StackedBarChart } from '../../ui/charts/StackedBarChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { Menu } from '../../ui/Menu/Menu';
import { lazyComponent } from '../../ui/lazyOverlay';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './CashAndCreditCollections.css';

// The dialogs are chunks of their own, fetched once the screen is up: reading the lists needs neither.
const CollectionAccountDialog = lazyComponent(() => import('./CollectionAccountDialog'), 'CollectionAccountDialog');
const CollectionCallDialog = lazyComponent(() => import('./CollectionCallDialog'), 'CollectionCallDialog');
const CollectionHoldDialog = lazyComponent(() => import('./CollectionHoldDialog'), 'CollectionHoldDialog');
const CollectionHoldDecisionDialog = lazyComponent(() => import('./CollectionHoldDecisionDialog'), 'CollectionHoldDecisionDialog');
const CollectionStatementDialog = lazyComponent(() => import('./CollectionStatementDialog'), 'CollectionStatementDialog');
import type { AccountChange } from './CollectionAccountDialog';

const cents = (amount: string | null) => (amount === null ? 0 : (centsOf(amount) ?? 0));
const customerHref = (brnId: string, cusId: string) => drillHref('/customer-history', { brnId, cusId });

export const COLLECTED_COLUMNS: readonly DataTableColumn<CollectedReceipt>[] = fieldColumns<CollectedReceipt, typeof COLLECTED_RECEIPT_FIELDS>(COLLECTED_RECEIPT_FIELDS, {
  receivedAt: { width: '170px' },
  brnId: { width: '90px' },
  drawer: { width: '100px' },
  customer: { width: 'minmax(180px, 2fr)', render: (row) => <Link href={customerHref(row.brnId, row.cusId)}>{row.customer}</Link> },
  cusId: { width: '130px' },
  // The document the receipt paid, with every GL entry of it (the sale and the receipt).
  xref: { width: 'minmax(120px, 1fr)', render: (row) => <Link href={drillHref('/ar/transactiondetail', { brnId: row.brnId, xref: row.xref })}>{row.xref}</Link> },
  method: { width: '90px' },
  amount: { width: '130px' },
  receiptId: { width: '110px' },
  depositId: { width: 'minmax(150px, 1fr)' },
});

const PROMISE_TONE: Record<PromiseStatus, NonNullable<BadgeProps['tone']>> = { Pending: 'info', Kept: 'positive', Missed: 'critical' };

/** A promise's standing on `today`: pending, kept or missed. */
const promiseOf = (row: PastDueAccount, today: string): PromiseStatus | null =>
  row.promisedOn === null ? null : promiseStatusOf({ promisedOn: row.promisedOn, amountCents: cents(row.promisedAmount), paidCents: cents(row.promisePaid) }, today);

const flagsOf = (row: PastDueAccount) => accountFlags({ balanceCents: cents(row.balance), creditLimitCents: cents(row.creditLimit), oldestDaysPastDue: row.oldestDays });

/** What the grid leaves out: the record's version and the collector's id travel with the row for the dialogs. */
const OFF_GRID = new Set(['version', 'collectorId', 'promisePaid', 'holdRequestId', 'holdRequestVersion']);

function pastDueColumns(today: string, onAction: (row: PastDueAccount, action: AccountAction) => void): DataTableColumn<PastDueAccount>[] {
  const money = { width: '130px' };
  const columns = fieldColumns<PastDueAccount, typeof PAST_DUE_FIELDS>(PAST_DUE_FIELDS, {
    customer: { width: 'minmax(200px, 2fr)', render: (row) => <Link href={customerHref(row.brnId, row.cusId)}>{row.customer}</Link> },
    cusId: { width: '140px' },
    brnId: { width: '90px' },
    terms: { width: '90px' },
    creditLimit: money,
    balance: money,
    current: money,
    days1to30: money,
    days31to60: money,
    days61to90: money,
    days91to120: money,
    over120: money,
    pastDue: money,
    oldestDays: { width: '110px' },
    lastPaidAt: { width: '170px' },
    lastPaidAmount: { width: '130px' },
    promisedOn: {
      width: '150px',
      render: (row, formatted) => {
        const status = promiseOf(row, today);
        return status ? <Badge tone={PROMISE_TONE[status]}>{`${formatted} ${status.toLowerCase()}`}</Badge> : null;
      },
    },
    promisedAmount: money,
    collector: { width: 'minmax(150px, 1fr)' },
    status: {
      width: 'minmax(200px, 1.2fr)',
      render: (row) => (
        <span className={css.badges}>
          <Badge tone={row.status === 'Active' ? 'neutral' : 'critical'}>{row.status}</Badge>
          {row.holdRequestKind ? <Badge tone="info">{`${row.holdRequestKind} requested`}</Badge> : null}
          {flagsOf(row).map((flag) => (
            <Badge key={flag} tone="caution">
              {flag}
            </Badge>
          ))}
        </span>
      ),
    },
    lastCallAt: { width: '170px' },
    lastCallOutcome: { width: '140px' },
    lastCallNote: { width: 'minmax(180px, 2fr)' },
    followUpOn: { width: '110px' },
  }).filter((column) => !OFF_GRID.has(column.id));
  const actions: DataTableColumn<PastDueAccount> = {
    id: 'actions',
    header: 'Actions',
    accessor: () => '',
    width: '90px',
    enableSorting: false,
    enableFilter: false,
    enableHiding: false,
    render: (row) => (
      <Menu
        label={`Actions for ${row.customer}`}
        hideLabel
        icon="chevron-down"
        items={actionsOf(row)}
        onAction={(id) => onAction(row, id as AccountAction)}
      />
    ),
  };
  return [columns[0]!, actions, ...columns.slice(1)];
}

type AccountAction = 'call' | AccountChange | 'decide' | 'statement' | `hold:${HoldRequestKind}`;
const ACCOUNT_ACTIONS: { id: AccountAction; label: string }[] = [
  { id: 'call', label: 'Log a call' },
  { id: 'promise', label: 'Set promise to pay' },
  { id: 'collector', label: 'Assign collector' },
];

/** An account's actions: the calls and promises, its open request's decision or the requests its status allows, its statement. */
function actionsOf(row: PastDueAccount): { id: AccountAction; label: string }[] {
  const requests: { id: AccountAction; label: string }[] = row.holdRequestKind
    ? [{ id: 'decide', label: `Decide the ${row.holdRequestKind.toLowerCase()} request` }]
    : HOLD_REQUEST_KINDS.filter((kind) => holdRequestProblem(kind, row.status) === null).map((kind) => ({ id: `hold:${kind}` as const, label: HOLD_REQUEST_LABELS[kind] }));
  return [...ACCOUNT_ACTIONS, ...requests, { id: 'statement', label: 'Email statement' }];
}

type ReportParts<Row extends object> = Pick<ReportScreenProps<Row>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> & {
  /** The filter bar: the user's branches, what is chosen, where a change goes. */
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  grid: Omit<ReportGrid<Row>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;
};

/** Collected: receipts of the period, their method chosen above. */
export interface CollectedView extends ReportParts<CollectedReceipt> {
  tab: 'collected';
  method: PaymentMethod | null;
  onMethodChange: (method: PaymentMethod | null) => void;
  /** The chart's days (30, ending with the period's last) and what each took by method; undefined while it loads. */
  chartDays: { from: string; to: string };
  byDay: readonly CollectedDay[] | undefined;
}

/** Past due: the accounts with anything past due, worked with calls, promises and collectors. */
export interface PastDueView extends ReportParts<PastDueAccount> {
  tab: 'pastdue';
  /** New York's today (YYYY-MM-DD): promises are kept or missed as of it. */
  today: string;
  dso: CollectionsDso | undefined;
  /** Only accounts with something more than this many days past due. */
  overDays: number | null;
  onOverDaysChange: (days: number | null) => void;
  collectors: readonly Collector[] | undefined;
  collectorId: string | null;
  onCollectorChange: (collectorId: string | null) => void;
  logCall: ScreenAction<[CollectionCallInput]>;
  saveAccount: ScreenAction<[CollectionAccountInput]>;
  requestHold: ScreenAction<[HoldRequestInput]>;
  /** The request's id and the decision. */
  decideHold: ScreenAction<[number, HoldDecisionInput]>;
  sendStatement: ScreenAction<[StatementInput]>;
}

export interface CashAndCreditCollectionsProps {
  view: CollectedView | PastDueView;
  onTabChange: (tab: CollectionsTab) => void;
}

const METHOD_ITEMS = PAYMENT_METHODS.map((m) => ({ id: m, label: m }));
const OVER_DAYS = [30, 60, 90, 120];
const OVER_DAYS_ITEMS = OVER_DAYS.map((d) => ({ id: String(d), label: `Over ${d} days` }));
const dayLabel = (day: string) => formatDate(day, { timeZone: 'UTC' }).slice(0, 5);

/** Each of the chart's days, by method, in whole dollars (a day with nothing taken is zeros). */
function collectedChart(view: CollectedView) {
  if (!view.byDay?.length) return [];
  const days = daysBetween(view.chartDays.from, view.chartDays.to) + 1;
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(view.chartDays.from, i);
    const taken = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0]));
    for (const row of view.byDay!) if (row.day === day) taken[row.method] = Math.round(toNumber(row.amount) ?? 0);
    return { day: dayLabel(day), ...taken };
  });
}

/** What a tab gives the report: its filters, figures, chart, grid and dialogs. */
type TabParts<Row extends object> = Pick<ReportScreenProps<Row>, 'filters' | 'kpis' | 'chart' | 'grid' | 'children'>;

function collectedParts(view: CollectedView): TabParts<CollectedReceipt> {
  const total = toNumber(view.grid.totals?.amount) ?? 0;
  const count = view.grid.total ?? 0;
  return {
    filters: (
      <ReportFilterBar {...view.filters}>
        <Select label="Method" placeholder="All methods" items={METHOD_ITEMS} value={view.method} onChange={(id) => view.onMethodChange(id as PaymentMethod | null)} />
      </ReportFilterBar>
    ),
    kpis: [
      // Whole dollars fit a tile; the grid's totals row has the cents.
      { label: 'Collected', value: total, format: formatMoney },
      { label: 'Receipts', value: count, format: formatNumber },
      { label: 'Average receipt', value: count ? total / count : 0, format: formatMoney },
    ],
    chart: (
      <Card title={`Collections by method, ${formatDate(view.chartDays.from, { timeZone: 'UTC' })} – ${formatDate(view.chartDays.to, { timeZone: 'UTC' })}`}>
        <StackedBarChart
          title="Collections by method and day"
          data={collectedChart(view)}
          categoryKey="day"
          categoryLabel="Day"
          series={METHOD_ITEMS.map(({ id, label }) => ({ key: id, label }))}
          format={formatMoney}
          height={220}
          isLoading={view.byDay === undefined && !view.error}
          emptyMessage="Nothing was collected in these 30 days."
        />
      </Card>
    ),
    grid: {
      ...view.grid,
      'aria-label': 'Receipts',
      columns: COLLECTED_COLUMNS,
      getRowId: (row) => row.receiptId,
      emptyMessage: 'No receipts match these filters.',
    },
  };
}

const dsoText = (days: number) => (Number.isNaN(days) ? 'No credit sales' : `${days.toFixed(1)} days`);

const holdKindOf = (action: AccountAction | undefined): HoldRequestKind | null => (action?.startsWith('hold:') ? (action.slice(5) as HoldRequestKind) : null);

/** The dialog open on a row: which one, and for which account. */
type OpenDialog = { action: AccountAction; account: PastDueAccount } | null;

function pastDueParts(view: PastDueView, columns: readonly DataTableColumn<PastDueAccount>[], open: OpenDialog, close: () => void): TabParts<PastDueAccount> {
  const totals = view.grid.totals;
  const buckets = PAST_DUE_BUCKETS.map((b) => ({ bucket: b.label, amount: Math.round(toNumber(totals?.[b.id]) ?? 0) }));
  const collectorItems = (view.collectors ?? []).map((c) => ({ id: c.excedeId, label: `${c.name} (${c.brnId})` }));
  return {
    filters: (
      <ReportFilterBar {...view.filters} hasPeriod={false}>
        <Select label="Days past due" placeholder="Any" items={OVER_DAYS_ITEMS} value={view.overDays === null ? null : String(view.overDays)} onChange={(id) => view.onOverDaysChange(id === null ? null : Number(id))} />
        <Select label="Collector" placeholder="All collectors" items={collectorItems} value={view.collectorId} onChange={view.onCollectorChange} />
      </ReportFilterBar>
    ),
    kpis: [
      { label: 'Days sales outstanding', value: view.dso ? (view.dso.dso ?? Number.NaN) : 0, format: dsoText },
      { label: 'Past due', value: toNumber(totals?.pastDue) ?? 0, format: formatMoney },
      { label: 'Accounts past due', value: view.grid.total ?? 0, format: formatNumber },
      { label: 'Over 60 days', value: ['days61to90', 'days91to120', 'over120'].reduce((sum, id) => sum + (toNumber(totals?.[id]) ?? 0), 0), format: formatMoney },
    ],
    chart: (
      <Card title="Past due by days past due">
        <BarChart
          title="Past due by bucket"
          data={buckets.some((b) => b.amount) ? buckets : []}
          categoryKey="bucket"
          categoryLabel="Days past due"
          series={[{ key: 'amount', label: 'Past due' }]}
          format={formatMoney}
          height={200}
          isLoading={view.isLoading}
          emptyMessage="Nothing is past due."
        />
      </Card>
    ),
    grid: {
      ...view.grid,
      'aria-label': 'Past-due accounts',
      columns,
      getRowId: (row) => `${row.brnId}:${row.cusId}`,
      emptyMessage: 'No account is past due with these filters.',
    },
    children: (
      <>
        <CollectionCallDialog account={open?.action === 'call' ? open.account : null} today={view.today} logCall={view.logCall} onCancel={close} onLogged={close} />
        <CollectionAccountDialog
          change={open?.action === 'collector' ? 'collector' : 'promise'}
          account={open?.action === 'promise' || open?.action === 'collector' ? open.account : null}
          today={view.today}
          collectors={view.collectors}
          save={view.saveAccount}
          onCancel={close}
          onSaved={close}
        />
        <CollectionHoldDialog
          kind={holdKindOf(open?.action) ?? 'Credit hold'}
          account={holdKindOf(open?.action) ? open!.account : null}
          request={view.requestHold}
          onCancel={close}
          onRequested={close}
        />
        <CollectionHoldDecisionDialog account={open?.action === 'decide' ? open.account : null} decide={view.decideHold} onCancel={close} onDecided={close} />
        <CollectionStatementDialog account={open?.action === 'statement' ? open.account : null} send={view.sendStatement} onCancel={close} onSent={close} />
      </>
    ),
  };
}

/**
 * /ar/cashandcreditcollections: what was collected (counter cash sales and payments on charge accounts) and
 * which charge accounts are past due, with the calls, promises to pay and collectors that work them.
 */
export function CashAndCreditCollections({ view, onTabChange }: CashAndCreditCollectionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const today = view.tab === 'pastdue' ? view.today : '';
  // Stable between renders, as the grid wants its columns; promises are kept or missed as of today.
  const pastDueGrid = useMemo(() => pastDueColumns(today, (account, action) => setOpen({ action, account })), [today]);
  const shared = {
    title: 'Cash and Credit Collections',
    description: 'What was collected, by method, and the charge accounts past due with their calls, promises to pay and collectors.',
    freshness: view.freshness,
    // Days sales outstanding comes apart from the list.
    isLoading: view.isLoading || (view.tab === 'pastdue' && !view.dso),
    error: view.error,
    onRetry: view.onRetry,
    tabs: { 'aria-label': 'Collections', items: COLLECTIONS_TABS, selectedId: view.tab, onSelectionChange: (id: string) => onTabChange(id as CollectionsTab) },
  };
  if (view.tab === 'collected') return <ReportScreen<CollectedReceipt> {...shared} {...collectedParts(view)} />;
  return <ReportScreen<PastDueAccount> {...shared} {...pastDueParts(view, pastDueGrid, open, () => setOpen(null))} />;
}
