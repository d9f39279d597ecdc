import { expect, userEvent, within } from 'storybook/test';

interface GridStoryContext {
  canvasElement: HTMLElement;
  args: { onRetry?: unknown };
}

/** The states every users screen's grid meets (its `users` prop), with the same checks on each screen. */
export const usersGridStates = {
  loading: {
    args: { users: undefined, isLoading: true },
    play: async ({ canvasElement }: GridStoryContext) => {
      await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
    },
  },
  /** No users at all: the screen's own empty message. */
  empty: (message: string) => ({
    args: { users: [] },
    play: async ({ canvasElement }: GridStoryContext) => {
      await expect(within(canvasElement).getByText(message)).toBeVisible();
    },
  }),
  failed: {
    args: { users: undefined, error: 'No response from the server. Please try again later.' },
    play: async ({ canvasElement, args }: GridStoryContext) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server');
      await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
      await expect(args.onRetry).toHaveBeenCalled();
    },
  },
};
