import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { COLLECTED_RECEIPT_FIELDS, collectedChartRange, collectionsTabOf, PAST_DUE_FIELDS, type CollectedDay, type CollectedReceipt, type CollectionsDso, type CollectionsTab, type Collector, type PastDueAccount, type PaymentMethod } from '../../../src/domain/accounting/collections';
import type { CollectionAccountInput, CollectionCallInput, HoldDecisionInput, HoldRequestInput, StatementInput } from '../../../src/domain/accounting/collectionsPayloads';
import { newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import type { ListFilter, ListQuery } from '../../../src/domain/listQuery';
import { listSearchParams } from '../../../src/domain/listQuery';
import { CashAndCreditCollections, type CollectedView, type PastDueView } from '../../../src/screens/accounting/CashAndCreditCollections';
import { presetRange } from '../../../src/ui/report/datePresets';
import { api, messageOf } from '../../api/client';
import { useReport } from '../../report/useReport';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';
import { useHomeBranches } from '../../report/useHomeBranches';

const PATH = '/ar/cashandcreditcollections';

/** A list query with one column's filter set (or taken away), back on the first page. */
function withFilter(query: ListQuery, id: string, filter: ListFilter | null): ListQuery {
  const { [id]: _, ...others } = query.filters;
  return { ...query, page: 1, filters: filter ? { ...others, [id]: filter } : others };
}

const containsOf = (filter: ListFilter | undefined) => (filter && 'contains' in filter ? filter.contains : null);

function useCollected(): CollectedView {
  const yesterday = presetRange('yesterday', new Date());
  const report = useReport<CollectedReceipt>(
    'accounting/collections/receipts',
    COLLECTED_RECEIPT_FIELDS,
    { branches: useHomeBranches(), from: yesterday.start, to: yesterday.end, sort: [{ id: 'receivedAt', desc: true }] },
    'grid.collections.collected',
  );
  const { query } = report;
  const chartDays = collectedChartRange(query.to ?? newYorkDay(new Date()));
  const byDay = useSWR<CollectedDay[]>(report.error ? null : `accounting/collections/receipts/by-day?${listSearchParams({ branches: query.branches, ...chartDays }).toString()}`, {
    keepPreviousData: true,
  });
  return {
    tab: 'collected',
    filters: report.filters,
    method: containsOf(query.filters.method) as PaymentMethod | null,
    onMethodChange: (method) => report.setQuery((current) => withFilter(current, 'method', method ? { contains: method } : null)),
    chartDays,
    byDay: byDay.data,
    freshness: report.freshness,
    isLoading: report.isLoading,
    error: report.error ?? (byDay.error ? messageOf(byDay.error) : null),
    onRetry: () => {
      report.onRetry();
      void byDay.mutate();
    },
    grid: report.grid,
  };
}

function usePastDue(): PastDueView {
  const report = useReport<PastDueAccount>(
    'accounting/collections/past-due',
    PAST_DUE_FIELDS,
    { branches: useHomeBranches(), sort: [{ id: 'pastDue', desc: true }] },
    'grid.collections.pastDue',
  );
  const { query } = report;
  const dso = useSWR<CollectionsDso>(report.error ? null : `accounting/collections/dso?${listSearchParams({ branches: query.branches }).toString()}`, { keepPreviousData: true });
  const collectors = useSWR<Collector[]>('accounting/collections/collectors');
  const { mutate } = useSWRConfig();
  // A call or a promise changes the accounts' rows (and nothing else here).
  const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith('accounting/collections/past-due'));
  const logCall = useAction(
    async (input: CollectionCallInput) => {
      await api.post('accounting/collections/calls', { json: input });
      await refresh();
    },
    { success: 'The call is logged.' },
  );
  const saveAccount = useAction(
    async (input: CollectionAccountInput) => {
      await api.put('accounting/collections/accounts', { json: input });
      await refresh();
    },
    { success: 'The account is saved.' },
  );
  const requestHold = useAction(
    async (input: HoldRequestInput) => {
      await api.post('accounting/collections/hold-requests', { json: input });
      await refresh();
    },
    { success: 'The request is sent.' },
  );
  const decideHold = useAction(
    async (id: number, input: HoldDecisionInput) => {
      await api.post(`accounting/collections/hold-requests/${id}/decision`, { json: input });
      await refresh();
    },
    { success: 'The decision is recorded.' },
  );
  const sendStatement = useAction(
    async (input: StatementInput) => {
      await api.post('accounting/collections/statements', { json: input });
      await refresh();
    },
    { success: 'The statement is emailed.' },
  );
  const over = query.filters.oldestDays;
  const collector = query.filters.collectorId;
  return {
    tab: 'pastdue',
    today: newYorkDay(new Date()),
    filters: report.filters,
    dso: dso.data,
    overDays: over && 'min' in over && over.min !== undefined ? Number(over.min) - 1 : null,
    onOverDaysChange: (days) => report.setQuery((current) => withFilter(current, 'oldestDays', days === null ? null : { min: String(days + 1) })),
    collectors: collectors.data,
    collectorId: collector && 'anyOf' in collector ? (collector.anyOf[0] ?? null) : containsOf(collector),
    onCollectorChange: (id) => report.setQuery((current) => withFilter(current, 'collectorId', id ? { anyOf: [id] } : null)),
    logCall,
    saveAccount,
    requestHold,
    decideHold,
    sendStatement,
    freshness: report.freshness,
    isLoading: report.isLoading,
    error: report.error ?? (dso.error ? messageOf(dso.error) : null),
    onRetry: () => {
      report.onRetry();
      void dso.mutate();
    },
    grid: report.grid,
  };
}

function CollectedTab({ onTabChange }: { onTabChange: (tab: CollectionsTab) => void }) {
  return <CashAndCreditCollections view={useCollected()} onTabChange={onTabChange} />;
}

function PastDueTab({ onTabChange }: { onTabChange: (tab: CollectionsTab) => void }) {
  return <CashAndCreditCollections view={usePastDue()} onTabChange={onTabChange} />;
}

/**
 * /ar/cashandcreditcollections?tab=collected|pastdue: yesterday's receipts of the working branch, or its
 * past-due accounts, unless the address says otherwise. Another tab is another address (the branches go along).
 */
export default function CashAndCreditCollectionsPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const onTabChange = (tab: CollectionsTab) => {
    const branches = new URLSearchParams(window.location.search).getAll('brnId');
    navigate(drillHref(PATH, { brnId: branches.length ? branches : null, tab }));
  };
  return collectionsTabOf(query.tab) === 'pastdue' ? <PastDueTab onTabChange={onTabChange} /> : <CollectedTab onTabChange={onTabChange} />;
}
