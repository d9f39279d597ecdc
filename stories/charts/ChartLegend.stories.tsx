import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChartLegend } from '../../src/ui/charts/ChartLegend';
import { seriesColor } from '../../src/ui/charts/palette';
import { unitsByBranch } from './sample';
import { rgb } from './expectChart';

/** Twelve branches: more names than the palette has colours, and more than a phone's width holds on a line. */
const branchItems = unitsByBranch.map((datum, i) => ({ label: String(datum.branch), color: seriesColor(i) }));

/** The names of a chart's series (or slices) with their colours, under the plot. */
const meta = {
  title: 'Charts/ChartLegend',
  component: ChartLegend,
  args: { items: [{ label: 'Revenue', color: seriesColor(0) }] },
} satisfies Meta<typeof ChartLegend>;
export default meta;
type Story = StoryObj<typeof meta>;

const legendIn = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="legend"]') as HTMLElement;
const swatchColours = (legend: HTMLElement) =>
  [...legend.querySelectorAll('[data-part="legend-swatch"]')].map((swatch) => getComputedStyle(swatch).backgroundColor);
/** The distinct rows the items were laid out on, by their tops. */
const lineCount = (legend: HTMLElement) => new Set([...legend.children].map((li) => Math.round(li.getBoundingClientRect().top))).size;

export const OneItem: Story = {
  play: async ({ canvasElement }) => {
    const legend = legendIn(canvasElement);
    // Hidden from screen readers: the chart's data table names the series.
    await expect(legend).toHaveAttribute('aria-hidden', 'true');
    await expect(legend.children).toHaveLength(1);
    await expect(legend).toHaveTextContent(/^Revenue$/);
    // The first series takes the theme's primary colour.
    await expect(swatchColours(legend)).toEqual([rgb('#119eaf')]);
    const swatch = (legend.querySelector('[data-part="legend-swatch"]') as Element).getBoundingClientRect();
    await expect([swatch.width, swatch.height]).toEqual([10, 10]);
    // The swatch stands before its name, on the same line.
    const item = (legend.firstElementChild as Element).getBoundingClientRect();
    await expect(swatch.left).toBeCloseTo(item.left, 0);
    // Centred under the plot.
    const box = legend.getBoundingClientRect();
    await expect(item.left - box.left).toBeCloseTo(box.right - item.right, 0);
  },
};

export const ManyItems: Story = {
  args: { items: branchItems },
  play: async ({ canvasElement }) => {
    const legend = legendIn(canvasElement);
    await expect([...legend.children].map((li) => li.textContent)).toEqual(branchItems.map((item) => item.label));
    const colours = swatchColours(legend);
    await expect(colours.slice(0, 3)).toEqual([rgb('#119eaf'), rgb('#c75200'), rgb('#6a5fb5')]);
    // Eight colours, then the palette starts again.
    await expect(new Set(colours.slice(0, 8)).size).toBe(8);
    await expect(colours[8]).toBe(colours[0]);
    await expect(colours[11]).toBe(colours[3]);
  },
};

/** On a phone the items wrap onto more lines, each item whole and inside the screen. */
export const ManyItemsNarrow: Story = {
  args: { items: branchItems },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const legend = legendIn(canvasElement);
    await expect(lineCount(legend)).toBeGreaterThan(2);
    for (const li of legend.children) {
      const { left, right, height } = li.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(window.innerWidth);
      // An item never breaks inside itself: one line of text high.
      await expect(height).toBeLessThan(24);
    }
  },
};
