import { useState } from 'react';
import type { PastDueAccount } from '../../domain/accounting/collections';
import { needsArManager } from '../../domain/accounting/collectionsHolds';
import { holdDecisionSchema, type HoldDecisionInput } from '../../domain/accounting/collectionsPayloads';
import { formatDateTime } from '../../domain/format';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import { AccountForm } from './CollectionAccountDialog';
import * as css from './CashAndCreditCollections.css';

type Decision = HoldDecisionInput['state'];

export interface CollectionHoldDecisionDialogProps {
  /** The account whose open request is decided; the dialog is open while there is one. */
  account: PastDueAccount | null;
  /** The request's id and the decision, as of the request's version. */
  decide: ScreenAction<[number, HoldDecisionInput]>;
  onCancel: () => void;
  onDecided: () => void;
}

const DECISIONS = [
  { id: 'Done in Excede', label: 'Done in Excede' },
  { id: 'Declined', label: 'Declined' },
];

function DecisionForm({ account, decide, onCancel, onDecided }: CollectionHoldDecisionDialogProps & { account: PastDueAccount }) {
  const [state, setState] = useState<Decision>('Done in Excede');
  const [note, setNote] = useState('');
  const kind = account.holdRequestKind!;
  const values: HoldDecisionInput = { version: account.holdRequestVersion!, state, note };
  const action = { ...decide, run: (decision: HoldDecisionInput) => decide.run(account.holdRequestId!, decision) };
  return (
    <AccountForm title={`Decide: ${kind}`} submitLabel="Record decision" account={account} schema={holdDecisionSchema} values={values} action={action} onClose={onCancel} onDone={onDecided}>
      {(errors) => (
        <>
          <KeyValue
            items={[
              { label: 'Requested by', value: account.holdRequestedBy ?? '' },
              { label: 'Requested', value: account.holdRequestedAt ? formatDateTime(account.holdRequestedAt) : '' },
              { label: 'Reason', value: account.holdRequestReason ?? '' },
            ]}
          />
          {needsArManager(kind) ? <p className={css.about}>A release is decided by an AR manager other than the person who asked for it.</p> : null}
          <RadioGroup label="Decision" items={DECISIONS} value={state} onChange={(value) => setState(value as Decision)} orientation="horizontal" />
          <TextArea label={state === 'Declined' ? 'Why it is declined' : 'Note'} value={note} onChange={setNote} maxLength={1000} rows={2} errorMessage={errors.note} />
        </>
      )}
    </AccountForm>
  );
}

/** Records an account's open hold, release or legal request done in Excede, or declined with a reason. */
export function CollectionHoldDecisionDialog({ account, ...props }: CollectionHoldDecisionDialogProps) {
  return account?.holdRequestId ? <DecisionForm key={`${account.holdRequestId}:${account.holdRequestVersion}`} account={account} {...props} /> : null;
}
