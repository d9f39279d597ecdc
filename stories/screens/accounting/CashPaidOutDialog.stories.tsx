import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CashPaidOutDialog, RECEIPT_MISSING } from '../../../src/screens/accounting/CashPaidOutDialog';
import { FUND_DETAIL } from './cashOnHandData';

const pettyCash = { ...FUND_DETAIL.fund, id: 4, kind: 'Petty cash' as const, name: 'Petty cash', drawer: null, float: '250.00' };
const receipt = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'receipt.png', { type: 'image/png' });

const meta = {
  title: 'Screens/Accounting/CashPaidOutDialog',
  component: CashPaidOutDialog,
  args: { fund: pettyCash, onRecord: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof CashPaidOutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Paid out of 101 · Petty cash' }));

/** How much, to whom, what for, and the receipt's image. */
export const Record: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /Amount/ }), '18.45');
    await userEvent.type(d.getByRole('textbox', { name: /Paid to/ }), 'Corner hardware');
    await userEvent.type(d.getByRole('textbox', { name: /Purpose/ }), 'Shop towels');
    const file = receipt();
    await userEvent.upload(document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!, file);
    await expect(d.getByText('receipt.png')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Record paid-out' }));
    await expect(args.onRecord).toHaveBeenCalledWith(4, { amount: '18.45', paidTo: 'Corner hardware', note: 'Shop towels' }, file);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** No receipt, no paid-out: said before anything is sent. */
export const NeedsReceipt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /Amount/ }), '0');
    await userEvent.click(d.getByRole('button', { name: 'Record paid-out' }));
    await expect(await d.findByText(RECEIPT_MISSING)).toBeVisible();
    await expect(d.getByText('The amount must be more than $0.00.')).toBeVisible();
    await expect(d.getByText('Enter the payee.')).toBeVisible();
    await expect(d.getByText('Enter the purpose.')).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'This fund is closed: open it again to count it or pay out of it.' },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('This fund is closed');
  },
};
