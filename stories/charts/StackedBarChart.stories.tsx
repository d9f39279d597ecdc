import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StackedBarChart } from '../../src/ui/charts/StackedBarChart';
import { revenueChart, unitsByBranch, unitsChart } from './sample';
import { expectChart, emptyStory, hoverTooltip, loadingStory, marks, narrowStory } from './expectChart';

const meta = {
  title: 'Charts/StackedBarChart',
  component: StackedBarChart,
  args: { ...unitsChart, data: unitsByBranch.slice(0, 5) },
} satisfies Meta<typeof StackedBarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Units sold by branch');
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Branch',
      'New',
      'Used',
      'Lease',
      'Total',
    ]);
    const norcross = within(table).getByRole('row', { name: /^101 - Norcross/ });
    await expect(within(norcross).getAllByRole('cell').map((td) => td.textContent)).toEqual(['20', '8', '3', '31']);
    // One bar per category, its series stacked: every segment of a category shares its x.
    const segments = marks(svg, 'bar');
    await expect(segments).toHaveLength(15);
    const lefts = new Set(segments.map((s) => Math.round(s.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(5);
    // Pointing at a branch lists its series and their total.
    const tooltip = await hoverTooltip(canvasElement, segments[0] as Element, '31');
    await expect(tooltip).toHaveTextContent(/^101 - Norcross/);
    await expect(tooltip).toHaveTextContent('New20Used8Lease3Total31');
  },
};

export const Money: Story = {
  args: revenueChart,
  play: async ({ canvasElement }) => {
    const { table } = await expectChart(canvasElement, 'Revenue by month');
    await expect(within(table).getByRole('row', { name: /^Jan/ })).toHaveTextContent('Jan$120,000$86,000$206,000');
  },
};

export const Empty: Story = emptyStory;

export const Loading: Story = loadingStory('Units sold by branch');

export const ManyCategories: Story = {
  args: { data: unitsByBranch },
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Units sold by branch');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(marks(svg, 'bar')).toHaveLength(36);
  },
};

export const Narrow: Story = narrowStory('Units sold by branch');
