import { useState } from 'react';
import { Form } from 'react-aria-components';
import { depositRunProblem, depositRunSchema, type DepositRunInput } from '../../domain/accounting/cashOnHand';
import type { CashBranchFigures } from '../../domain/accounting/cashOnHandData';
import { formatDateTime, formatMoney2 } from '../../domain/format';
import { centsOf } from '../../domain/money';
import { formSchema, validate } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import { CashDialogButtons } from './CashDialogButtons';
import * as css from './CashOnHand.css';

export interface CashDepositRunDialogProps {
  /** The branches shown and their undeposited cash; the dialog is open while there are some. */
  branches: readonly CashBranchFigures[] | null;
  /** The user's branches as 'BrnId - Name'. */
  labels: readonly string[];
  onRecord: (run: DepositRunInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

/** The run's fields as the server checks them, and the rule that it takes all the branch's undeposited cash. */
const depositRunForm = (branch: CashBranchFigures | undefined) =>
  formSchema((values: DepositRunInput) => {
    const checked = validate(depositRunSchema, values);
    if (!checked.ok || !branch) return checked;
    const problem = depositRunProblem(checked.data.amount, centsOf(branch.undeposited) ?? 0);
    return problem ? { ok: false, errors: { amount: problem } } : checked;
  });

function DepositRunForm({ branches, labels, onRecord, isPending, error, onClose }: CashDepositRunDialogProps & { branches: readonly CashBranchFigures[] }) {
  const first = branches.find((b) => (centsOf(b.undeposited) ?? 0) > 0) ?? branches[0];
  const [brnId, setBrnId] = useState(first?.brnId ?? '');
  const branch = branches.find((b) => b.brnId === brnId);
  const [amount, setAmount] = useState(first?.undeposited ?? '');
  const [bagNumber, setBagNumber] = useState('');
  const values: DepositRunInput = { brnId, lastRunId: branch?.lastDepositRun?.id ?? null, amount, bagNumber };
  const form = useForm(depositRunForm(branch), { values, onValid: async () => void ((await onRecord(values)) && onClose()) });
  const items = branches.map((b) => ({ id: b.brnId, label: labels.find((l) => l.startsWith(`${b.brnId} `)) ?? b.brnId }));
  const last = branch?.lastDepositRun;
  return (
    <Modal title="Record deposit run" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Record deposit run">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Select
          label="Branch"
          items={items}
          value={brnId}
          isRequired
          onChange={(id) => {
            const next = branches.find((b) => b.brnId === id);
            setBrnId(id ?? '');
            setAmount(next?.undeposited ?? '');
          }}
          errorMessage={form.errors.brnId}
        />
        {branch ? (
          <p className={css.muted}>
            {`Undeposited cash: ${formatMoney2(branch.undeposited)}${branch.oldestUndeposited ? `, waiting since ${formatDateTime(branch.oldestUndeposited)}` : ''}. `}
            {last ? `Last run: ${formatMoney2(last.amount)} in bag ${last.bagNumber}, ${formatDateTime(last.at)} by ${last.by}.` : 'No deposit run recorded yet.'}
          </p>
        ) : null}
        <div className={css.twoColumns}>
          <TextField label="Amount in the bag" description="All of the undeposited cash, to the cent" inputMode="decimal" value={amount} onChange={setAmount} isRequired errorMessage={form.errors.amount} />
          <TextField label="Bag number" value={bagNumber} onChange={setBagNumber} isRequired maxLength={30} errorMessage={form.errors.bagNumber} />
        </div>
        <CashDialogButtons submit="Record deposit run" isPending={isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** Records a branch's undeposited cash taken to the bank: the amount in the bag and its number. */
export function CashDepositRunDialog(props: CashDepositRunDialogProps) {
  return props.branches ? <DepositRunForm {...props} branches={props.branches} /> : null;
}
