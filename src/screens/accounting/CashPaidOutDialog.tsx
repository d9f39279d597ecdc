import { useState } from 'react';
import { Form } from 'react-aria-components';
import { paidOutSchema, RECEIPT_FILE_RULES, type PaidOutInput } from '../../domain/accounting/cashOnHand';
import type { CashFundDetail } from '../../domain/accounting/cashOnHandData';
import { formatFileSize } from '../../domain/files';
import { formSchema, validate } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { FileDrop } from '../../ui/FileDrop/FileDrop';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import { CashDialogButtons } from './CashDialogButtons';
import * as css from './CashOnHand.css';

export interface CashPaidOutDialogProps {
  /** The fund paid out of; open while there is one. */
  fund: CashFundDetail['fund'] | null;
  onRecord: (fundId: number, values: PaidOutInput, receipt: File) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

export const RECEIPT_MISSING = 'Attach the image of the receipt.';

/** The paid-out's fields and its receipt, as the server checks them. */
const paidOutForm = (receipt: File | undefined) =>
  formSchema((values: PaidOutInput) => {
    const checked = validate(paidOutSchema, values);
    if (receipt) return checked;
    return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), receipt: RECEIPT_MISSING } };
  });

function PaidOutForm({ fund, onRecord, isPending, error, onClose }: CashPaidOutDialogProps & { fund: CashFundDetail['fund'] }) {
  const [values, setValues] = useState<PaidOutInput>({ amount: '', paidTo: '', note: '' });
  const [files, setFiles] = useState<File[]>([]);
  const set = <K extends keyof PaidOutInput>(key: K, value: PaidOutInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const form = useForm(paidOutForm(files[0]), {
    values,
    onValid: async () => void ((await onRecord(fund.id, values, files[0]!)) && onClose()),
  });
  const title = `Paid out of ${fund.brnId} · ${fund.name}`;
  return (
    <Modal title={title} isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={css.twoColumns}>
          <TextField label="Amount" description="In dollars, e.g. 12.50" inputMode="decimal" value={values.amount} onChange={(v) => set('amount', v)} isRequired errorMessage={form.errors.amount} />
          <TextField label="Paid to" value={values.paidTo} onChange={(v) => set('paidTo', v)} isRequired maxLength={80} errorMessage={form.errors.paidTo} />
        </div>
        <TextArea label="Purpose" value={values.note} onChange={(v) => set('note', v)} isRequired maxLength={500} rows={2} errorMessage={form.errors.note} />
        <FileDrop
          label="Receipt"
          description={`A photo or scan of the receipt: PNG, JPEG or PDF up to ${formatFileSize(RECEIPT_FILE_RULES.maxFileBytes)}.`}
          files={files}
          onFilesChange={(next) => {
            form.clear('receipt');
            setFiles(next.slice(-1));
          }}
          isDisabled={isPending}
          {...RECEIPT_FILE_RULES}
        />
        {form.errors.receipt ? <Alert tone="critical">{form.errors.receipt}</Alert> : null}
        <CashDialogButtons submit="Record paid-out" isPending={isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** Records cash paid out of a fund (a petty-cash spend): how much, to whom, what for, with the receipt's image. */
export function CashPaidOutDialog(props: CashPaidOutDialogProps) {
  return props.fund ? <PaidOutForm key={props.fund.id} {...props} fund={props.fund} /> : null;
}
