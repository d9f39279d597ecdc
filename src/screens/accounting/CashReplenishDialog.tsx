import { useState } from 'react';
import { Form } from 'react-aria-components';
import { replenishmentSchema, type ReplenishmentInput } from '../../domain/accounting/cashOnHand';
import type { CashFundDetail } from '../../domain/accounting/cashOnHandData';
import { formatDateTime, formatMoney2 } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { TextField } from '../../ui/TextField/TextField';
import { CashDialogButtons } from './CashDialogButtons';
import * as css from './CashOnHand.css';

export interface CashReplenishDialogProps {
  /** The petty-cash fund replenished; open while there is one. */
  detail: CashFundDetail | null;
  onRecord: (fundId: number, values: ReplenishmentInput) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

function ReplenishForm({ detail, onRecord, isPending, error, onClose }: CashReplenishDialogProps & { detail: CashFundDetail }) {
  const { fund, unreplenished, lastReplenishment: last } = detail;
  const [checkNumber, setCheckNumber] = useState('');
  const values: ReplenishmentInput = { fundVersion: fund.version, checkNumber };
  const form = useForm(replenishmentSchema, { values, onValid: async () => void ((await onRecord(fund.id, values)) && onClose()) });
  const title = `Replenish ${fund.brnId} · ${fund.name}`;
  return (
    <Modal title={title} isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <p className={css.muted}>
          {`A check for ${formatMoney2(unreplenished)}, what was paid out since the last replenishment, brings the fund back to its float of ${formatMoney2(fund.float)}. `}
          {last ? `Last replenished ${formatDateTime(last.at)} by ${last.by}: ${formatMoney2(last.amount)}, check ${last.checkNumber}.` : 'Never replenished before.'}
        </p>
        <TextField label="Check number" value={checkNumber} onChange={setCheckNumber} isRequired maxLength={20} errorMessage={form.errors.checkNumber} />
        <CashDialogButtons submit={`Replenish ${formatMoney2(unreplenished)}`} isPending={isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** Brings petty cash back to its float by a check for what was paid out of it since its last replenishment. */
export function CashReplenishDialog(props: CashReplenishDialogProps) {
  return props.detail ? <ReplenishForm key={props.detail.fund.id} {...props} detail={props.detail} /> : null;
}
