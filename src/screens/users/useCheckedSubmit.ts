import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { validate } from '../../domain/validation';

/**
 * A controlled form's submit through one of the shared schemas (the server's rules): field messages
 * until the next submit, and onValid with the values as the form holds them.
 */
export function useCheckedSubmit<S extends z.ZodType>(schema: S, values: z.input<S>, onValid: (values: z.input<S>) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(schema, values);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onValid(values);
  };
  return { errors, onSubmit };
}
