import { useState } from 'react';
import { Form } from 'react-aria-components';
import { thresholdSchema } from '../../domain/accounting/cashOnHand';
import { Alert } from '../../ui/Alert/Alert';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TextField } from '../../ui/TextField/TextField';
import { CashDialogButtons } from './CashDialogButtons';
import * as css from './CashOnHand.css';

export interface CashThresholdDialogProps {
  isOpen: boolean;
  /** The threshold now (numeric text). */
  threshold: string;
  onSave: (threshold: string) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

function ThresholdForm({ threshold, onSave, isPending, error, onClose }: Omit<CashThresholdDialogProps, 'isOpen'>) {
  const [value, setValue] = useState(threshold);
  const form = useForm(thresholdSchema, { values: { threshold: value }, onValid: async () => void ((await onSave(value)) && onClose()) });
  return (
    <Modal title="Sign-off threshold" size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Sign-off threshold">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <TextField
          label="Threshold"
          description="A count more than this over or short waits for a manager's sign-off, from the next count on."
          inputMode="decimal"
          value={value}
          onChange={setValue}
          isRequired
          errorMessage={form.errors.threshold}
        />
        <CashDialogButtons submit="Save threshold" isPending={isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** Changes the over/short beyond which a count waits for a sign-off (a setting; $5.00 unless changed). */
export function CashThresholdDialog({ isOpen, ...props }: CashThresholdDialogProps) {
  return isOpen ? <ThresholdForm {...props} /> : null;
}
