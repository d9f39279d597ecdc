import { safeParse, type core } from 'zod/mini';

export interface FieldIssue {
  field: string;
  message: string;
}

/** Zod issues as the field names and messages that forms and the API's 400 answers show. */
export function fieldIssues(error: core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Runs a shared schema (zod/mini, or classic zod on the server) in a form: the first message per field, keyed by field name. */
export function validate<S extends core.$ZodType>(schema: S, values: unknown): ValidationResult<core.output<S>> {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldIssues(result.error)) errors[field] ??= message;
  return { ok: false, errors };
}
