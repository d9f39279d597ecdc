import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChartTooltip, type TooltipRow } from '../../src/ui/charts/ChartTooltip';
import { seriesColor } from '../../src/ui/charts/palette';
import { count, dollars, revenueByMonth, revenueSeries, unitSeries, unitsByBranch } from './sample';
import { rgb } from './expectChart';

/** The value of each series for one datum, coloured as the charts colour them. */
const rowsOf = (datum: Record<string, string | number>, series: typeof revenueSeries, format: (n: number) => string) =>
  series.map((s, i): TooltipRow => ({ label: s.label, value: format(Number(datum[s.key])), color: seriesColor(i) }));

const feb = revenueByMonth[1] as Record<string, string | number>;
const norcross = unitsByBranch[0] as Record<string, string | number>;

/**
 * The box beside what the pointer is over. It is placed absolutely in the chart's plot, so the stories
 * draw a plot of `plotWidth` (with a line at the anchor `x`) around it.
 */
const meta = {
  title: 'Charts/ChartTooltip',
  component: ChartTooltip,
  args: {
    title: 'Feb',
    rows: rowsOf(feb, revenueSeries, dollars),
    placement: { x: 140, gap: 24, top: 10, opens: 'right', plotWidth: 480 },
  },
  decorators: [
    (Story, { args }) => (
      <div data-testid="plot" style={{ position: 'relative', width: args.placement.plotWidth, height: 160, outline: '1px dashed #8a939c' }}>
        <div aria-hidden="true" style={{ position: 'absolute', left: args.placement.x, top: 0, bottom: 0, borderLeft: '1px solid #8a939c' }} />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartTooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooltipIn = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="tooltip"]') as HTMLElement;
const plotIn = (canvasElement: HTMLElement) => (canvasElement.querySelector('[data-testid="plot"]') as HTMLElement).getBoundingClientRect();
/** Each line of the box: its swatch's colour and its texts. */
const linesOf = (tooltip: HTMLElement) =>
  [...tooltip.children].slice(1).map((line) => ({
    swatch: getComputedStyle(line.firstElementChild as Element).backgroundColor,
    texts: [...line.children].slice(1).map((span) => span.textContent),
  }));

/** On the left half of a plot the box opens to the right of its anchor, the gap away. */
export const OpensRight: Story = {
  play: async ({ canvasElement }) => {
    const tooltip = tooltipIn(canvasElement);
    // Hidden from screen readers: the chart's data table says the same.
    await expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    const heading = tooltip.firstElementChild as HTMLElement;
    await expect(heading).toHaveTextContent(/^Feb$/);
    await expect(getComputedStyle(heading).fontWeight).toBe('700');
    await expect(linesOf(tooltip)).toEqual([
      { swatch: rgb('#119eaf'), texts: ['Parts', '$132,500'] },
      { swatch: rgb('#c75200'), texts: ['Service', '$91,000'] },
    ]);
    await expect(tooltip).not.toHaveTextContent('Total');
    const plot = plotIn(canvasElement);
    const box = tooltip.getBoundingClientRect();
    await expect(box.left - plot.left).toBeCloseTo(140 + 24, 0);
    await expect(box.top - plot.top).toBeCloseTo(10, 0);
    // The values line up on the right of the box.
    const [parts, service] = [...tooltip.querySelectorAll('span:last-child')].map((v) => v.getBoundingClientRect().right);
    await expect(parts).toBeCloseTo(service as number, 0);
  },
};

/** On the right half it opens to the left: its right edge the gap away from the anchor, inside the plot. */
export const OpensLeft: Story = {
  args: { placement: { x: 380, gap: 24, top: 10, opens: 'left', plotWidth: 480 } },
  play: async ({ canvasElement }) => {
    const tooltip = tooltipIn(canvasElement);
    await expect(tooltip).toHaveTextContent('FebParts$132,500Service$91,000');
    const plot = plotIn(canvasElement);
    const box = tooltip.getBoundingClientRect();
    await expect(box.right - plot.left).toBeCloseTo(380 - 24, 0);
    await expect(box.left).toBeGreaterThanOrEqual(plot.left);
  },
};

/** Stacked charts add a Total line under the series, ruled off, with no colour of its own. */
export const WithTotal: Story = {
  args: {
    title: '101 - Norcross',
    rows: rowsOf(norcross, unitSeries, count),
    total: count(31),
  },
  play: async ({ canvasElement }) => {
    const tooltip = tooltipIn(canvasElement);
    await expect(tooltip.firstElementChild).toHaveTextContent(/^101 - Norcross$/);
    await expect(linesOf(tooltip)).toEqual([
      { swatch: rgb('#119eaf'), texts: ['New', '20'] },
      { swatch: rgb('#c75200'), texts: ['Used', '8'] },
      { swatch: rgb('#6a5fb5'), texts: ['Lease', '3'] },
      { swatch: 'rgba(0, 0, 0, 0)', texts: ['Total', '31'] },
    ]);
    const total = tooltip.lastElementChild as HTMLElement;
    await expect(getComputedStyle(total).borderTopStyle).toBe('solid');
  },
};

/** A row may have no colour (the donut's share): its swatch keeps its place, empty, so values still align. */
export const UncolouredRow: Story = {
  args: {
    title: 'Service',
    rows: [
      { label: 'Revenue', value: dollars(150000), color: seriesColor(1) },
      { label: 'Share', value: '30.0%' },
    ],
  },
  play: async ({ canvasElement }) => {
    const tooltip = tooltipIn(canvasElement);
    await expect(linesOf(tooltip)).toEqual([
      { swatch: rgb('#c75200'), texts: ['Revenue', '$150,000'] },
      { swatch: 'rgba(0, 0, 0, 0)', texts: ['Share', '30.0%'] },
    ]);
    const labels = [...tooltip.children].slice(1).map((line) => (line.children[1] as Element).getBoundingClientRect().left);
    await expect(labels[0]).toBeCloseTo(labels[1] as number, 0);
  },
};
