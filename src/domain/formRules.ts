import type { ValidationResult } from './validation';

/**
 * Plain field rules for the sign-in forms. They load before anything else, so they stay free of zod;
 * the server reads the same payloads through these rules (server/http.ts `readForm`).
 */
export type Check = (value: string) => string | null;

export interface FieldRule {
  /** Applied before the checks, and to the value handed on (trim, lower case). */
  normalize?: (value: string) => string;
  /** In order; the first failing one gives the field's message. */
  checks: readonly Check[];
}

export type FormRules = Record<string, FieldRule>;
export type FormValues<R extends FormRules> = { [K in keyof R]: string };

/** zod's `z.email()` pattern, which the other forms use (a unit test keeps the two agreeing). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const required = (message: string): Check => (value) => (value.length > 0 ? null : message);
export const minLength = (length: number, message: string): Check => (value) => (value.length >= length ? null : message);
export const maxLength = (length: number, message: string): Check => (value) => (value.length <= length ? null : message);
export const matches = (pattern: RegExp, message: string): Check => (value) => (pattern.test(value) ? null : message);

export const trimmed = (value: string) => value.trim();
export const trimmedLowerCase = (value: string) => value.trim().toLowerCase();

/** Checks a form's (or a JSON body's) fields: the first message per field, or the normalised values. */
export function checkForm<R extends FormRules>(rules: R, input: unknown): ValidationResult<FormValues<R>> {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const data: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = source[field] ?? '';
    if (typeof raw !== 'string') {
      errors[field] = 'Must be text.';
      continue;
    }
    const value = rule.normalize ? rule.normalize(raw) : raw;
    const problem = rule.checks.reduce<string | null>((found, check) => found ?? check(value), null);
    if (problem) errors[field] = problem;
    else data[field] = value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: data as FormValues<R> };
}
