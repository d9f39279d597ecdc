import { useState } from 'react';
import { ASSUME_NESTED_MESSAGE, type UserListRow } from '../../domain/users';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { ComboBox } from '../../ui/ComboBox/ComboBox';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as css from './UsersAdmin.css';

export interface AssumeUserProps {
  users: UserListRow[] | undefined;
  /** The signed-in user, who cannot assume themself. */
  currentUserId: number | null;
  /** Already working as another user: assuming again is refused. */
  isAssuming?: boolean;
  isLoading?: boolean;
  error?: string | null;
  onRetry: () => void;
  onAssume: (userId: number) => void;
  isPending?: boolean;
  assumeError?: string | null;
}

/** Work as another user to see what they see; 'Back to original user' in the account menu returns. */
export function AssumeUser({ users, currentUserId, isAssuming, isLoading, error, onRetry, onAssume, isPending, assumeError }: AssumeUserProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = (users ?? []).filter((u) => u.active && u.id !== currentUserId);
  const target = candidates.find((u) => String(u.id) === chosen);
  return (
    <div className={css.page}>
      <PageHeader
        title="Assume User"
        description="Sign in as another user to see the portal as they do. Use 'Back to original user' in the account menu to return."
      />
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : isLoading || !users ? (
        <Skeleton lines={4} label="Loading users" />
      ) : (
        <div className={css.form}>
          {isAssuming ? <Alert tone="caution">{ASSUME_NESTED_MESSAGE}</Alert> : null}
          {assumeError ? <Alert tone="critical">{assumeError}</Alert> : null}
          <div className={css.toolbar}>
            <ComboBox
              label="User"
              placeholder="Type a name or email"
              items={candidates.map((u) => ({ id: String(u.id), label: `${u.name} (${u.email})` }))}
              onChange={setChosen}
              isDisabled={isAssuming}
            />
            <Button isDisabled={!target || isAssuming} isPending={isPending} onPress={() => target && onAssume(target.id)}>
              Assume
            </Button>
          </div>
          <p className={css.note}>{`${candidates.length} active users`}</p>
          {target ? (
            <KeyValue
              items={[
                { label: 'Email', value: target.email },
                { label: 'Roles', value: target.roles.join(', ') },
                { label: 'Branches', value: target.branches.join(', ') },
                { label: 'Excede', value: target.excede_name ? `${target.excede_name} (${target.excede_id})` : null },
              ]}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
