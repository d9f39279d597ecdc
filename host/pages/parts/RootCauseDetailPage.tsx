import useSWR from 'swr';
import { useSearch } from 'wouter';
import type { RootCauseDetail as Detail } from '../../../src/domain/parts/rootCauseDetail';
import { RootCauseDetail } from '../../../src/screens/parts/RootCauseDetail';
import type { PageProps } from '../PageProps';

/** /root-cause-detail?partNo=&brnId= or ?id= of a miss: the address is passed to the API as it is. */
export default function RootCauseDetailPage(_: PageProps) {
  const search = new URLSearchParams(useSearch());
  const asked = new URLSearchParams([...search].filter(([key]) => ['partNo', 'brnId', 'id'].includes(key)));
  const { data, error, isLoading, mutate } = useSWR<Detail, Error>(`parts/root-cause-detail?${asked.toString()}`, { shouldRetryOnError: false });
  return <RootCauseDetail detail={data} isLoading={isLoading} error={error?.message ?? null} onRetry={() => void mutate()} />;
}
