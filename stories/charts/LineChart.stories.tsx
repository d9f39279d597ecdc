import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LineChart } from '../../src/ui/charts/LineChart';
import { revenueChart, unitsChart } from './sample';
import { expectChart, emptyStory, hoverTooltip, loadingStory, marks, narrowStory, rgb } from './expectChart';

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
    const lines = marks(svg, 'line');
    await expect(lines).toHaveLength(2);
    await expect(getComputedStyle(lines[0] as Element).stroke).toBe(rgb('#119eaf'));
    await expect(getComputedStyle(lines[1] as Element).stroke).not.toBe(rgb('#119eaf'));
    await expect(marks(svg, 'dot')).toHaveLength(12);
    await expect(getComputedStyle(marks(svg, 'dot')[0] as Element).fill).toBe(rgb('#119eaf'));
  },
};

/** Pointing at a month shows both lines' values there and enlarges their dots. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, 'Revenue trend');
    const mar = marks(svg, 'dot')[2] as Element;
    const tooltip = await hoverTooltip(canvasElement, mar, '$118,000');
    await expect(tooltip).toHaveTextContent(/^Mar/);
    await expect(tooltip).toHaveTextContent('Parts$118,000');
    await expect(tooltip).toHaveTextContent('Service$99,500');
    await expect(mar.getAttribute('r')).toBe('5');
    await expect(marks(svg, 'dot')[3]?.getAttribute('r')).toBe('3.5');
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
    const { table, svg } = await expectChart(canvasElement, 'Net cash flow');
    await expect(within(table).getByRole('row', { name: /^Feb/ })).toHaveTextContent('Feb($4,500)');
    // The value axis reaches below zero, and February's dot sits under the others.
    const ticks = [...svg.querySelectorAll('[data-part="y-tick"]')].map((t) => t.textContent);
    await expect(ticks.some((tick) => tick?.startsWith('('))).toBe(true);
    const [jan, feb] = marks(svg, 'dot').map((dot) => dot.getBoundingClientRect().top);
    await expect(feb).toBeGreaterThan(jan as number);
  },
};

export const Empty: Story = emptyStory;

export const Loading: Story = loadingStory('Revenue trend');

export const ManyCategories: Story = {
  args: { ...unitsChart, title: 'Units by branch' },
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Units by branch');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(marks(svg, 'line')).toHaveLength(3);
  },
};

export const Narrow: Story = narrowStory('Revenue trend');
