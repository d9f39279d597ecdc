import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { validate } from '../../domain/validation';

/**
 * Submits a form through one of the shared schemas: the same rules the server applies.
 * Field messages stay until the next submit; onValid gets the parsed values.
 */
export function useSchemaSubmit<S extends z.ZodType>(schema: S, onValid: (data: z.infer<S>) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(schema, Object.fromEntries(new FormData(event.currentTarget)));
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onValid(result.data);
  };
  return { errors, onSubmit };
}
