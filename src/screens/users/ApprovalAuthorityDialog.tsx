import { useState } from 'react';
import { Form } from 'react-aria-components';
import { APPROVAL_KIND_OPTIONS, approvalKindTitle, type ApprovalAuthorityRow } from '../../domain/approvalAuthorities';
import { authorityFormSchema } from '../../domain/approvalAuthorityPayloads';
import type { ApprovalKind } from '../../domain/approvals';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { useForm } from '../../ui/Form/useForm';
import { Modal } from '../../ui/Modal/Modal';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './UsersAdmin.css';

/** What the dialog is for: granting a new authority (the kinds not held yet), or changing one's limit. */
export type AuthorityEditing = { mode: 'grant'; held: readonly ApprovalKind[] } | { mode: 'change'; authority: ApprovalAuthorityRow };

export interface ApprovalAuthorityDialogProps {
  editing: AuthorityEditing | null;
  userName: string;
  /** Resolves true once saved (the dialog closes). limitCents null: no limit. */
  onSave: (kind: ApprovalKind, limitCents: number | null, version: number | undefined) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  onClose: () => void;
}

function AuthorityForm({ editing, userName, onSave, isPending, error, onClose }: Omit<ApprovalAuthorityDialogProps, 'editing'> & { editing: AuthorityEditing }) {
  const changing = editing.mode === 'change' ? editing.authority : null;
  const [kind, setKind] = useState<string | null>(changing?.kind ?? null);
  const [noLimit, setNoLimit] = useState(changing ? changing.limitAmount === null : false);
  const [limit, setLimit] = useState(changing?.limitAmount ?? '');
  const form = useForm(authorityFormSchema, {
    values: { kind: kind ?? '', limit: noLimit ? null : limit },
    onValid: async (data) => void ((await onSave(data.kind as ApprovalKind, data.limit, changing?.version)) && onClose()),
  });
  const title = changing ? `Limit for ${approvalKindTitle(changing.kind)}` : 'Grant an approval authority';
  const options = editing.mode === 'grant' ? APPROVAL_KIND_OPTIONS.filter((o) => !editing.held.includes(o.id)) : [];
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isPending ? null : onClose())}>
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <p className={css.note}>
          {userName} may approve what others record, never their own, up to the limit. {changing ? `Changed last ${changing.updatedByName ? `by ${changing.updatedByName}` : 'by the demo setup'}.` : ''}
        </p>
        {editing.mode === 'grant' ? (
          <Select label="Approves" items={options} placeholder="Choose what it approves" value={kind} onChange={setKind} isRequired errorMessage={form.errors.kind} />
        ) : null}
        <Checkbox isSelected={noLimit} onChange={setNoLimit}>
          No limit
        </Checkbox>
        {noLimit ? null : (
          <TextField
            label="Limit"
            description="The largest amount they may approve, in dollars."
            inputMode="decimal"
            value={limit}
            onChange={setLimit}
            isRequired
            errorMessage={form.errors.limit}
          />
        )}
        <div className={css.actions}>
          <Button type="submit" isPending={isPending}>
            {changing ? 'Save limit' : 'Grant authority'}
          </Button>
          <Button tone="secondary" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Grants an approval authority to a user, or changes the limit of one they hold. */
export function ApprovalAuthorityDialog({ editing, ...props }: ApprovalAuthorityDialogProps) {
  return editing ? <AuthorityForm editing={editing} {...props} /> : null;
}

