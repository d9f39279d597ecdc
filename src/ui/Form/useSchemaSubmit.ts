import { validate, type FormSchema, type SchemaOutput } from '../../domain/validation';
import { useFormSubmit } from './useFormSubmit';

/** useFormSubmit through one of the shared zod schemas. */
export function useSchemaSubmit<S extends FormSchema>(schema: S, onValid: (data: SchemaOutput<S>) => void) {
  return useFormSubmit((values) => validate(schema, values), onValid);
}
