import type { PastDueAccount } from '../../domain/accounting/collections';
import { statementSchema, type StatementInput } from '../../domain/accounting/collectionsPayloads';
import { formatDateTime } from '../../domain/format';
import type { ScreenAction } from './CashClearingMatchDialog';
import { AccountForm } from './CollectionAccountDialog';
import * as css from './CashAndCreditCollections.css';

export interface CollectionStatementDialogProps {
  /** The account whose statement is emailed; the dialog is open while there is one. */
  account: PastDueAccount | null;
  send: ScreenAction<[StatementInput]>;
  onCancel: () => void;
  onSent: () => void;
}

/** Emails the customer a PDF statement of their open items at the branch, to the address Excede has on file. */
export function CollectionStatementDialog({ account, send, onCancel, onSent }: CollectionStatementDialogProps) {
  if (!account) return null;
  return (
    <AccountForm
      title="Email statement"
      submitLabel="Email statement"
      account={account}
      schema={statementSchema}
      values={{ brnId: account.brnId, cusId: account.cusId }}
      action={send}
      onClose={onCancel}
      onDone={onSent}
    >
      {() => (
        <>
          <p className={css.about}>A PDF statement of every open item at branch {account.brnId} goes to the email address Excede has on file for the customer.</p>
          <p className={css.about}>
            {account.lastStatementAt ? `The last one went to ${account.lastStatementTo} on ${formatDateTime(account.lastStatementAt)}.` : 'No statement was emailed from the portal yet.'}
          </p>
        </>
      )}
    </AccountForm>
  );
}
