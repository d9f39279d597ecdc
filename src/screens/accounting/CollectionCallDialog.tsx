import { useState } from 'react';
import { CALL_OUTCOMES, type CallOutcome, type PastDueAccount } from '../../domain/accounting/collections';
import { collectionCallSchema, type CollectionCallInput } from '../../domain/accounting/collectionsPayloads';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { Select } from '../../ui/Select/Select';
import { TextArea } from '../../ui/TextArea/TextArea';
import type { ScreenAction } from './CashClearingMatchDialog';
import { AccountForm, PromiseFields, promisePayload, type PromiseDraft } from './CollectionAccountDialog';

export interface CollectionCallDialogProps {
  /** The account called about; the dialog is open while there is one. */
  account: PastDueAccount | null;
  /** New York's today (YYYY-MM-DD): the dates are checked against it. */
  today: string;
  logCall: ScreenAction<[CollectionCallInput]>;
  onCancel: () => void;
  onLogged: () => void;
}

const OUTCOME_ITEMS = CALL_OUTCOMES.map((o) => ({ id: o, label: o }));

function CallForm({ account, today, logCall, onCancel, onLogged }: CollectionCallDialogProps & { account: PastDueAccount }) {
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [note, setNote] = useState('');
  const [followUpOn, setFollowUpOn] = useState<string | null>(null);
  const [promise, setPromise] = useState<PromiseDraft>({ promisedOn: null, amount: account.pastDue });
  const promised = outcome === 'Promised to pay';
  const values: CollectionCallInput = {
    brnId: account.brnId,
    cusId: account.cusId,
    accountVersion: account.version,
    outcome: outcome as CallOutcome,
    note,
    followUpOn,
    promise: promised ? promisePayload(promise) : null,
  };
  return (
    <AccountForm title="Log a call" submitLabel="Log call" account={account} schema={collectionCallSchema(today)} values={values} action={logCall} onClose={onCancel} onDone={onLogged}>
      {(errors) => (
        <>
          <Select label="Outcome" placeholder="Choose…" items={OUTCOME_ITEMS} value={outcome} onChange={(id) => setOutcome(id as CallOutcome | null)} errorMessage={errors.outcome} />
          {promised ? <PromiseFields value={promise} onChange={setPromise} errors={errors} /> : null}
          <TextArea label="Note" value={note} onChange={setNote} maxLength={1000} rows={3} errorMessage={errors.note} />
          <DatePicker label="Follow-up date" description="When to call again, if at all." value={followUpOn} onChange={setFollowUpOn} errorMessage={errors.followUpOn} />
        </>
      )}
    </AccountForm>
  );
}

/** Logs a call about an account: what came of it, a note, when to call again; a promise to pay taken on it becomes the account's. */
export function CollectionCallDialog({ account, ...props }: CollectionCallDialogProps) {
  return account ? <CallForm key={`${account.brnId}:${account.cusId}`} account={account} {...props} /> : null;
}
