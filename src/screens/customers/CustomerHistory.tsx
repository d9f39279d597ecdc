import { CUSTOMER_TABS, type CustomerAging, type CustomerTab } from '../../domain/customers/customerHistoryTabs';
import type { CustomerHeader } from '../../domain/customers/customerHistory';
import { formatMoney2 } from '../../domain/format';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { CustomerFinder, type CustomerFinderProps } from './CustomerFinder';
import { CustomerSummary } from './CustomerSummary';
import { tabGridLook } from './customerTabColumns';
import * as css from './CustomerHistory.css';

type Row = Record<string, unknown>;

export type CustomerTabGrid = Omit<ReportGrid<Row>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

/** One customer open: the header, and the tab chosen with its own filters and grid. */
export interface OpenCustomer extends Pick<ReportScreenProps<Row>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  cusId: string;
  header: CustomerHeader | undefined;
  tab: CustomerTab;
  onTabChange: (tab: CustomerTab) => void;
  filters?: Omit<ReportFilterBarProps, 'children' | 'hasPeriod'>;
  grid?: CustomerTabGrid;
  /** The AR tab's aging of the same items. */
  aging?: CustomerAging | undefined;
}

export interface CustomerHistoryProps {
  finder: Omit<CustomerFinderProps, 'compact'>;
  customer?: OpenCustomer | null;
}

const TITLE = 'Customer History';

/**
 * /customer-history: find a customer of your branches as you type (name, CusId, phone, unit or fleet no., VIN or its
 * last 6), or open one of those you viewed last; a customer's header and 24 months' spend, and a tab each for parts
 * invoices, service ROs, units, vehicle purchases, lease/rental, AR, documents and lost sales. Cost and gross show
 * only when the server sent them (managers).
 */
export function CustomerHistory({ finder, customer }: CustomerHistoryProps) {
  if (!customer) {
    return (
      <div className={css.page}>
        <PageHeader title={TITLE} description="One customer across parts, service, vehicles, leases and AR." />
        <CustomerFinder {...finder} />
      </div>
    );
  }
  const { header, tab, onTabChange, filters, grid, aging, ...state } = customer;
  const look = tabGridLook(tab, header?.seesCostAndGross ?? false);
  return (
    <ReportScreen<Row>
      title={TITLE}
      description={header ? `${header.name} (${header.cusId}) · balance ${formatMoney2(header.balance)}` : `Customer ${customer.cusId}`}
      actions={<CustomerFinder {...finder} compact />}
      filters={filters ? <ReportFilterBar {...filters} hasPeriod={tab !== 'units'} /> : null}
      chart={<CustomerSummary header={header} aging={tab === 'ar' ? aging : undefined} />}
      grid={grid && { ...grid, 'aria-label': look.label, columns: look.columns, getRowId: look.getRowId, emptyMessage: look.empty }}
      tabs={{ 'aria-label': 'Customer history', items: CUSTOMER_TABS, selectedId: tab, onSelectionChange: (id) => onTabChange(id as CustomerTab) }}
      {...state}
    />
  );
}
