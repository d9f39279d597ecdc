import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WaitingListNewTicket } from '../../../src/screens/parts/WaitingListNewTicket';

const meta = {
  title: 'Screens/Parts/WaitingListNewTicket',
  component: WaitingListNewTicket,
  args: { brnId: '101', onCreate: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof WaitingListNewTicket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A technician's ticket needs its RO: the form says so before anything is sent. */
export const TechnicianNeedsRepairOrder: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'New ticket' }));
    await userEvent.selectOptions(dialog.getByLabelText('Type'), 'Technician');
    await userEvent.type(dialog.getByLabelText('First name'), 'Terry');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Tech');
    await userEvent.click(dialog.getByRole('button', { name: 'Open ticket' }));
    await expect(dialog.getByText('Enter the repair order the technician is working on.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Opening the ticket closes the dialog. */
export const Opened: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'New ticket' }));
    await userEvent.type(dialog.getByLabelText('First name'), 'Ana');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Reyes');
    await userEvent.clear(dialog.getByLabelText('Lines'));
    await userEvent.type(dialog.getByLabelText('Lines'), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Open ticket' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ana', lastName: 'Reyes', lines: 3, type: 'Counter' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A failure the server names no field of stays in the dialog. */
export const Failed: Story = {
  args: { error: 'The server could not answer. Try again in a moment.' },
  play: async () => {
    await expect(await within(document.body).findByText('The server could not answer. Try again in a moment.')).toBeVisible();
  },
};
