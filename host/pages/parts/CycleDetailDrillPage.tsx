import useSWR from 'swr';
import { useSearch } from 'wouter';
import { readCycleDetailDrillParams, type CycleDrill } from '../../../src/domain/parts/cycleDetailDrill';
import { CycleDetailDrill } from '../../../src/screens/parts/CycleDetailDrill';
import type { PageProps } from '../PageProps';

/** /CycleDetailDrillReport?brnId=&cycle=&partNo=: a wrong or missing parameter is said before anything is asked; the server checks the branch. */
export default function CycleDetailDrillPage(_: PageProps) {
  const search = new URLSearchParams(useSearch());
  const read = readCycleDetailDrillParams({ brnId: search.get('brnId'), cycle: search.get('cycle'), partNo: search.get('partNo') });
  const asked = read.ok ? new URLSearchParams({ brnId: read.params.brnId, cycle: String(read.params.cycleId), partNo: read.params.partNo }) : null;
  const { data, error, isLoading, mutate } = useSWR<CycleDrill, Error>(asked ? `parts/cycle-detail/drill?${asked.toString()}` : null, { shouldRetryOnError: false });
  return <CycleDetailDrill drill={data} isLoading={isLoading} error={read.ok ? (error?.message ?? null) : read.message} onRetry={() => void mutate()} />;
}
