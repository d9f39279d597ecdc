import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CashThresholdDialog } from '../../../src/screens/accounting/CashThresholdDialog';

const meta = {
  title: 'Screens/Accounting/CashThresholdDialog',
  component: CashThresholdDialog,
  args: { isOpen: true, threshold: '5.00', onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof CashThresholdDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Sign-off threshold' }));

export const Save: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const field = d.getByRole('textbox', { name: /Threshold/ });
    await expect(field).toHaveValue('5.00');
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await userEvent.click(d.getByRole('button', { name: 'Save threshold' }));
    await expect(args.onSave).toHaveBeenCalledWith('10');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** What is not an amount is said on the field and not sent. */
export const NotAnAmount: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const field = d.getByRole('textbox', { name: /Threshold/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'five');
    await userEvent.click(d.getByRole('button', { name: 'Save threshold' }));
    await expect(await d.findByText('Enter the threshold in dollars and cents, e.g. 250.00.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Only those who sign off may: the server's refusal in words. */
export const Refused: Story = {
  args: { error: 'Only someone who signs off cash counts may change the sign-off threshold.' },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('Only someone who signs off cash counts');
  },
};
