import { useState } from 'react';
import useSWR from 'swr';
import { listSearchParams, type ListAnswer, type ListQuery } from '../../src/domain/listQuery';
import type { ExportFormat } from '../../src/ui/DataTable/types';
import { messageOf } from '../api/client';
import { notify } from '../toasts';
import { downloadList, type DownloadProgress } from './downloadList';

export interface BusinessList<Row> {
  rows: Row[] | undefined;
  total: number | undefined;
  totals: ListAnswer<Row>['totals'] | undefined;
  asOf: string | null | undefined;
  stale: boolean | undefined;
  /** Nothing to show yet (a change of page keeps showing the page before until the next one is here). */
  isLoading: boolean;
  /** The next answer is on its way (the rows shown are the previous query's). */
  isUpdating: boolean;
  error: string | null;
  retry: () => void;
  /** Every matching row (not only the page) as a file, saved when it has come. */
  download: (format: ExportFormat) => Promise<void>;
  /** The download under way, if any. */
  downloading: ({ format: ExportFormat } & DownloadProgress) | null;
}

/** The endpoint (which may carry its own parameters, a dashboard's month) with the list query after them. */
const withList = (endpoint: string, params: URLSearchParams) => `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params.toString()}`;

/**
 * A business list of the list protocol: the page of `endpoint` (a path under /api) that `query` asks for,
 * through SWR, and its export. A null query waits (its address was wrong).
 */
export function useBusinessList<Row>(endpoint: string, query: ListQuery | null): BusinessList<Row> {
  const key = query ? withList(endpoint, listSearchParams({ ...query, format: 'json' })) : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<ListAnswer<Row>>(key, { keepPreviousData: true });
  const [downloading, setDownloading] = useState<BusinessList<Row>['downloading']>(null);

  const download = async (format: ExportFormat) => {
    if (!query) return;
    const path = withList(endpoint, listSearchParams({ ...query, page: 1, format }));
    setDownloading({ format, receivedBytes: 0, fraction: null });
    try {
      await downloadList(path, `${endpoint.split('?')[0]!.split('/').pop() ?? 'export'}.${format}`, (progress) => setDownloading({ format, ...progress }));
    } catch (failure) {
      notify('critical', messageOf(failure));
    } finally {
      setDownloading(null);
    }
  };

  return {
    rows: data?.rows,
    total: data?.total,
    totals: data?.totals,
    asOf: data?.asOf,
    stale: data?.stale,
    isLoading: isLoading && !data,
    isUpdating: isValidating && !!data,
    error: error ? messageOf(error) : null,
    retry: () => void mutate(),
    download,
    downloading,
  };
}
