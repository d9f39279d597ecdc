import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { BarChart } from '../../src/ui/charts/BarChart';
import { revenueChart, unitsChart } from './sample';
import { expectChart, emptyStory, loadingStory, narrowStory, rgb } from './expectChart';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: revenueChart,
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Revenue by month');
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Month',
      'Parts',
      'Service',
    ]);
    await expect(within(table).getByRole('row', { name: /^Jan/ })).toHaveTextContent('Jan$120,000$86,000');
    await expect(within(table).getByRole('row', { name: /^Jun/ })).toHaveTextContent('Jun$162,000$110,500');
    const bars = () => svg.querySelectorAll('.recharts-bar-rectangle path');
    // The first series takes the theme's primary colour through a CSS variable.
    await waitFor(() => expect(getComputedStyle(bars()[0] as Element).fill).toBe(rgb('#119eaf')));
    await expect(bars()).toHaveLength(12);
    const legendIcon = canvasElement.querySelector('.recharts-legend-icon') as Element;
    await expect(getComputedStyle(legendIcon).fill).toBe(rgb('#119eaf'));
    const ticks = [...svg.querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) => t.textContent);
    await expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) await expect(tick).toMatch(/^\$\d{1,3}(,\d{3})*$/);

    const first = (bars()[0] as Element).getBoundingClientRect();
    fireEvent.mouseMove(svg, { clientX: first.left + first.width / 2, clientY: first.top + 2 });
    const tooltip = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.recharts-tooltip-wrapper');
      if (!found?.textContent?.includes('$120,000')) throw new Error('no tooltip yet');
      return found;
    });
    await expect(tooltip).toHaveTextContent('Parts : $120,000');
  },
};

export const Empty: Story = emptyStory;

export const Loading: Story = loadingStory('Revenue by month');

export const ManyCategories: Story = {
  args: unitsChart,
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Units sold by branch');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('row', { name: /^112 - Gainesville/ })).toHaveTextContent(
      '112 - Gainesville3286',
    );
    await expect(svg.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(36);
  },
};

export const Narrow: Story = narrowStory('Revenue by month');
