import { useState } from 'react';
import { Form } from 'react-aria-components';
import { PICK_SOURCES, type PickSource } from '../../domain/parts/picks';
import { pickCreateSchema, transferLinesOf, type PickCreateInput } from '../../domain/parts/picksPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextArea } from '../../ui/TextArea/TextArea';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './PickStatus.css';

export interface PickStatusNewPickProps {
  brnId: string;
  /** Today's will-call (phone) tickets of the branch a will-call pick is for. */
  willCallTickets: readonly { id: number; label: string }[];
  /** Resolves true once the pick is made (the dialog closes). */
  onCreate: (pick: PickCreateInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

const SOURCE_LABELS: Record<PickSource, string> = { Counter: 'Counter invoice', RO: 'Repair order job', Transfer: 'Transfer to a branch', 'Will-call': 'Will-call ticket' };
const SOURCE_OPTIONS = PICK_SOURCES.map((source) => ({ id: source, label: SOURCE_LABELS[source] }));

/** A new pick list from what asks for the parts: a counter invoice, an RO's job, a will-call ticket or a transfer's lines. */
export function PickStatusNewPick({ brnId, willCallTickets, onCreate, isPending, error, onClose }: PickStatusNewPickProps) {
  const [values, setValues] = useState({ source: 'Counter' as PickSource, slsId: '', opsId: '', ticketId: null as string | null, toBrnId: '', parts: '', bay: '' });
  const set = (field: keyof typeof values) => (value: string | null) => setValues((v) => ({ ...v, [field]: value ?? '' }));
  const { source } = values;
  const pick: PickCreateInput = {
    brnId,
    source,
    slsId: source === 'Counter' || source === 'RO' ? values.slsId : null,
    opsId: source === 'RO' && values.opsId ? Number(values.opsId) : null,
    ticketId: source === 'Will-call' && values.ticketId ? Number(values.ticketId) : null,
    toBrnId: source === 'Transfer' && values.toBrnId ? values.toBrnId : null,
    lines: source === 'Transfer' ? transferLinesOf(values.parts) : [],
    bay: values.bay || null,
  };
  const form = useForm(pickCreateSchema, { values: pick, onValid: async (valid) => void ((await onCreate(valid)) && onClose()) });
  return (
    <Modal title="New pick list" size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.newPickForm} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="New pick list">
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <Select label="Picked for" items={SOURCE_OPTIONS} value={source} onChange={set('source')} isRequired errorMessage={form.errors.source} />
        {source === 'Counter' || source === 'RO' ? (
          <TextField label={source === 'RO' ? 'Repair order' : 'Invoice'} description="Its Excede number (SlsId)." value={values.slsId} onChange={set('slsId')} errorMessage={form.errors.slsId} />
        ) : null}
        {source === 'RO' ? <TextField label="Job" inputMode="numeric" value={values.opsId} onChange={set('opsId')} errorMessage={form.errors.opsId} /> : null}
        {source === 'Will-call' ? (
          <Select
            label="Ticket"
            items={willCallTickets.map(({ id, label }) => ({ id: String(id), label }))}
            value={values.ticketId}
            onChange={set('ticketId')}
            placeholder={willCallTickets.length ? 'Choose the ticket' : 'No will-call ticket today'}
            errorMessage={form.errors.ticketId}
          />
        ) : null}
        {source === 'Transfer' ? (
          <>
            <TextField label="To branch" description="The branch number, e.g. 102." inputMode="numeric" value={values.toBrnId} onChange={set('toBrnId')} errorMessage={form.errors.toBrnId} />
            <TextArea
              label="Parts"
              description="One a line: the part number, then the quantity (1 if left out)."
              value={values.parts}
              onChange={set('parts')}
              errorMessage={Object.entries(form.errors).find(([field]) => field.startsWith('lines'))?.[1]}
            />
          </>
        ) : null}
        <TextField label="Bay or truck" description="Where the parts go." value={values.bay} onChange={set('bay')} errorMessage={form.errors.bay} />
        <div className={css.newPickActions}>
          <Button type="submit" isPending={isPending}>
            Make pick list
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
