import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CashReplenishDialog } from '../../../src/screens/accounting/CashReplenishDialog';
import { PETTY_CASH } from './cashOnHandData';

const meta = {
  title: 'Screens/Accounting/CashReplenishDialog',
  component: CashReplenishDialog,
  args: { detail: PETTY_CASH, onRecord: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof CashReplenishDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Replenish 101 · Petty cash' }));

/** A check for what was paid out since the last replenishment, as of the fund's version. */
export const Replenish: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByText(/A check for \$18.45, what was paid out since the last replenishment, brings the fund back to its float of \$250.00/)).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Check number/ }), '4502');
    await userEvent.click(d.getByRole('button', { name: 'Replenish $18.45' }));
    await expect(args.onRecord).toHaveBeenCalledWith(4, { fundVersion: PETTY_CASH.fund.version, checkNumber: '4502' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** No check number: said at the field, nothing sent. */
export const NeedsCheckNumber: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Replenish $18.45' }));
    await expect(await d.findByText('Enter the check number.')).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/** Another replenishment or paid-out came first: the server's 409, in the dialog. */
export const Refused: Story = {
  args: { error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};
