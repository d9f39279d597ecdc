import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { CartesianChart } from '../../src/ui/charts/CartesianChart';
import type { CartesianLayout } from '../../src/ui/charts/cartesianLayout';
import { seriesColor } from '../../src/ui/charts/palette';
import { revenueChart } from './sample';
import { expectChart, expectEmpty, expectLoading, hoverTooltip, marks, narrowStory } from './expectChart';

/**
 * The story's own marks, to show what the frame hands them: a dot at the top of each segment (the
 * running sum when stacked), side by side in its band; the dots of the active category are bigger.
 */
function dots(layout: CartesianLayout, active: number | null) {
  const { x, y, segments } = layout;
  const step = x.bandwidth() / (segments.length + 1);
  return segments.map((layer, s) =>
    layer.map(([, top], c) => (
      <circle
        key={`${s}-${c}`}
        cx={(x(c) ?? 0) + step * (s + 1)}
        cy={y(top)}
        r={c === active ? 6 : 4}
        style={{ fill: seriesColor(s) }}
        data-mark="dot"
        data-active={c === active || undefined}
      />
    )),
  );
}

/** The frame the bar and line charts share; the marks come from the story. */
const meta = {
  title: 'Charts/CartesianChart',
  component: CartesianChart,
  args: { chart: revenueChart, height: 300, stacked: false, bandPadding: 0.2, marks: fn(dots) },
} satisfies Meta<typeof CartesianChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const ticksOf = (svg: SVGSVGElement, part: 'x-tick' | 'y-tick') =>
  [...svg.querySelectorAll(`[data-part="${part}"]`)].map((t) => t.textContent);
const tooltipIn = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-part="tooltip"]');
const highlightIn = (svg: SVGSVGElement) => svg.querySelector('[data-part="highlight"]');
/** The layout and active category the frame last drew the marks with. */
const lastMarks = (mock: unknown) => (mock as ReturnType<typeof fn<typeof dots>>).mock.lastCall as Parameters<typeof dots>;

/** Side by side: the value axis reaches the largest single value; no totals. */
export const Grouped: Story = {
  play: async ({ canvasElement, args }) => {
    const { table, svg } = await expectChart(canvasElement, 'Revenue by month');
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Month', 'Parts', 'Service']);
    await expect(within(table).getByRole('row', { name: /^Feb/ })).toHaveTextContent('Feb$132,500$91,000');
    // The marks are drawn with the measured layout, nothing active yet.
    const [layout, active] = lastMarks(args.marks);
    await expect(active).toBeNull();
    await expect(layout.categories).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
    await expect(layout.width).toBe(Math.floor(svg.getBoundingClientRect().width));
    await expect(layout.segments[1]?.[5]).toEqual([0, 110500]);
    await expect(marks(svg, 'dot')).toHaveLength(12);
    await expect(ticksOf(svg, 'y-tick')).toEqual(['$0', '$50,000', '$100,000', '$150,000', '$200,000']);
    await expect(ticksOf(svg, 'x-tick')).toEqual(layout.categories);
    await expect(canvasElement.querySelector('[data-part="legend"]')).toHaveTextContent('PartsService');
    await expect(tooltipIn(canvasElement)).toBeNull();
    await expect(highlightIn(svg)).toBeNull();
  },
};

/** Stacked: the value axis spans the sums, and the table adds a total column. */
export const Stacked: Story = {
  args: { stacked: true },
  play: async ({ canvasElement, args }) => {
    const { table, svg } = await expectChart(canvasElement, 'Revenue by month');
    const columns = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    await expect(columns).toEqual(['Month', 'Parts', 'Service', 'Total']);
    await expect(within(table).getByRole('row', { name: /^Jun/ })).toHaveTextContent('Jun$162,000$110,500$272,500');
    // Each series starts where the one under it ends.
    const [layout] = lastMarks(args.marks);
    await expect(layout.segments[0]?.[5]).toEqual([0, 162000]);
    await expect(layout.segments[1]?.[5]).toEqual([162000, 272500]);
    await expect(ticksOf(svg, 'y-tick').at(-1)).toBe('$300,000');
    const [junParts, junService] = [marks(svg, 'dot')[5] as Element, marks(svg, 'dot')[11] as Element];
    await expect(junService.getBoundingClientRect().top).toBeLessThan(junParts.getBoundingClientRect().top);
  },
};

/** Pointing at a category on the left half: its band is highlighted, the box opens to the right of it. */
export const Hovered: Story = {
  play: async ({ canvasElement, args }) => {
    const { svg } = await expectChart(canvasElement, 'Revenue by month');
    const febParts = marks(svg, 'dot')[1] as Element;
    const tooltip = await hoverTooltip(canvasElement, febParts, '$132,500');
    await expect(tooltip).toHaveTextContent('FebParts$132,500Service$91,000');
    await expect(tooltip).not.toHaveTextContent('Total');
    // The marks are told which category is active.
    await expect(lastMarks(args.marks)[1]).toBe(1);
    await expect(svg.querySelectorAll('[data-active]')).toHaveLength(2);
    await expect(marks(svg, 'dot')[7]).toHaveAttribute('data-active', 'true');
    const band = (highlightIn(svg) as Element).getBoundingClientRect();
    await expect(band.left).toBeLessThan(febParts.getBoundingClientRect().left);
    await expect(band.right).toBeGreaterThan((marks(svg, 'dot')[7] as Element).getBoundingClientRect().right);
    // The box starts at the band's right edge, at the plot's top.
    const box = tooltip.getBoundingClientRect();
    await expect(box.left).toBeCloseTo(band.right, 0);
    await expect(box.top).toBeCloseTo(band.top, 0);
  },
};

/** On the right half the box opens to the left of the band, so it stays inside the chart. */
export const HoveredNearRightEdge: Story = {
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, 'Revenue by month');
    const tooltip = await hoverTooltip(canvasElement, marks(svg, 'dot')[11] as Element, '$110,500');
    await expect(tooltip).toHaveTextContent(/^Jun/);
    const band = (highlightIn(svg) as Element).getBoundingClientRect();
    const box = tooltip.getBoundingClientRect();
    await expect(box.right).toBeCloseTo(band.left, 0);
    const image = within(canvasElement).getByRole('img', { name: 'Revenue by month' }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(image.left);
  },
};

/** Stacked, the box adds the category's total under the series. */
export const StackedHovered: Story = {
  args: { stacked: true },
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, 'Revenue by month');
    const tooltip = await hoverTooltip(canvasElement, marks(svg, 'dot')[0] as Element, '$206,000');
    await expect(tooltip).toHaveTextContent('JanParts$120,000Service$86,000Total$206,000');
  },
};

/** Over the value axis's labels, or off the chart, nothing is active: the box and the band go. */
export const PointerLeaves: Story = {
  play: async ({ canvasElement, args }) => {
    const { svg } = await expectChart(canvasElement, 'Revenue by month');
    await hoverTooltip(canvasElement, marks(svg, 'dot')[2] as Element, '$118,000');
    const label = svg.querySelector('[data-part="y-tick"]') as Element;
    const at = label.getBoundingClientRect();
    fireEvent.mouseMove(label, { clientX: at.left + at.width / 2, clientY: at.top + at.height / 2 });
    await waitFor(() => expect(tooltipIn(canvasElement)).toBeNull());
    await expect(highlightIn(svg)).toBeNull();
    await expect(lastMarks(args.marks)[1]).toBeNull();
    await hoverTooltip(canvasElement, marks(svg, 'dot')[3] as Element, '$141,000');
    fireEvent.mouseOut(svg, { relatedTarget: document.body });
    await waitFor(() => expect(tooltipIn(canvasElement)).toBeNull());
    await expect(highlightIn(svg)).toBeNull();
    await expect(svg.querySelectorAll('[data-active]')).toHaveLength(0);
  },
};

/** No data: the frame's empty state, and no marks asked for. */
export const Empty: Story = {
  args: { chart: { ...revenueChart, data: [] } },
  play: async ({ canvasElement, args }) => {
    await expectEmpty(canvasElement);
    await expect(args.marks).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { chart: { ...revenueChart, isLoading: true } },
  play: async ({ canvasElement, args }) => {
    await expectLoading(canvasElement, 'Revenue by month');
    await expect(args.marks).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = narrowStory('Revenue by month');
