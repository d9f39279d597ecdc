import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WaitingListNote } from '../../../src/screens/parts/WaitingListNote';
import { queueTicket } from './waitingListData';

const meta = {
  title: 'Screens/Parts/WaitingListNote',
  component: WaitingListNote,
  args: { ticket: queueTicket(7, 9, 'Waiting', { note: 'Brake chambers' }), onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof WaitingListNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ticket's note, changed and saved. */
export const Saved: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Note on ticket 7' }));
    await userEvent.type(dialog.getByLabelText('Note'), ', left side');
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.onSave).toHaveBeenCalledWith(args.ticket, 'Brake chambers, left side');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Someone changed the ticket meanwhile: the 409 stays in the dialog. */
export const Refused: Story = {
  args: { onSave: fn(async () => false), error: 'Someone else changed this record. Reload to see their change.' },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Note on ticket 7' }));
    await expect(dialog.getByText('Someone else changed this record. Reload to see their change.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
