import { useState } from 'react';
import { Form } from 'react-aria-components';
import { TICKET_TYPES } from '../../domain/parts/tickets';
import { ticketCreateSchema, type TicketCreateInput } from '../../domain/parts/ticketsPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './WaitingList.css';

export interface WaitingListNewTicketProps {
  brnId: string;
  /** Resolves true once the ticket is open (the dialog closes). */
  onCreate: (ticket: TicketCreateInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const TYPE_OPTIONS = TICKET_TYPES.map((type) => ({ id: type, label: type }));

/** A new ticket at the branch's counter: who waits, for what, and whether a truck is down. */
export function WaitingListNewTicket({ brnId, onCreate, isPending, error, onClose }: WaitingListNewTicketProps) {
  const [values, setValues] = useState({ type: 'Counter', firstName: '', lastName: '', company: '', slsId: '', untId: '', lines: '1', truckDown: false });
  const set = (field: keyof typeof values) => (value: string | boolean | null) => setValues((v) => ({ ...v, [field]: value ?? '' }));
  const form = useForm(ticketCreateSchema, {
    values: { ...values, brnId, lines: Number(values.lines) } as TicketCreateInput,
    onValid: async (ticket) => void ((await onCreate(ticket)) && onClose()),
  });
  return (
    <Modal title="New ticket" size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="New ticket">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Select label="Type" items={TYPE_OPTIONS} value={values.type} onChange={set('type')} isRequired errorMessage={form.errors.type} />
        <TextField label="First name" value={values.firstName} onChange={set('firstName')} errorMessage={form.errors.firstName} />
        <TextField label="Last name" value={values.lastName} onChange={set('lastName')} errorMessage={form.errors.lastName} />
        <TextField label="Company" description="Instead of a name, for a fleet." value={values.company} onChange={set('company')} errorMessage={form.errors.company} />
        <TextField label="RO or invoice" value={values.slsId} onChange={set('slsId')} errorMessage={form.errors.slsId} />
        <TextField label="Truck" description="Unit or fleet number." value={values.untId} onChange={set('untId')} errorMessage={form.errors.untId} />
        <TextField label="Lines" inputMode="numeric" value={values.lines} onChange={set('lines')} errorMessage={form.errors.lines} />
        <Checkbox isSelected={values.truckDown} onChange={set('truckDown')}>
          Truck down (served first)
        </Checkbox>
        <div className={css.actions}>
          <Button type="submit" isPending={isPending}>
            Open ticket
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
