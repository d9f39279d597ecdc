import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/ui/Badge/Badge';
import { tightRow } from '../layout.css';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Open' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div className={tightRow}>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="info">In progress</Badge>
      <Badge tone="positive">Approved</Badge>
      <Badge tone="caution">Waiting on parts</Badge>
      <Badge tone="critical">Overdue</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Draft', 'In progress', 'Approved', 'Waiting on parts', 'Overdue']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const LongTextNarrow: Story = {
  args: { tone: 'caution', children: 'Waiting on customer approval of the revised estimate for additional labour' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/Waiting on customer approval/);
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
