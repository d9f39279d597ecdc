import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataFreshness } from '../../src/ui/report/DataFreshness';

const meta = {
  title: 'Report/DataFreshness',
  component: DataFreshness,
  args: { asOf: '2026-11-18T14:15:00.000Z', stale: false },
} satisfies Meta<typeof DataFreshness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A recent import: one quiet line, in New York time. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Excede data as of 11/18/2026 09:15 AM');
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Older than two runs of its schedule: a warning bar. */
export const Stale: Story = {
  args: { asOf: '2026-11-16T07:05:00.000Z', stale: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('status');
    await expect(bar).toHaveTextContent('Excede data as of 11/16/2026 02:05 AM. The scheduled imports have not succeeded since, so these figures may be out of date');
  },
};

/** Before the first good import. */
export const NotImportedYet: Story = {
  args: { asOf: null, stale: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Excede data not imported yet');
  },
};

/** While the report loads: a placeholder line. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('Excede data');
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
  },
};
