import { useState } from 'react';
import type { CashClearingLine } from '../../domain/accounting/cashClearing';
import { cashClearingFlagSchema, type CashClearingFlagInput } from '../../domain/accounting/cashClearingPayloads';
import { formatDate, formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { useForm } from '../../ui/Form/useForm';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './CashClearing.css';

/** What is flagged: a branch's day, or one line of it. */
export interface FlagTarget {
  brnId: string;
  date: string;
  line?: CashClearingLine;
}

export interface CashClearingFlagDialogProps {
  /** Open while there is a target. */
  target: FlagTarget | null;
  flag: ScreenAction<[CashClearingFlagInput]>;
  onClose: () => void;
}

const lineText = (line: CashClearingLine) => `entry ${line.jeId} line ${line.lineNo} (${line.xref}, ${formatMoney2(line.debit !== '0.00' ? line.debit : line.credit)})`;

/** Flags a day or a line for a correcting entry in the GL, with what needs correcting. */
export function CashClearingFlagDialog({ target, flag, onClose }: CashClearingFlagDialogProps) {
  const [reason, setReason] = useState('');
  const values: CashClearingFlagInput = {
    brnId: target?.brnId ?? '',
    date: target?.date ?? '',
    reason,
    ...(target?.line ? { line: { jeId: target.line.jeId, lineNo: target.line.lineNo } } : {}),
  };
  const { errors, submit, ref, clear } = useForm(cashClearingFlagSchema, {
    values,
    onValid: async (payload) => {
      if (!(await flag.run(payload))) return;
      setReason('');
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen={target !== null}
      title={target?.line ? 'Flag a line for a correcting entry' : 'Flag the day for a correcting entry'}
      confirmLabel="Flag"
      isPending={flag.isPending}
      onCancel={() => {
        clear();
        onClose();
      }}
      onConfirm={submit}
      message={
        <div ref={ref} className={css.dialogForm}>
          {flag.error ? <Alert tone="critical">{flag.error}</Alert> : null}
          <p>{target ? `${target.line ? `The ${lineText(target.line)} of ` : ''}branch ${target.brnId}'s ${formatDate(target.date)}: the GL needs an entry to correct it.` : ''}</p>
          <TextArea label="What needs correcting" value={reason} onChange={setReason} maxLength={500} rows={3} errorMessage={errors.reason} />
        </div>
      }
    />
  );
}
