import { useState } from 'react';
import { LOST_SALE_STATUSES, type LostSaleStatus } from '../../domain/parts/lostSales';
import type { MissChange, MissOptions, MissRefusal } from '../../domain/parts/rootCauseAnalysis';
import { codesOffered } from '../../domain/parts/rootCauseCodes';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextArea } from '../../ui/TextArea/TextArea';
import * as css from './RootCauseAnalysis.css';

/** The bulk change's dialog: what the host knows to offer, and how the last try went. */
export interface RootCauseBulkProps {
  /** How many misses are chosen. */
  count: number;
  options: MissOptions | undefined;
  /** Open on Close: the status set to Closed. */
  closing?: boolean;
  isPending?: boolean;
  /** The server's refusal in words, and the field it named. */
  error?: string | null;
  refusal?: MissRefusal | null;
  onSave: (change: MissChange) => void;
  onClose: () => void;
}

const idOf = (value: string | null) => (value ? Number(value) : undefined);

/**
 * Sets reason, action, assignee, note or status on every chosen miss at once; a field left as it is stays each
 * miss's own. The server applies it to all or none, and says which rule refused it on the field it names.
 */
export function RootCauseAnalysisBulk({ count, options, closing, isPending, error, refusal, onSave, onClose }: RootCauseBulkProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(closing ? 'Closed' : null);
  const [note, setNote] = useState('');
  const codes = options?.codes ?? [];
  const choices = (type: 'Reason' | 'Action') => codesOffered(codes, type).map((c) => ({ id: String(c.id), label: `${c.code} - ${c.description}${c.noteRequired ? ' (note needed)' : ''}` }));
  const errorOn = (field: MissRefusal['field']) => (refusal?.field === field ? refusal.message : undefined);
  const change: MissChange = {
    reasonCodeId: idOf(reason),
    actionCodeId: idOf(action),
    assignedTo: idOf(assignee),
    status: (status ?? undefined) as LostSaleStatus | undefined,
    note: note.trim() ? note : undefined,
  };
  const nothing = Object.values(change).every((v) => v === undefined);
  return (
    <Modal
      title={`${closing ? 'Close' : 'Change'} ${count} ${count === 1 ? 'miss' : 'misses'}`}
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button tone="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button isDisabled={nothing} isPending={isPending} onPress={() => onSave(change)}>
            {closing ? 'Close misses' : 'Save'}
          </Button>
        </>
      }
    >
      <div className={css.bulkForm}>
        <p className={css.muted}>A field left as it is keeps each miss&apos;s own. Every miss changes, or none does.</p>
        {error && !refusal ? <p role="alert">{error}</p> : null}
        <Select label="Reason" placeholder="Leave as it is" items={choices('Reason')} value={reason} onChange={setReason} errorMessage={errorOn('reasonCodeId')} />
        <Select label="Action" placeholder="Leave as it is" items={choices('Action')} value={action} onChange={setAction} errorMessage={errorOn('actionCodeId')} />
        <Select
          label="Assigned to"
          placeholder="Leave as it is"
          items={(options?.assignees ?? []).map((a) => ({ id: String(a.id), label: a.name }))}
          value={assignee}
          onChange={setAssignee}
          errorMessage={errorOn('assignedTo')}
        />
        <Select label="Status" placeholder="Leave as it is" items={LOST_SALE_STATUSES.map((s) => ({ id: s, label: s }))} value={status} onChange={setStatus} errorMessage={errorOn('status')} />
        <TextArea label="Note" maxLength={500} rows={3} value={note} onChange={setNote} errorMessage={errorOn('note')} />
      </div>
    </Modal>
  );
}
