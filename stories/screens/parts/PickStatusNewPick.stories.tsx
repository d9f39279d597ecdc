import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PickStatusNewPick } from '../../../src/screens/parts/PickStatusNewPick';

const meta = {
  title: 'Screens/Parts/PickStatusNewPick',
  component: PickStatusNewPick,
  args: {
    brnId: '101',
    willCallTickets: [
      { id: 41, label: '#18 Gwinnett County Fleet' },
      { id: 44, label: '#23 Peach State Logistics' },
    ],
    onCreate: fn(async () => true),
    isPending: false,
    error: null,
    onClose: fn(),
  },
} satisfies Meta<typeof PickStatusNewPick>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async () => within(await within(document.body).findByRole('dialog', { name: 'New pick list' }));

/** A counter invoice's pick: its Excede number, and where the parts go. */
export const CounterInvoice: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.type(dialog.getByLabelText('Invoice'), '3016547');
    await userEvent.type(dialog.getByLabelText('Bay or truck'), 'Counter 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Make pick list' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ brnId: '101', source: 'Counter', slsId: '3016547', bay: 'Counter 2', lines: [] }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** An RO's pick needs its job: the form says so before anything is sent. */
export const RepairOrderNeedsJob: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.selectOptions(dialog.getByLabelText('Picked for'), 'RO');
    await userEvent.type(dialog.getByLabelText('Repair order'), '5008992');
    await userEvent.click(dialog.getByRole('button', { name: 'Make pick list' }));
    await expect(dialog.getByText('Enter the job number of the RO.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Job'), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Make pick list' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ source: 'RO', slsId: '5008992', opsId: 2 }));
  },
};

/** A will-call pick is for one of today's phone tickets, chosen by number and name. */
export const WillCall: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.selectOptions(dialog.getByLabelText('Picked for'), 'Will-call');
    await userEvent.selectOptions(dialog.getByLabelText('Ticket'), '#23 Peach State Logistics');
    await userEvent.click(dialog.getByRole('button', { name: 'Make pick list' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ source: 'Will-call', ticketId: 44, slsId: null }));
  },
};

/** A transfer's parts are typed or pasted a line each; a quantity that is not a whole number is refused on the field. */
export const Transfer: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.selectOptions(dialog.getByLabelText('Picked for'), 'Transfer');
    await userEvent.type(dialog.getByLabelText('To branch'), '102');
    await userEvent.type(dialog.getByLabelText('Parts'), 'FL-0149 2{enter}FL-0265 two');
    await userEvent.click(dialog.getByRole('button', { name: 'Make pick list' }));
    await expect(dialog.getByText('Enter the quantity as a whole number.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('Parts'));
    await userEvent.type(dialog.getByLabelText('Parts'), 'FL-0149 2{enter}FL-0265');
    await userEvent.click(dialog.getByRole('button', { name: 'Make pick list' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'Transfer', toBrnId: '102', lines: [{ partNo: 'FL-0149', qty: 2 }, { partNo: 'FL-0265', qty: 1 }] }),
    );
  },
};

/** A failure the server names no field of stays in the dialog, which stays open. */
export const Failed: Story = {
  args: { error: 'No counter invoice 3016547 at branch 101.', onCreate: fn(async () => false) },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await expect(dialog.getByText('No counter invoice 3016547 at branch 101.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Invoice'), '3016547');
    await userEvent.click(dialog.getByRole('button', { name: 'Make pick list' }));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
