import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardSettlementFile } from '../../../src/screens/accounting/CardSettlementFile';
import { cardFileDetail } from './cardSettlementData';
import { forbiddenRecord, loadingRecord, recordedAction } from '../../report/recordStories';

const meta = {
  title: 'Screens/Accounting/CardSettlementFile',
  component: CardSettlementFile,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    id: 7,
    detail: cardFileDetail(),
    isLoading: false,
    error: null,
    onRetry: fn(),
    autoMatch: recordedAction(),
    match: recordedAction(),
    unmatch: recordedAction(),
    classify: recordedAction(),
    remove: recordedAction(),
    reparse: recordedAction(),
    receiptsOf: fn(async () => [
      { receiptId: '6000103', receivedOn: '2026-11-16', amount: '1250.00', xref: 'RO200117', customer: 'Peach State Towing' },
      { receiptId: '6000190', receivedOn: '2026-11-17', amount: '1249.00', xref: 'SO100044', customer: null },
    ]),
  },
} satisfies Meta<typeof CardSettlementFile>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Settlement lines' }));

/** Auto-matched sales, one sale unmatched and two adjustments to classify: the batch is open. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Delete file' })).toBeNull();
    await expect(canvas.getByText('Parsed')).toBeVisible();
    await expect(lines(canvasElement).getByRole('link', { name: 'SO100001' })).toHaveAttribute('href', '/ar/transactiondetail?xref=SO100001');
    await expect(within(canvas.getByRole('grid', { name: 'Batches' })).getByText('Open items')).toBeVisible();
  },
};

/** Classifying an adjustment as a fee goes to the host with the line. */
export const ClassifyFee: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(lines(canvasElement).getByRole('button', { name: 'Classify line 5 as fee' }));
    await expect(args.classify.run).toHaveBeenCalledWith(expect.objectContaining({ id: 74 }), 'Fee');
  },
};

/** Matching by hand: the line's candidate receipts, the same amount first; the chosen one goes to the host. */
export const MatchByHand: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(lines(canvasElement).getByRole('button', { name: 'Match line 4' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await waitFor(() => expect(args.receiptsOf).toHaveBeenCalledWith(expect.objectContaining({ id: 73 })));
    await waitFor(() => expect(dialog.getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Card receipt/ }), '6000103');
    await userEvent.click(dialog.getByRole('button', { name: 'Match' }));
    await expect(args.match.run).toHaveBeenCalledWith(expect.objectContaining({ id: 73 }), '6000103');
  },
};

/** Unmatching and auto-matching again go to the host. */
export const UnmatchAndAutoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(lines(canvasElement).getByRole('button', { name: 'Unmatch line 2' }));
    await expect(args.unmatch.run).toHaveBeenCalledWith(expect.objectContaining({ id: 71 }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Auto-match' }));
    await expect(args.autoMatch.run).toHaveBeenCalledOnce();
  },
};

/** A file none of whose lines matched may be deleted, after a confirmation. */
export const DeleteUnmatched: Story = {
  args: { detail: { ...cardFileDetail(), file: { ...cardFileDetail().file, matched: 0 } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete file' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.run).toHaveBeenCalledWith(1);
  },
};

/** Reading the file again, after a confirmation, as of the version seen. */
export const ReadAgain: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read file again…' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText(/keep their receipt/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Read again' }));
    await expect(args.reparse.run).toHaveBeenCalledWith(1, false);
  },
};

const LOSS = 'Reading the file again would drop 1 hand match: line 4 (receipt 6000103) is no longer in it. Confirm to read it again anyway.';

/** The server refuses to drop a hand match: the dialog says which, and the next confirmation goes on anyway. */
export const ReadAgainDropsHandMatch: Story = {
  args: { reparse: { run: fn(async (_version: number, confirmLoss: boolean) => confirmLoss), isPending: false, error: LOSS } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read file again…' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Read again' }));
    await expect(args.reparse.run).toHaveBeenLastCalledWith(1, false);
    await expect(dialog.getByText(LOSS)).toBeVisible();
    await userEvent.click(await dialog.findByRole('button', { name: 'Read it again anyway' }));
    await expect(args.reparse.run).toHaveBeenLastCalledWith(1, true);
  },
};

/** Every line matched or classified and gross − fees − chargebacks is the deposit. */
export const Reconciled: Story = {
  args: { detail: cardFileDetail('reconciled') },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('grid', { name: 'Batches' })).getByText('Reconciled')).toBeVisible();
    await expect(lines(canvasElement).getByText('Chargeback')).toBeVisible();
  },
};

/** A refusal from the server (someone else changed the line) shows above the lines. */
export const Refused: Story = {
  args: { classify: { run: fn(async () => false), isPending: false, error: 'This record was changed by someone else. Reload it and try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This record was changed by someone else. Reload it and try again.')).toBeVisible();
  },
};

export const Loading: Story = loadingRecord('Credit Card File 7');

export const Forbidden: Story = forbiddenRecord;

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Net' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
