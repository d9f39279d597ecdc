import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { CashClearingDetail as Detail, CashClearingMatch } from '../../../src/domain/accounting/cashClearing';
import type { CashClearingMatchInput, CashClearingNoteInput } from '../../../src/domain/accounting/cashClearingPayloads';
import { branchCode } from '../../../src/domain/branches';
import { CashClearingDetail, type CashClearingScope } from '../../../src/screens/accounting/CashClearingDetail';
import { api } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';
import { useScreenData } from '../../useScreenData';
import type { PageProps } from '../PageProps';

const MATCHES = 'accounting/cash-clearing/matches';

/** /ar/cashclearing/detail?brnId=&date= (a branch's day) or ?xref= (a cross-reference): its lines, matched and unmatched here. */
export default function CashClearingDetailPage({ query }: PageProps) {
  const { user } = useSnapshot(session);
  const { brnId = '', date = '', xref } = query;
  const scope: CashClearingScope = xref !== undefined ? { xref } : { brnId, date, branchLabel: user?.branches.find((b) => branchCode(b) === brnId) ?? brnId };
  const asked = new URLSearchParams(Object.entries({ brnId, date, xref: xref ?? '' }).filter(([, value]) => value !== ''));
  const { data, mutate, state } = useScreenData<Detail>(`accounting/cash-clearing/detail?${asked.toString()}`);
  const { mutate: mutateAll } = useSWRConfig();
  // A match changes this detail and the days of the summary.
  const refresh = async () => {
    await mutate();
    void mutateAll((key) => typeof key === 'string' && key.startsWith('accounting/cash-clearing') && !key.startsWith('accounting/cash-clearing/detail'));
  };
  const match = useAction(
    async (input: CashClearingMatchInput) => {
      await api.post(MATCHES, { json: input });
      await refresh();
    },
    { success: 'The receipts are matched to the deposit.' },
  );
  const unmatch = useAction(
    async (m: CashClearingMatch) => {
      await api.post(`${MATCHES}/${m.id}/unmatch`, { json: { version: m.version } });
      await refresh();
    },
    { success: 'The match is undone.' },
  );
  const saveNote = useAction(
    async (m: CashClearingMatch, values: CashClearingNoteInput) => {
      await api.put(`${MATCHES}/${m.id}/note`, { json: values });
      await refresh();
    },
    { success: 'The note is saved.' },
  );
  return <CashClearingDetail scope={scope} detail={data} isLoading={state.isLoading} error={state.error} onRetry={state.onRetry} match={match} unmatch={unmatch} saveNote={saveNote} />;
}
