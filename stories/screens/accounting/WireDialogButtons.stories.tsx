import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WireDialogButtons } from '../../../src/screens/accounting/WireDialogButtons';

const meta = {
  title: 'Screens/Accounting/WireDialogButtons',
  component: WireDialogButtons,
  decorators: [(Story) => <form aria-label="Wire dialog" style={{ padding: 24 }}>{Story()}</form>],
  args: { submit: 'Save bank details', isPending: false, onClose: fn() },
} satisfies Meta<typeof WireDialogButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel closes the dialog. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save bank details' })).toHaveAttribute('type', 'submit');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A rejection's submit is critical; while the server works Cancel waits. */
export const CriticalPending: Story = {
  args: { submit: 'Reject wire', tone: 'critical', isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
