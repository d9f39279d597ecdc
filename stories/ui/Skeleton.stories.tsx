import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '../../src/ui/Skeleton/Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.children).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Block: Story = {
  args: { height: 180 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(skeleton.getBoundingClientRect().height).toBe(180);
  },
};

export const WithStatus: Story = {
  args: { lines: 4, width: 320, label: 'Loading' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    const skeleton = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(skeleton.getBoundingClientRect().width).toBe(320);
  },
};
