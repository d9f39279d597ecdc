import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShelfLabelsPreview } from '../../../src/screens/parts/ShelfLabelsPreview';
import { MANY_LABELS, SHELF_LABELS, sheetOf } from './shelfLabelsData';

const meta = {
  title: 'Screens/Parts/ShelfLabelsPreview',
  component: ShelfLabelsPreview,
  args: { sheet: sheetOf(SHELF_LABELS, { template: 'thermal-4x2' }), onPdf: fn(), onZpl: fn(), printing: null, printError: null },
} satisfies Meta<typeof ShelfLabelsPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 4 × 2 in thermal labels with price and min/max; ZPL is offered. */
export const Thermal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const label = within(canvas.getByRole('listitem', { name: 'Label LF9009' }));
    await expect(label.getByText('Bin A01-1A')).toBeVisible();
    await expect(label.getByText('$24.18 Min 4 Max 12', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ZPL' }));
    await expect(args.onZpl).toHaveBeenCalled();
  },
};

/** The ZPL is being made: both prints wait. */
export const MakingZpl: Story = {
  args: { printing: 'ZPL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'PDF sheet' })).toBeDisabled();
  },
};

/** The last page of a long job shows what is left, and Next stops there. */
export const LastPage: Story = {
  args: { sheet: sheetOf(MANY_LABELS.slice(0, 45)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Labels 31–45 of 45')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(15);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
