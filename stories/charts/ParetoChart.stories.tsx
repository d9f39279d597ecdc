import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatNumber } from '../../src/domain/format';
import { ParetoChart } from '../../src/ui/charts/ParetoChart';
import { emptyStory, expectChart, loadingStory, marks, narrowStory, rgb } from './expectChart';

const TITLE = 'Lost lines by reason';

const meta = {
  title: 'Charts/ParetoChart',
  component: ParetoChart,
  args: {
    title: TITLE,
    categoryLabel: 'Reason',
    countLabel: 'Lost lines',
    format: formatNumber,
    data: [
      { category: 'NOSTK', count: 41, cumulativePercent: 41 },
      { category: 'OUTSTK', count: 27, cumulativePercent: 68 },
      { category: 'PRICE', count: 14, cumulativePercent: 82 },
      { category: 'Uncoded', count: 10, cumulativePercent: 92 },
      { category: 'VENBO', count: 8, cumulativePercent: 100 },
    ],
  },
} satisfies Meta<typeof ParetoChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The largest reason first, and the running share climbing to 100% over the bars. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const { svg, table } = await expectChart(canvasElement, TITLE);
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Reason', 'Lost lines']);
    await expect(within(table).getByRole('row', { name: /^NOSTK/ })).toHaveTextContent('NOSTK41');
    const bars = marks(svg, 'bar');
    await expect(bars).toHaveLength(5);
    await waitFor(() => expect(getComputedStyle(bars[0] as Element).fill).toBe(rgb('#119eaf')));
    // Bars fall from left to right: each is no taller than the one before it.
    const heights = bars.map((b) => b.getBoundingClientRect().height);
    for (let i = 1; i < heights.length; i++) await expect(heights[i]!).toBeLessThanOrEqual(heights[i - 1]!);
    await expect(marks(svg, 'line')).toHaveLength(1);
    await expect([...svg.querySelectorAll('[data-part="share"]')].map((t) => t.textContent)).toEqual(['41%', '68%', '82%', '92%', '100%']);
    // The share has a scale of its own: 100% sits at the top of the plot, above the tallest bar.
    const shares = [...svg.querySelectorAll('[data-part="share"]')].map((t) => t.getBoundingClientRect().top);
    await expect(shares[4]!).toBeLessThan(shares[0]!);
  },
};

/** One reason holds every miss: one bar, and its share is the whole. */
export const OneReason: Story = {
  args: { data: [{ category: 'NOSTK', count: 6, cumulativePercent: 100 }] },
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, TITLE);
    await expect(marks(svg, 'bar')).toHaveLength(1);
    await expect([...svg.querySelectorAll('[data-part="share"]')].map((t) => t.textContent)).toEqual(['100%']);
  },
};

export const Empty: Story = emptyStory;
export const Loading: Story = loadingStory(TITLE);
export const Narrow: Story = narrowStory(TITLE);
