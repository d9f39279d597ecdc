import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CashClearingMatches } from '../../../src/screens/accounting/CashClearingMatches';
import { LATE_CHECK_MATCH } from './cashClearingData';
import { recordedAction } from '../../report/recordStories';

const SECOND = { ...LATE_CHECK_MATCH, id: 13, version: 3, depositXref: 'D101-20261104', depositOn: '2026-11-04', amount: '415.10', receiptCount: 1, note: '' };

const meta = {
  title: 'Screens/Accounting/CashClearingMatches',
  component: CashClearingMatches,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { matches: [LATE_CHECK_MATCH, SECOND], unmatch: recordedAction(), saveNote: recordedAction() },
} satisfies Meta<typeof CashClearingMatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each match: its deposit, amount and receipts, who made it and when, its note. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Match #12: deposit D101-20261103 of 11/03/2026, $2,018.75, 3 receipts')).toBeVisible();
    await expect(canvas.getByText('Match #13: deposit D101-20261104 of 11/04/2026, $415.10, 1 receipt')).toBeVisible();
    await expect(canvas.getAllByText('By Casey Accounting, 11/04/2026 09:20 AM')).toHaveLength(2);
  },
};

/** Unmatch asks first, then goes to the host with the version seen. */
export const Unmatch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unmatch match #13' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Unmatch match #13?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(args.unmatch.run).toHaveBeenCalledWith(SECOND));
  },
};

/** The note opens with what it says now; the change goes with the version seen. */
export const EditNote: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Note of match #12' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Note of match #12' }));
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await expect(note).toHaveValue(LATE_CHECK_MATCH.note);
    await userEvent.clear(note);
    await userEvent.type(note, 'Confirmed with the bank.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(args.saveNote.run).toHaveBeenCalledWith(LATE_CHECK_MATCH, { version: 1, note: 'Confirmed with the bank.' }));
  },
};

/** A refused unmatch (someone changed the match since): the server's words in the dialog. */
export const UnmatchRefused: Story = {
  args: { unmatch: { run: fn(async () => false), isPending: false, error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unmatch match #12' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};

/** No match among the lines: nothing to show. */
export const None: Story = {
  args: { matches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Matches' })).toBeNull();
  },
};
