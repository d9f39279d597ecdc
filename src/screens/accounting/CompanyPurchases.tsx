import { PURCHASE_DEPARTMENTS } from '../../domain/accounting/companyPurchase';
import { PURCHASE_FIELDS, type PurchaseOverview, type PurchaseRow } from '../../domain/accounting/companyPurchaseViews';
import { formatMoney, formatMoney2, formatNumber, toNumber } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { PURCHASE_STATUS_TONE, purchaseHref } from './CompanyPurchaseTones';

const COLUMNS: readonly DataTableColumn<PurchaseRow>[] = fieldColumns<PurchaseRow, typeof PURCHASE_FIELDS>(PURCHASE_FIELDS, {
  requestNo: { width: '120px', render: (row) => <Link href={purchaseHref(row.id)}>{row.requestNo}</Link> },
  requestedOn: { width: '120px' },
  brnId: { width: '90px' },
  department: { width: '140px' },
  requester: { width: '180px' },
  vendor: { width: '220px' },
  description: { width: '260px' },
  amount: { width: '140px' },
  glAccount: { width: '120px' },
  poNumber: { width: '140px' },
  status: { width: '150px', render: (row) => <Badge tone={PURCHASE_STATUS_TONE[row.status]}>{row.status}</Badge> },
});

export type PurchasesGrid = Omit<ReportGrid<PurchaseRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface CompanyPurchasesProps extends Pick<ReportScreenProps<PurchaseRow>, 'isLoading' | 'error' | 'onRetry'> {
  filters: Omit<ReportFilterBarProps, 'children'>;
  grid: PurchasesGrid;
  /** What waits for the user's approval and the spend by department by month; undefined while it loads. */
  overview: PurchaseOverview | undefined;
  /** Where a new request is made; absent for a user who may not make one. */
  createHref?: string;
}

/** The months as the chart's rows, one series a department. */
function spendByMonth(months: PurchaseOverview['months']) {
  const rows = new Map<string, Record<string, number | string>>();
  for (const m of months) {
    const row = rows.get(m.month) ?? { month: `${m.month.slice(5)}/${m.month.slice(2, 4)}` };
    row[m.department] = toNumber(m.amount) ?? 0;
    rows.set(m.month, row);
  }
  return [...rows.values()];
}

/** /companypurchase: purchase requests outside parts ordering, from request through approval, PO and receipt to close. */
export function CompanyPurchases({ filters, grid, overview, createHref, isLoading, error, onRetry }: CompanyPurchasesProps) {
  const months = overview?.months ?? [];
  const departments = PURCHASE_DEPARTMENTS.filter((d) => months.some((m) => m.department === d));
  const awaiting = overview?.awaitingMyApproval ?? 0;
  return (
    <ReportScreen<PurchaseRow>
      title="Company Purchases"
      description="Shop equipment, tools, IT and facilities bought outside parts ordering: each request is approved tier by tier by its amount (department head, general manager, then controller and principal), each tier by someone other than its requester, before its PO is issued."
      actions={
        <>
          {awaiting ? <Badge tone="caution">{`${awaiting} awaiting my approval`}</Badge> : null}
          {createHref ? <Link href={createHref}>New purchase request</Link> : null}
        </>
      }
      filters={<ReportFilterBar {...filters} />}
      freshness={null}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Awaiting my approval', value: awaiting, format: formatNumber },
        { label: 'Spend in the last 12 months', value: months.reduce((sum, m) => sum + (toNumber(m.amount) ?? 0), 0), format: formatMoney2 },
      ]}
      chart={
        <Card title="Spend by department by month">
          <BarChart
            title="Company purchases by department by month"
            data={spendByMonth(months)}
            categoryKey="month"
            categoryLabel="Month"
            series={departments.map((d) => ({ key: d, label: d }))}
            stacked
            format={formatMoney}
            height={200}
            isLoading={isLoading || !overview}
            emptyMessage="No purchases in the last 12 months."
          />
        </Card>
      }
      grid={{ ...grid, 'aria-label': 'Purchase requests', columns: COLUMNS, getRowId: (row) => String(row.id), emptyMessage: 'No purchase requests for these branches and dates.' }}
    />
  );
}
