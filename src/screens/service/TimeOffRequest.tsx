import { useState } from 'react';
import { Form } from 'react-aria-components';
import { instantOfLocal } from '../../domain/service/availability';
import { TIME_OFF_TYPES, timeOffRequestSchema, type TimeOffRequestInput } from '../../domain/service/timeOff';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TimeField } from '../../ui/DatePicker/TimeField';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as codes from '../parts/RootCauseCodes.css';

export interface TimeOffRequestProps {
  /** The technicians of the user's branches. */
  technicians: readonly { empId: string; name: string; brnId: string }[];
  /** Resolves true once requested (the dialog closes). */
  onRequest: (input: TimeOffRequestInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

/** Requests time off for a technician: the type, and from when to when (New York time). */
export function TimeOffRequest({ technicians, onRequest, isPending, error, onClose }: TimeOffRequestProps) {
  const [empId, setEmpId] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [fromAt, setFromAt] = useState('');
  const [toAt, setToAt] = useState('');
  const [note, setNote] = useState('');
  const form = useForm(timeOffRequestSchema, {
    values: { empId: empId ?? '', type: (type ?? '') as TimeOffRequestInput['type'], fromAt: instantOfLocal(fromAt), toAt: instantOfLocal(toAt), note: note || null },
    onValid: async (data) => void ((await onRequest(data)) && onClose()),
  });
  return (
    <Modal title="Request time off" size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={codes.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Request time off">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Select label="Technician" placeholder="Choose the technician" items={technicians.map((t) => ({ id: t.empId, label: `${t.name} (${t.brnId})` }))} value={empId} onChange={setEmpId} isRequired errorMessage={form.errors.empId} />
        <Select label="Type" placeholder="Choose the type" items={TIME_OFF_TYPES.map((t) => ({ id: t, label: t }))} value={type} onChange={setType} isRequired errorMessage={form.errors.type} />
        <TimeField label="From" granularity="date-time" value={fromAt} onChange={setFromAt} isRequired errorMessage={form.errors.fromAt} />
        <TimeField label="To" granularity="date-time" value={toAt} onChange={setToAt} isRequired errorMessage={form.errors.toAt} />
        <TextField label="Note" value={note} onChange={setNote} errorMessage={form.errors.note} />
        <div className={codes.formActions}>
          <Button type="submit" isPending={isPending}>
            Request time off
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
