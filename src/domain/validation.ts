export interface FieldIssue {
  field: string;
  message: string;
}

type Issue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined };
type Checked<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<Issue> };

/**
 * A form's schema as the Standard Schema spec (standardschema.dev) has it: the shared zod schemas are ones, and
 * so are the sign-in forms' plain rules (formSchema), which keep zod out of the sign-in screens.
 */
export interface FormSchema<Output = unknown, Input = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Checked<Output> | Promise<Checked<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}
export type SchemaInput<S extends FormSchema> = NonNullable<S['~standard']['types']>['input'];
export type SchemaOutput<S extends FormSchema> = NonNullable<S['~standard']['types']>['output'];

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Schema issues as the field names and messages that forms and the API's 400 answers show. */
export function fieldIssues(issues: ReadonlyArray<Issue>): FieldIssue[] {
  return issues.map(({ path = [], message }) => ({
    field: path.map((segment) => (typeof segment === 'object' ? segment.key : segment)).join('.') || 'body',
    message,
  }));
}

/** Runs a form's schema: the first message per field, keyed by field name, or the checked values. */
export function validate<S extends FormSchema>(schema: S, values: unknown): ValidationResult<SchemaOutput<S>> {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('A form schema checks at once: no asynchronous rules.');
  if (!result.issues) return { ok: true, data: result.value };
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldIssues(result.issues)) errors[field] ??= message;
  return { ok: false, errors };
}

/** A check written by hand (plain rules, a rule across fields) as a form schema, given the values as the form has them. */
export function formSchema<Input, Output>(check: (values: Input) => ValidationResult<Output>): FormSchema<Output, Input> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate: (values) => {
        const result = check(values as Input);
        return result.ok ? { value: result.data } : { issues: Object.entries(result.errors).map(([field, message]) => ({ message, path: [field] })) };
      },
    },
  };
}
