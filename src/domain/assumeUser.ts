import type { AuthUser } from './auth';
import { hasAnyPermission } from './permissionCheck';
import { ASSUME_SELF_MESSAGE } from './users';

export const ASSUME_PERMISSION = 'can assume user';
export const ASSUME_NOT_ALLOWED_MESSAGE = 'You do not have permission to do this.';
export const ASSUME_MORE_RIGHTS_MESSAGE =
  'You cannot assume this user: they hold permissions, branches or entries that you do not.';

type Holder = Pick<AuthUser, 'id' | 'permissions' | 'branches' | 'restrictedAccess'>;

/**
 * Whether `assumer` may work as `target`, and for as long as the assumption lasts (checked again on every
 * request): only with 'can assume user', and only as someone who holds nothing the assumer does not hold
 * (permissions, branches, employee-limited entries), so assuming never adds a right. Null when allowed.
 */
export function assumeRefusal(assumer: Holder, target: Holder): string | null {
  if (!hasAnyPermission(assumer.permissions, [ASSUME_PERMISSION])) return ASSUME_NOT_ALLOWED_MESSAGE;
  if (assumer.id === target.id) return ASSUME_SELF_MESSAGE;
  const more =
    !target.permissions.every((p) => hasAnyPermission(assumer.permissions, [p.name])) ||
    !target.branches.every((b) => assumer.branches.includes(b)) ||
    !target.restrictedAccess.every((e) => assumer.restrictedAccess.includes(e));
  return more ? ASSUME_MORE_RIGHTS_MESSAGE : null;
}
