import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { ImportedTable, ImportJob, ImportRun } from '../../../src/domain/imports';
import { InformixRunInfo } from '../../../src/screens/imports/InformixRunInfo';
import { useGridView } from '../../useGridView';
import type { PageProps } from '../PageProps';

export default function InformixRunInfoPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const jobId = query.jobId && /^\d+$/.test(query.jobId) ? Number(query.jobId) : null;
  const runs = useSWR<{ content: ImportRun[] }>(`informix/runs${jobId ? `?jobId=${jobId}` : ''}`, { refreshInterval: 30_000 });
  const jobs = useSWR<{ content: ImportJob[] }>('informix/jobs');
  const tables = useSWR<{ content: ImportedTable[] }>('informix/tables', { refreshInterval: 30_000 });
  const { view, onViewChange } = useGridView('grid.informixRunInfo');
  return (
    <InformixRunInfo
      runs={runs.data?.content}
      isLoading={runs.isLoading}
      error={runs.error ? (runs.error as Error).message : null}
      onRetry={() => void runs.mutate()}
      jobId={jobId}
      jobs={(jobs.data?.content ?? []).map((j) => ({ id: j.id, name: j.name }))}
      onJobChange={(id) => navigate(id ? `/informixRunInfo?jobId=${id}` : '/informixRunInfo')}
      scheduleHref="/informixSchedule"
      view={view}
      onViewChange={onViewChange}
      tables={tables.data?.content}
      tablesError={tables.error ? (tables.error as Error).message : null}
      onTablesRetry={() => void tables.mutate()}
    />
  );
}
