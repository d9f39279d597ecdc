import type { core } from 'zod/mini';
import { validate } from '../../domain/validation';
import { useFormSubmit } from '../../ui/Form/useFormSubmit';

/**
 * A controlled form's submit through one of the shared schemas (the server's rules): useFormSubmit with
 * the values as the form's state holds them, and onValid with those values.
 */
export function useCheckedSubmit<S extends core.$ZodType>(schema: S, values: core.input<S>, onValid: (values: core.input<S>) => void) {
  return useFormSubmit(
    () => {
      const result = validate(schema, values);
      return result.ok ? { ok: true as const, data: values } : result;
    },
    onValid,
  );
}
