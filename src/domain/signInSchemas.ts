import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './auth';

/**
 * The sign-in and password payloads' rules, written once. The sign-in screens load before zod, so they (and the
 * server) check these payloads by the plain rules generated from this file into signInRules.ts: after a change
 * here, regenerate it with `npx vitest run --project node tests/unit/formRules.test.ts -u`. Only what the plain
 * rules can say is allowed (trim, lower case, lengths, patterns, each check with its message).
 */

type Step = z.core.$ZodCheck<string>;

/** A text field that must be filled in (`missing` when it is not, after its changes such as trim), then its other checks. */
const filledIn = (missing: string, changes: Step[], ...checks: Step[]) => z.string({ error: missing }).check(...changes, z.minLength(1, missing), ...checks);

const email = z.pipe(
  filledIn('Enter your email address.', [z.trim(), z.toLowerCase()], z.maxLength(254, 'Email is too long.')),
  z.email({ error: 'Enter a valid email address.' }),
);

const newPassword = filledIn(
  'Enter a password.',
  [],
  z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  z.maxLength(200, 'Password is too long.'),
);

export const loginSchema = z.object({
  email,
  password: filledIn('Enter your password.', [], z.maxLength(200, 'Password is too long.')),
});

export const registerSchema = z.object({
  name: filledIn('Enter your name.', [z.trim()], z.maxLength(120, 'Name is too long.')),
  email,
  password: newPassword,
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: filledIn(
    'The reset link is missing its token.',
    [],
    z.minLength(20, 'The reset link is not valid.'),
    z.maxLength(200, 'The reset link is not valid.'),
  ),
  password: newPassword,
});

/** POST /api/profile/password: a signed-in user changes their own password, proving the current one. */
export const changePasswordSchema = z.object({
  currentPassword: filledIn('Enter your current password.', [], z.maxLength(200, 'Password is too long.')),
  newPassword,
});
