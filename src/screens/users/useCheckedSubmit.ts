import { useState, type FormEvent } from 'react';
import type { core } from 'zod/mini';
import { validate } from '../../domain/validation';

/**
 * A controlled form's submit through one of the shared schemas (the server's rules): field messages
 * until the next submit, and onValid with the values as the form holds them.
 */
export function useCheckedSubmit<S extends core.$ZodType>(schema: S, values: core.input<S>, onValid: (values: core.input<S>) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(schema, values);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onValid(values);
  };
  return { errors, onSubmit };
}
