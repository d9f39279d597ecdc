import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DonutChart } from '../../src/ui/charts/DonutChart';
import { count, dollars, unitsByBranch } from './sample';
import { expectChart, expectEmpty, hoverTooltip, loadingStory, marks, narrowStory, rgb } from './expectChart';

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  args: {
    title: 'Revenue by department',
    data: [
      { department: 'Parts', revenue: 300000 },
      { department: 'Service', revenue: 150000 },
      { department: 'Sales', revenue: 50000 },
    ],
    categoryKey: 'department',
    categoryLabel: 'Department',
    series: { key: 'revenue', label: 'Revenue' },
    format: dollars,
  },
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((td) => td.textContent);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'Revenue by department');
    await expect(cells(within(table).getByRole('row', { name: /^Parts/ }))).toEqual(['$300,000', '60.0%']);
    await expect(cells(within(table).getByRole('row', { name: /^Sales/ }))).toEqual(['$50,000', '10.0%']);
    await expect(cells(within(table).getByRole('row', { name: /^Total/ }))).toEqual(['$500,000', '100.0%']);
    const slices = marks(svg, 'slice');
    await expect(slices).toHaveLength(3);
    await expect(getComputedStyle(slices[0] as Element).fill).toBe(rgb('#119eaf'));
    await expect(within(svg as unknown as HTMLElement).getByText('$500,000')).toBeTruthy();
    const swatches = canvasElement.querySelectorAll('[data-part="legend-swatch"]');
    await expect(getComputedStyle(swatches[0] as Element).backgroundColor).toBe(rgb('#119eaf'));
    await expect(canvasElement.querySelector('[data-part="legend"]')).toHaveTextContent('PartsServiceSales');
  },
};

/** Pointing at a slice names it, with its value and share of the whole. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const { svg } = await expectChart(canvasElement, 'Revenue by department');
    const service = marks(svg, 'slice')[1] as Element;
    const tooltip = await hoverTooltip(canvasElement, service, '$150,000');
    await expect(tooltip).toHaveTextContent(/^Service/);
    await expect(tooltip).toHaveTextContent('Revenue$150,000');
    await expect(tooltip).toHaveTextContent('Share30.0%');
    const box = tooltip.getBoundingClientRect();
    const image = within(canvasElement).getByRole('img', { name: 'Revenue by department' }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(image.left);
    await expect(box.right).toBeLessThanOrEqual(image.right);
  },
};

/** All zeros is nothing to picture. */
export const Empty: Story = {
  args: { data: [{ department: 'Parts', revenue: 0 }] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement),
};

export const Loading: Story = loadingStory('Revenue by department');

export const ManyCategories: Story = {
  args: {
    title: 'New units by branch',
    data: unitsByBranch,
    categoryKey: 'branch',
    categoryLabel: 'Branch',
    series: { key: 'new', label: 'New units' },
    format: count,
  },
  play: async ({ canvasElement }) => {
    const { table, svg } = await expectChart(canvasElement, 'New units by branch');
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
    await expect(marks(svg, 'slice')).toHaveLength(12);
    // The palette repeats after eight colours.
    const fills = marks(svg, 'slice').map((p) => getComputedStyle(p).fill);
    await expect(fills[8]).toBe(fills[0]);
    await expect(new Set(fills.slice(0, 8)).size).toBe(8);
  },
};

export const Narrow: Story = narrowStory('Revenue by department');
