import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExportProgress } from '../../src/ui/report/ExportProgress';

const meta = {
  title: 'Report/ExportProgress',
  component: ExportProgress,
  args: { format: 'csv', receivedBytes: 0, fraction: null },
} satisfies Meta<typeof ExportProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A streamed export: the server does not say its size, so the bar sweeps and the bytes count up. */
export const SizeUnknown: Story = {
  args: { receivedBytes: 4_812_000 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Exporting CSV' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveTextContent('4.8 MB received');
  },
};

/** A file whose size is known: how far it has come. */
export const SizeKnown: Story = {
  args: { format: 'xlsx', receivedBytes: 61_000, fraction: 0.42 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Exporting Excel' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%, 61 kB received');
  },
};
