import useSWR from 'swr';
import { newYorkDay } from '../../../src/domain/businessDays';
import { listSearchParams } from '../../../src/domain/listQuery';
import { defaultPeriod, type RootCauseDashboard as Dashboard } from '../../../src/domain/parts/rootCauseDashboard';
import { RootCauseDashboard } from '../../../src/screens/parts/RootCauseDashboard';
import { useListQuery } from '../../report/useListQuery';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';

const NO_COLUMNS = {};

/** /root-cause-dashboard?brnId=&from=&to=: all the user's branches and the last 13 weeks unless the address says otherwise. */
export default function RootCauseDashboardPage(_: PageProps) {
  const period = defaultPeriod(newYorkDay(new Date()));
  const { query, setQuery, problem } = useListQuery(NO_COLUMNS, { branches: [], ...period });
  const { user } = useCurrentUser();
  const { branches, from, to } = query;
  const params = listSearchParams({ branches, from, to });
  const { data, error, isLoading, mutate } = useSWR<Dashboard, Error>(problem ? null : `parts/root-cause-dashboard?${params.toString()}`, { keepPreviousData: true, shouldRetryOnError: false });
  return (
    <RootCauseDashboard
      filters={{ branches: user?.branches ?? [], value: { branches, from, to }, onChange: (next) => setQuery((current) => ({ ...current, ...next, page: 1 })) }}
      dashboard={data}
      freshness={data ? { asOf: data.asOf, stale: data.stale } : undefined}
      isLoading={isLoading}
      error={problem ?? error?.message ?? null}
      onRetry={() => void mutate()}
    />
  );
}
