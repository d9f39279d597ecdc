import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CashDecisionDialog } from '../../../src/screens/accounting/CashDecisionDialog';
import { AWAITING } from './cashOnHandData';

const count = AWAITING[0]!;

const meta = {
  title: 'Screens/Accounting/CashDecisionDialog',
  component: CashDecisionDialog,
  args: { decision: { kind: 'sign-off', count }, onDecide: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof CashDecisionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Signing off with a note: the count's figures above, the version it was read at sent along. */
export const SignOff: Story = {
  play: async ({ args }) => {
    const d = await dialog('Sign off this count');
    await expect(d.getByText('$287.60')).toBeVisible();
    await expect(d.getByText('($12.40)')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Note/ }), 'Ticket 4471 paid twice');
    await userEvent.click(d.getByRole('button', { name: 'Sign off' }));
    await expect(args.onDecide).toHaveBeenCalledWith(args.decision, { version: 1, note: 'Ticket 4471 paid twice' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A rejection needs its reason before it is sent. */
export const RejectNeedsReason: Story = {
  args: { decision: { kind: 'reject', count } },
  play: async ({ args }) => {
    const d = await dialog('Reject this count');
    await userEvent.click(d.getByRole('button', { name: 'Reject count' }));
    await expect(await d.findByText('Enter the reason.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(d.getByRole('textbox', { name: /Reason/ }), 'Count again with the day’s tickets');
    await userEvent.click(d.getByRole('button', { name: 'Reject count' }));
    await expect(args.onDecide).toHaveBeenCalledWith(args.decision, { version: 1, reason: 'Count again with the day’s tickets' });
  },
};

/** The server refused (the counter, or someone decided first): the dialog stays open with its words. */
export const Refused: Story = {
  args: { error: 'You recorded this count: someone else must sign it off.', onDecide: fn(async () => false) },
  play: async ({ args }) => {
    const d = await dialog('Sign off this count');
    await expect(d.getByRole('alert')).toHaveTextContent('You recorded this count: someone else must sign it off.');
    await userEvent.click(d.getByRole('button', { name: 'Sign off' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
