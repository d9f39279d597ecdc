import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CollectionHoldDialog } from '../../../src/screens/accounting/CollectionHoldDialog';
import { accountsWithRequests } from './collectionsData';

const accounts = accountsWithRequests(8);
const active = accounts.find((a) => a.status === 'Active')!;
const legal = accounts.find((a) => a.status === 'Legal')!;

const meta = {
  title: 'Screens/Accounting/CollectionHoldDialog',
  component: CollectionHoldDialog,
  args: {
    kind: 'Credit hold',
    account: active,
    request: { run: fn(async () => true), isPending: false, error: null },
    onCancel: fn(),
    onRequested: fn(),
  },
} satisfies Meta<typeof CollectionHoldDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A credit hold asked for, with why. */
export const RequestHold: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Request credit hold' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Over the limit and 75 days late.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(args.request.run).toHaveBeenCalledWith({ brnId: active.brnId, cusId: active.cusId, kind: 'Credit hold', reason: 'Over the limit and 75 days late.' });
    await expect(args.onRequested).toHaveBeenCalledOnce();
  },
};

/** No reason: said at the field, nothing sent. */
export const NeedsReason: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Request credit hold' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText('Say why.')).toBeVisible();
    await expect(args.request.run).not.toHaveBeenCalled();
  },
};

/** A release of an account with legal: an AR manager other than the requester decides it. */
export const RequestRelease: Story = {
  args: { kind: 'Release', account: legal },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Request release' }));
    await expect(dialog.getByText('An AR manager other than you decides the release and records it done in Excede.')).toBeVisible();
  },
};

/** Another's request came first: the server's 409, in the dialog. */
export const Refused: Story = {
  args: {
    kind: 'Legal',
    request: { run: fn(async () => false), isPending: false, error: 'Another request for this account is still open: it must be done in Excede or declined first.' },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Refer to legal' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Another request for this account is still open');
  },
};
