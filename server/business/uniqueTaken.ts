import { conflictOn } from '../http';

/**
 * A catch for a write a unique index backs: its violation (23505) becomes a 409 on the field the user chose,
 * so two people writing the same value at once get one row and one plain refusal. Anything else goes on.
 */
export const refuseTaken =
  (field: string, message: string) =>
  (error: unknown): never => {
    const { cause } = error as { cause?: { code?: string } };
    if ((cause ?? (error as { code?: string })).code === '23505') conflictOn(field, message);
    throw error;
  };
