import * as z from 'zod/mini';
import { EXPENSE_CATEGORIES } from './expenseDashboard';

const blankAsNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The expense dashboard's own parameters (`?period=YYYY-MM&department=&category=`), each refused by name. */
export const expenseDashboardQuery = z.object({
  period: z.string({ error: 'Give period as YYYY-MM.' }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period: Enter a month as YYYY-MM.')),
  department: z.pipe(z.optional(z.string().check(z.maxLength(40, 'department is too long.'))), z.transform(blankAsNull)),
  category: z.pipe(
    z.optional(z.string().check(z.refine((v) => v === '' || (EXPENSE_CATEGORIES as readonly string[]).includes(v), `category: Choose ${EXPENSE_CATEGORIES.join(', ')}.`))),
    z.transform((v) => blankAsNull(v) as (typeof EXPENSE_CATEGORIES)[number] | null),
  ),
});

/** The names of those parameters, which the list protocol of the grid leaves to the endpoint. */
export const EXPENSE_DASHBOARD_PARAMS = ['period', 'department', 'category'] as const;
