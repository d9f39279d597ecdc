import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CycleAuditCountSheet } from '../../../src/screens/parts/CycleAuditCountSheet';
import { countSheet, recountSheet } from './cycleAuditData';

const meta = {
  title: 'Screens/Parts/CycleAuditCountSheet',
  component: CycleAuditCountSheet,
  args: { sheet: countSheet, onCount: fn(async () => true) },
} satisfies Meta<typeof CycleAuditCountSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blind: part, bin, description and a quantity; the counter's own count is shown back; Enter moves on. */
export const Counting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity of FLT-LF9080' })).toHaveValue('6');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity of LMP-60401' }), '3{Enter}');
    await expect(args.onCount).toHaveBeenCalledWith(expect.objectContaining({ partNo: 'LMP-60401' }), 3);
    await expect(canvas.getByRole('textbox', { name: 'Quantity of BLT-K060923' })).toHaveFocus();
  },
};

/** A refused count is said above the sheet. */
export const Refused: Story = {
  args: { sheet: recountSheet, error: 'You made the first count of this line: someone else must recount it.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/someone else must recount it/)).toBeVisible();
  },
};

export const Done: Story = {
  args: { sheet: { ...countSheet, lines: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every line of this cycle is counted.')).toBeVisible();
  },
};
