import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CashClearingMatchDialog } from '../../../src/screens/accounting/CashClearingMatchDialog';
import { LATE_CHECK_LINES } from './cashClearingData';

const [lateCheck, check, cash, deposit] = LATE_CHECK_LINES as [(typeof LATE_CHECK_LINES)[number], (typeof LATE_CHECK_LINES)[number], (typeof LATE_CHECK_LINES)[number], (typeof LATE_CHECK_LINES)[number]];

const meta = {
  title: 'Screens/Accounting/CashClearingMatchDialog',
  component: CashClearingMatchDialog,
  args: {
    deposit,
    receipts: [lateCheck, check, cash],
    match: { run: fn(async () => true), isPending: false, error: null },
    onCancel: fn(),
    onMatched: fn(),
  },
} satisfies Meta<typeof CashClearingMatchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('alertdialog', { name: 'Match receipts to a deposit' }));

/** Three receipts that make the deposit to the cent: matched with a note, then closed. */
export const Balanced: Story = {
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open.getByText('D101-20261103, $2,018.75')).toBeVisible();
    await expect(open.getByText('3 receipts, $2,018.75')).toBeVisible();
    await userEvent.type(open.getByRole('textbox', { name: 'Note' }), 'Late check.');
    await userEvent.click(open.getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(args.onMatched).toHaveBeenCalledOnce());
    await expect(args.match.run).toHaveBeenCalledWith(expect.objectContaining({ note: 'Late check.', deposit: { jeId: '9004160', lineNo: 2 } }));
  },
};

/** Short of the deposit: the rule's message, nothing sent. */
export const Unbalanced: Story = {
  args: { receipts: [check, cash] },
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open.getByText('($212.40)')).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: 'Match' }));
    await expect(await open.findByText(/short by \$212\.40/)).toBeVisible();
    await expect(args.match.run).not.toHaveBeenCalled();
  },
};

/** The server's refusal stays in the dialog; Cancel closes it. */
export const Refused: Story = {
  args: { match: { run: fn(async () => false), isPending: false, error: '9004137 line 1 is already in match #12. Unmatch it first.' } },
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open.getByRole('alert')).toHaveTextContent('already in match #12');
    await userEvent.click(open.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While the match is sent: the button spins. */
export const Pending: Story = {
  args: { match: { run: fn(async () => true), isPending: true, error: null } },
  play: async () => {
    const open = await dialog();
    await expect(open.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
