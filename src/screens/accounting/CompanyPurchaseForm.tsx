import { useState } from 'react';
import { Form } from 'react-aria-components';
import { PURCHASE_DEPARTMENTS, type SplitPurchaseWarning } from '../../domain/accounting/companyPurchase';
import { purchaseCreateSchema, type PurchaseCreateInput } from '../../domain/accounting/companyPurchasePayloads';
import type { PurchaseVendor } from '../../domain/accounting/companyPurchaseViews';
import { formatMoney2 } from '../../domain/format';
import { centsOf } from '../../domain/money';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { ComboBox } from '../../ui/ComboBox/ComboBox';
import { useForm } from '../../ui/Form/useForm';
import { Select } from '../../ui/Select/Select';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './CompanyPurchase.css';

type FormLine = { description: string; quantity: string; unitPrice: string };
export type PurchaseFormValues = Omit<PurchaseCreateInput, 'lines'> & { lines: FormLine[] };
export type PurchaseFormOutput = (typeof purchaseCreateSchema)['_zod']['output'];

export interface CompanyPurchaseFormProps {
  /** The request as it stands (edit), or a new one's defaults. */
  initial: PurchaseFormValues;
  /** The branches a new request may be for (`101 - Norcross`); absent when editing (the branch stays). */
  branches?: readonly { id: string; label: string }[];
  /** Excede's vendors matching what is typed (a vendor not there is set up in Excede first). */
  vendors: readonly PurchaseVendor[];
  onVendorSearch: (text: string) => void;
  /** Another request of this vendor and requester within 7 days, as the server sees it. */
  splitWarning: SplitPurchaseWarning | null;
  /** Tells the host what the request now comes to, for the split-purchase check. */
  onAmountChange?: (vendorId: string, amountCents: number) => void;
  /** Says that saving resets the approvals it holds. */
  resetsApprovals?: boolean;
  submitLabel: string;
  onSave: (values: PurchaseFormOutput) => void;
  isPending: boolean;
  /** The server's refusal in words. */
  error: string | null;
}

const EMPTY_LINE = { description: '', quantity: '1', unitPrice: '' };
const cents = (text: string) => centsOf(text) ?? 0;
const lineCents = (l: { quantity: string; unitPrice: string }) => (Number.parseInt(l.quantity, 10) || 0) * cents(l.unitPrice);

/** A purchase request: which vendor, branch, department and account, its lines, tax and freight, and why. */
export function CompanyPurchaseForm({ initial, branches, vendors, onVendorSearch, splitWarning, onAmountChange, resetsApprovals, submitLabel, onSave, isPending, error }: CompanyPurchaseFormProps) {
  const [values, setValues] = useState<PurchaseFormValues>(initial);
  const form = useForm(purchaseCreateSchema, { values: values as PurchaseCreateInput, onValid: onSave });
  const totalCents = values.lines.reduce((sum, l) => sum + lineCents(l), 0) + cents(values.tax) + cents(values.freight);
  const set = (change: Partial<PurchaseFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    onAmountChange?.(next.vendorId, next.lines.reduce((sum, l) => sum + lineCents(l), 0) + cents(next.tax) + cents(next.freight));
  };
  const setLine = (index: number, change: Partial<FormLine>) => set({ lines: values.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) });
  const vendorItems = vendors.map((v) => ({ id: v.venId, label: `${v.name} (${v.venId})` }));
  return (
    <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Purchase request">
      {error ? <Alert tone="critical">{error}</Alert> : null}
      {resetsApprovals ? <Alert tone="caution">This request holds approvals: saving a change sends it back to the first tier.</Alert> : null}
      <div className={css.fields}>
        {branches ? <Select label="Branch" items={[...branches]} value={values.brnId} onChange={(id) => set({ brnId: id ?? '' })} isRequired errorMessage={form.errors.brnId} /> : null}
        <Select
          label="Department"
          placeholder="Choose a department"
          items={PURCHASE_DEPARTMENTS.map((d) => ({ id: d, label: d }))}
          value={values.department || null}
          onChange={(id) => set({ department: (id ?? '') as PurchaseFormValues['department'] })}
          isRequired
          errorMessage={form.errors.department}
        />
        <ComboBox
          label="Vendor"
          placeholder="Search Excede's vendors"
          items={vendorItems}
          value={values.vendorId || null}
          onChange={(id) => set({ vendorId: id ?? '' })}
          onInputChange={onVendorSearch}
          isRequired
          description="Not in the list? Set up the vendor in Excede first."
          errorMessage={form.errors.vendorId}
        />
        <TextField label="GL account" value={values.glAccount} onChange={(glAccount) => set({ glAccount })} inputMode="numeric" isRequired errorMessage={form.errors.glAccount} />
      </div>
      {splitWarning ? <Alert tone="caution">{splitWarning.message}</Alert> : null}
      <fieldset className={css.form}>
        <legend>Lines</legend>
        {values.lines.map((l, i) => (
          <div className={css.line} key={i}>
            <TextField label={`Line ${i + 1} description`} value={l.description} onChange={(description) => setLine(i, { description })} isRequired errorMessage={form.errors[`lines.${i}.description`]} />
            <TextField label="Qty" value={l.quantity} onChange={(quantity) => setLine(i, { quantity })} inputMode="numeric" isRequired errorMessage={form.errors[`lines.${i}.quantity`]} />
            <TextField label="Unit price" value={l.unitPrice} onChange={(unitPrice) => setLine(i, { unitPrice })} inputMode="decimal" isRequired errorMessage={form.errors[`lines.${i}.unitPrice`]} />
            <output className={css.amount} aria-label={`Line ${i + 1} extended`}>
              {formatMoney2(lineCents(l) / 100)}
            </output>
            <Button tone="secondary" size="small" isDisabled={values.lines.length === 1} onPress={() => set({ lines: values.lines.filter((_, j) => j !== i) })} aria-label={`Remove line ${i + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        {form.errors.lines ? <Alert tone="critical">{form.errors.lines}</Alert> : null}
        <div className={css.buttons}>
          <Button tone="secondary" size="small" isDisabled={values.lines.length >= 50} onPress={() => set({ lines: [...values.lines, EMPTY_LINE] })}>
            Add a line
          </Button>
        </div>
      </fieldset>
      <div className={css.fields}>
        <TextField label="Tax" value={values.tax} onChange={(tax) => set({ tax })} inputMode="decimal" isRequired errorMessage={form.errors.tax} />
        <TextField label="Freight" value={values.freight} onChange={(freight) => set({ freight })} inputMode="decimal" isRequired errorMessage={form.errors.freight} />
        <p className={css.amount}>
          Total <strong>{formatMoney2(totalCents / 100)}</strong>
        </p>
      </div>
      <TextArea label="Justification" value={values.justification} onChange={(justification) => set({ justification })} rows={3} maxLength={2000} isRequired errorMessage={form.errors.justification} />
      <div className={css.buttons}>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
