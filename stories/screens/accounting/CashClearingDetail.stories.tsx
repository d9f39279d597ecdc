import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CashClearingDetail as Detail } from '../../../src/domain/accounting/cashClearing';
import { CashClearingDetail, type CashClearingDetailProps } from '../../../src/screens/accounting/CashClearingDetail';
import { busyDayLines, LATE_CHECK_DAY, LATE_CHECK_FLAGS, LATE_CHECK_LINES, LATE_CHECK_MATCH, LATE_CHECK_NOTE, MATCHED_DAY, MATCHED_LINES } from './cashClearingData';
import { recordedAction } from '../../report/recordStories';

const FRESH = { asOf: '2026-11-18T14:15:00.000Z', stale: false };
const lateCheck: Detail = { day: LATE_CHECK_DAY, lines: LATE_CHECK_LINES, matches: [], flags: [], dayNote: null, ...FRESH };
const meta = {
  title: 'Screens/Accounting/CashClearingDetail',
  component: CashClearingDetail,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    scope: { brnId: '101', date: '2026-11-03', branchLabel: '101 - Norcross' },
    detail: lateCheck,
    isLoading: false,
    error: null,
    onRetry: fn(),
    match: recordedAction(),
    unmatch: recordedAction(),
    saveNote: recordedAction(),
    flag: recordedAction(),
    clearFlag: recordedAction(),
    saveDayNote: recordedAction(),
    removeDayNote: recordedAction(),
  },
} satisfies Meta<CashClearingDetailProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Cash clearing lines' });
/** Ticks the row of a journal entry. */
const selectRow = async (canvasElement: HTMLElement, jeId: string) => {
  const row = within(grid(canvasElement)).getByRole('link', { name: jeId }).closest('[role="row"]') as HTMLElement;
  await userEvent.click(within(row).getByRole('checkbox'));
};

/** A day short by a check of the day before that its deposit took: the day's figures, each line with its customer, method and deposit. */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cash Clearing Detail' })).toBeVisible();
    await expect(canvas.getByText('Exception')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Difference' })).toHaveTextContent('($212.40)');
    const table = within(grid(canvasElement));
    await expect(table.getByRole('link', { name: '9004101' })).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&jeId=9004101');
    await expect(table.getAllByRole('link', { name: 'D101-20261103' })[0]).toHaveAttribute('href', '/ar/cashclearing/detail?brnId=101&xref=D101-20261103');
    await expect(table.getByText('100482 - Peach State Towing')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Match to deposit…' })).toBeDisabled();
  },
};

/** Select the deposit and the three receipts it took: they balance, and the match goes to the host with a note. */
export const MatchToDeposit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await selectRow(canvasElement, '9004160');
    await expect(canvas.getByText('Deposit D101-20261103 ($2,018.75) selected: select the receipts it took to the bank.')).toBeVisible();
    for (const jeId of ['9004101', '9004137', '9004142']) await selectRow(canvasElement, jeId);
    await expect(canvas.getByText('Deposit D101-20261103 ($2,018.75) and 3 receipts ($2,018.75) selected.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Match to deposit…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Match receipts to a deposit' }));
    await expect(dialog.getByText('$0.00')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Late check of the 2nd.');
    await userEvent.click(dialog.getByRole('button', { name: 'Match' }));
    await waitFor(() =>
      expect(args.match.run).toHaveBeenCalledWith({
        deposit: { jeId: '9004160', lineNo: 2 },
        receipts: [
          { jeId: '9004101', lineNo: 1 },
          { jeId: '9004137', lineNo: 1 },
          { jeId: '9004142', lineNo: 1 },
        ],
        note: 'Late check of the 2nd.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Receipts that do not make the deposit: the dialog says by how much, as the server would, and sends nothing. */
export const Unbalanced: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await selectRow(canvasElement, '9004160');
    await selectRow(canvasElement, '9004137');
    await userEvent.click(canvas.getByRole('button', { name: 'Match to deposit…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Match receipts to a deposit' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Match' }));
    await expect(
      await dialog.findByText('The receipts come to $1,250.00 and the deposit to $2,018.75: a match must balance to the cent (short by $768.75).'),
    ).toBeVisible();
    await expect(args.match.run).not.toHaveBeenCalled();
  },
};

/** The server refuses (someone matched a receipt first): its words in the dialog, which stays open. */
export const MatchRefused: Story = {
  args: { match: { run: fn(async () => false), isPending: false, error: '9004137 line 1 is already in match #12. Unmatch it first.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await selectRow(canvasElement, '9004160');
    await selectRow(canvasElement, '9004137');
    await userEvent.click(canvas.getByRole('button', { name: 'Match to deposit…' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('9004137 line 1 is already in match #12. Unmatch it first.')).toBeVisible();
  },
};

/** Once matched: every line shows its match, the day reads "Matched to zero", and the match can be undone. */
export const MatchedToZero: Story = {
  args: { detail: { day: MATCHED_DAY, lines: MATCHED_LINES, matches: [LATE_CHECK_MATCH], flags: [], dayNote: null, ...FRESH } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Matched to zero')).toBeVisible();
    await expect(within(grid(canvasElement)).getAllByText('#12')).toHaveLength(4);
    await expect(canvas.getByText(LATE_CHECK_MATCH.note)).toBeVisible();
    await selectRow(canvasElement, '9004160');
    await expect(canvas.getByText('A selected line is already matched: unmatch it first.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unmatch match #12' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Unmatch match #12?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(args.unmatch.run).toHaveBeenCalledWith(LATE_CHECK_MATCH));
  },
};

/** The lines of one deposit, asked by its xref: the title shows it. */
export const Xref: Story = {
  args: { scope: { xref: 'D101-20261103' }, detail: { day: null, lines: LATE_CHECK_LINES, matches: [], flags: [], dayNote: null, ...FRESH } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cash Clearing Detail D101-20261103' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Uncleared' })).toHaveTextContent('$0.00');
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Opening', { exact: false })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { detail: { day: null, lines: [], matches: [], flags: [], dayNote: null, ...FRESH } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No lines on cash clearing here.')).toBeVisible();
  },
};

/** Another branch's day, from the address: the server's 403 in words, no lines. */
export const Forbidden: Story = {
  args: { scope: { brnId: '201', date: '2026-11-03', branchLabel: '201' }, detail: undefined, error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have access to branch 201.');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** A busy counter: 120 receipts and their deposit, paged in the grid. */
export const Large: Story = {
  args: { detail: { day: MATCHED_DAY, lines: busyDayLines(120), matches: [], flags: [], dayNote: null, ...FRESH } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/121 rows/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Difference' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The day flagged for a correcting entry and one of its lines too, with a note: the flagged line shows in the grid. */
export const FlaggedWithNote: Story = {
  args: { detail: { ...lateCheck, flags: LATE_CHECK_FLAGS, dayNote: LATE_CHECK_NOTE } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LATE_CHECK_NOTE.note)).toBeVisible();
    await expect(within(grid(canvasElement)).getAllByText('Flagged')).toHaveLength(1);
    await expect(canvas.getByText('Drawer 2 count sheet missing.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear flag #30' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Clear flag' }));
    await expect(args.clearFlag.run).toHaveBeenCalledWith(LATE_CHECK_FLAGS[1]);
  },
};

/** Flagging the day: the reason is required (said before anything is sent), then the flag goes to the host. */
export const FlagDay: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Flag day for a correcting entry…' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Flag' }));
    await expect(await dialog.findByText('Say what needs correcting.')).toBeVisible();
    await expect(args.flag.run).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /What needs correcting/ }), 'Deposit short $212.40');
    await userEvent.click(dialog.getByRole('button', { name: 'Flag' }));
    await expect(args.flag.run).toHaveBeenCalledWith({ brnId: '101', date: '2026-11-03', reason: 'Deposit short $212.40' });
  },
};

/** Flagging one line: tick it, then Flag line. */
export const FlagLine: Story = {
  play: async ({ canvasElement, args }) => {
    const flagLine = within(canvasElement).getByRole('button', { name: 'Flag line…' });
    await expect(flagLine).toBeDisabled();
    await selectRow(canvasElement, LATE_CHECK_LINES[0]!.jeId);
    await userEvent.click(flagLine);
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /What needs correcting/ }), 'Posted to the wrong day');
    await userEvent.click(dialog.getByRole('button', { name: 'Flag' }));
    await expect(args.flag.run).toHaveBeenCalledWith({ brnId: '101', date: '2026-11-02', line: { jeId: LATE_CHECK_LINES[0]!.jeId, lineNo: 1 }, reason: 'Posted to the wrong day' });
  },
};

/** Writing the day's first note. */
export const WriteDayNote: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Write a note…' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Waiting on the bank.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.saveDayNote.run).toHaveBeenCalledWith('Waiting on the bank.', null);
  },
};
