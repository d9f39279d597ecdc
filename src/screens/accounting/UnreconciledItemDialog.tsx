import { useState } from 'react';
import type { ItemExplanation, UnreconciledItem } from '../../domain/accounting/unreconciledDays';
import { explanationSchema, type ExplanationChangeInput, type ExplanationInput } from '../../domain/accounting/unreconciledDaysPayloads';
import { formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './UnreconciledDays.css';

export interface UnreconciledItemDialogProps {
  item: UnreconciledItem;
  brnId: string;
  date: string;
  explain: ScreenAction<[ExplanationInput]>;
  /** Its explanation again, as of the version seen (its approval starts over). */
  change: ScreenAction<[ItemExplanation, ExplanationChangeInput]>;
  onClose: () => void;
}

/** Explains one open item, or changes its explanation: what happened to it, for someone else to approve. */
export function UnreconciledItemDialog({ item, brnId, date, explain, change, onClose }: UnreconciledItemDialogProps) {
  const existing = item.explanation;
  const [text, setText] = useState(existing?.text ?? '');
  const values: ExplanationInput = { brnId, date, itemKey: item.itemKey, text };
  const action = existing ? change : explain;
  const save = (checked: ExplanationInput) => (existing ? change.run(existing, { version: existing.version, text: checked.text }) : explain.run(checked));
  const { errors, submit, ref } = useForm(explanationSchema, { values, onValid: (checked) => void save(checked).then((done) => done && onClose()) });
  return (
    <Modal
      title={`${existing ? 'Change the explanation of' : 'Explain'} ${item.kind} ${item.reference}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button tone="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button tone="primary" isPending={action.isPending} onPress={submit}>
            Save explanation
          </Button>
        </>
      }
    >
      <div ref={ref} className={css.form}>
        <p className={css.note}>{`${item.description}: ${formatMoney2(item.amount)}`}</p>
        <TextArea label="Explanation" value={text} onChange={setText} maxLength={1000} rows={4} errorMessage={errors.text} isRequired />
        {existing?.approvedAt ? <p className={css.note}>Its approval starts over: someone else approves it again.</p> : null}
        {action.error ? <Alert tone="critical">{action.error}</Alert> : null}
      </div>
    </Modal>
  );
}
