import { useState } from 'react';
import { Form } from 'react-aria-components';
import { beneficiaryChangeSchema } from '../../domain/accounting/wireAuthorizationPayloads';
import type { WireBeneficiary } from '../../domain/accounting/wireAuthorizationViews';
import { Alert } from '../../ui/Alert/Alert';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './WireAuthorization.css';
import { WireDialogButtons } from './WireDialogButtons';

/** What a change of bank details sends: the beneficiary as of the version seen, with its new bank details. */
export interface BeneficiaryBankValues {
  version: number;
  name: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  phone: string;
}

export interface WireBeneficiaryBankDialogProps {
  /** The beneficiary whose bank details change, seen by someone who may view bank details. */
  beneficiary: WireBeneficiary;
  /** Resolves true once the server took the change; the dialog then closes. */
  onSave: (values: BeneficiaryBankValues) => Promise<boolean>;
  isPending: boolean;
  /** The server's refusal in words. */
  error: string | null;
  onClose: () => void;
}

type Field = 'bankName' | 'routingNumber' | 'accountNumber';

/**
 * A change of a beneficiary's bank details (ABA check digit checked first): once saved, no wire to it is released
 * until a call-back to the number on file before the change confirms them, and its approved wires need their approvals again.
 */
export function WireBeneficiaryBankDialog({ beneficiary, onSave, isPending, error, onClose }: WireBeneficiaryBankDialogProps) {
  const [values, setValues] = useState<BeneficiaryBankValues>({
    version: beneficiary.version,
    name: beneficiary.name,
    bankName: beneficiary.bankName,
    routingNumber: beneficiary.routingNumber,
    accountNumber: beneficiary.accountNumber,
    phone: beneficiary.phone,
  });
  const form = useForm(beneficiaryChangeSchema, {
    values,
    onValid: async () => {
      if (await onSave(values)) onClose();
    },
  });
  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(text) => {
        setValues({ ...values, [name]: text });
        form.clear(name);
      }}
      inputMode={name === 'bankName' ? undefined : 'numeric'}
      isRequired
      errorMessage={form.errors[name]}
    />
  );
  const title = `Change bank details of ${beneficiary.name}`;
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Change bank details">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Alert tone="caution">{`After the change no wire to ${beneficiary.name} is released until a call-back to ${beneficiary.verified ? beneficiary.phone : beneficiary.callbackPhone} confirms the new details, and its approved wires need their approvals again.`}</Alert>
        {field('bankName', 'Bank name')}
        {field('routingNumber', 'Routing number (ABA)')}
        {field('accountNumber', 'Account number')}
        <WireDialogButtons submit="Save bank details" isPending={isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}
