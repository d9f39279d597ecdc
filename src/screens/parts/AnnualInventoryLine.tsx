import { useState } from 'react';
import { decisionRefusal, type LineDecision } from '../../domain/parts/annualInventory';
import type { AdjustmentLine } from '../../domain/parts/annualInventoryList';
import { centsOf } from '../../domain/money';
import { formatMoney2, formatNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Modal } from '../../ui/Modal/Modal';
import { NumberField } from '../../ui/NumberField/NumberField';
import { Spinner } from '../../ui/Spinner/Spinner';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './AnnualInventory.css';

/** One review line's dialog: its count against book, and the decision or recount to record; each handler settles when the server answered. */
export interface AnnualInventoryLineProps {
  line: AdjustmentLine | undefined;
  acceptUnderCents: number;
  error?: string | null;
  isPending?: boolean;
  /** The last change refused, said in the dialog. */
  actionError?: string | null;
  onClose: () => void;
  onDecide: (decision: LineDecision, comment: string | null) => void;
  onRecount: (countedQty: number) => void;
}

function LineForm({ line, acceptUnderCents, isPending, onDecide, onRecount }: Omit<AnnualInventoryLineProps, 'line' | 'onClose'> & { line: AdjustmentLine }) {
  const [comment, setComment] = useState(line.comment ?? '');
  const [recount, setRecount] = useState(line.bookQty);
  const refusal = decisionRefusal(
    { tagNo: line.tagNo, partNo: line.partNo, bookQty: line.bookQty, countedQty: line.countedQty, unitCostCents: centsOf(line.unitCost) ?? 0, recounted: line.recounted === 'Yes' },
    'Accept',
    acceptUnderCents,
  );
  const text = comment.trim() || null;
  if (line.decision === 'Recount')
    return (
      <div className={css.dialogForm}>
        <p>Sent to recount: enter what the second count found.</p>
        <NumberField label="Recount quantity" minValue={0} value={recount} onChange={setRecount} />
        <div className={css.actions}>
          <Button isPending={isPending} onPress={() => onRecount(recount)}>
            Save recount
          </Button>
        </div>
      </div>
    );
  return (
    <div className={css.dialogForm}>
      {refusal ? <Alert tone="caution">{refusal}</Alert> : null}
      <TextField label="Comment" value={comment} onChange={setComment} description="Required to exclude the line." />
      <div className={css.actions}>
        <Button isDisabled={!!refusal} isPending={isPending} onPress={() => onDecide('Accept', text)}>
          Accept
        </Button>
        <Button tone="secondary" isPending={isPending} onPress={() => onDecide('Recount', text)}>
          Send to recount
        </Button>
        <Button tone="secondary" isDisabled={!text} isPending={isPending} onPress={() => onDecide('Exclude', text)}>
          Exclude
        </Button>
      </div>
    </div>
  );
}

export function AnnualInventoryLine({ line, error, actionError, onClose, ...form }: AnnualInventoryLineProps) {
  return (
    <Modal title={line ? `Tag ${line.tagNo} · ${line.partNo}` : 'Inventory line'} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      {error ? <ErrorState title="The line could not be loaded" message={error} onRetry={onClose} /> : null}
      {!line && !error ? <Spinner label="Loading the line" /> : null}
      {line ? (
        <>
          <p>
            Branch {line.brnId} · bin {line.bin} · book {formatNumber(line.bookQty)} · counted {formatNumber(line.countedQty)}
            {line.recounted === 'Yes' ? ' (recounted)' : ''} · variance {formatNumber(line.varianceQty)} at {formatMoney2(line.unitCost)} = {formatMoney2(line.varianceValue)}
          </p>
          <p>Decision: {line.decision ?? 'none yet'}{line.comment ? ` · ${line.comment}` : ''}</p>
          {actionError ? <p role="alert">{actionError}</p> : null}
          {line.locked ? <Alert tone="info">This inventory is approved and locked.</Alert> : <LineForm key={`${line.id}-${line.version}`} line={line} {...form} />}
        </>
      ) : null}
    </Modal>
  );
}
