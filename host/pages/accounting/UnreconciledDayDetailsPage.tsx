import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { isReconciliationStream, type ItemExplanation, type ReconciliationStream, type UnreconciledDayDetail } from '../../../src/domain/accounting/unreconciledDays';
import type { DayOwnerInput, ExplanationChangeInput, ExplanationInput } from '../../../src/domain/accounting/unreconciledDaysPayloads';
import { branchCode } from '../../../src/domain/branches';
import { HOME_PATH } from '../../../src/domain/routes';
import { UnreconciledDayDetails } from '../../../src/screens/accounting/UnreconciledDayDetails';
import { StatusPage } from '../../../src/screens/pages/StatusPage';
import { api } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';
import { useScreenData } from '../../useScreenData';
import type { PageProps } from '../PageProps';

/** /ar/unreconcileddays/{stream}/details?brnId=&date=: another stream is the not-found page. */
export default function UnreconciledDayDetailsPage({ params, query }: PageProps) {
  const stream = params.page ?? '';
  if (!isReconciliationStream(stream)) return <StatusPage kind="not-found" homeHref={HOME_PATH} />;
  return <DayDetails stream={stream} brnId={query.brnId ?? ''} date={query.date ?? ''} />;
}

function DayDetails({ stream, brnId, date }: { stream: ReconciliationStream; brnId: string; date: string }) {
  const { user } = useSnapshot(session);
  const base = `accounting/unreconciled-days/${stream}`;
  const { data, mutate, state } = useScreenData<UnreconciledDayDetail>(`${base}/day?${new URLSearchParams({ brnId, date }).toString()}`);
  const { mutate: mutateAll } = useSWRConfig();
  // A change to the day changes its row in the list and the calendar too.
  const refresh = async () => {
    await mutate();
    void mutateAll((key) => typeof key === 'string' && key.startsWith(base) && !key.startsWith(`${base}/day`));
  };
  const assign = useAction(
    async (input: DayOwnerInput) => {
      await api.put(`${base}/day/owner`, { json: input });
      await refresh();
    },
    { success: 'The day has its owner.' },
  );
  const explain = useAction(
    async (input: ExplanationInput) => {
      await api.post(`${base}/explanations`, { json: input });
      await refresh();
    },
    { success: 'The explanation is saved: someone else approves it.' },
  );
  const change = useAction(
    async (explanation: ItemExplanation, input: ExplanationChangeInput) => {
      await api.put(`${base}/explanations/${explanation.id}`, { json: input });
      await refresh();
    },
    { success: 'The explanation is changed: it waits for approval again.' },
  );
  const approve = useAction(
    async (explanation: ItemExplanation) => {
      await api.post(`${base}/explanations/${explanation.id}/approve`, { json: { version: explanation.version } });
      await refresh();
    },
    { success: 'The explanation is approved.' },
  );
  const reconcile = useAction(
    async (input: { brnId: string; date: string; version: number | null }) => {
      await api.post(`${base}/day/reconcile`, { json: input });
      await refresh();
    },
    { success: 'The day is marked reconciled.' },
  );
  return (
    <UnreconciledDayDetails
      stream={stream}
      brnId={brnId}
      date={date}
      branchLabel={user?.branches.find((b) => branchCode(b) === brnId) ?? brnId}
      detail={data}
      isLoading={state.isLoading}
      error={state.error}
      onRetry={state.onRetry}
      assign={assign}
      explain={explain}
      change={change}
      approve={approve}
      reconcile={reconcile}
    />
  );
}
