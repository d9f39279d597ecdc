import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { CashClearingDayNote, CashClearingDetail as Detail, CashClearingFlag, CashClearingMatch } from '../../../src/domain/accounting/cashClearing';
import type { CashClearingFlagInput, CashClearingMatchInput, CashClearingNoteInput } from '../../../src/domain/accounting/cashClearingPayloads';
import { branchCode } from '../../../src/domain/branches';
import { CashClearingDetail, type CashClearingScope } from '../../../src/screens/accounting/CashClearingDetail';
import { api } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';
import { useScreenData } from '../../useScreenData';
import type { PageProps } from '../PageProps';

const MATCHES = 'accounting/cash-clearing/matches';
const FLAGS = 'accounting/cash-clearing/flags';
const DAY_NOTES = 'accounting/cash-clearing/day-notes';

/** /ar/cashclearing/detail?brnId=&date= (a branch's day) or ?xref= (a cross-reference), &acctId= for another clearing account: its lines, matched, flagged and noted here. */
export default function CashClearingDetailPage({ query }: PageProps) {
  const { user } = useSnapshot(session);
  const { brnId = '', date = '', xref, acctId } = query;
  const scope: CashClearingScope = { ...(xref !== undefined ? { xref } : { brnId, date, branchLabel: user?.branches.find((b) => branchCode(b) === brnId) ?? brnId }), ...(acctId ? { acctId } : {}) };
  const asked = new URLSearchParams(Object.entries({ brnId, date, xref: xref ?? '', acctId: acctId ?? '' }).filter(([, value]) => value !== ''));
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
  const flag = useAction(
    async (input: CashClearingFlagInput) => {
      await api.post(FLAGS, { json: input });
      await refresh();
    },
    { success: 'Flagged for a correcting entry.' },
  );
  const clearFlag = useAction(
    async (f: CashClearingFlag) => {
      await api.post(`${FLAGS}/${f.id}/clear`, { json: { version: f.version } });
      await refresh();
    },
    { success: 'The flag is cleared.' },
  );
  const saveDayNote = useAction(
    async (note: string, current: CashClearingDayNote | null) => {
      if (current) await api.put(`${DAY_NOTES}/${current.id}`, { json: { version: current.version, note } });
      else await api.post(DAY_NOTES, { json: { brnId, date, note } });
      await refresh();
    },
    { success: 'The day note is saved.' },
  );
  const removeDayNote = useAction(
    async (current: CashClearingDayNote) => {
      await api.delete(`${DAY_NOTES}/${current.id}`, { json: { version: current.version } });
      await refresh();
    },
    { success: 'The day note is removed.' },
  );
  return (
    <CashClearingDetail
      scope={scope}
      detail={data}
      isLoading={state.isLoading}
      error={state.error}
      onRetry={state.onRetry}
      match={match}
      unmatch={unmatch}
      saveNote={saveNote}
      flag={flag}
      clearFlag={clearFlag}
      saveDayNote={saveDayNote}
      removeDayNote={removeDayNote}
    />
  );
}
