import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { WireAttachment, WireAttachmentKind } from '../../../src/domain/accounting/wireAttachments';
import type { WireFormOutput } from '../../../src/domain/accounting/wireAuthorizationPayloads';
import { WIRE_BENEFICIARIES_PATH, WIRES_PATH, type WireBeneficiary, type WireDetail, type WireOverview } from '../../../src/domain/accounting/wireAuthorizationViews';
import { branchCode } from '../../../src/domain/branches';
import { DEFAULT_CUT_OFF } from '../../../src/domain/accounting/wireAuthorization';
import { moneyText } from '../../../src/domain/money';
import { downloadBlob } from '../../../src/ui/DataTable/exportRows';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { WireAuthorization, type WirePlainStep } from '../../../src/screens/accounting/WireAuthorization';
import type { BeneficiaryBankValues } from '../../../src/screens/accounting/WireBeneficiaryBankDialog';
import type { WireStep, WireStepValues } from '../../../src/screens/accounting/WireStepDialog';
import { api } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { notify } from '../../toasts';
import { useAction } from '../../useAction';
import { useCan } from '../../useCan';
import { useCurrentUser } from '../../useCurrentUser';
import { useScreenData } from '../../useScreenData';
import type { PageProps } from '../PageProps';

const STEP_DONE: Record<WirePlainStep | WireStep['kind'], string> = {
  submit: 'The wire is submitted for approval.',
  approve: 'Your approval is recorded.',
  reject: 'The wire is rejected.',
  release: 'The wire is marked released.',
  confirm: 'The wire is confirmed sent.',
  cancel: 'The wire is cancelled.',
  callback: 'The call-back is recorded: the bank details are confirmed.',
};

const notifyDone = (kind: keyof typeof STEP_DONE) => notify('positive', STEP_DONE[kind]);

/** /wireauthorization/create and /wireauthorization/edit/{id}: a wire's request, steps and trail; every step answers the wire as it now is. */
export default function WireAuthorizationPage({ params }: PageProps) {
  const isNew = !params.id;
  const path = `${WIRES_PATH}/${params.id}`;
  const [, navigate] = useLocation();
  const can = useCan();
  const { user } = useCurrentUser();
  const { data, mutate, state } = useScreenData<WireDetail>(isNew ? null : path);
  const beneficiaries = useSWR<{ rows: WireBeneficiary[] }>(WIRE_BENEFICIARIES_PATH);
  const overview = useSWR<WireOverview>(`${WIRES_PATH}/overview`);
  const show = async (answer: Promise<WireDetail>) => void (await mutate(await answer, { revalidate: false }));

  const save = useAction(async ({ wire, beneficiary }: WireFormOutput) => {
    const beneficiaryId = beneficiary ? (await api.post(WIRE_BENEFICIARIES_PATH, { json: beneficiary }).json<WireBeneficiary>()).id : wire.beneficiaryId;
    if (beneficiary) void beneficiaries.mutate();
    const payload = { ...wire, beneficiaryId, amount: moneyText(wire.amount) };
    if (isNew) navigate(`/wireauthorization/edit/${(await api.post(WIRES_PATH, { json: payload }).json<WireDetail>()).wire.id}`);
    else await show(api.put(path, { json: { ...payload, version: data!.wire.version } }).json());
  }, { success: 'The wire is saved.' });
  const step = useAction(async (kind: WirePlainStep) => {
    await show(api.post(`${path}/${kind}`, { json: { version: data!.wire.version } }).json());
  });
  const worded = useAction(async (wordedStep: WireStep, values: WireStepValues) => {
    if (wordedStep.kind === 'callback') {
      await api.post(`${WIRE_BENEFICIARIES_PATH}/${data!.beneficiary.id}/callback`, { json: values }).json();
      await mutate();
      void beneficiaries.mutate();
    } else await show(api.post(`${path}/${wordedStep.kind}`, { json: values }).json());
  });
  const bank = useAction(
    async (beneficiaryId: number, values: BeneficiaryBankValues) => {
      await api.put(`${WIRE_BENEFICIARIES_PATH}/${beneficiaryId}`, { json: values }).json();
      if (!isNew) await mutate();
      await beneficiaries.mutate();
    },
    { success: 'The bank details are changed: record a call-back to the number on file before the wire is released.' },
  );
  const [progress, setProgress] = useState<number | null>(null);
  const attach = async (file: File, kind: WireAttachmentKind) => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file, file.name);
    setProgress(0);
    try {
      await uploadWithProgress(`${path}/attachments`, form, setProgress);
      await mutate();
    } finally {
      setProgress(null);
    }
  };
  const remove = useAction(async (attachment: WireAttachment) => {
    await api.delete(`${path}/attachments/${attachment.id}`, { json: { version: attachment.version } }).json();
    await mutate();
  }, { success: 'The document is removed.' });
  const fileOf = (attachment: WireAttachment) => api.get(`${path}/attachments/${attachment.id}`).blob();
  const failed = save.error ?? step.error ?? worded.error ?? bank.error ?? remove.error;
  return (
    <ServerFieldErrors value={save.fieldErrors}>
      <WireAuthorization
        detail={data}
        isNew={isNew}
        isLoading={state.isLoading || beneficiaries.isLoading}
        error={state.error}
        onRetry={state.onRetry}
        branches={(user?.branches ?? []).map((label) => ({ id: branchCode(label), label }))}
        beneficiaries={beneficiaries.data?.rows ?? []}
        cutOff={overview.data?.cutOff ?? DEFAULT_CUT_OFF}
        now={new Date()}
        canRequest={can('can create wire authorization')}
        canApprove={can('can approve wire authorization')}
        onSave={(values) => void save.run(values)}
        onStep={(kind) => void step.run(kind).then((ok) => ok && notifyDone(kind))}
        onWordedStep={async (wordedStep, values) => {
          const ok = await worded.run(wordedStep, values);
          if (ok) notifyDone(wordedStep.kind);
          return ok;
        }}
        onPrint={() => window.print()}
        documents={{
          onOpen: (attachment) => {
            // Opened at the press (a window opened later is a popup the browser blocks), then given the file.
            const opened = window.open('', '_blank');
            void fileOf(attachment).then((blob) => opened && (opened.location.href = URL.createObjectURL(blob)));
          },
          onDownload: (attachment) => void fileOf(attachment).then((blob) => downloadBlob(blob, attachment.fileName)),
          changes: can('can create wire authorization') ? { onAttach: attach, progress, onRemove: (attachment) => remove.run(attachment), isPending: remove.isPending } : undefined,
        }}
        canViewBankDetails={can('can view wire bank details')}
        onChangeBankDetails={(beneficiaryId, values) => bank.run(beneficiaryId, values)}
        isPending={save.isPending || step.isPending || worded.isPending || bank.isPending}
        actionError={failed}
      />
    </ServerFieldErrors>
  );
}
