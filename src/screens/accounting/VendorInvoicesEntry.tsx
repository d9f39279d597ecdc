import { useState } from 'react';
import { Form } from 'react-aria-components';
import { vendorInvoiceSchema, type VendorInvoiceInput } from '../../domain/accounting/vendorInvoicesPayloads';
import type { FieldIssue } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { ComboBox } from '../../ui/ComboBox/ComboBox';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './VendorInvoices.css';

/** An action whose refusal may name fields (the duplicate check's 409 names the one to confirm). */
export type EntryAction = ScreenAction<[VendorInvoiceInput]> & { fieldErrors?: readonly FieldIssue[] | undefined };

export interface VendorInvoicesEntryProps {
  /** The user's branches as 'BrnId - Name'; the first is chosen to begin with. */
  branches: readonly string[];
  /** Excede's vendors to pick from. */
  vendors: readonly { venId: string; name: string }[];
  /** New York's today (YYYY-MM-DD): the invoice date to begin with. */
  today: string;
  file: EntryAction;
  onClose: () => void;
  onFiled: () => void;
}

const branchOf = (label: string) => label.split(' - ')[0]!;

/** Files a vendor invoice typed in by hand: the duplicate check refuses a repeated number and asks to confirm a repeated amount. */
export default function VendorInvoicesEntry({ branches, vendors, today, file, onClose, onFiled }: VendorInvoicesEntryProps) {
  const [draft, setDraft] = useState({
    brnId: branches[0] ? branchOf(branches[0]) : '',
    vendorId: null as string | null,
    invoiceNo: '',
    invoiceDate: today as string | null,
    dueDate: null as string | null,
    amount: '',
    poNumber: '',
    discountDate: null as string | null,
    discountPercent: '',
    confirmSimilar: false,
  });
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
  const percent = draft.discountPercent.trim() === '' ? null : Number(draft.discountPercent);
  const values = {
    ...draft,
    vendorId: draft.vendorId ?? '',
    invoiceDate: draft.invoiceDate ?? '',
    poNumber: draft.poNumber || null,
    discountPercent: percent,
  } as VendorInvoiceInput;
  const form = useForm(vendorInvoiceSchema, {
    values,
    serverErrors: file.fieldErrors,
    // The server reads the typed amount itself.
    onValid: async () => {
      if (await file.run(values)) onFiled();
    },
  });
  const similar = file.fieldErrors?.some((e) => e.field === 'confirmSimilar');
  return (
    <Modal title="Enter a vendor invoice" isOpen size="large" onOpenChange={(open) => (open || file.isPending ? null : onClose())}>
      <Form className={css.dialogBody} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Enter a vendor invoice">
        {file.error ? <Alert tone={similar ? 'caution' : 'critical'}>{file.error}</Alert> : null}
        <div className={css.fields}>
          <Select label="Branch" items={branches.map((b) => ({ id: branchOf(b), label: b }))} value={draft.brnId} isRequired onChange={(brnId) => set({ brnId: brnId ?? '' })} errorMessage={form.errors.brnId} />
          <ComboBox label="Vendor" items={vendors.map((v) => ({ id: v.venId, label: `${v.venId} - ${v.name}` }))} value={draft.vendorId} onChange={(vendorId) => set({ vendorId })} errorMessage={form.errors.vendorId} />
          <TextField label="Invoice no." value={draft.invoiceNo} onChange={(invoiceNo) => set({ invoiceNo })} errorMessage={form.errors.invoiceNo} />
          <TextField label="Amount" inputMode="decimal" value={draft.amount} onChange={(amount) => set({ amount })} errorMessage={form.errors.amount} />
          <DatePicker label="Invoice date" value={draft.invoiceDate} onChange={(invoiceDate) => set({ invoiceDate })} errorMessage={form.errors.invoiceDate} />
          <DatePicker label="Due date" description="Blank: from the vendor's terms." value={draft.dueDate} onChange={(dueDate) => set({ dueDate })} errorMessage={form.errors.dueDate} />
          <TextField label="PO no." value={draft.poNumber} onChange={(poNumber) => set({ poNumber })} errorMessage={form.errors.poNumber} />
          <DatePicker label="Discount date" value={draft.discountDate} onChange={(discountDate) => set({ discountDate })} errorMessage={form.errors.discountDate} />
          <TextField label="Discount %" inputMode="decimal" value={draft.discountPercent} onChange={(discountPercent) => set({ discountPercent })} errorMessage={form.errors.discountPercent} />
        </div>
        {similar ? (
          <Checkbox isSelected={draft.confirmSimilar} onChange={(confirmSimilar) => set({ confirmSimilar })}>
            It is not a duplicate: file it anyway
          </Checkbox>
        ) : null}
        <div className={css.buttons}>
          <Button type="submit" isPending={file.isPending}>
            File invoice
          </Button>
          <Button tone="secondary" isDisabled={file.isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
