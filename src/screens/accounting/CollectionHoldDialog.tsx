import { useState } from 'react';
import type { PastDueAccount } from '../../domain/accounting/collections';
import { HOLD_REQUEST_LABELS, type HoldRequestKind } from '../../domain/accounting/collectionsHolds';
import { holdRequestSchema, type HoldRequestInput } from '../../domain/accounting/collectionsPayloads';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import { AccountForm } from './CollectionAccountDialog';
import * as css from './CashAndCreditCollections.css';

export interface CollectionHoldDialogProps {
  /** What is asked for; the dialog is open while there is an account. */
  kind: HoldRequestKind;
  account: PastDueAccount | null;
  request: ScreenAction<[HoldRequestInput]>;
  onCancel: () => void;
  onRequested: () => void;
}

const WHAT_HAPPENS: Record<HoldRequestKind, string> = {
  'Credit hold': 'Excede puts the account on hold: record it done there once it is.',
  Release: 'An AR manager other than you decides the release and records it done in Excede.',
  Legal: 'The account goes to the attorney: record it done in Excede once it is there.',
};

function HoldForm({ kind, account, request, onCancel, onRequested }: CollectionHoldDialogProps & { account: PastDueAccount }) {
  const [reason, setReason] = useState('');
  const values: HoldRequestInput = { brnId: account.brnId, cusId: account.cusId, kind, reason };
  return (
    <AccountForm title={HOLD_REQUEST_LABELS[kind]} submitLabel="Send request" account={account} schema={holdRequestSchema} values={values} action={request} onClose={onCancel} onDone={onRequested}>
      {(errors) => (
        <>
          <p className={css.about}>{WHAT_HAPPENS[kind]}</p>
          <TextArea label="Reason" value={reason} onChange={setReason} maxLength={500} rows={3} errorMessage={errors.reason ?? errors.kind} />
        </>
      )}
    </AccountForm>
  );
}

/** Asks for an account's credit hold, release or referral to legal (which Excede does), saying why. */
export function CollectionHoldDialog({ account, ...props }: CollectionHoldDialogProps) {
  return account ? <HoldForm key={`${account.brnId}:${account.cusId}:${props.kind}`} account={account} {...props} /> : null;
}
