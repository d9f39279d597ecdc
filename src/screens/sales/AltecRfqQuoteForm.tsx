import { useState } from 'react';
import { Form } from 'react-aria-components';
import { rfqQuoteSchema, type RfqQuoteInput } from '../../domain/sales/altecRfqsPayloads';
import type { AltecRfqDetail } from '../../domain/sales/altecRfqsList';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './AltecRfqs.css';

export interface AltecRfqQuoteFormProps {
  rfq: AltecRfqDetail;
  isPending: boolean;
  onQuote: (values: RfqQuoteInput) => void;
}

/** Our quote on a Pending RFQ: its number, day (never before the RFQ was received), unit price and expected delivery. */
export function AltecRfqQuoteForm({ rfq, isPending, onQuote }: AltecRfqQuoteFormProps) {
  const [quoteNo, setQuoteNo] = useState(rfq.quoteNo ?? '');
  const [quotedOn, setQuotedOn] = useState<string | null>(rfq.quotedOn);
  const [unitPrice, setUnitPrice] = useState(rfq.unitPrice ?? '');
  const [expectedDelivery, setExpectedDelivery] = useState<string | null>(rfq.expectedDelivery);
  const values = { version: rfq.version, quoteNo, quotedOn: quotedOn ?? '', unitPrice, expectedDelivery };
  const form = useForm(rfqQuoteSchema, { values, onValid: () => onQuote(values) });
  return (
    <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Record our quote">
      <div className={css.formRow}>
        <TextField label="Quote no." value={quoteNo} onChange={setQuoteNo} isRequired errorMessage={form.errors.quoteNo} />
        <DatePicker label="Quoted on" value={quotedOn} onChange={setQuotedOn} minValue={rfq.receivedOn} isRequired errorMessage={form.errors.quotedOn} />
        <TextField label="Unit price" description="In dollars, e.g. 64,250.00" value={unitPrice} onChange={setUnitPrice} isRequired errorMessage={form.errors.unitPrice} />
        <DatePicker label="Expected delivery" value={expectedDelivery} onChange={setExpectedDelivery} errorMessage={form.errors.expectedDelivery} />
      </div>
      <div className={css.actions}>
        <Button type="submit" isPending={isPending}>
          Record quote
        </Button>
      </div>
    </Form>
  );
}
