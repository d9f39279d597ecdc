import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { type Collector, type PastDueAccount } from '../../domain/accounting/collections';
import { collectionAccountSchema, type CollectionAccountInput } from '../../domain/accounting/collectionsPayloads';
import { formatMoney2 } from '../../domain/format';
import type { FormSchema, SchemaInput, SchemaOutput } from '../../domain/validation';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './CashAndCreditCollections.css';

/** What the dialog changes of an account. */
export type AccountChange = 'promise' | 'collector';

export interface PromiseDraft {
  promisedOn: string | null;
  amount: string;
}

/** The date and amount of a promise to pay, with their messages. */
export function PromiseFields({ value, onChange, errors }: { value: PromiseDraft; onChange: (value: PromiseDraft) => void; errors: Record<string, string> }) {
  return (
    <>
      <DatePicker
        label="Promise date"
        description="The day the customer will pay by."
        value={value.promisedOn}
        onChange={(promisedOn) => onChange({ ...value, promisedOn })}
        errorMessage={errors['promise.promisedOn'] ?? errors.promise}
      />
      <TextField label="Amount promised" value={value.amount} onChange={(amount) => onChange({ ...value, amount })} inputMode="decimal" errorMessage={errors['promise.amount']} />
    </>
  );
}

/** The promise as the payload has it (a blank date is left out, so the schema asks for it). */
export const promisePayload = (draft: PromiseDraft) => ({ promisedOn: draft.promisedOn ?? (undefined as unknown as string), amount: draft.amount });

interface AccountFormProps<S extends FormSchema> {
  title: string;
  submitLabel: string;
  account: PastDueAccount;
  schema: S;
  values: SchemaInput<S>;
  action: ScreenAction<[SchemaOutput<S>]>;
  onClose: () => void;
  onDone: () => void;
  children: (errors: Record<string, string>) => ReactNode;
}

/** A dialog that records something about an account: which account, the fields, the server's refusal, submit and cancel. */
export function AccountForm<S extends FormSchema>({ title, submitLabel, account, schema, values, action, onClose, onDone, children }: AccountFormProps<S>) {
  const form = useForm(schema, {
    values,
    onValid: async (payload) => {
      if (await action.run(payload)) onDone();
    },
  });
  return (
    <Modal title={title} isOpen onOpenChange={(open) => (open || action.isPending ? null : onClose())}>
      <Form className={css.dialogForm} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        <p className={css.about}>{`${account.customer} (${account.cusId}) at branch ${account.brnId}: ${formatMoney2(account.pastDue)} past due.`}</p>
        {action.error ? <Alert tone="critical">{action.error}</Alert> : null}
        {children(form.errors)}
        <div className={css.buttons}>
          <Button type="submit" isPending={action.isPending}>
            {submitLabel}
          </Button>
          <Button tone="secondary" isDisabled={action.isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

export interface CollectionAccountDialogProps {
  change: AccountChange;
  /** The account changed; the dialog is open while there is one. */
  account: PastDueAccount | null;
  /** New York's today (YYYY-MM-DD): a promise date is checked against it. */
  today: string;
  collectors: readonly Collector[] | undefined;
  save: ScreenAction<[CollectionAccountInput]>;
  onCancel: () => void;
  onSaved: () => void;
}

function AccountChangeForm({ change, account, today, collectors, save, onCancel, onSaved }: CollectionAccountDialogProps & { account: PastDueAccount }) {
  const [promise, setPromise] = useState<PromiseDraft>({ promisedOn: account.promisedOn, amount: account.promisedAmount ?? account.pastDue });
  const [collectorId, setCollectorId] = useState(account.collectorId);
  const cleared = !promise.promisedOn && !promise.amount.trim();
  const values: CollectionAccountInput = {
    brnId: account.brnId,
    cusId: account.cusId,
    version: account.version,
    ...(change === 'promise' ? { promise: cleared ? null : promisePayload(promise) } : { collectorId }),
  };
  const items = (collectors ?? []).map((c) => ({ id: c.excedeId, label: `${c.name} (${c.brnId} ${c.title})` }));
  return (
    <AccountForm
      title={change === 'promise' ? 'Promise to pay' : 'Assign collector'}
      submitLabel="Save"
      account={account}
      schema={collectionAccountSchema(today)}
      values={values}
      action={save}
      onClose={onCancel}
      onDone={onSaved}
    >
      {(errors) =>
        change === 'promise' ? (
          <>
            <p className={css.about}>Leave the date and the amount blank to clear the promise.</p>
            <PromiseFields value={promise} onChange={setPromise} errors={errors} />
          </>
        ) : (
          <Select label="Collector" placeholder="Nobody" items={items} value={collectorId} onChange={setCollectorId} errorMessage={errors.collectorId} />
        )
      }
    </AccountForm>
  );
}

/**
 * Sets, changes or clears an account's promise to pay (a date and amount left blank clear it), or assigns
 * its collector, as of the version of the account the row showed.
 */
export function CollectionAccountDialog({ account, ...props }: CollectionAccountDialogProps) {
  return account ? <AccountChangeForm key={`${account.brnId}:${account.cusId}:${props.change}`} account={account} {...props} /> : null;
}
