import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import { listSearchParams, type ListFilter, type ListQuery } from '../../../src/domain/listQuery';
import type { RfqAlert, RfqOutcome } from '../../../src/domain/sales/altecRfqs';
import { ALTEC_RFQ_FIELDS, type AltecRfqDetail, type AltecRfqRow, type AltecRfqSummary } from '../../../src/domain/sales/altecRfqsList';
import type { RfqCreateInput, RfqFileKind, RfqOutcomeInput, RfqQuoteInput } from '../../../src/domain/sales/altecRfqsPayloads';
import { AltecRfqs, type AltecRfqChoice } from '../../../src/screens/sales/AltecRfqs';
import { downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import { session } from '../../session';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

const ENDPOINT = 'sales/altec-rfqs';

const oneOf = (filter: ListFilter | undefined) => (filter && 'anyOf' in filter ? (filter.anyOf[0] ?? null) : null);

function withChoice(query: ListQuery, choice: AltecRfqChoice): ListQuery {
  const filters = { ...query.filters };
  for (const id of ['outcome', 'alert'] as const) {
    const value = choice[id];
    if (value) filters[id] = { anyOf: [value] };
    else delete filters[id];
  }
  return { ...query, page: 1, filters };
}

/**
 * /altec_sales: the working branch's Altec RFQs, the latest received first, unless the address says otherwise; the
 * tiles and months over the same selection; an RFQ pressed opens it to quote, decide and attach its PDFs; New RFQ records one
 * and opens it.
 */
export default function AltecRfqsPage(_: PageProps) {
  const report = useReport<AltecRfqRow>(ENDPOINT, ALTEC_RFQ_FIELDS, { branches: useHomeBranches(), sort: [{ id: 'receivedOn', desc: true }] }, 'grid.altecRfqs');
  const summary = useSWR<AltecRfqSummary, Error>(report.error ? null : `${ENDPOINT}/summary?${listSearchParams({ ...report.query, page: 1 }).toString()}`, { keepPreviousData: true });
  const [openId, setOpenId] = useState<number | null>(null);
  const path = `${ENDPOINT}/${openId}`;
  const rfq = useSWR<AltecRfqDetail, Error>(openId ? path : null, { shouldRetryOnError: false });
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = async (next: AltecRfqDetail) => {
    await rfq.mutate(next, { revalidate: false });
    report.onRetry();
    void summary.mutate();
  };
  const quote = useAction(async (values: RfqQuoteInput) => refresh(await api.post(`${path}/quote`, { json: values }).json<AltecRfqDetail>()), { success: 'The quote is recorded.' });
  const outcome = useAction(async (values: RfqOutcomeInput) => refresh(await api.post(`${path}/outcome`, { json: values }).json<AltecRfqDetail>()), { success: 'The outcome is saved.' });
  const attach = async (file: File, kind: RfqFileKind) => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file, file.name);
    setProgress(0);
    try {
      await refresh(await uploadWithProgress<AltecRfqDetail>(`${path}/files`, form, setProgress));
    } finally {
      setProgress(null);
    }
  };
  const [making, setMaking] = useState(false);
  const { user } = useSnapshot(session);
  const make = useAction(
    async (values: RfqCreateInput) => {
      const made = await api.post(ENDPOINT, { json: values }).json<AltecRfqDetail>();
      report.onRetry();
      void summary.mutate();
      setOpenId(made.id);
    },
    { success: 'The RFQ is recorded.' },
  );
  const { filters } = report.query;
  return (
    <ServerFieldErrors value={make.fieldErrors ?? quote.fieldErrors ?? outcome.fieldErrors}>
      <AltecRfqs
        filters={report.filters}
        choice={{ outcome: oneOf(filters.outcome) as RfqOutcome | null, alert: oneOf(filters.alert) as RfqAlert | null }}
        onChoiceChange={(choice) => report.setQuery((current) => withChoice(current, choice))}
        grid={report.grid}
        summary={summary.data}
        isLoading={report.isLoading}
        error={report.error ?? summary.error?.message ?? null}
        onRetry={() => {
          report.onRetry();
          void summary.mutate();
        }}
        onOpenRfq={setOpenId}
        onNewRfq={() => setMaking(true)}
        newRfq={
          making
            ? {
                branches: (user?.branches ?? []).map((label) => ({ id: branchCode(label), label })),
                onCreate: make.run,
                isPending: make.isPending,
                error: make.error,
                onClose: () => setMaking(false),
              }
            : null
        }
        dialog={
          openId
            ? {
                rfq: rfq.data,
                error: rfq.error?.message ?? null,
                onRetry: () => void rfq.mutate(),
                actionError: quote.error ?? outcome.error,
                isPending: quote.isPending || outcome.isPending,
                onQuote: (values) => void quote.run(values),
                onOutcome: (values) => void outcome.run(values),
                onAttach: attach,
                progress,
                onDownload: (file) => void api.get(`${path}/files/${file.id}?download`).blob().then((blob) => downloadBlob(blob, file.fileName)),
                onClose: () => setOpenId(null),
              }
            : null
        }
      />
    </ServerFieldErrors>
  );
}
