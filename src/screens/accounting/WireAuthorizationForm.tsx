import { useState } from 'react';
import { Form } from 'react-aria-components';
import { cutOffWarning } from '../../domain/accounting/wireAuthorization';
import { wireFormSchema, type WireFormOutput } from '../../domain/accounting/wireAuthorizationPayloads';
import type { WireBeneficiary } from '../../domain/accounting/wireAuthorizationViews';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Select } from '../../ui/Select/Select';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './WireAuthorization.css';

export interface WireFormValues {
  brnId: string;
  beneficiaryId: number | null;
  amount: string;
  valueDate: string;
  purpose: string;
  reference: string;
  notes: string;
}

export interface WireAuthorizationFormProps {
  /** The wire as it stands (edit), or a new one's defaults. */
  initial: WireFormValues;
  /** The branches a new wire may be for (`101 - Norcross`); absent when editing (the branch stays). */
  branches?: readonly { id: string; label: string }[];
  /** The verified list to pick from, every branch of the user's. */
  beneficiaries: readonly WireBeneficiary[];
  /** The bank's cut-off (HH:MM New York) and the time now, for the warning beside the value date. */
  cutOff: string;
  now: Date;
  /** Says that saving resets the approvals it holds. */
  resetsApprovals?: boolean;
  submitLabel: string;
  /** The level of the new beneficiary's heading: 2 on its own page, 3 inside a card. */
  headingLevel: 2 | 3;
  onSave: (values: WireFormOutput) => void;
  isPending: boolean;
  /** The server's refusal in words. */
  error: string | null;
  /** Opens the change of the chosen beneficiary's bank details; absent for those who may not view bank details. */
  onChangeBankDetails?: (beneficiary: WireBeneficiary) => void;
}

const NEW = 'new';

/** A wire's request: to whom (the verified list, or a new beneficiary that waits for its call-back), how much, when and why. */
export function WireAuthorizationForm({ initial, branches, beneficiaries, cutOff, now, resetsApprovals, submitLabel, headingLevel, onSave, isPending, error, onChangeBankDetails }: WireAuthorizationFormProps) {
  const [brnId, setBrnId] = useState(initial.brnId);
  const [beneficiary, setBeneficiary] = useState<string | null>(initial.beneficiaryId ? String(initial.beneficiaryId) : null);
  const [valueDate, setValueDate] = useState<string | null>(initial.valueDate || null);
  const form = useForm(wireFormSchema, { onValid: onSave });
  const warning = valueDate ? cutOffWarning(valueDate, now, cutOff) : null;
  const chosen = beneficiaries.find((b) => String(b.id) === beneficiary);
  const choices = beneficiaries.filter((b) => b.brnId === brnId).map((b) => ({ id: String(b.id), label: `${b.name} · ${b.bankName} ${b.accountNumber}${b.verified ? '' : ' (call-back due)'}` }));
  return (
    <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Wire request">
      {error ? <Alert tone="critical">{error}</Alert> : null}
      {resetsApprovals ? <Alert tone="caution">This wire is approved: saving a change sends it back for its approvals again.</Alert> : null}
      <div className={css.fields}>
        {branches ? (
          <Select label="Branch" name="brnId" items={[...branches]} value={brnId} onChange={(id) => setBrnId(id ?? '')} isRequired errorMessage={form.errors.brnId} />
        ) : (
          <input type="hidden" name="brnId" value={brnId} />
        )}
        <Select
          label="Beneficiary"
          name="beneficiaryId"
          placeholder="Choose a beneficiary"
          items={[...choices, { id: NEW, label: 'New beneficiary…' }]}
          value={beneficiary}
          onChange={setBeneficiary}
          isRequired
          errorMessage={form.errors.beneficiaryId}
        />
        <TextField label="Amount" name="amount" defaultValue={initial.amount} inputMode="decimal" isRequired errorMessage={form.errors.amount} />
        <DatePicker label="Value date" name="valueDate" defaultValue={initial.valueDate || null} onChange={setValueDate} isRequired errorMessage={form.errors.valueDate} />
      </div>
      {warning ? <Alert tone="caution">{warning}</Alert> : null}
      {chosen && onChangeBankDetails ? (
        <div className={css.buttons}>
          <Button tone="secondary" onPress={() => onChangeBankDetails(chosen)}>{`Change bank details of ${chosen.name}`}</Button>
        </div>
      ) : null}
      {beneficiary === NEW ? (
        <Card title="New beneficiary" level={headingLevel}>
          <p className={css.refusal}>A wire to a new beneficiary is released only after a call-back to the phone number given here confirms the bank details.</p>
          <div className={css.fields}>
            <TextField label="Beneficiary name" name="name" isRequired errorMessage={form.errors.name} />
            <TextField label="Bank name" name="bankName" isRequired errorMessage={form.errors.bankName} />
            <TextField label="Routing number (ABA)" name="routingNumber" inputMode="numeric" isRequired errorMessage={form.errors.routingNumber} />
            <TextField label="Account number" name="accountNumber" inputMode="numeric" isRequired errorMessage={form.errors.accountNumber} />
            <TextField label="Phone on file" name="phone" type="tel" isRequired errorMessage={form.errors.phone} />
          </div>
        </Card>
      ) : null}
      <div className={css.fields}>
        <TextField label="Purpose" name="purpose" defaultValue={initial.purpose} isRequired errorMessage={form.errors.purpose} description="Truck purchase, floor-plan payoff, vendor payment…" />
        <TextField label="Reference" name="reference" defaultValue={initial.reference} errorMessage={form.errors.reference} description="Invoice, stock no. or deal" />
      </div>
      <TextArea label="Notes" name="notes" defaultValue={initial.notes} rows={2} maxLength={1000} errorMessage={form.errors.notes} />
      <div className={css.buttons}>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
