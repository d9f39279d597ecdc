import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { WireFormOutput } from '../../../src/domain/accounting/wireAuthorizationPayloads';
import { WIRE_BENEFICIARIES_PATH, WIRES_PATH, type WireBeneficiary, type WireDetail, type WireOverview } from '../../../src/domain/accounting/wireAuthorizationViews';
import { branchCode } from '../../../src/domain/branches';
import { DEFAULT_CUT_OFF } from '../../../src/domain/accounting/wireAuthorization';
import { moneyText } from '../../../src/domain/money';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { WireAuthorization, type WirePlainStep } from '../../../src/screens/accounting/WireAuthorization';
import type { WireStep, WireStepValues } from '../../../src/screens/accounting/WireStepDialog';
import { api } from '../../api/client';
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
  const failed = save.error ?? step.error ?? worded.error;
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
        isPending={save.isPending || step.isPending || worded.isPending}
        actionError={failed}
      />
    </ServerFieldErrors>
  );
}
