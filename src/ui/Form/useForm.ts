import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { validate, type FieldIssue, type FormSchema, type SchemaInput, type SchemaOutput } from '../../domain/validation';
import { announce } from './announce';

export const invalidFieldsMessage = (count: number) => `${count} ${count === 1 ? 'field needs' : 'fields need'} your attention.`;

export interface FormOptions<S extends FormSchema> {
  /** A controlled form's values, as its state holds them. Without them, the form's named fields are read on submit. */
  values?: SchemaInput<S>;
  /** Called with the checked values (trimmed, defaulted: as the schema gives them) once every rule passes. */
  onValid: (data: SchemaOutput<S>) => void;
  /**
   * The fields the server refused (a 400's `errors`). Each shows on its field unless the form's own check has a
   * message there; a new list takes the focus to the first field to fix, as a failed submit does.
   * Without them, the form takes the ones its page gives (ServerFieldErrors).
   */
  serverErrors?: readonly FieldIssue[] | undefined;
}

/**
 * The fields the server refused in the page's last write, for the forms of the screen under it: the host page
 * gives them (`<ServerFieldErrors value={action.fieldErrors}>`), so a screen needs no prop of its own for them.
 */
export const ServerFieldErrors = createContext<readonly FieldIssue[] | undefined>(undefined);

/** The first field to fix in `root`, scrolled into view (so no message is off-screen) and focused. */
function focusFirstInvalid(root: HTMLElement | null) {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.scrollIntoView?.({ block: 'center' });
  first?.focus({ preventScroll: true });
}

/**
 * Every form's check and submit, through its schema (the rules the server applies too). Field messages stay until
 * the next submit; a failed submit says how many fields need attention and moves the focus to the first of them.
 * `onSubmit` goes on the form; where the fields are not in a form (a dialog's confirm button), `ref` marks the
 * element around them and `submit` checks them.
 */
export function useForm<S extends FormSchema>(schema: S, { values, onValid, serverErrors: given }: FormOptions<S>) {
  const fromPage = useContext(ServerFieldErrors);
  const serverErrors = given ?? fromPage;
  const [ownErrors, setErrors] = useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const root = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);

  useEffect(() => {
    if (failedSubmits) focusFirstInvalid(root.current);
  }, [failedSubmits]);
  useEffect(() => {
    if (serverErrors?.length) focusFirstInvalid(root.current);
  }, [serverErrors]);

  const submit = () => {
    const form = root.current;
    const result = validate(schema, values ?? (form instanceof HTMLFormElement ? Object.fromEntries(new FormData(form)) : {}));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) {
      onValid(result.data);
      return;
    }
    announce(invalidFieldsMessage(Object.keys(result.errors).length));
    setFailedSubmits((n) => n + 1);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    root.current = event.currentTarget;
    submit();
  };
  /** Takes a field's message away before the next submit (the user changed what it was about), or every message. */
  const clear = (field?: string) =>
    setErrors((current) => {
      if (field === undefined) return {};
      const { [field]: _, ...rest } = current;
      return rest;
    });

  const errors: Record<string, string> = {};
  for (const { field, message } of serverErrors ?? []) errors[field] ??= message;
  Object.assign(errors, ownErrors);
  return { errors, onSubmit, submit, ref, clear };
}
