import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServedReportArgs } from './servedReport';

/**
 * The stories every screen of the report kit tells alike, as story objects (`export const Large: Story =
 * pagedReport({ … })`): what differs is said in the arguments.
 */

interface Canvas {
  canvasElement: HTMLElement;
}
type Recorded<K extends keyof ServedReportArgs> = Canvas & { args: Partial<Pick<ServedReportArgs, K>> };

/** The branch refused in the stories: one the demo user does not hold. */
export const BRANCH_REFUSED = 'You do not have access to branch 201.';

/** A screen asked, from its address, for a branch the user does not hold (`args` put it there): the server's 403 in words instead of rows, and Try again. */
export const refusedBranch = <A extends object>(args: A) => ({
  args,
  play: async ({ canvasElement, args }: Recorded<'onRetry'>) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(BRANCH_REFUSED);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** While the answer loads, the rows are not there: no link `link` of them. */
export const loadingRows = (link: string) => ({
  args: { state: 'loading' as const },
  play: async ({ canvasElement }: Canvas) => {
    await expect(within(canvasElement).queryByRole('link', { name: link })).toBeNull();
  },
});

/** While the answer loads, the screen says what it waits for (`text`, a tile's "Loading …"). */
export const loadingReport = (text: string) => ({
  args: { state: 'loading' as const },
  play: async ({ canvasElement }: Canvas) => {
    await expect(within(canvasElement).getByText(text)).toBeInTheDocument();
  },
});

/** No rows (`args` empty them): the grid says so in `message`. */
export const emptyReport = <A extends object>(args: A, message: string) => ({
  args,
  play: async ({ canvasElement }: Canvas) => {
    await expect(within(canvasElement).getByText(message)).toBeVisible();
  },
});

/** Rows enough for six pages (`args`, a few hundred): the server pages them. */
export const pagedReport = <A extends object>(args: A) => ({
  args,
  play: async ({ canvasElement }: Canvas) => {
    await expect(within(canvasElement).getByText(/Page 1 of 6/)).toBeVisible();
  },
});

/** Below 992 px the filters fold behind a button. */
export const narrowReport = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }: Canvas) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Report filters' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Below 992 px the filters fold behind a button, and the tile `tile` still fits the width. */
export const narrowReportFitting = (tile: string) => ({
  globals: narrowReport.globals,
  play: async ({ canvasElement }: Canvas) => {
    await narrowReport.play({ canvasElement });
    await expect(within(canvasElement).getByRole('group', { name: tile }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** Export asks the host for every matching row as a file. */
export const exportReport = <A extends object>(args: A = {} as A) => ({
  args,
  play: async ({ canvasElement, args }: Recorded<'onExport'>) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
});

/** Sorting by `column` (its header's name, its id in the view) and paging go to the host, which asks the server again. */
export const sortAndPageReport = <A extends object>(grid: string, column: { header: RegExp; id: string }, args: A = {} as A) => ({
  args,
  play: async ({ canvasElement, args }: Recorded<'onViewChange' | 'onPageIndexChange'>) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('grid', { name: grid })).getByRole('button', { name: column.header }));
    await waitFor(() => expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [{ id: column.id, desc: false }] })));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(1);
  },
});
