import { useMemo } from 'react';
import { CUSTOMER_TABS, type CustomerAging, type CustomerTab, type RepairOrderRow } from '../../domain/customers/customerHistoryTabs';
import type { CustomerHeader } from '../../domain/customers/customerHistory';
import { formatMoney2 } from '../../domain/format';
import { Button } from '../../ui/Button/Button';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { CustomerFinder, type CustomerFinderProps } from './CustomerFinder';
import { CustomerSummary } from './CustomerSummary';
import { tabGridLook } from './customerTabColumns';
import { StatusLinkDialog, type StatusLinkFlow } from './StatusLinkDialog';
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
  /** "Send status link" on each open RO, for whoever may send one. */
  statusLink?: StatusLinkFlow;
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
  return <OpenCustomerHistory finder={finder} customer={customer} />;
}

/** The open RO's button, beside the repair orders' columns. */
const statusLinkColumn = (onAsk: (slsId: string) => void): DataTableColumn<Row> => ({
  id: 'statusLink',
  header: 'Status link',
  accessor: () => '',
  width: '180px',
  enableSorting: false,
  enableFilter: false,
  render: (row) => {
    const ro = row as unknown as RepairOrderRow;
    return ro.state === 'Open' ? (
      <Button size="small" tone="secondary" onPress={() => onAsk(ro.slsId)} aria-label={`Send status link for RO ${ro.slsId}`}>
        Send status link
      </Button>
    ) : null;
  },
});

function OpenCustomerHistory({ finder, customer }: { finder: CustomerHistoryProps['finder']; customer: OpenCustomer }) {
  const { header, tab, onTabChange, filters, grid, aging, statusLink, ...state } = customer;
  const look = tabGridLook(tab, header?.seesCostAndGross ?? false);
  const onAsk = statusLink?.onAsk;
  const columns = useMemo(() => (tab === 'ros' && onAsk ? [...look.columns, statusLinkColumn(onAsk)] : look.columns), [tab, onAsk, look.columns]);
  return (
    <>
      <ReportScreen<Row>
        title={TITLE}
        description={header ? `${header.name} (${header.cusId}) · balance ${formatMoney2(header.balance)}` : `Customer ${customer.cusId}`}
        actions={<CustomerFinder {...finder} compact />}
        filters={filters ? <ReportFilterBar {...filters} hasPeriod={tab !== 'units'} /> : null}
        chart={<CustomerSummary header={header} aging={tab === 'ar' ? aging : undefined} />}
        grid={grid && { ...grid, 'aria-label': look.label, columns, getRowId: look.getRowId, emptyMessage: look.empty }}
        tabs={{ 'aria-label': 'Customer history', items: CUSTOMER_TABS, selectedId: tab, onSelectionChange: (id) => onTabChange(id as CustomerTab) }}
        {...state}
      />
      {statusLink ? <StatusLinkDialog {...statusLink} /> : null}
    </>
  );
}
