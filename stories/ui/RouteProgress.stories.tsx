import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteProgress } from '../../src/ui/RouteProgress/RouteProgress';

const meta = {
  title: 'UI/RouteProgress',
  component: RouteProgress,
  parameters: { layout: 'fullscreen' },
  args: { isLoading: true },
} satisfies Meta<typeof RouteProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.height).toBeLessThanOrEqual(4);
    await expect(box.width).toBe(window.innerWidth);
  },
};

export const Idle: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
