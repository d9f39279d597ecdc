import { BANK_STATEMENTS_PATH, type BankLineView, type BankStatementDetail } from '../../../src/domain/accounting/bankReconciliationViews';
import { BankReconciliation, type GlLineRef } from '../../../src/screens/accounting/BankReconciliation';
import { api } from '../../api/client';
import { useAction } from '../../useAction';
import { useScreenData } from '../../useScreenData';
import type { PageProps } from '../PageProps';

/** /bankreconcillation/filebyid/{id}: one statement's reconciliation workspace; every change answers the statement as it now is. */
export default function BankReconciliationPage({ params }: PageProps) {
  const id = Number(params.id);
  const path = `${BANK_STATEMENTS_PATH}/${id}`;
  const { data, mutate, state } = useScreenData<BankStatementDetail>(path);
  const show = async (answer: Promise<BankStatementDetail>) => void (await mutate(await answer, { revalidate: false }));
  const autoMatch = useAction((version: number) => show(api.post(`${path}/auto-match`, { json: { version } }).json()));
  const match = useAction((version: number, bankLineIds: number[], glLines: GlLineRef[]) => show(api.post(`${path}/matches`, { json: { version, bankLineIds, glLines } }).json()), {
    success: 'The lines are matched.',
  });
  const unmatch = useAction((version: number, matchId: number) => show(api.delete(`${path}/matches/${matchId}`, { json: { version } }).json()));
  const needsEntry = useAction((line: BankLineView, value: boolean) => show(api.put(`${path}/lines/${line.id}/needs-entry`, { json: { version: line.version, needsEntry: value } }).json()));
  const complete = useAction((version: number) => show(api.post(`${path}/complete`, { json: { version } }).json()), { success: 'The reconciliation is complete: it waits for approval.' });
  const approve = useAction((version: number) => show(api.post(`${path}/approve`, { json: { version } }).json()), { success: 'The reconciliation is approved.' });
  return (
    <BankReconciliation
      id={id}
      detail={data}
      isLoading={state.isLoading}
      error={state.error}
      onRetry={state.onRetry}
      autoMatch={autoMatch}
      match={match}
      unmatch={unmatch}
      needsEntry={needsEntry}
      complete={complete}
      approve={approve}
    />
  );
}
