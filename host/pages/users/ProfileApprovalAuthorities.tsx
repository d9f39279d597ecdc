import { useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { approvalKindTitle, OWN_AUTHORITY_MESSAGE, type ApprovalAuthorityRow } from '../../../src/domain/approvalAuthorities';
import type { ApprovalKind } from '../../../src/domain/approvals';
import { moneyText } from '../../../src/domain/money';
import { ApprovalAuthorities } from '../../../src/screens/users/ApprovalAuthorities';
import type { AuthorityEditing } from '../../../src/screens/users/ApprovalAuthorityDialog';
import { Alert } from '../../../src/ui/Alert/Alert';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog/ConfirmDialog';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { lazyComponent } from '../../../src/ui/lazyOverlay';
import { api, messageOf } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';

const ApprovalAuthorityDialog = lazyComponent(() => import('../../../src/screens/users/ApprovalAuthorityDialog'), 'ApprovalAuthorityDialog');

type Answer = { content: ApprovalAuthorityRow[] };

/** A user profile's approval authorities: the card, its grant/change dialog and the question before a removal. */
export function ProfileApprovalAuthorities({ userId, userName, canUpdate }: { userId: number; userName: string; canUpdate: boolean }) {
  const { user } = useSnapshot(session);
  const base = `users/${userId}/approval-authorities`;
  const authorities = useSWR<Answer>(base);
  const [editing, setEditing] = useState<AuthorityEditing | null>(null);
  const [removing, setRemoving] = useState<ApprovalAuthorityRow | null>(null);
  const save = useAction(
    async (kind: ApprovalKind, limitCents: number | null, version: number | undefined) => {
      const json = { limit: limitCents === null ? null : moneyText(limitCents), version };
      await authorities.mutate(await api.put(`${base}/${kind}`, { json }).json<Answer>(), { revalidate: false });
    },
    { success: 'Approval authority saved.' },
  );
  const remove = useAction(
    async (authority: ApprovalAuthorityRow) => {
      await authorities.mutate(await api.delete(`${base}/${authority.kind}?version=${authority.version}`).json<Answer>(), { revalidate: false });
      setRemoving(null);
    },
    { success: 'Approval authority removed.' },
  );
  const readOnlyReason = !canUpdate ? 'Only a user administrator changes them.' : user?.id === userId ? OWN_AUTHORITY_MESSAGE : null;
  return (
    <>
      <ApprovalAuthorities
        userName={userName}
        authorities={authorities.data?.content}
        isLoading={authorities.isLoading}
        error={authorities.error ? messageOf(authorities.error) : null}
        onRetry={() => void authorities.mutate()}
        readOnlyReason={readOnlyReason}
        onGrant={() => setEditing({ mode: 'grant', held: authorities.data?.content.map((a) => a.kind) ?? [] })}
        onChange={(authority) => setEditing({ mode: 'change', authority })}
        onRemove={setRemoving}
      />
      <ServerFieldErrors value={save.fieldErrors}>
        <ApprovalAuthorityDialog editing={editing} userName={userName} onSave={save.run} isPending={save.isPending} error={save.error} onClose={() => setEditing(null)} />
      </ServerFieldErrors>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove the approval authority?"
        message={
          <>
            {removing ? `${userName} will no longer approve ${approvalKindTitle(removing.kind).toLowerCase()}.` : ''}
            {remove.error ? <Alert tone="critical">{remove.error}</Alert> : null}
          </>
        }
        confirmLabel="Remove"
        tone="critical"
        isPending={remove.isPending}
        onConfirm={() => void (removing && remove.run(removing))}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
