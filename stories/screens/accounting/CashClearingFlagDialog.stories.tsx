import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CashClearingFlagDialog } from '../../../src/screens/accounting/CashClearingFlagDialog';
import { LATE_CHECK_LINES } from './cashClearingData';
import { recordedAction } from '../../report/recordStories';

const meta = {
  title: 'Screens/Accounting/CashClearingFlagDialog',
  component: CashClearingFlagDialog,
  args: { target: { brnId: '101', date: '2026-11-03' }, flag: recordedAction(), onClose: fn() },
} satisfies Meta<typeof CashClearingFlagDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('alertdialog'));

/** The day: a reason is needed before anything is sent; then the flag goes to the host and the dialog closes. */
export const Day: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Flag' }));
    await expect(await d.findByText('Say what needs correcting.')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /What needs correcting/ }), 'Deposit short $212.40');
    await userEvent.click(d.getByRole('button', { name: 'Flag' }));
    await expect(args.flag.run).toHaveBeenCalledWith({ brnId: '101', date: '2026-11-03', reason: 'Deposit short $212.40' });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** One line: the dialog says which. */
export const Line: Story = {
  args: { target: { brnId: '101', date: '2026-11-02', line: LATE_CHECK_LINES[0]! } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: 'Flag a line for a correcting entry' })).toBeVisible();
    await expect(d.getByText(/line 1 \(3016021, \$212\.40\) of branch 101's 11\/02\/2026/)).toBeVisible();
  },
};

/** The line is flagged already (409): the server's words stay in the dialog. */
export const Refused: Story = {
  args: { flag: { run: fn(async () => false), isPending: false, error: 'This day is already flagged (flag #30). Clear that flag first.' } },
  play: async () => {
    await expect((await dialog()).getByText('This day is already flagged (flag #30). Clear that flag first.')).toBeVisible();
  },
};
