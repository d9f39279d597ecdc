import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../src/ui/ErrorState/ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'Server Error: An error occurred while fetching data.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Server Error: An error occurred while fetching data.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoResponse: Story = {
  args: { title: 'Could not load the report', message: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Could not load the report' })).toBeVisible();
    await expect(canvas.getByText('No response from the server. Please try again later.')).toBeVisible();
  },
};

export const RetryWithKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
