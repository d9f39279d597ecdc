import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AnnualInventoryLine } from '../../../src/screens/parts/AnnualInventoryLine';
import { adjustmentRows, farOffLine, lockedLine, recountLine } from './annualInventoryData';

/** A line a piece off, well under the threshold: accepted as it is. */
const smallLine = { ...adjustmentRows(2)[1]!, version: 2, inventoryId: 3, locked: false };

const meta = {
  title: 'Screens/Parts/AnnualInventoryLine',
  component: AnnualInventoryLine,
  args: { line: smallLine, acceptUnderCents: 10_000, onClose: fn(), onDecide: fn(), onRecount: fn() },
} satisfies Meta<typeof AnnualInventoryLine>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string | RegExp) => within(await screen.findByRole('dialog', { name }));

/** Under the threshold: Accept records it; Exclude waits for a comment. */
export const UnderThreshold: Story = {
  play: async ({ args }) => {
    const line = await dialog(`Tag ${smallLine.tagNo} · ${smallLine.partNo}`);
    await expect(line.getByText(/book 3 · counted 2/)).toBeVisible();
    const exclude = line.getByRole('button', { name: 'Exclude' });
    await expect(exclude).toBeDisabled();
    await userEvent.click(line.getByRole('button', { name: 'Accept' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Accept', null);
    await userEvent.type(line.getByRole('textbox', { name: 'Comment' }), 'Consigned stock');
    await userEvent.click(exclude);
    await expect(args.onDecide).toHaveBeenCalledWith('Exclude', 'Consigned stock');
  },
};

/** Over the threshold and not recounted: Accept is refused, saying why, and the line goes to recount. */
export const OverThreshold: Story = {
  args: { line: farOffLine },
  play: async ({ args }) => {
    const line = await dialog(`Tag ${farOffLine.tagNo} · ${farOffLine.partNo}`);
    await expect(line.getByText(/over the \$100\.00 threshold: send it to recount before accepting it/)).toBeVisible();
    await expect(line.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await userEvent.click(line.getByRole('button', { name: 'Send to recount' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Recount', null);
  },
};

/** Sent to recount: the dialog asks only for what the second count found. */
export const Recount: Story = {
  args: { line: recountLine },
  play: async ({ args }) => {
    const line = await dialog(`Tag ${recountLine.tagNo} · ${recountLine.partNo}`);
    await expect(line.queryByRole('button', { name: 'Accept' })).toBeNull();
    const qty = line.getByRole('textbox', { name: 'Recount quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '5');
    await userEvent.click(line.getByRole('button', { name: 'Save recount' }));
    await expect(args.onRecount).toHaveBeenCalledWith(5);
  },
};

/** An approved inventory's line: nothing to decide. */
export const Locked: Story = {
  args: { line: lockedLine },
  play: async () => {
    const line = await dialog(`Tag ${lockedLine.tagNo} · ${lockedLine.partNo}`);
    await expect(line.getByText('This inventory is approved and locked.')).toBeVisible();
    await expect(line.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** The server refused the last change: its words in the dialog. */
export const Refused: Story = {
  args: { actionError: 'Someone else changed this line first. Here it is as it now stands.' },
  play: async () => {
    const line = await dialog(`Tag ${smallLine.tagNo} · ${smallLine.partNo}`);
    await expect(line.getByRole('alert')).toHaveTextContent('Someone else changed this line first.');
  },
};

export const Loading: Story = {
  args: { line: undefined },
  play: async () => {
    const line = await dialog('Inventory line');
    await expect(line.getByRole('status', { name: 'Loading the line' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { line: undefined, error: 'The server did not answer.' },
  play: async ({ args }) => {
    const line = await dialog('Inventory line');
    await expect(line.getByText('The line could not be loaded')).toBeVisible();
    await userEvent.click(line.getByRole('button', { name: /retry|try again/i }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
