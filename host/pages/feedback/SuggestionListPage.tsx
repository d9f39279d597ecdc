import { useState } from 'react';
import { useScreenData } from '../../useScreenData';
import { useLocation } from 'wouter';
import { SUGGESTION_STATUSES, type SuggestionStatus } from '../../../src/domain/feedback/statuses';
import { useCan } from '../../useCan';
import type { SuggestionRow } from '../../../src/domain/feedback/suggestions';
import { SuggestionList } from '../../../src/screens/feedback/SuggestionList';
import type { PageProps } from '../PageProps';
import { useGridView } from '../../useGridView';

const isStatus = (value: unknown): value is SuggestionStatus => (SUGGESTION_STATUSES as readonly unknown[]).includes(value);

/** /suggestions/list: the triage grid; the status filter runs on the server and stays in the address. */
export default function SuggestionListPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<SuggestionStatus | null>(isStatus(query.status) ? query.status : null);
  const key = status ? `suggestions?status=${encodeURIComponent(status)}` : 'suggestions';
  const { data, state } = useScreenData<{ content: SuggestionRow[] }>(key);
  const grid = useGridView('grid.suggestions');
  const canUpdate = useCan()('can update suggestions status');
  return (
    <SuggestionList
      rows={data?.content}
      {...state}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        window.history.replaceState(null, '', next ? `?status=${encodeURIComponent(next)}` : window.location.pathname);
      }}
      onOpen={canUpdate ? (row) => navigate(`/suggestions/edit/${row.id}`) : undefined}
      view={grid.view}
      onViewChange={grid.onViewChange}
    />
  );
}
