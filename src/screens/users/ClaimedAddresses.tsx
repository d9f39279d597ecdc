import { useState } from 'react';
import { formatDate } from '../../domain/format';
import type { ClaimAction, ClaimedAddress } from '../../domain/users';
import { Card } from '../../ui/Card/Card';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import * as css from './UsersAdmin.css';

export interface ClaimedAddressesProps {
  claims: ClaimedAddress[];
  /** Without 'can update user' the claims show, but only an administrator who may change users settles them. */
  onSettle?: ((claim: ClaimedAddress, action: ClaimAction) => void) | undefined;
  /** The claim being settled, while the server works on it. */
  settling?: { userId: number; action: ClaimAction } | null;
}

/**
 * Employees' addresses that someone registered before the job made the employee's account. The
 * administrator decides: the registration is the employee (link it to them), or it is not (remove it,
 * and the employee's own account is made).
 */
export function ClaimedAddresses({ claims, onSettle, settling }: ClaimedAddressesProps) {
  const [removing, setRemoving] = useState<ClaimedAddress | null>(null);
  if (!claims.length) return null;
  const busy = (claim: ClaimedAddress, action: ClaimAction) => settling?.userId === claim.userId && settling.action === action;
  return (
    <Card title={`${claims.length === 1 ? 'An address is' : `${claims.length} addresses are`} claimed by a registration`}>
      <p className={css.note}>
        Someone registered with an employee&apos;s portal address before the employee&apos;s account was made. Check with the
        employee, then link the registration to them or remove it.
      </p>
      <ul className={css.changeList} aria-label="Claimed addresses">
        {claims.map((claim) => (
          <li key={claim.userId} className={css.claim}>
            <div>
              <strong>{claim.email}</strong>
              <p className={css.note}>
                {`Registered as ${claim.name} on ${formatDate(claim.registeredAt)}${claim.active ? ' (active)' : ''} · Excede: ${claim.employee.name}, ${claim.employee.excede_id}${claim.employee.branch ? `, ${claim.employee.branch}` : ''}`}
              </p>
            </div>
            {onSettle ? (
              <div className={css.actions}>
                <Button tone="secondary" isPending={busy(claim, 'link')} onPress={() => onSettle(claim, 'link')}>
                  {`Link to ${claim.employee.name}`}
                </Button>
                <Button tone="secondary" isDisabled={claim.active} onPress={() => setRemoving(claim)}>
                  Remove the registration
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove the registration?"
        message={removing ? `The account registered as ${removing.name} (${removing.email}) is deleted, and ${removing.employee.name}'s own account is made.` : ''}
        confirmLabel="Remove"
        tone="critical"
        isPending={removing !== null && busy(removing, 'remove')}
        onConfirm={() => {
          if (removing) onSettle?.(removing, 'remove');
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
