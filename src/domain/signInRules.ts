// Generated from signInSchemas.ts by tests/unit/formRules.test.ts, which fails while this file is not current:
// change the schemas there, then run `npx vitest run --project node tests/unit/formRules.test.ts -u`.
/* eslint-disable no-useless-escape -- zod's patterns, as zod writes them */
import type { FieldRule, FormRules } from './formRules';

const emailRule = [
  'trim',
  'toLowerCase',
  { minLength: 1, message: 'Enter your email address.' },
  { maxLength: 254, message: 'Email is too long.' },
  { pattern: /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/, message: 'Enter a valid email address.' },
] as const satisfies FieldRule;

const passwordRule = [
  { minLength: 1, message: 'Enter a password.' },
  { minLength: 8, message: 'Password must be at least 8 characters.' },
  { maxLength: 200, message: 'Password is too long.' },
] as const satisfies FieldRule;

export const loginRules = {
  email: emailRule,
  password: [
    { minLength: 1, message: 'Enter your password.' },
    { maxLength: 200, message: 'Password is too long.' },
  ],
} as const satisfies FormRules;

export const registerRules = {
  name: [
    'trim',
    { minLength: 1, message: 'Enter your name.' },
    { maxLength: 120, message: 'Name is too long.' },
  ],
  email: emailRule,
  password: passwordRule,
} as const satisfies FormRules;

export const forgotPasswordRules = {
  email: emailRule,
} as const satisfies FormRules;

export const resetPasswordRules = {
  token: [
    { minLength: 1, message: 'The reset link is missing its token.' },
    { minLength: 20, message: 'The reset link is not valid.' },
    { maxLength: 200, message: 'The reset link is not valid.' },
  ],
  password: passwordRule,
} as const satisfies FormRules;

export const changePasswordRules = {
  currentPassword: [
    { minLength: 1, message: 'Enter your current password.' },
    { maxLength: 200, message: 'Password is too long.' },
  ],
  newPassword: passwordRule,
} as const satisfies FormRules;
