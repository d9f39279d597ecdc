import type { Classification } from '../../../src/domain/accounting/cardSettlement';
import type { CardFileDetail, CardLine, CardReceiptChoice } from '../../../src/domain/accounting/cardSettlementViews';
import { CardSettlementFile } from '../../../src/screens/accounting/CardSettlementFile';
import { useLocation } from 'wouter';
import { api } from '../../api/client';
import { useAction } from '../../useAction';
import { useScreenData } from '../../useScreenData';
import type { PageProps } from '../PageProps';

const BASE = 'accounting/card-settlements';

/** /ar/creditcardcollections/filebyid/{id}: one settlement file, its lines matched and classified here. */
export default function CardSettlementFilePage({ params }: PageProps) {
  const id = Number(params.id);
  const { data, mutate, state } = useScreenData<CardFileDetail>(`${BASE}/files/${id}`);
  const refresh = async () => void (await mutate());
  const autoMatch = useAction(async () => {
    await api.post(`${BASE}/files/${id}/auto-match`);
    await refresh();
  });
  const match = useAction(
    async (line: CardLine, receiptId: string) => {
      await api.post(`${BASE}/lines/${line.id}/match`, { json: { version: line.version, receiptId } });
      await refresh();
    },
    { success: 'The line is matched to the receipt.' },
  );
  const unmatch = useAction(async (line: CardLine) => {
    await api.post(`${BASE}/lines/${line.id}/unmatch`, { json: { version: line.version } });
    await refresh();
  });
  const classify = useAction(async (line: CardLine, classification: Classification | null) => {
    await api.put(`${BASE}/lines/${line.id}/classification`, { json: { version: line.version, classification } });
    await refresh();
  });
  const [, navigate] = useLocation();
  const remove = useAction(
    async (version: number) => {
      await api.delete(`${BASE}/files/${id}`, { json: { version } });
      navigate('/ar/creditcardcollections/files');
    },
    { success: 'The settlement file is deleted.' },
  );
  const reparse = useAction(
    async (version: number, confirmLoss: boolean) => {
      await api.post(`${BASE}/files/${id}/reparse`, { json: { version, confirmLoss } });
      await refresh();
    },
    { success: 'The settlement file is read again.' },
  );
  const receiptsOf = async (line: CardLine) => (await api.get(`${BASE}/lines/${line.id}/receipts`).json<{ rows: CardReceiptChoice[] }>()).rows;
  return (
    <CardSettlementFile
      id={id}
      detail={data}
      isLoading={state.isLoading}
      error={state.error}
      onRetry={state.onRetry}
      autoMatch={autoMatch}
      match={match}
      unmatch={unmatch}
      classify={classify}
      remove={remove}
      reparse={reparse}
      receiptsOf={receiptsOf}
    />
  );
}
