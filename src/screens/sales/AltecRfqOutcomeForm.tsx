import { useState } from 'react';
import { Form } from 'react-aria-components';
import { RFQ_OUTCOMES, type RfqOutcome } from '../../domain/sales/altecRfqs';
import { rfqOutcomeSchema, type RfqOutcomeInput } from '../../domain/sales/altecRfqsPayloads';
import type { AltecRfqDetail } from '../../domain/sales/altecRfqsList';
import { Button } from '../../ui/Button/Button';
import { useForm } from '../../ui/Form/useForm';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './AltecRfqs.css';

export interface AltecRfqOutcomeFormProps {
  rfq: AltecRfqDetail;
  isPending: boolean;
  onOutcome: (values: RfqOutcomeInput) => void;
}

const OUTCOME_ITEMS = RFQ_OUTCOMES.map((o) => ({ id: o, label: o }));

/** The RFQ's outcome: Lost and No bid say why, Won names its order (a deal, or a stock number, of the RFQ's branch). */
export function AltecRfqOutcomeForm({ rfq, isPending, onOutcome }: AltecRfqOutcomeFormProps) {
  const [outcome, setOutcome] = useState<RfqOutcome>(rfq.outcome);
  const [reason, setReason] = useState(rfq.reason ?? '');
  const [dealId, setDealId] = useState(rfq.dealId ?? '');
  const [stockNo, setStockNo] = useState(rfq.stockNo ?? '');
  const won = outcome === 'Won';
  const values = { version: rfq.version, outcome, reason, dealId: won ? dealId : '', stockNo: won ? stockNo : '' };
  const form = useForm(rfqOutcomeSchema, { values, onValid: () => onOutcome(values) });
  return (
    <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Set the outcome">
      <div className={css.formRow}>
        <Select label="Outcome" items={OUTCOME_ITEMS} value={outcome} isRequired onChange={(id) => id && setOutcome(id as RfqOutcome)} errorMessage={form.errors.outcome} />
        <TextField
          label="Reason"
          description={outcome === 'Lost' || outcome === 'No bid' ? 'Required for Lost and No bid.' : 'Optional.'}
          value={reason}
          onChange={setReason}
          isRequired={outcome === 'Lost' || outcome === 'No bid'}
          errorMessage={form.errors.reason}
        />
      </div>
      {won ? (
        <div className={css.formRow}>
          <TextField label="Deal" description={`A deal of branch ${rfq.brnId}, or a stock number.`} value={dealId} onChange={setDealId} errorMessage={form.errors.dealId} />
          <TextField label="Stock no." value={stockNo} onChange={setStockNo} errorMessage={form.errors.stockNo} />
        </div>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" isPending={isPending}>
          Save outcome
        </Button>
      </div>
    </Form>
  );
}
