import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ticketStatusSchema, type TicketStatusInput } from '../../domain/parts/ticketsPayloads';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './TicketStatus.css';

/** The moves that ask for something first. */
export type AskingStatus = 'Completed' | 'Cancelled' | 'Waiting on order';

export interface TicketStatusMoveFormProps {
  /** Completing asks how it ended, cancelling why, waiting on an order when the parts are expected. */
  status: AskingStatus;
  version: number;
  /** Resolves true once the server took it. */
  onSend: (values: TicketStatusInput) => Promise<boolean>;
  onBack: () => void;
  isPending: boolean;
}

type Ending = 'sold' | 'noSale';

const LOOK: Record<AskingStatus, { title: string; submit: string }> = {
  Completed: { title: 'Complete the ticket', submit: 'Complete ticket' },
  Cancelled: { title: 'Cancel the ticket', submit: 'Cancel ticket' },
  'Waiting on order': { title: 'Wait on an order', submit: 'Waiting on order' },
};

/**
 * What a move asks first: completed, the invoice or RO line the parts went out on, or a "no sale" reason with the
 * part if known (a lost sale for root cause analysis); cancelled, a reason; waiting on an order, its ETA if known.
 * The server checks which.
 */
export function TicketStatusMoveForm({ status, version, onSend, onBack, isPending }: TicketStatusMoveFormProps) {
  const [ending, setEnding] = useState<Ending>('sold');
  const [text, setText] = useState({ completionLink: '', noSaleReason: '', cancelReason: '', partNo: '', description: '', qty: '' });
  const [eta, setEta] = useState<string | null>(null);
  const field = (name: keyof typeof text) => ({ value: text[name], onChange: (value: string) => setText({ ...text, [name]: value }), errorMessage: form.errors[name] });
  const qty = Number(text.qty);
  const values: TicketStatusInput =
    status === 'Waiting on order'
      ? { version, status, eta }
      : status === 'Cancelled'
      ? { version, status, cancelReason: text.cancelReason }
      : ending === 'sold'
        ? { version, status, completionLink: text.completionLink }
        : { version, status, noSaleReason: text.noSaleReason, partNo: text.partNo, description: text.description, qty: text.qty ? qty : null };
  const form = useForm(ticketStatusSchema, { values, onValid: () => void onSend(values) });
  const { title, submit } = LOOK[status];
  return (
    <Card title={title} level={2}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {status === 'Completed' ? (
          <>
            <RadioGroup
              label="How did it end?"
              value={ending}
              onChange={(value) => setEnding(value as Ending)}
              items={[
                { id: 'sold', label: 'Sold: on an invoice or RO line' },
                { id: 'noSale', label: 'No sale: the customer went without' },
              ]}
            />
            {ending === 'sold' ? (
              <TextField label="Invoice or RO line" description="The parts invoice or RO line the parts went out on, as in Excede." autoFocus {...field('completionLink')} />
            ) : (
              <>
                <TextField
                  label="Why no sale"
                  description="Recorded as a lost sale for root cause analysis."
                  autoFocus
                  {...field('noSaleReason')}
                  // Neither a link nor a reason is refused on the link, which this ending does not show.
                  errorMessage={form.errors.noSaleReason ?? form.errors.completionLink}
                />
                <TextField label="Part number" description="If known." {...field('partNo')} />
                <TextField label="Description" {...field('description')} />
                <TextField label="Quantity" inputMode="numeric" {...field('qty')} />
              </>
            )}
          </>
        ) : status === 'Cancelled' ? (
          <TextField label="Why cancel" autoFocus {...field('cancelReason')} />
        ) : (
          <DatePicker label="Expected on (ETA)" description="If the supplier said." autoFocus value={eta} onChange={setEta} errorMessage={form.errors.eta} />
        )}
        <div className={css.nextStatuses}>
          <Button type="submit" tone={status === 'Cancelled' ? 'critical' : 'primary'} isPending={isPending}>
            {submit}
          </Button>
          <Button tone="secondary" onPress={onBack} isDisabled={isPending}>
            Back
          </Button>
        </div>
      </Form>
    </Card>
  );
}
