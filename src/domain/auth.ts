import { z } from 'zod';
import type { RestrictedEntry } from './routes';

/** Payloads of the sign-in and session calls, validated the same way by the screens and the server. */

const email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Enter a valid email address.' }));

export const PASSWORD_MIN_LENGTH = 8;
const newPassword = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'Password is too long.');

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(120, 'Name is too long.'),
  email,
  password: newPassword,
});
export type RegisterPayload = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'The reset link is missing its token.' }).min(20, 'The reset link is not valid.').max(200),
  password: newPassword,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

export const WRONG_CREDENTIALS_MESSAGE = 'The email or password is not correct.';
export const INACTIVE_ACCOUNT_MESSAGE =
  'Your account is waiting for an administrator to activate it.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. The link works once, for one hour.';
export const REGISTERED_ANSWER =
  'Your account has been created. An administrator must activate it before you can sign in.';
export const PASSWORD_RESET_ANSWER = 'Your password has been changed. You can sign in now.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or has already been used.';

export interface Permission {
  id: number;
  name: string;
  short_name: string;
}

/** The signed-in user as the spec's auth user: what `login` and `user/refresh` answer. */
export interface AuthUser {
  id: number;
  userid: string;
  name: string;
  email: string;
  excede_name: string | null;
  excede_id: string | null;
  roles: string[];
  landingPage: string | null;
  branches: string[];
  permissions: Permission[];
  /** The employee-id limited entries (Informix run info, Microsoft API token) this user is allowed. */
  restrictedAccess: RestrictedEntry[];
  /** Set while an administrator works as this user ('assume user'). */
  assumedBy?: { id: number; name: string } | null;
}

export interface LoginAnswer extends AuthUser {
  token: string;
}
