import { useState } from 'react';
import { type CashClearingMatch } from '../../domain/accounting/cashClearing';
import { cashClearingNoteSchema, type CashClearingNoteInput } from '../../domain/accounting/cashClearingPayloads';
import { formatDate, formatDateTime, formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { useForm } from '../../ui/Form/useForm';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './CashClearing.css';
import * as records from '../../ui/report/recordList.css';

export interface CashClearingMatchesProps {
  matches: readonly CashClearingMatch[];
  unmatch: ScreenAction<[CashClearingMatch]>;
  saveNote: ScreenAction<[CashClearingMatch, CashClearingNoteInput]>;
}

const receiptsText = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;

/** The matches of the lines shown: what each took, who made it, its note; unmatch one, or change its note. */
export function CashClearingMatches({ matches, unmatch, saveNote }: CashClearingMatchesProps) {
  const [unmatching, setUnmatching] = useState<CashClearingMatch | null>(null);
  const [noting, setNoting] = useState<CashClearingMatch | null>(null);
  const [note, setNote] = useState('');
  const { errors, submit, ref, clear } = useForm(cashClearingNoteSchema, {
    values: { version: noting?.version ?? 0, note },
    onValid: async (values) => {
      if (noting && (await saveNote.run(noting, values))) setNoting(null);
    },
  });
  if (!matches.length) return null;
  return (
    <Card title="Matches">
      <ul className={records.list}>
        {matches.map((m) => (
          <li key={m.id} className={records.item}>
            <div>
              <p className={records.title}>{`Match #${m.id}: deposit ${m.depositXref} of ${formatDate(m.depositOn)}, ${formatMoney2(m.amount)}, ${receiptsText(m.receiptCount)}`}</p>
              <p className={records.meta}>{`By ${m.matchedBy}, ${formatDateTime(m.matchedAt)}`}</p>
              {m.note ? <p className={records.note}>{m.note}</p> : null}
            </div>
            <div className={css.matchActions}>
              <Button
                tone="secondary"
                size="small"
                aria-label={`Note of match #${m.id}`}
                onPress={() => {
                  clear();
                  setNote(m.note);
                  setNoting(m);
                }}
              >
                Note…
              </Button>
              <Button tone="secondary" size="small" aria-label={`Unmatch match #${m.id}`} onPress={() => setUnmatching(m)}>
                Unmatch…
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={unmatching !== null}
        title={`Unmatch match #${unmatching?.id ?? ''}?`}
        tone="critical"
        confirmLabel="Unmatch"
        isPending={unmatch.isPending}
        onCancel={() => setUnmatching(null)}
        onConfirm={async () => {
          if (unmatching && (await unmatch.run(unmatching))) setUnmatching(null);
        }}
        message={
          <div className={css.dialogForm}>
            {unmatch.error ? <Alert tone="critical">{unmatch.error}</Alert> : null}
            <p>Its receipts and deposit go back to uncleared, and their days count them again. The match stays in the history.</p>
          </div>
        }
      />
      <ConfirmDialog
        isOpen={noting !== null}
        title={`Note of match #${noting?.id ?? ''}`}
        confirmLabel="Save note"
        isPending={saveNote.isPending}
        onCancel={() => setNoting(null)}
        onConfirm={submit}
        message={
          <div ref={ref} className={css.dialogForm}>
            {saveNote.error ? <Alert tone="critical">{saveNote.error}</Alert> : null}
            <TextArea label="Note" value={note} onChange={setNote} maxLength={500} rows={3} errorMessage={errors.note} />
          </div>
        }
      />
    </Card>
  );
}
