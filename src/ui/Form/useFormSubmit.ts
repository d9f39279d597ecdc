import { useState, type FormEvent } from 'react';
import type { ValidationResult } from '../../domain/validation';

/**
 * Submits an uncontrolled form through a check of its fields (the rules the server applies too).
 * Field messages stay until the next submit; onValid gets the checked values.
 */
export function useFormSubmit<T>(check: (values: Record<string, FormDataEntryValue>) => ValidationResult<T>, onValid: (data: T) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = check(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onValid(result.data);
  };
  return { errors, onSubmit };
}
