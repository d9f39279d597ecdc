import type { core } from 'zod/mini';
import { validate } from '../../domain/validation';
import { useFormSubmit } from './useFormSubmit';

/** useFormSubmit through one of the shared zod schemas. */
export function useSchemaSubmit<S extends core.$ZodType>(schema: S, onValid: (data: core.output<S>) => void) {
  return useFormSubmit((values) => validate(schema, values), onValid);
}
