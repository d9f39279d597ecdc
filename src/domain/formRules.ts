import { formSchema, type ValidationResult } from './validation';

/**
 * Plain field rules for the sign-in forms. They load before anything else, so they stay free of zod: they are
 * generated from the zod schemas in signInSchemas.ts (into signInRules.ts), and the server reads the same
 * payloads through them (server/http.ts `readForm`).
 */

/** One step of a field's rule, in the schema's order: a change to the value, or a check and its message. */
export type RuleStep =
  | 'trim'
  | 'toLowerCase'
  | { readonly minLength: number; readonly message: string }
  | { readonly maxLength: number; readonly message: string }
  | { readonly pattern: RegExp; readonly message: string };

export type FieldRule = readonly RuleStep[];
export type FormRules = Readonly<Record<string, FieldRule>>;
export type FormValues<R extends FormRules> = { [K in keyof R]: string };

function failed(step: Exclude<RuleStep, string>, value: string): boolean {
  if ('minLength' in step) return value.length < step.minLength;
  if ('maxLength' in step) return value.length > step.maxLength;
  return !step.pattern.test(value);
}

/** A field's value through its rule: the value as changed, or the message of the first check it fails. */
function applyRule(rule: FieldRule, raw: string): { value: string } | { message: string } {
  let value = raw;
  for (const step of rule) {
    if (step === 'trim') value = value.trim();
    else if (step === 'toLowerCase') value = value.toLowerCase();
    else if (failed(step, value)) return { message: step.message };
  }
  return { value };
}

/** Checks a form's (or a JSON body's) fields: the first message per field, or the normalised values. */
export function checkForm<R extends FormRules>(rules: R, input: unknown): ValidationResult<FormValues<R>> {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const data: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = source[field] ?? '';
    const result = typeof raw === 'string' ? applyRule(rule, raw) : { message: 'Must be text.' };
    if ('message' in result) errors[field] = result.message;
    else data[field] = result.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: data as FormValues<R> };
}

/** A sign-in form's schema for useForm: its plain rules. */
export const rulesSchema = <R extends FormRules>(rules: R) => formSchema((values: unknown) => checkForm(rules, values));
