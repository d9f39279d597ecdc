import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashDialogButtons } from '../../../src/screens/accounting/CashDialogButtons';

const meta = {
  title: 'Screens/Accounting/CashDialogButtons',
  component: CashDialogButtons,
  decorators: [(Story) => <form onSubmit={(event) => event.preventDefault()}>{Story()}</form>],
  args: { submit: 'Record count', isPending: false, onCancel: fn() },
} satisfies Meta<typeof CashDialogButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Record count' })).toHaveAttribute('type', 'submit');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While the server works, Cancel waits. */
export const Pending: Story = {
  args: { submit: 'Reject count', tone: 'critical', isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
