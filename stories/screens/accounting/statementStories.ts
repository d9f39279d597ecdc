import { expect, userEvent, within } from 'storybook/test';

/**
 * The states every financial-statement screen (the report, its date range, trend and P&L comparison, and the frame
 * they share) tells alike, as story objects: what differs is said in the arguments.
 */

interface Canvas {
  canvasElement: HTMLElement;
}

/** While the statement loads there is no table yet. */
export const statementLoading = <A extends object>(args: A = {} as A) => ({
  args: { statement: undefined, isLoading: true, ...args },
  play: async ({ canvasElement }: Canvas) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
});

/** The server could not answer: the error in words and Try again, which asks the host again. */
export const statementFailed = <A extends object>(args: A = {} as A) => ({
  args: { statement: undefined, error: 'The server could not be reached.', ...args },
  play: async ({ canvasElement, args }: Canvas & { args: { onRetry?: unknown } }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
});

/** Below 992 px the statement, down to net profit, fits the width of a phone. */
export const statementNarrow = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }: Canvas) => {
    await expect(canvasElement.querySelector('[data-line="net"]')).not.toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};
