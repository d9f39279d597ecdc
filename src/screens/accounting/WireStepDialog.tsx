import { useState } from 'react';
import { Form } from 'react-aria-components';
import { callbackSchema, wireRejectSchema, wireReleaseSchema } from '../../domain/accounting/wireAuthorizationPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './WireAuthorization.css';
import { WireDialogButtons } from './WireDialogButtons';

/** A step of a wire that needs words: a rejection's reason, the bank's reference of a release, a call-back's number. */
export type WireStep = { kind: 'reject'; version: number } | { kind: 'release'; version: number } | { kind: 'callback'; version: number; callbackPhone: string };
export type WireStepValues = { version: number; reason?: string; bankReference?: string; phone?: string; note?: string };

export interface WireStepDialogProps {
  /** Open while there is one. */
  step: WireStep | null;
  /** Resolves true once the server took it; the dialog then closes. */
  onDone: (step: WireStep, values: WireStepValues) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const LOOK = {
  reject: { title: 'Reject this wire', submit: 'Reject wire', field: 'reason', label: 'Reason', schema: wireRejectSchema },
  release: { title: 'Release this wire', submit: 'Mark released', field: 'bankReference', label: 'Bank reference', schema: wireReleaseSchema },
  callback: { title: 'Record the call-back', submit: 'Record call-back', field: 'phone', label: 'Number called', schema: callbackSchema },
} as const;

function StepForm({ step, onDone, isPending, error, onClose }: WireStepDialogProps & { step: WireStep }) {
  const look = LOOK[step.kind];
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const values: WireStepValues = { version: step.version, [look.field]: text, ...(step.kind === 'callback' ? { note } : {}) };
  const form = useForm(look.schema, {
    values: values as never,
    onValid: async () => {
      if (await onDone(step, values)) onClose();
    },
  });
  return (
    <Modal title={look.title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={look.title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        {step.kind === 'callback' ? <p>{`Call the number on file before the change, ${step.callbackPhone}, and confirm the routing and account numbers with the beneficiary.`}</p> : null}
        <TextField label={look.label} value={text} onChange={setText} isRequired autoFocus errorMessage={form.errors[look.field]} />
        {step.kind === 'callback' ? <TextField label="Who confirmed what" value={note} onChange={setNote} errorMessage={form.errors.note} /> : null}
        <WireDialogButtons submit={look.submit} tone={step.kind === 'reject' ? 'critical' : 'primary'} isPending={isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}

/** Asks for what a wire's step needs in words, and sends it. */
export function WireStepDialog(props: WireStepDialogProps) {
  return props.step ? <StepForm key={props.step.kind} {...props} step={props.step} /> : null;
}
