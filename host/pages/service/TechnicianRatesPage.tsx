import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import {
  TECHNICIAN_RATE_FIELDS,
  type RateBatch,
  type RateDecision,
  type RateRuleInput,
  type RulePreview,
  type TechnicianRateDetail,
  type TechnicianRateRow,
} from '../../../src/domain/service/technicianRates';
import { TechnicianRates } from '../../../src/screens/service/TechnicianRates';
import type { RateFormValues } from '../../../src/screens/service/TechnicianRateChange';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { useReport } from '../../report/useReport';
import { session } from '../../session';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

const changesOf = (list: readonly { id: number; version: number }[]) => list.map(({ id, version }) => ({ id, version }));

/** /automatetechnicianrate: the working branch's technicians and their rates; a row opens one, "Change by rule" many. */
export default function TechnicianRatesPage(_: PageProps) {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const report = useReport<TechnicianRateRow>('service/technician-rates', TECHNICIAN_RATE_FIELDS, { branches: home, sort: [{ id: 'technician', desc: false }] }, 'grid.technicianRates');
  const [openId, setOpenId] = useState<string | null>(null);
  const [ruling, setRuling] = useState(false);
  const [preview, setPreview] = useState<RulePreview | null>(null);
  const [created, setCreated] = useState<RateBatch | null>(null);
  const detail = useSWR<TechnicianRateDetail, Error>(openId ? `service/technician-rates/technicians/${openId}` : null);
  const closeRule = () => (setRuling(false), setPreview(null), setCreated(null));
  const previewRule = useAction(async (input: RateRuleInput) => setPreview(await api.post('service/technician-rates/preview', { json: input }).json<RulePreview>()));
  const createRule = useAction(async (input: RateRuleInput) => {
    setCreated(await api.post('service/technician-rates/batches', { json: input }).json<RateBatch>());
    report.onRetry();
  });
  const submitBatch = useAction(
    async (batch: RateBatch) => {
      await api.post('service/technician-rates/submit', { json: { changes: changesOf(batch.changes) } });
      closeRule();
      report.onRetry();
    },
    { success: 'Submitted for approval.' },
  );
  const afterChange = async (next: TechnicianRateDetail) => {
    await detail.mutate(next, { revalidate: false });
    report.onRetry();
  };
  const save = useAction(async (values: RateFormValues) => {
    const draft = detail.data?.change?.status === 'Draft' ? detail.data.change : null;
    const next = draft
      ? await api.put(`service/technician-rates/${draft.id}`, { json: { ...values, version: draft.version } }).json<TechnicianRateDetail>()
      : await api.post('service/technician-rates', { json: { ...values, empId: openId } }).json<TechnicianRateDetail>();
    await afterChange(next);
  }, { success: 'Draft saved.' });
  const step = useAction(async (path: 'submit' | 'decision', body: Record<string, unknown>) => {
    const change = detail.data!.change!;
    await api.post(`service/technician-rates/${path}`, { json: { changes: changesOf([change]), ...body } });
    await detail.mutate();
    report.onRetry();
  });
  const ruleError = previewRule.error ?? createRule.error ?? submitBatch.error;
  return (
    <ServerFieldErrors value={previewRule.fieldErrors ?? createRule.fieldErrors ?? save.fieldErrors}>
      <TechnicianRates
        filters={report.filters}
        freshness={report.freshness}
        isLoading={report.isLoading}
        error={report.error}
        onRetry={report.onRetry}
        grid={{ ...report.grid, onRowClick: (row) => setOpenId(row.empId) }}
        onNewRule={() => setRuling(true)}
        rule={
          ruling
            ? {
                branches: (user?.branches ?? []).map((b) => ({ id: branchCode(b), label: b })),
                preview,
                created,
                onPreview: (input) => void previewRule.run(input),
                onCreate: (input) => void createRule.run(input),
                onSubmitBatch: (batch) => void submitBatch.run(batch),
                isPending: previewRule.isPending || createRule.isPending || submitBatch.isPending,
                error: ruleError,
                onClose: closeRule,
              }
            : null
        }
        technician={
          openId
            ? {
                technician: detail.data,
                error: detail.error?.message ?? null,
                isPending: save.isPending || step.isPending,
                actionError: save.error ?? step.error,
                onSave: (values) => void save.run(values),
                onSubmit: () => void step.run('submit', {}),
                onDecide: (decision: RateDecision, note) => void step.run('decision', { decision, note }),
                onClose: () => setOpenId(null),
              }
            : null
        }
      />
    </ServerFieldErrors>
  );
}
