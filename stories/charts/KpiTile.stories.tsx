import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tiles } from '../layout.css';
import { KpiTile } from '../../src/ui/charts/KpiTile';
import { count, dollars } from './sample';

const meta = {
  title: 'Charts/KpiTile',
  component: KpiTile,
  args: {
    label: 'Parts revenue',
    value: 162000,
    previous: 144000,
    format: dollars,
    sparkline: [120000, 132500, 118000, 141000, 150250, 162000],
  },
} satisfies Meta<typeof KpiTile>;
export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('group', { name });

export const UpIsGood: Story = {
  play: async ({ canvasElement }) => {
    const group = tile(canvasElement, 'Parts revenue');
    await expect(group).toHaveTextContent('$162,000');
    const trend = within(group).getByText(/vs previous period/);
    await expect(trend).toHaveTextContent('Up 12.5% vs previous period');
    await expect(trend.closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(group.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(6);
  },
};

export const DownIsBad: Story = {
  args: { value: 126000, previous: 144000 },
  play: async ({ canvasElement }) => {
    const trend = within(tile(canvasElement, 'Parts revenue')).getByText(/vs previous period/);
    await expect(trend).toHaveTextContent('Down 12.5% vs previous period');
    await expect(trend.closest('[data-tone]')).toHaveAttribute('data-tone', 'critical');
  },
};

/** For costs and days outstanding a fall is good news. */
export const DownIsGood: Story = {
  args: {
    label: 'Days sales outstanding',
    value: 32,
    previous: 40,
    format: count,
    goodDirection: 'down',
    sparkline: undefined,
  },
  play: async ({ canvasElement }) => {
    const group = tile(canvasElement, 'Days sales outstanding');
    await expect(within(group).getByText(/vs previous period/)).toHaveTextContent('Down 20% vs previous period');
    await expect(group.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(group.querySelector('polyline')).toBeNull();
  },
};

/** A line that qualifies the figure; critical when it calls for action. */
export const WithNote: Story = {
  args: { label: '101 - Norcross', value: 1640, format: dollars, previous: undefined, sparkline: undefined, note: { text: 'Undeposited since 11/20/2026, 4d 2h', tone: 'critical' } },
  play: async ({ canvasElement }) => {
    const group = tile(canvasElement, '101 - Norcross');
    await expect(group).toHaveTextContent('$1,640');
    await expect(within(group).getByText('Undeposited since 11/20/2026, 4d 2h')).toHaveAttribute('data-tone', 'critical');
  },
};

export const NoChange: Story = {
  args: { previous: 162000 },
  play: async ({ canvasElement }) => {
    const group = tile(canvasElement, 'Parts revenue');
    await expect(within(group).getByText(/vs previous period/)).toHaveTextContent('No change vs previous period');
    await expect(group.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const FromZero: Story = {
  args: { value: 5000, previous: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(tile(canvasElement, 'Parts revenue')).getByText(/vs previous period/)).toHaveTextContent(
      'Up $5,000 vs previous period',
    );
  },
};

export const NoPrevious: Story = {
  args: { previous: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(tile(canvasElement, 'Parts revenue')).queryByText(/vs previous period/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const group = tile(canvasElement, 'Parts revenue');
    await expect(within(group).getByRole('status')).toHaveTextContent('Loading Parts revenue');
    await expect(group).not.toHaveTextContent('$162,000');
  },
};

export const Row: Story = {
  render: (args) => (
    <div className={tiles}>
      <KpiTile {...args} />
      <KpiTile {...args} label="Service revenue" value={110500} previous={97000} />
      <KpiTile label="Open work orders" value={48} previous={52} format={count} goodDirection="down" />
      <KpiTile label="Units sold" value={31} previous={35} format={count} sparkline={[28, 30, 35, 33, 31]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(4);
  },
};

export const Narrow: Story = {
  ...Row,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const groups = within(canvasElement).getAllByRole('group');
    await expect((groups[1] as HTMLElement).getBoundingClientRect().top).toBeGreaterThan(
      (groups[0] as HTMLElement).getBoundingClientRect().bottom - 1,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
