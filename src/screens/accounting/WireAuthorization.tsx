import { useState } from 'react';
import type { WireFormOutput } from '../../domain/accounting/wireAuthorizationPayloads';
import type { WireBeneficiary, WireDetail } from '../../domain/accounting/wireAuthorizationViews';
import { formatDate, formatDateTime, formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { lazyComponent } from '../../ui/lazyOverlay';
import * as css from './WireAuthorization.css';
import { WireAttachments, type WireAttachmentsProps } from './WireAttachments';
import { WireAuthorizationForm, type WireFormValues } from './WireAuthorizationForm';
import { WIRE_STATUS_TONE } from './wireStatusTone';
import type { BeneficiaryBankValues } from './WireBeneficiaryBankDialog';
import { WireStepDialog, type WireStep, type WireStepValues } from './WireStepDialog';

const WireBeneficiaryBankDialog = lazyComponent(() => import('./WireBeneficiaryBankDialog'), 'WireBeneficiaryBankDialog');

/** A step that needs no words: the button says it all. */
export type WirePlainStep = 'submit' | 'approve' | 'confirm' | 'cancel';

export interface WireAuthorizationProps {
  /** The wire being edited; undefined for a new one, or while it loads. */
  detail: WireDetail | undefined;
  isNew: boolean;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  branches: readonly { id: string; label: string }[];
  beneficiaries: readonly WireBeneficiary[];
  cutOff: string;
  now: Date;
  /** The user may request wires (create, edit, submit, release, confirm, cancel) and approve or reject them. */
  canRequest: boolean;
  canApprove: boolean;
  onSave: (values: WireFormOutput) => void;
  onStep: (step: WirePlainStep) => void;
  onWordedStep: (step: WireStep, values: WireStepValues) => Promise<boolean>;
  onPrint: () => void;
  /** The wire's documents: opened, downloaded, and (for those who request wires) attached and removed. */
  documents: Pick<WireAttachmentsProps, 'onOpen' | 'onDownload' | 'changes'>;
  /** The user may see whole account numbers, and so change a beneficiary's bank details. */
  canViewBankDetails: boolean;
  /** Sends a change of a beneficiary's bank details; resolves true once the server took it. */
  onChangeBankDetails: (beneficiaryId: number, values: BeneficiaryBankValues) => Promise<boolean>;
  /** A save or a step under way, and the server's refusal of the last one. */
  isPending: boolean;
  actionError: string | null;
}

const OPEN = ['Draft', 'Submitted', 'Approved 1 of 2', 'Approved'];

const newWire = (brnId: string): WireFormValues => ({ brnId, beneficiaryId: null, amount: '', valueDate: '', purpose: '', reference: '', notes: '' });
const formOf = (wire: WireDetail['wire'], beneficiaryId: number): WireFormValues => ({
  brnId: wire.brnId,
  beneficiaryId,
  amount: wire.amount,
  valueDate: wire.valueDate,
  purpose: wire.purpose,
  reference: wire.reference,
  notes: wire.notes,
});

/** /wireauthorization/create and /edit/{id}: a wire's request, its beneficiary's call-back, its steps and its approval trail (printable). */
export function WireAuthorization(props: WireAuthorizationProps) {
  const { detail, isNew, isLoading, error, onRetry, canRequest, canApprove, onStep, onWordedStep, onPrint, isPending, actionError } = props;
  const [step, setStep] = useState<WireStep | null>(null);
  const [changingBank, setChangingBank] = useState<WireBeneficiary | null>(null);
  const form = (initial: WireFormValues, submitLabel: string, resetsApprovals = false) => (
    <WireAuthorizationForm
      initial={initial}
      branches={isNew ? props.branches : undefined}
      beneficiaries={props.beneficiaries}
      cutOff={props.cutOff}
      now={props.now}
      resetsApprovals={resetsApprovals}
      submitLabel={submitLabel}
      headingLevel={isNew ? 2 : 3}
      onSave={props.onSave}
      isPending={isPending}
      error={isNew ? actionError : null}
      onChangeBankDetails={props.canViewBankDetails && canRequest ? setChangingBank : undefined}
    />
  );
  const bankDialog = changingBank ? (
    <WireBeneficiaryBankDialog
      key={changingBank.id}
      beneficiary={changingBank}
      onSave={(values) => props.onChangeBankDetails(changingBank.id, values)}
      isPending={isPending}
      error={actionError}
      onClose={() => setChangingBank(null)}
    />
  ) : null;
  if (isNew)
    return (
      <div className={css.page}>
        <PageHeader title="New Wire Authorization" description="A draft until you submit it; someone other than you approves it." />
        {form(newWire(props.branches[0]?.id ?? ''), 'Save draft')}
        {bankDialog}
      </div>
    );
  if (error) return <ErrorState title="The wire could not be loaded" message={error} onRetry={onRetry} />;
  if (isLoading || !detail) return <Skeleton lines={8} label="Loading the wire" />;

  const { wire, beneficiary, trail } = detail;
  const waiting = wire.status === 'Submitted' || wire.status === 'Approved 1 of 2';
  return (
    <div className={css.page}>
      <PageHeader
        title={`Wire ${wire.requestNo}`}
        description={`${formatMoney2(wire.amount)} to ${beneficiary.name}, value date ${formatDate(wire.valueDate)}`}
        actions={
          <>
            <Badge tone={WIRE_STATUS_TONE[wire.status]}>{wire.status}</Badge>
            <span className={css.noPrint}>
              <Button tone="secondary" onPress={onPrint}>
                Print
              </Button>
            </span>
          </>
        }
      />
      {actionError && !step && !changingBank ? <Alert tone="critical">{actionError}</Alert> : null}
      {detail.cutOffWarning ? <Alert tone="caution">{detail.cutOffWarning}</Alert> : null}
      <KeyValue
        items={[
          { label: 'Branch', value: wire.brnId },
          { label: 'Requested by', value: `${wire.requestedBy}, ${formatDateTime(wire.requestedAt)}` },
          { label: 'Beneficiary', value: beneficiary.name },
          { label: 'Bank', value: `${beneficiary.bankName} · routing ${beneficiary.routingNumber} · account ${beneficiary.accountNumber}` },
          { label: 'Amount', value: formatMoney2(wire.amount) },
          { label: 'Value date', value: formatDate(wire.valueDate) },
          { label: 'Purpose', value: wire.purpose },
          { label: 'Reference', value: wire.reference },
          { label: 'Approvals', value: `${wire.approvals} of ${wire.approvalsNeeded}` },
          { label: 'Bank reference', value: wire.bankReference },
        ]}
      />
      <div className={`${css.buttons} ${css.noPrint}`}>
        {wire.status === 'Draft' && canRequest ? <Button onPress={() => onStep('submit')}>Submit</Button> : null}
        {waiting && canApprove ? (
          <>
            <Button isDisabled={!!detail.approvalRefusal || isPending} onPress={() => onStep('approve')}>
              Approve
            </Button>
            <Button tone="critical" isDisabled={isPending} onPress={() => setStep({ kind: 'reject', version: wire.version })}>
              Reject
            </Button>
            {detail.approvalRefusal ? <p className={css.refusal}>{detail.approvalRefusal}</p> : null}
          </>
        ) : null}
        {wire.status === 'Approved' && canRequest ? (
          <>
            <Button isDisabled={!!detail.releaseRefusal || isPending} onPress={() => setStep({ kind: 'release', version: wire.version })}>
              Mark released
            </Button>
            {detail.releaseRefusal ? <p className={css.refusal}>{detail.releaseRefusal}</p> : null}
          </>
        ) : null}
        {wire.status === 'Released' && canRequest ? <Button onPress={() => onStep('confirm')}>Confirm sent</Button> : null}
        {OPEN.includes(wire.status) && canRequest ? (
          <Button tone="secondary" isDisabled={isPending} onPress={() => onStep('cancel')}>
            Cancel wire
          </Button>
        ) : null}
      </div>
      <Card
        title="Beneficiary call-back"
        actions={
          canRequest ? (
            <span className={`${css.buttons} ${css.noPrint}`}>
              {props.canViewBankDetails ? (
                <Button tone="secondary" isDisabled={isPending} onPress={() => setChangingBank(beneficiary)} {...WireBeneficiaryBankDialog.preloadProps}>
                  Change bank details
                </Button>
              ) : null}
              {beneficiary.verified ? null : (
                <Button tone="secondary" onPress={() => setStep({ kind: 'callback', version: beneficiary.version, callbackPhone: beneficiary.callbackPhone })}>
                  Record call-back
                </Button>
              )}
            </span>
          ) : null
        }
      >
        <p>
          {beneficiary.verified
            ? `Bank details confirmed by ${beneficiary.verified.by}, ${formatDateTime(beneficiary.verified.at)}, calling ${beneficiary.callbackPhone}${beneficiary.verified.note ? `: ${beneficiary.verified.note}` : '.'}`
            : `Not confirmed yet: call ${beneficiary.callbackPhone} (the number on file before the bank details were entered) before the wire is released.`}
        </p>
      </Card>
      <Card title="Approval trail">
        {trail.length ? (
          <ol className={css.trail}>
            {trail.map((line, i) => (
              <li key={i} className={line.resetAt ? css.reset : undefined}>
                {`${formatDateTime(line.at)} · ${line.kind} by ${line.by}${line.note ? ` · ${line.note}` : ''}${line.resetAt ? ` (reset ${formatDateTime(line.resetAt)})` : ''}`}
              </li>
            ))}
          </ol>
        ) : (
          <p>Not submitted yet.</p>
        )}
      </Card>
      <WireAttachments attachments={detail.attachments} status={wire.status} {...props.documents} />
      {OPEN.includes(wire.status) && canRequest ? (
        <div className={css.noPrint}>
          <Card title="Change the wire">{form(formOf(wire, beneficiary.id), 'Save changes', wire.approvals > 0)}</Card>
        </div>
      ) : null}
      <WireStepDialog step={step} onDone={onWordedStep} isPending={isPending} error={actionError} onClose={() => setStep(null)} />
      {bankDialog}

    </div>
  );
}
