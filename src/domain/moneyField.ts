import * as z from 'zod/mini';
import { centsOf, moneyText } from './money';

/**
 * An amount a person types in dollars ('1,250.00', '$75'), read into whole cents: required, exact to the
 * cent, from $0.00 (or more than $0.00 when `positive`) up to `maxCents`; each refusal names the field.
 */
export const moneyField = (field: string, { positive, maxCents }: { positive: boolean; maxCents: number }) =>
  z.pipe(
    z.string({ error: `Enter the ${field}.` }).check(
      z.refine((v) => v.trim() !== '', `Enter the ${field}.`),
      z.refine((v) => v.trim() === '' || centsOf(v) !== null, `Enter the ${field} in dollars and cents, e.g. 250.00.`),
      z.refine((v) => (centsOf(v) ?? 0) >= (positive ? 1 : 0), positive ? `The ${field} must be more than $0.00.` : `The ${field} cannot be negative.`),
      z.refine((v) => (centsOf(v) ?? 0) <= maxCents, `The ${field} cannot be more than $${Number(moneyText(maxCents)).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`),
    ),
    z.transform((v: string) => centsOf(v)!),
  );
