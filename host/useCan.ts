import { useSnapshot } from 'valtio';
import { hasAnyPermission } from '../src/domain/permissionCheck';
import type { PermissionName } from '../src/domain/permissions';
import { session } from './session';

/** Whether the signed-in user holds one of these permissions (for showing actions; the server checks again). */
export function useCan() {
  const { user } = useSnapshot(session);
  return (...names: PermissionName[]) => !!user && hasAnyPermission(user.permissions, names);
}
