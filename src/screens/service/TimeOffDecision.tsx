import { useState } from 'react';
import { formatDateTime, formatNumber } from '../../domain/format';
import type { TimeOffDecision as Decision, TimeOffDetail } from '../../domain/service/timeOff';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { Modal } from '../../ui/Modal/Modal';
import { Spinner } from '../../ui/Spinner/Spinner';
import { TextField } from '../../ui/TextField/TextField';
import * as codes from '../parts/RootCauseCodes.css';

export const STATUS_TONE = { Requested: 'caution', Approved: 'positive', Denied: 'critical' } as const;

export interface TimeOffDecisionProps {
  request: TimeOffDetail | undefined;
  error?: string | null;
  isPending?: boolean;
  /** The last decision refused, said in the dialog. */
  actionError?: string | null;
  onDecide: (decision: Decision, note: string | null) => void;
  onClose: () => void;
}

/** The scheduled jobs the time off overlaps: what the dispatcher reassigns. */
function Conflicts({ request }: { request: TimeOffDetail }) {
  if (!request.conflicts.length) return <p className={codes.muted}>No scheduled job falls in this time off.</p>;
  return (
    <table className={codes.table} aria-label="Scheduled jobs to reassign">
      <thead>
        <tr>
          <th scope="col">RO</th>
          <th scope="col">Job</th>
          <th scope="col">Technician</th>
          <th scope="col">Scheduled</th>
        </tr>
      </thead>
      <tbody>
        {request.conflicts.map((c) => (
          <tr key={c.entryId}>
            <td className={codes.code}>{c.slsId ?? '—'}</td>
            <td data-label="Job">
              {c.opsId === null ? '' : `${c.opsId} `}
              {c.job}
            </td>
            <td data-label="Technician">{c.technician}</td>
            <td data-label="Scheduled">
              {formatDateTime(c.startAt)} – {formatDateTime(c.endAt).slice(11)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One time off request: who, what, when and its hours, the scheduled jobs it overlaps (before approving, so the
 * dispatcher knows what to reassign, and after), and Approve or Deny (a reason needed) for a service manager.
 */
export function TimeOffDecision({ request, error, isPending, actionError, onDecide, onClose }: TimeOffDecisionProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const canDecide = request?.status === 'Requested' && !request.decisionRefusal;
  return (
    <Modal
      title={request ? `${request.type} for ${request.technician}` : 'Time off'}
      size="large"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      actions={
        canDecide ? (
          <>
            <Button tone="critical" isPending={isPending} onPress={() => (note.trim() ? onDecide('Denied', note.trim()) : setNoteError('Say why the time off is denied.'))}>
              Deny
            </Button>
            <Button isPending={isPending} onPress={() => onDecide('Approved', note.trim() || null)}>
              Approve
            </Button>
          </>
        ) : null
      }
    >
      {error ? <ErrorState title="The request could not be loaded" message={error} onRetry={onClose} /> : null}
      {!request && !error ? <Spinner label="Loading the request" /> : null}
      {request ? (
        <>
          <p>
            <Badge tone={STATUS_TONE[request.status]}>{request.status}</Badge> {formatDateTime(request.fromAt)} to {formatDateTime(request.toAt)} · {formatNumber(request.hours)} shop hours · branch{' '}
            {request.brnId}
          </p>
          <p className={codes.muted}>
            Requested by {request.requestedBy}
            {request.decidedBy ? ` · ${request.status.toLowerCase()} by ${request.decidedBy} ${formatDateTime(request.decidedAt)}` : ''}
            {request.decisionNote ? `: ${request.decisionNote}` : ''}
          </p>
          {actionError ? <Alert tone="critical">{actionError}</Alert> : null}
          {request.status === 'Requested' && request.decisionRefusal ? <Alert tone="info">{request.decisionRefusal}</Alert> : null}
          <h3>{request.status === 'Approved' ? 'Jobs to reassign' : 'Scheduled jobs in this time'}</h3>
          <Conflicts request={request} />
          {canDecide ? <TextField label="Note" value={note} onChange={(v) => (setNote(v), setNoteError(undefined))} errorMessage={noteError} description="Needed to deny." /> : null}
        </>
      ) : null}
    </Modal>
  );
}
