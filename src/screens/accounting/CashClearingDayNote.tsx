import { useState } from 'react';
import type { CashClearingDayNote as DayNote } from '../../domain/accounting/cashClearing';
import { cashClearingDayNoteSchema } from '../../domain/accounting/cashClearingPayloads';
import { formatDateTime } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { useForm } from '../../ui/Form/useForm';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './CashClearing.css';
import * as records from '../../ui/report/recordList.css';

export interface CashClearingDayNoteProps {
  note: DayNote | null;
  /** Writes the day's note (the first, or a change to the one shown). */
  saveDayNote: ScreenAction<[string, DayNote | null]>;
  /** Removes the note shown, as of its version. */
  removeDayNote: ScreenAction<[DayNote]>;
}

/** A branch's day's note: what is going on with it, for whoever looks next; written and changed here. */
export function CashClearingDayNote({ note, saveDayNote, removeDayNote }: CashClearingDayNoteProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [text, setText] = useState('');
  const { errors, submit, ref, clear } = useForm(cashClearingDayNoteSchema, {
    // The version only matters to the server; a first note has none yet.
    values: { version: note?.version ?? 1, note: text },
    onValid: async (values) => {
      if (await saveDayNote.run(values.note, note)) setEditing(false);
    },
  });
  return (
    <Card
      title="Day note"
      actions={
        <div className={css.matchActions}>
          {note ? (
            <Button tone="secondary" size="small" onPress={() => setRemoving(true)}>
              Remove note…
            </Button>
          ) : null}
          <Button
            tone="secondary"
            size="small"
            onPress={() => {
              clear();
              setText(note?.note ?? '');
              setEditing(true);
            }}
          >
            {note ? 'Change note…' : 'Write a note…'}
          </Button>
        </div>
      }
    >
      {note ? (
        <div>
          <p className={records.note}>{note.note}</p>
          <p className={records.meta}>{`By ${note.writtenBy}, ${formatDateTime(note.writtenAt)}`}</p>
        </div>
      ) : (
        <p className={records.meta}>No note on this day yet.</p>
      )}
      <ConfirmDialog
        isOpen={editing}
        title="Day note"
        confirmLabel="Save note"
        isPending={saveDayNote.isPending}
        onCancel={() => setEditing(false)}
        onConfirm={submit}
        message={
          <div ref={ref} className={css.dialogForm}>
            {saveDayNote.error ? <Alert tone="critical">{saveDayNote.error}</Alert> : null}
            <TextArea label="Note" value={text} onChange={setText} maxLength={2000} rows={4} errorMessage={errors.note} />
          </div>
        }
      />
      <ConfirmDialog
        isOpen={removing}
        title="Remove the day note?"
        tone="critical"
        confirmLabel="Remove"
        isPending={removeDayNote.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={async () => {
          if (note && (await removeDayNote.run(note))) setRemoving(false);
        }}
        message={
          <div className={css.dialogForm}>
            {removeDayNote.error ? <Alert tone="critical">{removeDayNote.error}</Alert> : null}
            <p>The day shows no note; the audit trail keeps what it said.</p>
          </div>
        }
      />
    </Card>
  );
}
