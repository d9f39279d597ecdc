import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CashClearingDayNote } from '../../../src/screens/accounting/CashClearingDayNote';
import { LATE_CHECK_NOTE } from './cashClearingData';
import { recordedAction } from '../../report/recordStories';

const meta = {
  title: 'Screens/Accounting/CashClearingDayNote',
  component: CashClearingDayNote,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { note: LATE_CHECK_NOTE, saveDayNote: recordedAction(), removeDayNote: recordedAction() },
} satisfies Meta<typeof CashClearingDayNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The day's note, who wrote it last and when. */
export const Written: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LATE_CHECK_NOTE.note)).toBeVisible();
    await expect(within(canvasElement).getByText('By Casey Accounting, 11/04/2026 09:25 AM')).toBeVisible();
  },
};

/** No note yet: write the first. */
export const NoneYet: Story = {
  args: { note: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Write a note…' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(await dialog.findByText('Write the note.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Waiting on the bank.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.saveDayNote.run).toHaveBeenCalledWith('Waiting on the bank.', null);
  },
};

/** Changing it opens with what it says now and goes with the note seen. */
export const Change: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change note…' }));
    const box = within(await screen.findByRole('alertdialog')).getByRole('textbox', { name: 'Note' });
    await expect(box).toHaveValue(LATE_CHECK_NOTE.note);
    await userEvent.clear(box);
    await userEvent.type(box, 'Matched to D101-20261103.');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Save note' }));
    await expect(args.saveDayNote.run).toHaveBeenCalledWith('Matched to D101-20261103.', LATE_CHECK_NOTE);
  },
};

/** Someone changed it meanwhile (409): the server's words stay in the dialog. */
export const Refused: Story = {
  args: { saveDayNote: { run: fn(async () => false), isPending: false, error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change note…' }));
    await expect(within(await screen.findByRole('alertdialog')).getByText(/Someone else changed this record/)).toBeVisible();
  },
};

/** Removing asks first, then goes to the host with the note (and its version). */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove note…' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove the day note?' })).getByRole('button', { name: 'Remove' }));
    await expect(args.removeDayNote.run).toHaveBeenCalledWith(LATE_CHECK_NOTE);
  },
};
