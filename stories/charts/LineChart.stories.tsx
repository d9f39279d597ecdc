import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LineChart } from '../../src/ui/charts/LineChart';
import { revenueChart, unitsChart } from './sample';
import { expectChart, emptyStory, loadingStory, narrowStory, rgb } from './expectChart';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { ...revenueChart, title: 'Revenue trend' },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Revenue trend');
    await expect(within(table).getByRole('row', { name: /^Mar/ })).toHaveTextContent('Mar$118,000$99,500');
    const lines = svg.querySelectorAll('path.recharts-line-curve');
    await expect(lines).toHaveLength(2);
    await expect(getComputedStyle(lines[0] as Element).stroke).toBe(rgb('#119eaf'));
    await expect(getComputedStyle(lines[1] as Element).stroke).not.toBe(rgb('#119eaf'));
  },
};

export const NegativeValues: Story = {
  args: {
    title: 'Net cash flow',
    data: [
      { month: 'Jan', net: 12000 },
      { month: 'Feb', net: -4500 },
      { month: 'Mar', net: 8000 },
    ],
    series: [{ key: 'net', label: 'Net' }],
  },
  play: async ({ canvasElement }) => {
    const { table } = await expectChart(canvasElement, 'Net cash flow');
    await expect(within(table).getByRole('row', { name: /^Feb/ })).toHaveTextContent('Feb($4,500)');
  },
};

export const Empty: Story = emptyStory;

export const Loading: Story = loadingStory('Revenue trend');

export const ManyCategories: Story = {
  args: { ...unitsChart, title: 'Units by branch' },
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Units by branch');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(svg.querySelectorAll('path.recharts-line-curve')).toHaveLength(3);
  },
};

export const Narrow: Story = narrowStory('Revenue trend');
