import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { StatusLinkDialog } from '../../../src/screens/customers/StatusLinkDialog';
import { SENT_LINK } from './customerHistoryData';

const meta = {
  title: 'Screens/Customers/StatusLinkDialog',
  component: StatusLinkDialog,
  args: { slsId: '5000400', sent: null, isSending: false, error: null, onAsk: fn(), onSend: fn(), onClose: fn() },
} satisfies Meta<typeof StatusLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asked first: what the customer will see; Send goes to the host, Cancel closes. */
export const Asking: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send a status link for RO 5000400?' });
    await expect(dialog).toHaveTextContent('without signing in: no costs or internal notes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send status link' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** While the link is made: Cancel waits, Send shows it is busy. */
export const Sending: Story = {
  args: { isSending: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send a status link for RO 5000400?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The link made and mailed: to copy, and how long it works; Done closes. */
export const Mailed: Story = {
  args: { sent: SENT_LINK },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Status link for RO 5000400' });
    await expect(within(dialog).getByRole('textbox', { name: 'Status link' })).toHaveValue(SENT_LINK.url);
    await expect(dialog).toHaveTextContent('Mailed to ap@peachtreehauling.example. It works while the RO is open and');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Excede has no address for the customer: the link is to be copied and sent by hand, until it expires. */
export const NotMailed: Story = {
  args: { sent: { ...SENT_LINK, mailedTo: null, expiresAt: '2026-12-10T22:00:00.000Z' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Status link for RO 5000400' });
    await expect(dialog).toHaveTextContent('Not mailed: Excede has no email address for this customer.');
    await expect(dialog).toHaveTextContent('It works until 12/10/2026 05:00 PM.');
    await expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** The server refused: the reason in the dialog, which stays open to try again or cancel. */
export const Refused: Story = {
  args: { error: 'You do not have access to branch 102.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send a status link for RO 5000400?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('You do not have access to branch 102.');
  },
};
