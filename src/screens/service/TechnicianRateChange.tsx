import { useState } from 'react';
import { Form } from 'react-aria-components';
import { formatDate, formatMoney2, formatPercent } from '../../domain/format';
import { rateEditSchema, type RateDecision, type RateEditInput, type RateStatus, type TechnicianRateDetail } from '../../domain/service/technicianRates';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Spinner } from '../../ui/Spinner/Spinner';
import { TextField } from '../../ui/TextField/TextField';
import * as codes from '../parts/RootCauseCodes.css';

export const RATE_STATUS_TONE = { Draft: 'neutral', Pending: 'caution', Approved: 'info', Applied: 'positive', Rejected: 'critical' } as const satisfies Record<RateStatus, string>;

/** A proposal's rate, day and reason: a new one, or the draft's as of its version. */
export type RateFormValues = Omit<RateEditInput, 'version'>;

export interface TechnicianRateChangeProps {
  technician: TechnicianRateDetail | undefined;
  error?: string | null;
  isPending?: boolean;
  /** The last step refused, said in the dialog. */
  actionError?: string | null;
  /** A new change (none is open) or the draft's edit. */
  onSave: (values: RateFormValues) => void;
  onSubmit: () => void;
  onDecide: (decision: RateDecision, note: string | null) => void;
  onClose: () => void;
}

/** The rate, day and reason of a new change or of the draft. */
function RateForm({ technician, isPending, onSave }: { technician: TechnicianRateDetail; isPending?: boolean | undefined; onSave: (values: RateFormValues) => void }) {
  const draft = technician.change?.status === 'Draft' ? technician.change : null;
  const [proposedRate, setProposedRate] = useState(draft?.proposedRate ?? '');
  const [effectiveOn, setEffectiveOn] = useState<string | null>(draft?.effectiveOn ?? null);
  const [reason, setReason] = useState(draft?.reason ?? '');
  const values = { proposedRate, effectiveOn: effectiveOn ?? '', reason };
  const form = useForm(rateEditSchema, { values: { ...values, version: draft?.version ?? 1 }, onValid: () => onSave(values) });
  return (
    <Form className={codes.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={draft ? 'Edit the draft' : 'Propose a rate'}>
      <TextField label="Proposed rate ($ an hour)" value={proposedRate} onChange={setProposedRate} isRequired errorMessage={form.errors.proposedRate} />
      <DatePicker
        label="Effective"
        value={effectiveOn}
        onChange={setEffectiveOn}
        isRequired
        errorMessage={form.errors.effectiveOn}
        description={`The open pay period started ${formatDate(technician.openPeriod.start)}.`}
      />
      <TextField label="Reason" value={reason} onChange={setReason} isRequired errorMessage={form.errors.reason} />
      <div className={codes.formActions}>
        <Button type="submit" tone={draft ? 'secondary' : 'primary'} isPending={isPending}>
          {draft ? 'Save draft' : 'Propose as draft'}
        </Button>
      </div>
    </Form>
  );
}

/**
 * One technician's rate: Excede's, and their latest change with its status. No change open: propose one. A draft:
 * edit and submit it. Pending: approve or reject (a reason needed), or see why someone else must (their own
 * submission, or a raise over 5% that needs the general manager).
 */
export function TechnicianRateChange({ technician, error, isPending, actionError, onSave, onSubmit, onDecide, onClose }: TechnicianRateChangeProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const change = technician?.change ?? null;
  const canDecide = change?.status === 'Pending' && !change.decisionRefusal;
  const canPropose = technician && (!change || change.status === 'Draft' || change.status === 'Approved' || change.status === 'Applied' || change.status === 'Rejected');
  return (
    <Modal
      title={technician ? `${technician.technician}’s rate` : 'Technician rate'}
      size="medium"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      actions={
        canDecide ? (
          <>
            <Button tone="critical" isPending={isPending} onPress={() => (note.trim() ? onDecide('Rejected', note.trim()) : setNoteError('Say why the change is rejected.'))}>
              Reject
            </Button>
            <Button isPending={isPending} onPress={() => onDecide('Approved', note.trim() || null)}>
              Approve
            </Button>
          </>
        ) : change?.status === 'Draft' ? (
          <Button isPending={isPending} onPress={onSubmit}>
            Submit for approval
          </Button>
        ) : null
      }
    >
      {error ? <ErrorState title="The technician could not be loaded" message={error} onRetry={onClose} /> : null}
      {!technician && !error ? <Spinner label="Loading the technician" /> : null}
      {technician ? (
        <>
          <p>
            {technician.empId} · branch {technician.brnId} · {technician.grade ? `Technician ${technician.grade}` : 'no grade'} · Excede’s rate{' '}
            {technician.currentRate === null ? 'none' : `${formatMoney2(technician.currentRate)} an hour`}
          </p>
          {change ? (
            <>
              <p>
                <Badge tone={RATE_STATUS_TONE[change.status]}>{change.status}</Badge> {formatMoney2(change.currentRate)} to {formatMoney2(change.proposedRate)}
                {change.changePercent === null ? '' : ` (${formatPercent(change.changePercent)})`} from {formatDate(change.effectiveOn)}
              </p>
              <p className={codes.muted}>
                {change.reason}
                {change.submittedBy ? ` · submitted by ${change.submittedBy}` : ''}
                {change.decidedBy ? ` · ${change.status === 'Rejected' ? 'rejected' : 'approved'} by ${change.decidedBy} ${formatDate(change.decidedAt)}` : ''}
                {change.decisionNote ? `: ${change.decisionNote}` : ''}
              </p>
              {change.status === 'Pending' && change.needsGeneralManager ? <Alert tone="info">An increase over 5% is approved by the general manager.</Alert> : null}
            </>
          ) : null}
          {actionError ? <Alert tone="critical">{actionError}</Alert> : null}
          {change?.status === 'Pending' && change.decisionRefusal ? <Alert tone="caution">{change.decisionRefusal}</Alert> : null}
          {canDecide ? <TextField label="Note" value={note} onChange={(v) => (setNote(v), setNoteError(undefined))} errorMessage={noteError} description="Needed to reject." /> : null}
          {canPropose ? <RateForm key={change?.version ?? 0} technician={technician} isPending={isPending} onSave={onSave} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
