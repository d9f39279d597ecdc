import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ValidationResult } from '../../domain/validation';
import { announce } from './announce';

export const invalidFieldsMessage = (count: number) => `${count} ${count === 1 ? 'field needs' : 'fields need'} your attention.`;

/**
 * Submits a form through a check of its fields (the rules the server applies too). Field messages stay
 * until the next submit; onValid gets the checked values. A failed submit says how many fields need
 * attention and moves the focus to the first of them, scrolled into view, so no message is off-screen.
 */
export function useFormSubmit<T>(check: (values: Record<string, FormDataEntryValue>) => ValidationResult<T>, onValid: (data: T) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (!failedSubmits) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [failedSubmits]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.current = event.currentTarget;
    const result = check(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) {
      onValid(result.data);
      return;
    }
    announce(invalidFieldsMessage(Object.keys(result.errors).length));
    setFailedSubmits((n) => n + 1);
  };
  return { errors, onSubmit };
}
