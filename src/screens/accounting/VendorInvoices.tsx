import { useState } from 'react';
import { VENDOR_INVOICE_FIELDS, VENDOR_INVOICE_STATUSES, type VendorInvoice, type VendorInvoiceStatus, type VendorInvoiceSummary } from '../../domain/accounting/vendorInvoices';
import { discountStanding } from '../../domain/accounting/vendorInvoicesRules';
import { addDays } from '../../domain/businessDays';
import { formatMoney, formatMoney2, formatNumber, toNumber } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { lazyComponent, lazyOverlay } from '../../ui/lazyOverlay';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { Switch } from '../../ui/Switch/Switch';
import type { VendorInvoicesDetailProps } from './VendorInvoicesDetail';
import type { VendorInvoicesEntryProps } from './VendorInvoicesEntry';
import { STATUS_TONE } from './VendorInvoicesTones';
import * as css from './VendorInvoices.css';

const VendorInvoicesDetail = lazyOverlay<VendorInvoicesDetailProps>(() => import('./VendorInvoicesDetail'));
const VendorInvoicesEntry = lazyOverlay<VendorInvoicesEntryProps>(() => import('./VendorInvoicesEntry'));
// The chart kit's d3 (about 16 kB gzip) is a chunk of its own, fetched as the screen loads, beside its data:
// the route stays within its budget and the aging is drawn by the time the summary answers.
const BarChart = lazyComponent(() => import('../../ui/charts/BarChart'), 'BarChart');
void BarChart.preload();

/** Resolves once the aging chart's code is there (Storybook waits for it, so a picture never races the chunk). */
export const vendorInvoicesReady = () => BarChart.preload();

const invoicesText = (count: number) => `${count} ${count === 1 ? 'invoice' : 'invoices'}`;

const STATUS_ITEMS = VENDOR_INVOICE_STATUSES.map((s) => ({ id: s, label: s }));
const DUE_ITEMS = [7, 14, 30].map((days) => ({ id: String(days), label: `Due within ${days} days` }));

/** The discount's date, with days left to take it or that it was missed. */
function DiscountCell({ row, formatted, today }: { row: VendorInvoice; formatted: string; today: string }) {
  const standing = discountStanding(row, today);
  if (standing.kind === 'none') return formatted;
  return (
    <span className={css.cell}>
      {formatted}
      {standing.kind === 'missed' ? <Badge tone="critical">Missed</Badge> : <Badge tone={standing.daysLeft <= 5 ? 'caution' : 'neutral'}>{standing.daysLeft ? `${standing.daysLeft}d left` : 'Today'}</Badge>}
    </span>
  );
}

const columnsOf = (today: string, onOpen: (invoice: VendorInvoice) => void): readonly DataTableColumn<VendorInvoice>[] =>
  fieldColumns<VendorInvoice, typeof VENDOR_INVOICE_FIELDS>(VENDOR_INVOICE_FIELDS, {
    venId: { width: '100px' },
    vendor: { width: 'minmax(160px, 1.4fr)' },
    invoiceNo: {
      width: 'minmax(120px, 1fr)',
      render: (row) => (
        <Button tone="ghost" size="small" onPress={() => onOpen(row)}>
          {row.invoiceNo}
        </Button>
      ),
    },
    invoiceDate: { width: '130px' },
    dueDate: { width: '130px' },
    discountDate: { width: '200px', render: (row, formatted) => <DiscountCell row={row} formatted={formatted} today={today} /> },
    amount: { width: '130px' },
    poNumber: { width: '120px' },
    matchResult: { width: '140px', render: (row) => (row.matchResult ? <Badge tone={row.matchResult === 'OK' ? 'positive' : 'caution'}>{row.matchResult}</Badge> : null) },
    status: { width: '160px', render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge> },
    approver: { width: 'minmax(130px, 1fr)' },
    brnId: { width: '90px' },
    docId: { width: '100px' },
  });

/** Carried for the screen; the user may show them. */
const HIDDEN = { id: false, discountPercent: false, variance: false, exception: false, paidOn: false, version: false };

export type VendorInvoicesGrid = Omit<ReportGrid<VendorInvoice>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface VendorInvoicesProps extends Pick<ReportScreenProps<VendorInvoice>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** New York's today (YYYY-MM-DD): discounts and due days count from it. */
  today: string;
  filters: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  status: VendorInvoiceStatus | null;
  onStatusChange: (status: VendorInvoiceStatus | null) => void;
  /** Only the invoices due within this many days (overdue ones too); null for all. */
  dueWithin: number | null;
  onDueWithinChange: (days: number | null) => void;
  exceptionsOnly: boolean;
  onExceptionsOnlyChange: (exceptionsOnly: boolean) => void;
  /** The tiles and AP aging of the invoices not paid yet; undefined while they load. */
  summary: VendorInvoiceSummary | undefined;
  grid: VendorInvoicesGrid;
  /** Opens an invoice (the invoice no. in a row). */
  onOpen: (invoice: VendorInvoice) => void;
  /** The invoice opened, its trail and actions; null when none is. */
  detail: Omit<VendorInvoicesDetailProps, 'today'> | null;
  /** Hand entry of an invoice: the form's vendors and its action; the form is open while `isEntering`. */
  entry: Omit<VendorInvoicesEntryProps, 'today' | 'onClose'>;
  isEntering: boolean;
  onEnteringChange: (isEntering: boolean) => void;
  /** The approved invoices due by a day, as a CSV file. */
  onExportPaymentList: (dueBy: string) => Promise<void>;
}

/** /vendorinvoices: accounts payable's worklist from an invoice's receipt to its payment. */
export function VendorInvoices(props: VendorInvoicesProps) {
  const { today, filters, status, onStatusChange, dueWithin, onDueWithinChange, exceptionsOnly, onExceptionsOnlyChange, summary, grid, onOpen, detail, entry, isEntering, onEnteringChange } = props;
  const [dueBy, setDueBy] = useState<string | null>(addDays(today, 7));
  const [exporting, setExporting] = useState(false);
  const exportPayments = async () => {
    if (!dueBy) return;
    setExporting(true);
    try {
      await props.onExportPaymentList(dueBy);
    } finally {
      setExporting(false);
    }
  };
  const aging = (summary?.aging ?? []).map((a) => ({ bucket: a.bucket, amount: toNumber(a.amount) ?? 0 }));
  const open = aging.reduce((sum, a) => sum + a.amount, 0);
  return (
    <>
      <ReportScreen<VendorInvoice>
        title="Vendor Invoices"
        description="Accounts payable from receipt to payment: match each invoice to its PO, approve the exceptions, enter it in Excede and mark it paid. Take early-pay discounts before their date."
        actions={
          <Button onPress={() => onEnteringChange(true)} {...VendorInvoicesEntry.preloadProps}>
            Enter an invoice
          </Button>
        }
        filters={
          <ReportFilterBar {...filters} hasPeriod={false}>
            <Select label="Status" placeholder="All statuses" items={STATUS_ITEMS} value={status} onChange={(s) => onStatusChange(s as VendorInvoiceStatus | null)} />
            <Select label="Due" placeholder="Any due date" items={DUE_ITEMS} value={dueWithin === null ? null : String(dueWithin)} onChange={(d) => onDueWithinChange(d === null ? null : Number(d))} />
            <div className={css.switchFilter}>
              <Switch isSelected={exceptionsOnly} onChange={onExceptionsOnlyChange}>
                Exceptions only
              </Switch>
            </div>
          </ReportFilterBar>
        }
        freshness={props.freshness}
        isLoading={props.isLoading || !summary}
        error={props.error}
        onRetry={props.onRetry}
        kpis={[
          { label: 'Open invoices', value: open, format: formatMoney },
          { label: 'Due this week', value: toNumber(summary?.dueThisWeek.amount) ?? 0, format: formatMoney, note: { text: invoicesText(summary?.dueThisWeek.count ?? 0) } },
          { label: 'Exceptions', value: summary?.exceptions ?? 0, format: formatNumber, ...(summary?.exceptions ? { note: { text: 'Waiting, held or disputed', tone: 'critical' as const } } : {}) },
          { label: 'Discounts to take soon', value: summary?.discountsSoon ?? 0, format: formatNumber },
        ]}
        chart={
          <Card>
            <BarChart
              title="AP aging (days past due)"
              data={aging}
              categoryKey="bucket"
              categoryLabel="Days past due"
              series={[{ key: 'amount', label: 'Open amount' }]}
              format={formatMoney2}
              height={200}
              isLoading={!summary}
              emptyMessage="Nothing is open."
            />
          </Card>
        }
        grid={{
          ...grid,
          view: { ...grid.view, columnVisibility: { ...HIDDEN, ...grid.view.columnVisibility } },
          'aria-label': 'Vendor invoices',
          columns: columnsOf(today, onOpen),
          getRowId: (row) => String(row.id),
          emptyMessage: 'No vendor invoices match these filters.',
          onRowClick: onOpen,
        }}
      >
        <Card>
          <div className={css.paymentList}>
            <DatePicker label="Payment list: approved invoices due by" value={dueBy} onChange={setDueBy} />
            <Button tone="secondary" isPending={exporting} isDisabled={!dueBy} onPress={() => void exportPayments()}>
              Export payment list
            </Button>
          </div>
        </Card>
      </ReportScreen>
      {detail ? <VendorInvoicesDetail {...detail} today={today} /> : null}
      {isEntering ? <VendorInvoicesEntry {...entry} today={today} onClose={() => onEnteringChange(false)} /> : null}
    </>
  );
}
