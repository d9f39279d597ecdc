import { checkForm, rulesSchema, type FormValues } from './formRules';
import type { RestrictedEntry } from './routes';
import { changePasswordRules, forgotPasswordRules, loginRules, registerRules, resetPasswordRules } from './signInRules';
import { formSchema, type ValidationResult } from './validation';

/**
 * Payloads of the sign-in and session calls, checked by the same rules in the screens and on the server: the
 * plain rules generated from signInSchemas.ts, and each form's schema for useForm.
 */

export const PASSWORD_MIN_LENGTH = 8;

export { changePasswordRules, forgotPasswordRules, loginRules, registerRules, resetPasswordRules };
export type LoginPayload = FormValues<typeof loginRules>;
export type RegisterPayload = FormValues<typeof registerRules>;
export type ForgotPasswordPayload = FormValues<typeof forgotPasswordRules>;
export type ResetPasswordPayload = FormValues<typeof resetPasswordRules>;
export type ChangePasswordPayload = FormValues<typeof changePasswordRules>;

export const loginForm = rulesSchema(loginRules);
export const registerForm = rulesSchema(registerRules);
export const forgotPasswordForm = rulesSchema(forgotPasswordRules);

/** The new-password form: the password twice, the same. */
export function checkNewPassword(input: { password: string; confirm: string }) {
  const result = checkForm({ password: resetPasswordRules.password }, input);
  if (result.ok && input.password !== input.confirm) return { ok: false as const, errors: { confirm: 'The two passwords do not match.' } };
  return result;
}
export const newPasswordForm = formSchema(checkNewPassword);

/** The change-password form, in the payload's names: the current password, and the new one twice (checkNewPassword). */
export function checkPasswordChange(input: { currentPassword: string; newPassword: string; confirm: string }): ValidationResult<ChangePasswordPayload> {
  const current = checkForm({ currentPassword: changePasswordRules.currentPassword }, input);
  const next = checkNewPassword({ password: input.newPassword, confirm: input.confirm });
  if (current.ok && next.ok) return { ok: true, data: { currentPassword: current.data.currentPassword, newPassword: next.data.password } };
  const { password, ...rest } = next.ok ? {} : next.errors;
  return { ok: false, errors: { ...(current.ok ? {} : current.errors), ...(password ? { newPassword: password } : {}), ...rest } };
}
export const passwordChangeForm = formSchema(checkPasswordChange);

export const WRONG_CREDENTIALS_MESSAGE = 'The email or password is not correct.';
export const INACTIVE_ACCOUNT_MESSAGE =
  'Your account is waiting for an administrator to activate it.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. The link works once, for one hour.';
export const REGISTERED_ANSWER =
  'Thank you for registering. We have sent a mail to your address; an administrator must activate the account before you can sign in.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from this address. Please wait an hour and try again.';
export const PASSWORD_RESET_ANSWER = 'Your password has been changed. You can sign in now.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or has already been used.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
export const TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE = 'Too many wrong current passwords. Please wait 15 minutes and try again.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You have been signed out everywhere else.';
export const PASSWORD_CHANGE_WHILE_ASSUMING_MESSAGE = 'Go back to your own account to change a password.';

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
  /** The branch the user last chose (the 'branch' preference), when they still hold it. */
  savedBranch: string | null;
  /** Set while an administrator works as this user ('assume user'). */
  assumedBy?: { id: number; name: string } | null;
}

export interface LoginAnswer extends AuthUser {
  token: string;
}
