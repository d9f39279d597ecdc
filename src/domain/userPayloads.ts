import * as z from 'zod/mini';
import { MAX_RECORD_ID, recordId, recordIdParam } from './recordId';
import { PASSWORD_MIN_LENGTH } from './auth';
import { CLAIM_ACTIONS, LANDING_PAGE_OPTIONS, SHARING_SOURCE_IS_TARGET } from './users';

/**
 * Users and roles administration: the payloads, checked the same way by the forms and the server. The rows,
 * constants and messages are in users.ts (free of zod).
 */

const LANDING_PATHS = new Set(LANDING_PAGE_OPTIONS.map((o) => o.path));

const id = (what: string) => recordId(what);
const ids = (what: string) => z._default(z.array(id(what), { error: `${what} must be a list of ids.` }).check(z.maxLength(2000)), []);

const email = z.pipe(
  z
    .string({ error: 'Enter the email address.' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Enter the email address.'), z.maxLength(254, 'Email is too long.')),
  z.email({ error: 'Enter a valid email address.' }),
);

/** A nullable, optional choice where '' also means none. */
const optionalChoice = (choice: z.ZodMiniString<string>) => z.union([z.optional(z.nullable(choice)), z.pipe(z.literal(''), z.transform(() => null))]);

/** A person's name: an administrator's user form and each user's own profile. */
const personName = z.string({ error: 'Enter the name.' }).check(z.trim(), z.minLength(1, 'Enter the name.'), z.maxLength(120, 'Name is too long.'));

export const userSchema = z.object({
  name: personName,
  email,
  excedeId: optionalChoice(z.string().check(z.trim(), z.regex(/^\d{1,12}$/, 'Choose an Excede employee from the list.'))),
  roleIds: ids('roleIds'),
  permissionIds: ids('permissionIds'),
  branchIds: ids('branchIds'),
  landingPage: optionalChoice(z.string().check(z.refine((p) => LANDING_PATHS.has(p), 'Choose a landing page from the list.'))),
  active: z._default(z.boolean({ error: 'active must be true or false.' }), true),
  /** Optional: a password the user can sign in with until they change it. */
  temporaryPassword: z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.maxLength(200, 'Password is too long.'),
          z.refine((p) => p === '' || p.length >= PASSWORD_MIN_LENGTH, `Temporary password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
        ),
    ),
    z.transform((p: string | undefined) => (p ? p : undefined)),
  ),
});
export type UserPayload = z.input<typeof userSchema>;
export type UserValues = z.output<typeof userSchema>;

/** PUT /api/profile: the one thing users change about their own account themselves, besides the image and password. */
export const profileNameSchema = z.object({ name: personName });
export type ProfileNamePayload = z.input<typeof profileNameSchema>;

export const roleSchema = z.object({
  name: z.string({ error: 'Enter the role name.' }).check(z.trim(), z.minLength(1, 'Enter the role name.'), z.maxLength(80, 'Role name is too long.')),
  description: z._default(z.optional(z.string().check(z.trim(), z.maxLength(500, 'Description is too long.'))), ''),
  permissionIds: ids('permissionIds'),
});
export type RolePayload = z.input<typeof roleSchema>;

export const roleDeleteSchema = z.object({
  moveUsersToRoleId: z.optional(recordIdParam('moveUsersToRoleId', 'moveUsersToRoleId must be a role id.')),
});

const bulkUserIds = z
  .array(id('userIds'), { error: 'Select at least one user.' })
  .check(z.minLength(1, 'Select at least one user.'), z.maxLength(5000));

/** Bulk work from /usermanagement: each action with exactly what it needs. */
export const bulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('assignRole'), userIds: bulkUserIds, roleId: recordId('roleId', 'Choose a role.') }),
    z.object({ action: z.literal('addBranch'), userIds: bulkUserIds, branchId: recordId('branchId', 'Choose a branch.') }),
    z.object({ action: z.literal('activateRegistered'), userIds: bulkUserIds }),
  ],
  { error: 'action must be assignRole, addBranch or activateRegistered.' },
);
export type BulkPayload = z.input<typeof bulkSchema>;

export const sharingSchema = z
  .object({
    sourceUserId: id('sourceUserId'),
    targetUserIds: z
      .array(id('targetUserIds'), { error: 'Choose at least one target user.' })
      .check(z.minLength(1, 'Choose at least one target user.'), z.maxLength(500)),
  })
  .check(z.refine((v) => !v.targetUserIds.includes(v.sourceUserId), { path: ['targetUserIds'], error: SHARING_SOURCE_IS_TARGET }));
export type SharingPayload = z.input<typeof sharingSchema>;

export const assumeSchema = z
  .object({
    userId: z.optional(z.coerce.number({ error: 'userId must be a user id.' }).check(z.int(), z.nonnegative(), z.lte(MAX_RECORD_ID, 'userId must be a user id.'))),
    isBackToOriginal: z._default(z.optional(z.boolean({ error: 'isBackToOriginal must be true or false.' })), false),
  })
  .check(z.refine((v) => v.isBackToOriginal || (v.userId !== undefined && v.userId > 0), { path: ['userId'], error: 'userId must be a user id.' }));

export const documentUrlSchema = z.object({
  filename: z.string({ error: 'filename is required.' }).check(z.trim(), z.minLength(1, 'filename is required.'), z.maxLength(200)),
  folderName: z.string({ error: 'folderName is required.' }).check(z.trim(), z.minLength(1, 'folderName is required.'), z.maxLength(60)),
});

/** Settling a claimed address (/createduser). */
export const claimSettleSchema = z.object({
  action: z.enum(CLAIM_ACTIONS, { error: "action must be 'link' or 'remove'." }),
});
