import useSWR from 'swr';
import type { MarketTilesAnswer } from '../../../src/domain/marketing/marketReportAnswers';
import { MarketReports } from '../../../src/screens/marketing/MarketReports';
import { messageOf } from '../../api/client';
import { useMarketBranches } from './marketBranches';

/** /marketreport/all: a tile per market report for the branches of the address (all the user's unless it names some). */
export default function MarketReportsPage() {
  const branches = useMarketBranches('/marketreport/all');
  const { data, error, isLoading, mutate } = useSWR<MarketTilesAnswer, Error>(`marketing/reports${branches.query}`, { keepPreviousData: true, shouldRetryOnError: false });
  return <MarketReports branches={branches.filter} tiles={data?.tiles} isLoading={isLoading} error={error ? messageOf(error) : null} onRetry={() => void mutate()} />;
}
