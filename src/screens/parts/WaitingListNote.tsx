import { useState } from 'react';
import type { Ticket } from '../../domain/parts/tickets';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import { TextArea } from '../../ui/TextArea/TextArea';
import * as css from './WaitingList.css';

export interface WaitingListNoteProps {
  ticket: Ticket;
  /** Resolves true once saved (the dialog closes). */
  onSave: (ticket: Ticket, note: string) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

/** A ticket's note: what the counter should know about who waits (the part they described, a call-back). */
export function WaitingListNote({ ticket, onSave, isPending, error, onClose }: WaitingListNoteProps) {
  const [note, setNote] = useState(ticket.note);
  return (
    <Modal title={`Note on ticket ${ticket.number}`} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <div className={css.form}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <TextArea label="Note" value={note} onChange={setNote} maxLength={500} rows={4} />
        <div className={css.actions}>
          <Button isPending={isPending} onPress={() => void onSave(ticket, note).then((saved) => saved && onClose())}>
            Save note
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Modal>
  );
}
