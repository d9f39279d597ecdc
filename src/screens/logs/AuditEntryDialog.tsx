import type { AuditRow } from '../../domain/auditTrail';
import { formatDateTime } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Modal } from '../../ui/Modal/Modal';
import { fieldChanges, recordOf } from './auditEntry';
import * as css from './AuditTrail.css';

export interface AuditEntryDialogProps {
  entry: AuditRow;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const json = (value: unknown) => (value === null ? 'Nothing kept.' : JSON.stringify(value, null, 2));

function BeforeAfter({ before, after }: { before: unknown; after: unknown }) {
  const changes = fieldChanges(before, after);
  if (changes === null)
    return (
      <div className={css.sides}>
        {(['Before', 'After'] as const).map((side) => (
          <section key={side} aria-label={side}>
            <h3 className={css.sideTitle}>{side}</h3>
            <pre className={css.json}>{json(side === 'Before' ? before : after)}</pre>
          </section>
        ))}
      </div>
    );
  if (changes.length === 0) return <p className={css.note}>No record values were kept for this entry.</p>;
  return (
    <table className={css.changes}>
      <caption className={css.sideTitle}>Before and after</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className={change.changed ? css.changed : undefined}>
            <th scope="row">
              {change.field}
              {change.changed ? (
                <>
                  {' '}
                  <span className={css.changedMark}>(changed)</span>
                </>
              ) : null}
            </th>
            <td>{change.before}</td>
            <td>{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One audit entry: who did what, as whom, and its record before and after. A chunk of its own, loaded when first opened. */
export default function AuditEntryDialog({ entry, isOpen, onOpenChange }: AuditEntryDialogProps) {
  return (
    <Modal title={`Audit entry #${entry.id}`} isOpen={isOpen} isDismissable onOpenChange={onOpenChange} size="large">
      <div className={css.detail}>
        <KeyValue
          items={[
            { label: 'Time', value: formatDateTime(entry.at) },
            { label: 'Action', value: entry.action },
            { label: 'Actor', value: entry.actorName },
            {
              label: 'Working as',
              value: entry.assumedUserName ? <Badge tone="caution">{entry.assumedUserName}</Badge> : 'Not assuming another user',
            },
            { label: 'Record', value: recordOf(entry) },
            { label: 'Address', value: entry.ip },
          ]}
        />
        <BeforeAfter before={entry.before} after={entry.after} />
      </div>
    </Modal>
  );
}
