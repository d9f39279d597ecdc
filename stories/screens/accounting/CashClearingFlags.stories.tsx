import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CashClearingFlags } from '../../../src/screens/accounting/CashClearingFlags';
import { LATE_CHECK_FLAGS } from './cashClearingData';
import { recordedAction } from '../../report/recordStories';

const meta = {
  title: 'Screens/Accounting/CashClearingFlags',
  component: CashClearingFlags,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { flags: LATE_CHECK_FLAGS, clearFlag: recordedAction() },
} satisfies Meta<typeof CashClearingFlags>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open flags first (a line's and the day's), each with why, who and when; a cleared one after, with who cleared it. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Open')).toHaveLength(2);
    await expect(canvas.getByText('Cleared')).toBeVisible();
    await expect(canvas.getByText(/Flagged by Casey Accounting, 11\/03\/2026 04:10 PM; cleared by Dana Controller, 11\/04\/2026 04:15 AM/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear flag #22' })).toBeNull();
  },
};

/** Clearing asks first, then goes to the host with the flag (and its version). */
export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear flag #31' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Clear flag #31?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Clear flag' }));
    await waitFor(() => expect(args.clearFlag.run).toHaveBeenCalledWith(LATE_CHECK_FLAGS[0]));
  },
};

/** Someone cleared it first: the server's 409 shows in the dialog. */
export const ClearRefused: Story = {
  args: { clearFlag: { run: fn(async () => false), isPending: false, error: 'This flag was already cleared.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear flag #30' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('This flag was already cleared.')).toBeVisible();
  },
};

/** Nothing flagged: nothing shows. */
export const None: Story = {
  args: { flags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
