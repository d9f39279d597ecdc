import { useState } from 'react';
import { Form } from 'react-aria-components';
import { rejectSchema, signOffSchema } from '../../domain/accounting/cashOnHand';
import type { AwaitingCount } from '../../domain/accounting/cashOnHandData';
import { formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Modal } from '../../ui/Modal/Modal';
import { TextArea } from '../../ui/TextArea/TextArea';
import { CashDialogButtons } from './CashDialogButtons';
import * as css from './CashOnHand.css';

/** A manager's decision on a count awaiting sign-off: signing it off (a note if they like) or rejecting it (a reason). */
export type CashDecision = { kind: 'sign-off'; count: AwaitingCount } | { kind: 'reject'; count: AwaitingCount };

export interface CashDecisionDialogProps {
  /** Open while there is one. */
  decision: CashDecision | null;
  /** Resolves true once the server took it; the dialog then closes itself through onClose. */
  onDecide: (decision: CashDecision, values: { version: number; note?: string; reason?: string }) => Promise<boolean>;
  isPending: boolean;
  /** The server's refusal in words (not the authority, someone decided first). */
  error: string | null;
  onClose: () => void;
}

function DecisionForm({ decision, onDecide, isPending, error, onClose }: CashDecisionDialogProps & { decision: CashDecision }) {
  const { kind, count } = decision;
  const [text, setText] = useState('');
  const rejecting = kind === 'reject';
  const values = rejecting ? { version: count.version, reason: text } : { version: count.version, note: text };
  const form = useForm(rejecting ? rejectSchema : signOffSchema, {
    values,
    onValid: async (checked) => {
      if (await onDecide(decision, checked)) onClose();
    },
  });
  const title = rejecting ? 'Reject this count' : 'Sign off this count';
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <KeyValue
          columns={1}
          items={[
            { label: 'Fund', value: `${count.brnId} · ${count.fundName}` },
            { label: 'Counted by', value: count.countedBy },
            { label: 'Expected', value: formatMoney2(count.expected) },
            { label: 'Counted', value: formatMoney2(count.counted) },
            { label: 'Over/short', value: formatMoney2(count.overShort) },
          ]}
        />
        <TextArea
          label={rejecting ? 'Reason' : 'Note'}
          description={rejecting ? 'The counter counts the fund again; say what to look for.' : 'Optional: what explains the difference.'}
          isRequired={rejecting}
          value={text}
          onChange={setText}
          maxLength={500}
          rows={3}
          errorMessage={form.errors.reason ?? form.errors.note}
        />
        <CashDialogButtons submit={rejecting ? 'Reject count' : 'Sign off'} tone={rejecting ? 'critical' : 'primary'} isPending={isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** Signs off or rejects a count awaiting a manager; the counter counts a rejected fund again. */
export function CashDecisionDialog(props: CashDecisionDialogProps) {
  return props.decision ? <DecisionForm key={`${props.decision.kind}:${props.decision.count.id}`} {...props} decision={props.decision} /> : null;
}
