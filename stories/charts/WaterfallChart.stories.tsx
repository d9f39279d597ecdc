import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../src/domain/format';
import { WaterfallChart } from '../../src/ui/charts/WaterfallChart';
import { emptyStory, expectChart, loadingStory, marks, narrowStory, rgb } from './expectChart';

const TITLE = 'Net profit, Norcross to Birmingham';

const meta = {
  title: 'Charts/WaterfallChart',
  component: WaterfallChart,
  args: {
    title: TITLE,
    format: formatMoney,
    data: [
      { label: 'Norcross', value: 182_400, kind: 'total' },
      { label: 'New trucks', value: -64_300, kind: 'change' },
      { label: 'Used trucks', value: 12_900, kind: 'change' },
      { label: 'Parts', value: -21_750, kind: 'change' },
      { label: 'Service', value: 8_100, kind: 'change' },
      { label: 'Expenses', value: 30_650, kind: 'change' },
      { label: 'Birmingham', value: 148_000, kind: 'total' },
    ],
  },
} satisfies Meta<typeof WaterfallChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const { svg, table } = await expectChart(canvasElement, TITLE);
    await expect(within(table).getByRole('row', { name: /^New trucks/ })).toHaveTextContent('New trucks($64,300)$118,100');
    await expect(within(table).getByRole('row', { name: /^Used trucks/ })).toHaveTextContent('Used trucks+$12,900$131,000');
    await expect(within(table).getByRole('row', { name: /^Birmingham/ })).toHaveTextContent('Birmingham$148,000$148,000');
    const bars = marks(svg, 'bar');
    await expect(bars).toHaveLength(7);
    // Totals in the primary colour, increases green, decreases orange.
    await waitFor(() => expect(getComputedStyle(bars[0] as Element).fill).toBe(rgb('#119eaf')));
    await expect(getComputedStyle(bars[1] as Element).fill).toBe(rgb('#c75200'));
    await expect(getComputedStyle(bars[2] as Element).fill).toBe(rgb('#4d7c0f'));
    // A decrease hangs from where the total ended: its top is the first bar's top.
    await expect(Math.round(bars[1]!.getBoundingClientRect().top)).toBe(Math.round(bars[0]!.getBoundingClientRect().top));
    await expect(canvasElement.querySelector('[data-part="legend"]')).toHaveTextContent('TotalIncreaseDecrease');
  },
};

/** A change below zero: the axis reaches under the baseline. */
export const BelowZero: Story = {
  args: {
    data: [
      { label: 'Budget', value: 20_000, kind: 'total' },
      { label: 'Service', value: -45_000, kind: 'change' },
      { label: 'Actual', value: -25_000, kind: 'total' },
    ],
  },
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, TITLE);
    const ticks = [...svg.querySelectorAll('[data-part="y-tick"]')].map((t) => t.textContent ?? '');
    await expect(ticks.some((t) => t.startsWith('('))).toBe(true);
  },
};

export const Empty: Story = { ...emptyStory };
export const Loading: Story = loadingStory(TITLE);
export const Narrow: Story = narrowStory(TITLE);
