import { useState } from 'react';
import { matchProblem, type CashClearingLine } from '../../domain/accounting/cashClearing';
import { cashClearingMatchSchema, type CashClearingMatchInput } from '../../domain/accounting/cashClearingPayloads';
import { formatMoney2 } from '../../domain/format';
import { centsOf, moneyText } from '../../domain/money';
import { formSchema, validate } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { TextArea } from '../../ui/TextArea/TextArea';
import * as css from './CashClearing.css';

/** A write the host runs: it resolves true once done, is pending meanwhile, and keeps a refusal in words. */
export interface ScreenAction<A extends unknown[]> {
  run: (...args: A) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
}

export interface CashClearingMatchDialogProps {
  /** The deposit and the receipts selected; the dialog is open while there is a deposit. */
  deposit: CashClearingLine | null;
  receipts: readonly CashClearingLine[];
  match: ScreenAction<[CashClearingMatchInput]>;
  onCancel: () => void;
  onMatched: () => void;
}

const ref = (line: CashClearingLine) => ({ jeId: line.jeId, lineNo: line.lineNo });
const cents = (amount: string) => centsOf(amount) ?? 0;

/** The server's rules for a match, run before it is sent: the payload's and balancing to the cent. */
function matchForm(depositCents: number, receiptCents: readonly number[]) {
  return formSchema((values: CashClearingMatchInput) => {
    const checked = validate(cashClearingMatchSchema, values);
    const problem = matchProblem(depositCents, receiptCents);
    if (!problem) return checked;
    return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), receipts: problem } };
  });
}

/** Matches the selected receipts to the selected deposit, with a note; what they come to shows before it is sent. */
export function CashClearingMatchDialog({ deposit, receipts, match, onCancel, onMatched }: CashClearingMatchDialogProps) {
  const [note, setNote] = useState('');
  const depositCents = deposit ? cents(deposit.credit) : 0;
  const receiptCents = receipts.map((r) => cents(r.debit));
  const receiptsTotal = receiptCents.reduce((sum, c) => sum + c, 0);
  const values: CashClearingMatchInput = { deposit: deposit ? ref(deposit) : { jeId: '', lineNo: 0 }, receipts: receipts.map(ref), note };
  const { errors, submit, ref: formRef, clear } = useForm(matchForm(depositCents, receiptCents), {
    values,
    onValid: async (payload) => {
      if (!(await match.run(payload))) return;
      setNote('');
      onMatched();
    },
  });
  return (
    <ConfirmDialog
      isOpen={deposit !== null}
      title="Match receipts to a deposit"
      confirmLabel="Match"
      isPending={match.isPending}
      onCancel={() => {
        clear();
        onCancel();
      }}
      onConfirm={submit}
      message={
        <div ref={formRef} className={css.dialogForm}>
          {match.error ? <Alert tone="critical">{match.error}</Alert> : null}
          <KeyValue
            columns={1}
            items={[
              { label: 'Deposit', value: deposit ? `${deposit.xref}, ${formatMoney2(moneyText(depositCents))}` : '' },
              { label: 'Receipts', value: `${receipts.length} ${receipts.length === 1 ? 'receipt' : 'receipts'}, ${formatMoney2(moneyText(receiptsTotal))}` },
              { label: 'Difference', value: formatMoney2(moneyText(receiptsTotal - depositCents)) },
            ]}
          />
          {errors.receipts ? <Alert tone="critical">{errors.receipts}</Alert> : null}
          <TextArea label="Note" description="Why these belong together, for whoever looks next." value={note} onChange={setNote} maxLength={500} rows={3} errorMessage={errors.note} />
        </div>
      }
    />
  );
}
