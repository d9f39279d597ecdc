import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { seesCostAndGross, type CustomerHeader, type RecentCustomers } from '../../../src/domain/customers/customerHistory';
import { CUSTOMER_TAB_FIELDS, customerTabOf, fieldsFor, type CustomerAging, type CustomerTab } from '../../../src/domain/customers/customerHistoryTabs';
import { drillHref } from '../../../src/domain/drill';
import { listSearchParams } from '../../../src/domain/listQuery';
import { STATUS_LINK_SENDERS, type StatusLinkCreated } from '../../../src/domain/service/statusLinks';
import { CustomerHistory, type OpenCustomer } from '../../../src/screens/customers/CustomerHistory';
import { api } from '../../api/client';
import { useReport } from '../../report/useReport';
import { useAction } from '../../useAction';
import { useCan } from '../../useCan';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';
import { useCustomerSearch } from './useCustomerSearch';

const PATH = '/customer-history';
const hrefOf = (cusId: string) => drillHref(PATH, { cusId });

/** The open customer's header and the chosen tab on the list kit, its query in the address beside ?cusId=&tab=. */
function useOpenCustomer(cusId: string, tab: CustomerTab): OpenCustomer {
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const can = useCan();
  const manager = seesCostAndGross((user?.permissions ?? []).map((p) => p.name));
  const endpoint = `customers/history/${encodeURIComponent(cusId)}`;
  const header = useSWR<CustomerHeader, Error>(endpoint, { shouldRetryOnError: false });
  const report = useReport<Record<string, unknown>>(`${endpoint}/${tab}`, fieldsFor(CUSTOMER_TAB_FIELDS[tab], manager), { branches: [] }, `grid.customerHistory.${tab}`);
  const [linkRo, setLinkRo] = useState<string | null>(null);
  const [sent, setSent] = useState<StatusLinkCreated | null>(null);
  const send = useAction(async (slsId: string) => setSent(await api.post('service/status-links', { json: { slsId } }).json<StatusLinkCreated>()));
  const aging = useSWR<CustomerAging, Error>(tab === 'ar' && !report.error ? `${endpoint}/ar/aging?${listSearchParams({ ...report.query, page: 1 }).toString()}` : null, {
    keepPreviousData: true,
  });
  return {
    cusId,
    header: header.data,
    tab,
    onTabChange: (next) => navigate(drillHref(PATH, { cusId, tab: next })),
    filters: report.filters,
    grid: report.grid,
    aging: aging.data,
    statusLink: can(...STATUS_LINK_SENDERS) ? {
      slsId: linkRo,
      sent,
      isSending: send.isPending,
      error: send.error,
      onAsk: setLinkRo,
      onSend: () => void (linkRo && send.run(linkRo)),
      onClose: () => {
        setLinkRo(null);
        setSent(null);
      },
    } : undefined,
    freshness: report.freshness,
    isLoading: report.isLoading,
    error: header.error?.message ?? report.error ?? aging.error?.message ?? null,
    onRetry: () => {
      void header.mutate();
      report.onRetry();
      void aging.mutate();
    },
  };
}

function OpenCustomerPage({ cusId, tab, finder }: { cusId: string; tab: CustomerTab; finder: Parameters<typeof CustomerHistory>[0]['finder'] }) {
  return <CustomerHistory finder={finder} customer={useOpenCustomer(cusId, tab)} />;
}

/**
 * /customer-history (?cusId= opens one customer, &tab= one of its tabs): the search answers as staff type; with no
 * customer open, the customers the user viewed last (or the latest activity in their branches).
 */
export default function CustomerHistoryPage({ query }: PageProps) {
  const [value, setValue] = useState('');
  const search = useCustomerSearch(value);
  const cusId = query.cusId?.trim() ?? '';
  const recent = useSWR<RecentCustomers, Error>(cusId ? null : 'customers/history/recent', { revalidateOnMount: true });
  const finder = { value, onValueChange: setValue, search, recent: recent.data ?? null, recentError: recent.error?.message ?? null, hrefOf };
  return cusId ? <OpenCustomerPage cusId={cusId} tab={customerTabOf(query.tab)} finder={finder} /> : <CustomerHistory finder={finder} />;
}
