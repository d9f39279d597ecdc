import type { z } from 'zod';

export interface FieldIssue {
  field: string;
  message: string;
}

/** Zod issues as the field names and messages that forms and the API's 400 answers show. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Runs a shared schema in a form: the first message per field, keyed by field name. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): ValidationResult<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldIssues(result.error)) errors[field] ??= message;
  return { ok: false, errors };
}
