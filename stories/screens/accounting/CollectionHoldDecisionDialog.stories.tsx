import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CollectionHoldDecisionDialog } from '../../../src/screens/accounting/CollectionHoldDecisionDialog';
import { accountsWithRequests } from './collectionsData';

const held = accountsWithRequests(8).find((a) => a.holdRequestKind === 'Release')!;
const holdAsked = { ...held, holdRequestKind: 'Credit hold' as const, status: 'Active' as const };

const meta = {
  title: 'Screens/Accounting/CollectionHoldDecisionDialog',
  component: CollectionHoldDecisionDialog,
  args: {
    account: held,
    decide: { run: fn(async () => true), isPending: false, error: null },
    onCancel: fn(),
    onDecided: fn(),
  },
} satisfies Meta<typeof CollectionHoldDecisionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The release done in Excede, as of the request's version; a release says who may decide it. */
export const DoneInExcede: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide: Release' }));
    await expect(dialog.getByText('A release is decided by an AR manager other than the person who asked for it.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Record decision' }));
    await expect(args.decide.run).toHaveBeenCalledWith(41, { version: 1, state: 'Done in Excede', note: '' });
  },
};

/** Declined needs its reason: said at the field, then sent. */
export const DeclineNeedsReason: Story = {
  args: { account: holdAsked },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide: Credit hold' }));
    await expect(dialog.queryByText(/decided by an AR manager/)).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Declined' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record decision' }));
    await expect(await dialog.findByText('Say why the request is declined.')).toBeVisible();
    await expect(args.decide.run).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Why it is declined' }), 'Paid this morning.');
    await userEvent.click(dialog.getByRole('button', { name: 'Record decision' }));
    await expect(args.decide.run).toHaveBeenCalledWith(41, { version: 1, state: 'Declined', note: 'Paid this morning.' });
  },
};

/** The requester, or someone without the authority: the server's refusal, in the dialog. */
export const Refused: Story = {
  args: { decide: { run: fn(async () => false), isPending: false, error: 'You have no approval authority for credit hold releases.' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide: Release' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You have no approval authority for credit hold releases.');
  },
};
