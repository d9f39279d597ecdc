import * as z from 'zod/mini';
import { isoDate } from '../isoDate';
import { versionField } from '../recordChange';

/** What the automation shortcuts' endpoints accept: checked on the server and by the run dialog (kept apart so the screen loads no zod). */

/** POST …/jobs/:job/runs: the branch and the day the run is for. */
export const automationRunSchema = z.object({
  brnId: z.string({ error: 'Choose a branch.' }).check(z.regex(/^[\w-]{1,12}$/, 'brnId is not a branch id.')),
  date: isoDate('date'),
});
export type AutomationRunInput = z.input<typeof automationRunSchema>;

/** DELETE …/subscriptions/:id: the version of the subscription the user saw. */
export const automationUnsubscribeSchema = z.object({ version: versionField });
