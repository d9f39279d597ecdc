import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BandHighlight, Baseline, CartesianAxes } from '../../src/ui/charts/CartesianAxes';
import { cartesianLayout, type LayoutInput } from '../../src/ui/charts/cartesianLayout';
import * as css from '../../src/ui/charts/Chart.css';
import { textWidths } from '../../src/ui/charts/textWidth';
import { useMeasuredSize } from '../../src/ui/charts/useMeasuredSize';
import { count, dollars, revenueChart, revenueByMonth, unitsChart } from './sample';

type AxesProps = Omit<LayoutInput, 'width' | 'height' | 'measure'> & {
  title: string;
  /** The category whose band is highlighted, if any. */
  highlight?: number;
};

/**
 * The grid, the axes' labels, the zero line and a highlighted band in an SVG, with the layout
 * CartesianChart builds: at the measured size of a 240px-high box, labels measured as drawn.
 */
function Axes({ title, highlight, ...input }: AxesProps) {
  const [ref, size] = useMeasuredSize<HTMLDivElement>();
  const layout =
    size.width > 0 ? cartesianLayout({ ...input, ...size, measure: (texts) => textWidths(texts, css.tickLabel) }) : null;
  return (
    <div ref={ref} style={{ height: 240 }}>
      {layout ? (
        <svg role="img" aria-label={title} width={layout.width} height={layout.height} style={{ display: 'block', overflow: 'visible' }}>
          {highlight === undefined ? null : <BandHighlight layout={layout} index={highlight} />}
          <CartesianAxes layout={layout} format={input.format} />
          <Baseline layout={layout} />
        </svg>
      ) : null}
    </div>
  );
}

const { title, data, categoryKey, series } = revenueChart;

const meta = {
  title: 'Charts/CartesianAxes',
  component: Axes,
  args: { title, data, categoryKey, series, format: dollars, stacked: false, bandPadding: 0.2 },
} satisfies Meta<typeof Axes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture once drawn at its measured size. */
const drawn = async (canvasElement: HTMLElement, name: string) =>
  (await within(canvasElement).findByRole('img', { name })) as unknown as SVGSVGElement;
const ticks = (svg: SVGSVGElement, part: 'x-tick' | 'y-tick') => [...svg.querySelectorAll<SVGTextElement>(`[data-part="${part}"]`)];
const texts = (labels: Element[]) => labels.map((label) => label.textContent);
const centerX = (el: Element) => {
  const { left, right } = el.getBoundingClientRect();
  return (left + right) / 2;
};
/** Where the grid lines lie, from the lowest value's up (one per value tick). */
const gridYs = (svg: SVGSVGElement) => [...svg.querySelectorAll(`line.${css.gridLine}`)].map((line) => line.getBoundingClientRect().top);
const zeroY = (svg: SVGSVGElement) => (svg.querySelector(`line.${css.baseline}`) as Element).getBoundingClientRect().top;

/** Value ticks labelled with the format prop, a grid line for each, the categories underneath. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement, 'Revenue by month');
    const yTicks = ticks(svg, 'y-tick');
    await expect(texts(yTicks)).toEqual(['$0', '$50,000', '$100,000', '$150,000', '$200,000']);
    await expect(texts(ticks(svg, 'x-tick'))).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
    // A grid line per tick, higher values higher, each beside its label; the zero line lies on the $0 one.
    const ys = gridYs(svg);
    await expect(ys).toHaveLength(5);
    for (let i = 1; i < ys.length; i++) await expect(ys[i]).toBeLessThan(ys[i - 1] as number);
    for (const [i, label] of yTicks.entries()) {
      const { top, bottom } = label.getBoundingClientRect();
      await expect(ys[i]).toBeGreaterThan(top);
      await expect(ys[i]).toBeLessThan(bottom);
    }
    await expect(zeroY(svg)).toBe(ys[0]);
    // The value labels end just left of the plot, where the grid lines start.
    const gridLeft = (svg.querySelector(`line.${css.gridLine}`) as Element).getBoundingClientRect().left;
    for (const label of yTicks) await expect(label.getBoundingClientRect().right).toBeLessThan(gridLeft);
    await expect(svg.querySelector('[data-part="highlight"]')).toBeNull();
  },
};

/** Another format gives other labels, and the plot's left margin follows the widest of them. */
export const CompactFormat: Story = {
  args: { format: (value: number) => `${value / 1000}k` },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement, 'Revenue by month');
    const yTicks = ticks(svg, 'y-tick');
    await expect(texts(yTicks)).toEqual(['0k', '50k', '100k', '150k', '200k']);
    const widest = Math.max(...yTicks.map((label) => label.getComputedTextLength()));
    const grid = svg.querySelector(`line.${css.gridLine}`) as SVGLineElement;
    await expect(grid.x1.baseVal.value).toBe(Math.ceil(widest) + 8);
  },
};

/** The band of the category under the pointer: the category's whole step, from the plot's top to its bottom. */
export const Highlighted: Story = {
  args: { highlight: 2 },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement, 'Revenue by month');
    const band = svg.querySelector('[data-part="highlight"]') as SVGRectElement;
    // Behind the grid and labels.
    await expect(svg.firstElementChild).toBe(band);
    const [feb, mar, apr] = ticks(svg, 'x-tick').slice(1, 4) as [SVGTextElement, SVGTextElement, SVGTextElement];
    await expect(mar).toHaveTextContent('Mar');
    const box = band.getBoundingClientRect();
    await expect(centerX(band)).toBeCloseTo(centerX(mar), 0);
    // A whole step wide: from halfway to February's label to halfway to April's.
    await expect(box.left).toBeCloseTo((centerX(feb) + centerX(mar)) / 2, 0);
    await expect(box.right).toBeCloseTo((centerX(mar) + centerX(apr)) / 2, 0);
    // From the zero line up to the plot's top, above the highest tick.
    await expect(Math.abs(box.bottom - zeroY(svg))).toBeLessThanOrEqual(0.5);
    await expect(box.top).toBeLessThan(gridYs(svg).at(-1) as number);
  },
};

/** Below zero: the axis reaches down to a negative tick, and the zero line crosses the middle of the plot. */
export const NegativeValues: Story = {
  args: {
    title: 'Service over 100,000 by month',
    data: revenueByMonth.map((datum) => ({ month: datum.month as string, over: Number(datum.service) - 100000 })),
    series: [{ key: 'over', label: 'Over 100,000' }],
  },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement, 'Service over 100,000 by month');
    const yTicks = ticks(svg, 'y-tick');
    await expect(yTicks[0]).toHaveTextContent('($15,000)');
    await expect(texts(yTicks)).toContain('$0');
    const ys = gridYs(svg);
    await expect(zeroY(svg)).toBe(ys[texts(yTicks).indexOf('$0')]);
    await expect(zeroY(svg)).toBeLessThan(ys[0] as number);
    await expect(zeroY(svg)).toBeGreaterThan(ys.at(-1) as number);
  },
};

/** Stacked counts: the axis spans the sums, in whole numbers only; twelve branch names are thinned out. */
export const ManyCategories: Story = {
  args: { title: unitsChart.title, data: unitsChart.data, categoryKey: 'branch', series: unitsChart.series, format: count, stacked: true },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement, 'Units sold by branch');
    const values = texts(ticks(svg, 'y-tick'));
    for (const value of values) await expect(value).toMatch(/^\d+$/);
    // The tallest stack fits under the top tick.
    const tallest = Math.max(...unitsChart.data.map((d) => unitsChart.series.reduce((sum, s) => sum + Number(d[s.key]), 0)));
    await expect(Number(values.at(-1))).toBeGreaterThanOrEqual(tallest);
    const labels = ticks(svg, 'x-tick');
    await expect(labels.length).toBeGreaterThan(1);
    await expect(labels.length).toBeLessThan(12);
    await expect(labels[0]).toHaveTextContent('101 - Norcross');
    const boxes = labels.map((label) => label.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i++) await expect((boxes[i] as DOMRect).left).toBeGreaterThan((boxes[i - 1] as DOMRect).right);
  },
};

/** On a phone fewer labels fit, and none is cut at the SVG's edges (a label near an edge is pulled in). */
export const Narrow: Story = {
  args: ManyCategories.args,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement, 'Units sold by branch');
    const box = svg.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const labels = ticks(svg, 'x-tick');
    await expect(labels.length).toBeLessThan(6);
    const cut = [...svg.querySelectorAll('text')].filter((label) => {
      const { left, right } = label.getBoundingClientRect();
      return left < box.left - 0.5 || right > box.right + 0.5;
    });
    await expect(cut.map((label) => label.textContent)).toEqual([]);
  },
};
