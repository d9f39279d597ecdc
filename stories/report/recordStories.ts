import { expect, fn, within } from 'storybook/test';
import { BRANCH_REFUSED, refusedBranch } from './reportStories';

/** The stories every record's screen (a statement, a settlement file, a purchase request) tells alike. */

/** A host action that succeeds, recorded: what a record's screen is given to run. */
export const recordedAction = () => ({ run: fn(async () => true), isPending: false, error: null });

/** While the record loads, its heading (`heading`) already says which it is. */
export const loadingRecord = (heading: string) => ({
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: heading })).toBeVisible();
  },
});

/** Another branch's record: the server's 403 in words, and Try again. */
export const forbiddenRecord = refusedBranch({ detail: undefined, error: BRANCH_REFUSED });
