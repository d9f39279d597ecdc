import { mutate } from 'swr';
import type { AdminFeature } from '../../src/domain/newFeatures';
import type {
  BranchOption,
  ClaimedAddress,
  CreatedUserRow,
  ExcedeEmployeeOption,
  PermissionOption,
  RoleDetail,
  RoleListRow,
  UserDetail,
  UserListRow,
} from '../../src/domain/users';

/** An API path used as an SWR key, carrying the type of what the API answers there. */
export type Resource<T> = string & { readonly answer?: T };

const resource = <T>(path: string) => path as Resource<T>;
type List<T> = { content: T[] };

/** Every API resource a page reads, by name: one place for its path and its answer's type. */
export const resources = {
  users: resource<List<UserListRow>>('users/list'),
  user: (id: string | number) => resource<{ content: UserDetail }>(`users/detail/${id}`),
  roles: resource<List<RoleListRow>>('role/list'),
  role: (id: string | number) => resource<{ content: RoleDetail }>(`roles/detail/${id}`),
  permissions: resource<List<PermissionOption>>('permission/list'),
  branches: resource<List<BranchOption>>('branch/list'),
  excedeEmployees: resource<List<ExcedeEmployeeOption>>('user/excede/list'),
  createdUsers: resource<List<CreatedUserRow>>('createduser/list'),
  claimedAddresses: resource<List<ClaimedAddress>>('createduser/claims'),
  /** Every What's new feature for the administration list (the page loads all pages of them). */
  features: resource<AdminFeature[]>('newfeatures/admin?all'),
} as const;

/** What a change of a user or a role can alter: every list that shows users, roles or who holds what. */
const PEOPLE = [resources.users, resources.roles, resources.createdUsers, resources.claimedAddresses];

/** After a write: the lists it may have changed read again, wherever they are shown. */
export const revalidate = {
  people: () => Promise.all(PEOPLE.map((key) => mutate(key))),
  features: () => mutate(resources.features),
};
