import * as z from 'zod/mini';
import { cronError } from './cron';

/** The schedule of an import job (/informixSchedule): checked the same way by the form and the server. */

export const importScheduleSchema = z.object({
  cron: z.pipe(
    z.string({ error: 'Enter a schedule.' }).check(
      z.trim(),
      z.minLength(1, 'Enter a schedule.'),
      z.maxLength(100, 'The schedule is too long.'),
      z.superRefine((value, ctx) => {
        const message = cronError(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((v: string) => v.split(/\s+/).join(' ')),
  ),
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
});
export type ImportSchedule = z.infer<typeof importScheduleSchema>;
