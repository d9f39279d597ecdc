import { ROUTES } from './routes';

/**
 * Users and roles administration: the rows the API answers, the constants and the messages staff read.
 * The payloads (zod) are in userPayloads.ts, so that only the screens with a form load zod.
 */

// ---- rows the API answers ----------------------------------------------------------------------

/** A row of the users grid (GET /api/users/list). */
export interface UserListRow {
  id: number;
  name: string;
  email: string;
  excede_name: string | null;
  excede_id: string | null;
  roles: string[];
  branches: string[];
  active: boolean;
  created_automatically: boolean;
  /** Created through /register (an account request). */
  registered: boolean;
  created_at: string;
  last_login_at: string | null;
}

/** One user for the edit form (GET /api/users/detail/{id}). */
export interface UserDetail {
  id: number;
  name: string;
  email: string;
  excede_id: string | null;
  excede_name: string | null;
  landing_page: string | null;
  active: boolean;
  created_automatically: boolean;
  has_password: boolean;
  profile_image: string | null;
  created_at: string;
  last_login_at: string | null;
  roleIds: number[];
  permissionIds: number[];
  branchIds: number[];
}

export interface PermissionOption {
  id: number;
  name: string;
  short_name: string;
  area: string;
}

export interface RoleListRow {
  id: number;
  name: string;
  description: string;
  permission_count: number;
  user_count: number;
}

export interface RoleDetail {
  id: number;
  name: string;
  description: string;
  permissionIds: number[];
  user_count: number;
}

export interface BranchOption {
  id: number;
  code: string;
  name: string;
  /** '101 - Norcross' */
  label: string;
}

/** GET /api/user/excede/list */
export interface ExcedeEmployeeOption {
  excede_id: string;
  name: string;
  excede_name: string;
  branch: string | null;
  user_id: number | null;
}

export interface ActivityRow {
  id: number;
  action: string;
  page_name: string;
  description: string;
  branch_id: string | null;
  loadtime: number;
  created_at: string;
}

/** GET /api/users/profile/{id} */
export interface UserProfileData {
  user: UserDetail & { roles: string[]; branches: string[] };
  activity: ActivityRow[];
}

/** GET /api/profile: the signed-in user's own profile, with the image's signed, short-lived URL. */
export interface MyProfileData extends UserProfileData {
  image_url: string | null;
}

export interface CreatedUserRow {
  id: number;
  name: string;
  email: string;
  excede_id: string | null;
  excede_name: string | null;
  branches: string[];
  roles: string[];
  active: boolean;
  created_at: string;
}

/** What the automatic account job did in one run. */
export interface CreatedAccountsResult {
  created: { id: number; name: string; email: string; excede_id: string; branch: string | null }[];
  /** Employees the job could not make an account for: someone registered their address first. */
  claimed: ClaimedAddress[];
}

/**
 * An Excede employee's portal address taken by a self-registration before the job made the employee's
 * account. An administrator settles it: the registration is the employee (link), or it is not (remove).
 */
export interface ClaimedAddress {
  /** The registered account. */
  userId: number;
  /** The name given at registration. */
  name: string;
  email: string;
  active: boolean;
  registeredAt: string;
  employee: { excede_id: string; name: string; excede_name: string; branch: string | null };
}

export const CLAIM_ACTIONS = ['link', 'remove'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];
export const CLAIM_GONE_MESSAGE = 'This address is no longer claimed by a registration.';
export const CLAIM_ACTIVE_MESSAGE = 'This registration is an active account: change its email in Users instead of removing it.';
export const claimSettledMessage = (action: ClaimAction, claim: ClaimedAddress) =>
  action === 'link'
    ? `${claim.email} is now ${claim.employee.name}'s account, active with the Read-only role.`
    : `The registration of ${claim.email} is removed; ${claim.employee.name}'s account has been created.`;

/** The permission sharing preview, per target user. */
export interface SharingChange {
  userId: number;
  name: string;
  roles: { added: string[]; removed: string[] };
  permissions: { added: string[]; removed: string[] };
  branches: { added: string[]; removed: string[] };
}

// ---- constants --------------------------------------------------------------------------------

export const USERS_GRID_PREFERENCE_KEY = 'grid.users';
export const ROLES_GRID_PREFERENCE_KEY = 'grid.roles';
export const USER_MANAGEMENT_GRID_PREFERENCE_KEY = 'grid.usermanagement';
export const PROFILE_IMAGE_FOLDER = 'profile-images';
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg'];
export const RECENT_ACTIVITY_LIMIT = 20;
/** The role automatically created accounts get. */
export const AUTOMATIC_ACCOUNT_ROLE = 'Read-only';
/** Excede has no email addresses: automatically created accounts get one made from the name and id. */
export const AUTOMATIC_ACCOUNT_EMAIL_DOMAIN = 'portal.local';

export function automaticAccountEmail(name: string, excedeId: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return `${slug || 'employee'}.${excedeId}@${AUTOMATIC_ACCOUNT_EMAIL_DOMAIN}`;
}

/** The landing page choices: every protected route without parameters. */
export const LANDING_PAGE_OPTIONS: readonly { path: string; name: string }[] = ROUTES.filter(
  (r) => r.access === 'protected' && !r.path.includes(':') && !r.path.startsWith('/callback'),
).map((r) => ({ path: r.path, name: r.name.replace(/\s*\{\w+\}/g, '') }));

/** The changes /usermanagement makes to the selected users at once. */
export const BULK_ACTIONS = ['assignRole', 'addBranch', 'activateRegistered'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

// ---- messages ---------------------------------------------------------------------------------

export const USER_CREATED = 'The user has been created.';
export const USER_UPDATED = 'The user has been saved.';
export const USER_DEACTIVATED_NOTE = 'The account is inactive: every session of this user has ended.';
export const EMAIL_TAKEN_MESSAGE = 'Another user already has this email address.';
export const NO_PASSWORD_NOTE =
  'A new user has no password unless you set a temporary one: they set it themselves through "Forgot password" on the sign-in page.';
export const USER_NOT_FOUND = 'No user has this id.';
export const ROLE_NOT_FOUND = 'No role has this id.';
export const ROLE_CREATED = 'The role has been created.';
export const ROLE_UPDATED = 'The role has been saved.';
export const ROLE_DELETED = 'The role has been deleted.';
export const ROLE_NAME_TAKEN = 'Another role already has this name.';
export function roleInUseMessage(count: number): string {
  return `This role is held by ${count} ${count === 1 ? 'user' : 'users'}. Choose a role to move them to before deleting it.`;
}
export const MOVE_TO_SAME_ROLE = 'Choose a different role to move the users to.';
export const ASSUME_SELF_MESSAGE = 'You cannot assume yourself.';
export const ASSUME_INACTIVE_MESSAGE = 'This account is inactive and cannot be assumed.';
export const ASSUME_NESTED_MESSAGE = 'You are already working as another user. Go back to your own account first.';
export const NOT_ASSUMING_MESSAGE = 'This session is not an assumed session.';
export const PROFILE_IMAGE_TYPE_MESSAGE = 'The profile image must be a PNG or JPEG picture.';
export const PROFILE_IMAGE_SIZE_MESSAGE = 'The profile image must be at most 2 MB.';
export const PROFILE_IMAGE_UPDATED = 'The profile image has been updated.';
export const PROFILE_NAME_SAVED = 'Your name has been saved.';
export const FILE_NOT_FOUND = 'No such file.';
export const BULK_DONE = (count: number) => `${count} ${count === 1 ? 'user' : 'users'} changed.`;
export const SHARING_APPLIED = 'The permissions have been copied.';
export const SHARING_SOURCE_IS_TARGET = 'The source user cannot also be a target.';

// ---- helpers ----------------------------------------------------------------------------------

/** Group permissions by area, areas and names in a stable order. */
export function groupByArea<P extends { area: string; name: string }>(permissions: readonly P[]): { area: string; items: P[] }[] {
  const groups = new Map<string, P[]>();
  for (const p of permissions) groups.set(p.area, [...(groups.get(p.area) ?? []), p]);
  return [...groups.entries()].map(([area, items]) => ({ area, items }));
}

/** What copying a source's roles, direct permissions and branches would change for a target. */
export function diffLists(current: readonly string[], next: readonly string[]): { added: string[]; removed: string[] } {
  const now = new Set(current);
  const then = new Set(next);
  return { added: next.filter((x) => !now.has(x)), removed: current.filter((x) => !then.has(x)) };
}
