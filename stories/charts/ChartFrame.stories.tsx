import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChartFrame } from '../../src/ui/charts/ChartFrame';

/** The frame every chart draws in: loading, empty, and the hidden table of figures. */
const meta = {
  title: 'Charts/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Tickets per branch',
    height: 160,
    isLoading: false,
    isEmpty: false,
    emptyMessage: undefined,
    table: { columns: ['Branch', 'Tickets'], rows: [['101 - Norcross', '42'], ['201 - Birmingham', '17']] },
    children: (
      <svg width="200" height="120" aria-hidden="true">
        <rect x="10" y="20" width="60" height="100" fill="#119eaf" />
        <rect x="90" y="70" width="60" height="50" fill="#1f3a68" />
      </svg>
    ),
  },
} satisfies Meta<typeof ChartFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Tickets per branch' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Tickets per branch' })).toHaveTextContent('201 - Birmingham17');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Tickets per branch');
  },
};

export const Empty: Story = {
  args: { isEmpty: true, emptyMessage: 'No tickets this week' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No tickets this week' })).toBeVisible();
  },
};
