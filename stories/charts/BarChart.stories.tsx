import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { BarChart } from '../../src/ui/charts/BarChart';
import { revenueChart, unitsChart } from './sample';
import { expectChart, emptyStory, hoverTooltip, loadingStory, marks, narrowStory, rgb } from './expectChart';

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
    const bars = marks(svg, 'bar');
    // The first series takes the theme's primary colour through a CSS variable.
    await waitFor(() => expect(getComputedStyle(bars[0] as Element).fill).toBe(rgb('#119eaf')));
    // Series are drawn one after the other: the seventh bar is the second series' first.
    await expect(getComputedStyle(bars[6] as Element).fill).not.toBe(rgb('#119eaf'));
    await expect(bars).toHaveLength(12);
    const swatches = canvasElement.querySelectorAll('[data-part="legend-swatch"]');
    await expect(swatches).toHaveLength(2);
    await expect(getComputedStyle(swatches[0] as Element).backgroundColor).toBe(rgb('#119eaf'));
    await expect(canvasElement.querySelector('[data-part="legend"]')).toHaveTextContent('PartsService');
    const ticks = [...svg.querySelectorAll('[data-part="y-tick"]')].map((t) => t.textContent);
    await expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) await expect(tick).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    await expect([...svg.querySelectorAll('[data-part="x-tick"]')].map((t) => t.textContent)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
    ]);
  },
};

/** Pointing at a month highlights its band and shows each series' value. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, 'Revenue by month');
    const [febParts, febService] = [marks(svg, 'bar')[1] as Element, marks(svg, 'bar')[7] as Element];
    const tooltip = await hoverTooltip(canvasElement, febParts, '$132,500');
    await expect(tooltip).toHaveTextContent(/^Feb/);
    await expect(tooltip).toHaveTextContent('Parts$132,500');
    await expect(tooltip).toHaveTextContent('Service$91,000');
    await expect(tooltip).not.toHaveTextContent('Total');
    const band = svg.querySelector('[data-part="highlight"]') as Element;
    const box = band.getBoundingClientRect();
    await expect(box.left).toBeLessThanOrEqual(febParts.getBoundingClientRect().left);
    await expect(box.right).toBeGreaterThanOrEqual(febService.getBoundingClientRect().right);
    // The pointer leaves the chart: the tooltip goes.
    fireEvent.mouseOut(svg, { relatedTarget: document.body });
    await waitFor(() => expect(canvasElement.querySelector('[data-part="tooltip"]')).toBeNull());
    // Near the right edge the box opens to the left of the band, inside the chart (and the picture).
    const junService = marks(svg, 'bar')[11] as Element;
    const atJun = await hoverTooltip(canvasElement, junService, '$110,500');
    await expect(atJun.getBoundingClientRect().right).toBeLessThanOrEqual(junService.getBoundingClientRect().left);
  },
};

/** Screens show the loading state first: the chart measures its box once the data arrives. */
export const LoadsThenDraws: Story = {
  render: function Render(args) {
    const [isLoading, setLoading] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setLoading(false)}>
          Load
        </button>
        <BarChart {...args} isLoading={isLoading} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Revenue by month');
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    const { svg } = await expectChart(canvasElement, 'Revenue by month');
    await expect(marks(svg, 'bar')).toHaveLength(12);
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
    await expect(marks(svg, 'bar')).toHaveLength(36);
    // Twelve branch names do not fit side by side: every other one (or fewer) is shown, none overlap.
    const labels = [...svg.querySelectorAll('[data-part="x-tick"]')].map((t) => t.getBoundingClientRect());
    await expect(labels.length).toBeGreaterThan(1);
    await expect(labels.length).toBeLessThan(12);
    for (let i = 1; i < labels.length; i++) {
      await expect((labels[i] as DOMRect).left).toBeGreaterThan((labels[i - 1] as DOMRect).right);
    }
  },
};

export const Narrow: Story = narrowStory('Revenue by month');
