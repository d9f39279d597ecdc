import type { z } from 'zod';
import { validate } from '../../domain/validation';
import { useFormSubmit } from './useFormSubmit';

/** useFormSubmit through one of the shared zod schemas. */
export function useSchemaSubmit<S extends z.ZodType>(schema: S, onValid: (data: z.infer<S>) => void) {
  return useFormSubmit((values) => validate(schema, values), onValid);
}
