import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CollectionStatementDialog } from '../../../src/screens/accounting/CollectionStatementDialog';
import { accountsWithRequests } from './collectionsData';

const accounts = accountsWithRequests(8);
const sentBefore = accounts.find((a) => a.lastStatementTo !== null)!;
const neverSent = accounts.find((a) => a.lastStatementTo === null)!;

const meta = {
  title: 'Screens/Accounting/CollectionStatementDialog',
  component: CollectionStatementDialog,
  args: {
    account: neverSent,
    send: { run: fn(async () => true), isPending: false, error: null },
    onCancel: fn(),
    onSent: fn(),
  },
} satisfies Meta<typeof CollectionStatementDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The statement emailed to the address Excede has on file. */
export const Send: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statement' }));
    await expect(dialog.getByText('No statement was emailed from the portal yet.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Email statement' }));
    await expect(args.send.run).toHaveBeenCalledWith({ brnId: neverSent.brnId, cusId: neverSent.cusId });
    await expect(args.onSent).toHaveBeenCalledOnce();
  },
};

/** The last statement's address and day, shown before another goes. */
export const SentBefore: Story = {
  args: { account: sentBefore },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statement' }));
    await expect(dialog.getByText(/The last one went to ap@ramirezhauling.example on 11\/17\/2026/)).toBeVisible();
  },
};

/** No email address in Excede: the server says so, and nothing is sent. */
export const NoEmailOnFile: Story = {
  args: { send: { run: fn(async () => false), isPending: false, error: 'Blue Ridge Hauling (100042) has no email address on file in Excede: add one there to email a statement.' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statement' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('has no email address on file in Excede');
  },
};

/** While it goes: the button waits, Cancel is off. */
export const Sending: Story = {
  args: { send: { run: fn(async () => true), isPending: true, error: null } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Email statement' }));
    await expect(dialog.getByRole('button', { name: /Email statement/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Email statement' })).toBeVisible();
  },
};
