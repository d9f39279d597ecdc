import { DEMO_BRANCHES } from '../../../src/demo/branches';
import { DEMO_ROLES, demoEmployees, demoUsers } from '../../../src/demo/people';
import { ALL_PERMISSIONS, areaOf, shortNameOf } from '../../../src/domain/permissions';
import { automaticAccountEmail } from '../../../src/domain/users';
import type {
  BranchOption,
  ClaimedAddress,
  ExcedeEmployeeOption,
  PermissionOption,
  RoleDetail,
  RoleListRow,
  UserDetail,
  UserListRow,
} from '../../../src/domain/users';

/** Story data for the users and roles screens, from the same demo generators as the seed. */

export const permissions: PermissionOption[] = ALL_PERMISSIONS.map((name, i) => ({
  id: i + 1,
  name,
  short_name: shortNameOf(name),
  area: areaOf(name) ?? 'Other',
}));
export const permissionId = (name: string) => permissions.find((p) => p.name === name)!.id;

export const branches: BranchOption[] = DEMO_BRANCHES.map((b, i) => ({ id: i + 1, code: b.code, name: b.name, label: `${b.code} - ${b.name}` }));

const people = demoUsers();

export const roles: RoleListRow[] = DEMO_ROLES.map((r, i) => ({
  id: i + 1,
  name: r.name,
  description: r.description,
  permission_count: r.permissions.length,
  user_count: people.filter((p) => p.roles.includes(r.name)).length,
}));

export const users: UserListRow[] = people.map((p, i) => ({
  id: i + 1,
  name: p.name,
  email: p.email,
  excede_name: p.excede_name,
  excede_id: p.excede_id,
  roles: p.roles,
  branches: p.branches,
  active: p.active,
  created_automatically: false,
  registered: !p.active && i % 2 === 0,
  created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  last_login_at: p.demoAccount ? new Date(Date.UTC(2026, 10, 20, 14, i)).toISOString() : null,
}));

export function manyUsers(count: number): UserListRow[] {
  return Array.from({ length: count }, (_, i) => {
    const base = users[i % users.length]!;
    return { ...base, id: i + 1, name: `${base.name} ${Math.floor(i / users.length) || ''}`.trim(), email: `u${i}.${base.email}` };
  });
}

export const employees: ExcedeEmployeeOption[] = demoEmployees().map((e) => ({
  excede_id: e.excede_id,
  name: e.name,
  excede_name: e.excede_name,
  branch: e.branch,
  user_id: people.findIndex((p) => p.excede_id === e.excede_id) + 1 || null,
}));

export const partsRole: RoleDetail = {
  id: 3,
  name: 'Parts',
  description: 'Waiting list, research, bins and inventory.',
  permissionIds: DEMO_ROLES[2]!.permissions.map((name) => permissionId(name)),
  user_count: roles[2]!.user_count,
};

export const partsUser: UserDetail = {
  id: 2,
  name: 'Pat Parts',
  email: 'parts@demo.local',
  excede_id: '10002',
  excede_name: 'PARTS, PAT',
  landing_page: null,
  active: true,
  created_automatically: false,
  has_password: true,
  profile_image: null,
  created_at: '2026-01-02T00:00:00.000Z',
  last_login_at: '2026-11-20T14:01:00.000Z',
  roleIds: [3],
  permissionIds: [],
  branchIds: [1, 7],
};

/** Registrations that took an employee's portal address before the job made the employee's account. */
export function claimsOf(count: number, active: (i: number) => boolean = () => false): ClaimedAddress[] {
  return employees.slice(0, count).map((e, i) => ({
    userId: 900 + i,
    name: i === 0 ? 'J. Smith' : e.name,
    email: automaticAccountEmail(e.name, e.excede_id),
    active: active(i),
    registeredAt: new Date(Date.UTC(2026, 10, 18 + i, 15, 30)).toISOString(),
    employee: { excede_id: e.excede_id, name: e.name, excede_name: e.excede_name, branch: e.branch },
  }));
}

/** A small, fixed profile picture (no network in the visual tests). */
export const PROFILE_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#1f4e79"/><text x="48" y="58" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">PP</text></svg>',
  );

/** A chosen file of a given name, type and size (the content does not matter to the rules). */
export function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const fileInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type="file"]')!;
