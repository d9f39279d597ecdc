import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '../../src/domain/format';
import { Sparkline } from '../../src/ui/charts/Sparkline';

const meta = {
  title: 'Charts/Sparkline',
  component: Sparkline,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: {
    label: 'Total sales',
    format: formatMoney,
    values: [2_310_400, 2_198_750, 2_455_100, 2_610_650, 2_402_000, 2_288_300, 2_533_900, 2_701_250, 2_590_400, 2_476_800, 2_644_100, 2_812_300, 2_610_650],
  },
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirteen months of sales: a line, the last month a dot, and a name that says the line in words. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Total sales: first $2,310,400, last $2,610,650, least $2,198,750, most $2,812,300' });
    await expect(image.querySelectorAll('[data-mark="line"]')).toHaveLength(1);
    const dot = image.querySelector('[data-mark="dot"]')!;
    await expect(Number(dot.getAttribute('cx'))).toBeCloseTo(94, 0);
  },
};

/** Figures that never change: a flat line through the middle. */
export const Flat: Story = {
  args: { label: 'Rent', values: [42_000, 42_000, 42_000] },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Rent: first $42,000, last $42,000, least $42,000, most $42,000' });
    await expect(image.querySelector('polyline')).toHaveAttribute('points', '2.0,12.0 48.0,12.0 94.0,12.0');
  },
};

/** A loss: the least is below zero, shown in brackets. */
export const BelowZero: Story = {
  args: { label: 'Net profit', values: [12_500, -8_300, 4_100, -2_000] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Net profit: first $12,500, last ($2,000), least ($8,300), most $12,500' })).toBeVisible();
  },
};

/** No figures: nothing is drawn. */
export const Empty: Story = {
  args: { values: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Wider, as a tile would show it. */
export const Wide: Story = {
  args: { width: 240, height: 48 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('width', '240');
  },
};
