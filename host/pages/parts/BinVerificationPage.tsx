import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { isBinExceptionKey, type BinExceptionKey } from '../../../src/domain/parts/binExceptions';
import { BIN_VERIFICATION_FIELDS, UNVERIFIED_STATUSES, type BinExceptionTabCounts, type BinVerificationRow } from '../../../src/domain/parts/binVerification';
import { drillHref } from '../../../src/domain/drill';
import { listSearchParams, type ListFilter, type ListQuery } from '../../../src/domain/listQuery';
import { BinVerification } from '../../../src/screens/parts/BinVerification';
import { api } from '../../api/client';
import { useReport } from '../../report/useReport';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useAction } from '../../useAction';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';

const PATH = '/binverification';
const ENDPOINT = 'parts/bin-verifications';

/** A list query with one column's filter set (or taken away), back on the first page. */
function withFilter(query: ListQuery, id: string, filter: ListFilter | null): ListQuery {
  const { [id]: _, ...others } = query.filters;
  return { ...query, page: 1, filters: filter ? { ...others, [id]: filter } : others };
}

/** "Hide verified" is on while the status filter leaves Verified out. */
const hidesVerified = (filter: ListFilter | undefined) => filter !== undefined && 'anyOf' in filter && !filter.anyOf.includes('Verified');

function ExceptionTab({ exception, onExceptionChange }: { exception: BinExceptionKey; onExceptionChange: (exception: BinExceptionKey) => void }) {
  const report = useReport<BinVerificationRow>(`${ENDPOINT}?exception=${exception}`, BIN_VERIFICATION_FIELDS, { branches: useHomeBranches(), sort: [{ id: 'value', desc: true }] }, 'grid.binVerification');
  const { query } = report;
  const counts = useSWR<BinExceptionTabCounts, Error>(`${ENDPOINT}/counts?${listSearchParams({ branches: query.branches }).toString()}`);
  const { user } = useCurrentUser();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = report.grid.rows?.find((row) => row.id === openId);
  const change = useAction(async (path: string, json: Record<string, unknown>) => {
    await api.post(`${ENDPOINT}${path}`, { json });
    report.onRetry();
    void counts.mutate();
  });
  const onRecord = (path: string, json: Record<string, unknown> = {}) => void change.run(`/${open!.recordId}/${path}`, { version: open!.version, ...json });
  const bins = query.filters.bins;
  return (
    <BinVerification
      exception={exception}
      onExceptionChange={onExceptionChange}
      counts={counts.data}
      filters={report.filters}
      bin={bins && 'contains' in bins ? bins.contains : ''}
      onBinChange={(bin) => report.setQuery((current) => withFilter(current, 'bins', bin.trim() ? { contains: bin.trim().toUpperCase() } : null))}
      hideVerified={hidesVerified(query.filters.status)}
      onHideVerifiedChange={(hide) => report.setQuery((current) => withFilter(current, 'status', hide ? { anyOf: [...UNVERIFIED_STATUSES] } : null))}
      freshness={report.freshness}
      isLoading={report.isLoading}
      error={report.error ?? counts.error?.message ?? null}
      onRetry={() => {
        report.onRetry();
        void counts.mutate();
      }}
      grid={{ ...report.grid, onRowClick: (row) => setOpenId(row.id) }}
      check={
        open
          ? {
              row: open,
              meId: user ? (user.assumedBy?.id ?? user.id) : null,
              isPending: change.isPending,
              actionError: change.error,
              onClose: () => setOpenId(null),
              onFound: (foundBin) =>
                void (open.recordId === null ? change.run('', { brnId: open.brnId, partNo: open.partNo, exception, foundBin }) : onRecord('found', { foundBin })),
              onOpenTask: () => onRecord('task'),
              onTaskDone: () => onRecord('task/done'),
              onVerify: () => onRecord('verify'),
            }
          : null
      }
    />
  );
}

/** /binverification?tab=: one exception of the working branch's bins at a time; another tab is another address (the branches go along). */
export default function BinVerificationPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const tab = query.tab && isBinExceptionKey(query.tab) ? query.tab : 'noLocation';
  const onExceptionChange = (next: BinExceptionKey) => {
    const branches = new URLSearchParams(window.location.search).getAll('brnId');
    navigate(drillHref(PATH, { brnId: branches.length ? branches : null, tab: next }));
  };
  return <ExceptionTab key={tab} exception={tab} onExceptionChange={onExceptionChange} />;
}
