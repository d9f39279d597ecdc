import { useState } from 'react';
import type { UnreconciledItem } from '../../domain/accounting/unreconciledDays';
import { explanationSchema, type ExplanationInput } from '../../domain/accounting/unreconciledDaysPayloads';
import { formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './UnreconciledDays.css';

/** Explains one open item: what happened to it, for someone else to approve. */
export interface UnreconciledItemDialogProps {
  item: UnreconciledItem;
  brnId: string;
  date: string;
  explain: ScreenAction<[ExplanationInput]>;
  onClose: () => void;
}

export function UnreconciledItemDialog({ item, brnId, date, explain, onClose }: UnreconciledItemDialogProps) {
  const [text, setText] = useState('');
  const values: ExplanationInput = { brnId, date, itemKey: item.itemKey, text };
  const { errors, submit, ref } = useForm(explanationSchema, { values, onValid: (checked) => void explain.run(checked).then((done) => done && onClose()) });
  return (
    <Modal
      title={`Explain ${item.kind} ${item.reference}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button tone="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button tone="primary" isPending={explain.isPending} onPress={submit}>
            Save explanation
          </Button>
        </>
      }
    >
      <div ref={ref} className={css.form}>
        <p className={css.note}>{`${item.description}: ${formatMoney2(item.amount)}`}</p>
        <TextArea label="Explanation" value={text} onChange={setText} maxLength={1000} rows={4} errorMessage={errors.text} isRequired />
        {explain.error ? <Alert tone="critical">{explain.error}</Alert> : null}
      </div>
    </Modal>
  );
}
