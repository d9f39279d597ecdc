import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InventoryDashboard } from '../../../src/domain/parts/annualInventoryList';
import { AnnualInventoryDashboard } from '../../../src/screens/parts/AnnualInventoryDashboard';
import { narrowReport } from '../../report/reportStories';
import { REPORT_NOW } from '../../report/servedReport';
import type { DashboardBranch } from '../../../src/domain/parts/annualInventoryList';
import { inventoryDashboard } from './annualInventoryData';
import { dashboardBeforeStart } from './annualInventoryTagData';

interface StoryArgs {
  data: InventoryDashboard | undefined;
  state: 'loaded' | 'loading' | 'failed';
  onRetry: () => void;
  onBranches: (branches: string[]) => void;
  onStartCount: (branch: DashboardBranch) => void;
  onTagEntry: (branch: DashboardBranch) => void;
}

function Served({ data, state, onRetry, onBranches, onStartCount, onTagEntry }: StoryArgs) {
  return (
    <AnnualInventoryDashboard
      data={state === 'loaded' ? data : undefined}
      isLoading={state === 'loading'}
      error={state === 'failed' ? 'No response from the server. Please try again later.' : null}
      onRetry={onRetry}
      onStartCount={onStartCount}
      onTagEntry={onTagEntry}
      filters={{ branches: ['101 - Norcross', '201 - Birmingham'], value: { branches: [], from: null, to: null }, now: REPORT_NOW, onChange: (next) => onBranches(next.branches) }}
    />
  );
}

const meta = {
  title: 'Screens/Parts/AnnualInventoryDashboard',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { data: inventoryDashboard, state: 'loaded', onRetry: fn(), onBranches: fn(), onStartCount: fn(), onTagEntry: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 101 still counting with clean-up left, 201 in review; 101's net variance is outside ±2% and says so. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Annual Parts Inventory 2026' })).toBeVisible();
    const prep = canvas.getByRole('list', { name: 'Preparation at 101' });
    await expect(within(prep).getByRole('link', { name: 'Parts in several bins' })).toHaveAttribute('href', '/binverification?brnId=101&tab=severalBins');
    await expect(within(prep).getByText('12 left')).toBeVisible();
    await expect(canvas.getAllByRole('progressbar', { name: 'Tags entered' })[0]).toHaveAttribute('aria-valuetext', '44 of 80');
    await expect(canvas.getByText(/Net variance \(2\.58%\) is outside ±2%/)).toBeVisible();
    await expect(canvas.getAllByText(/outside ±2%/)).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: 'Net variance' })).toHaveTextContent('($1,148)');
  },
};

/** 201 has no count this year: its card offers "Freeze and issue tags"; 101's count is under way and offers tag entry. */
export const ReadyToStart: Story = {
  args: { data: dashboardBeforeStart },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const birmingham = canvas.getByRole('region', { name: 'Branch 201' });
    await expect(within(birmingham).getByText('Not started')).toBeVisible();
    await userEvent.click(within(birmingham).getByRole('button', { name: 'Freeze and issue tags' }));
    await expect(args.onStartCount).toHaveBeenCalledWith(dashboardBeforeStart.branches[1]);
    const norcross = canvas.getByRole('region', { name: 'Branch 101' });
    await expect(within(norcross).queryByRole('button', { name: 'Freeze and issue tags' })).toBeNull();
    await userEvent.click(within(norcross).getByRole('button', { name: 'Enter tags' }));
    await expect(args.onTagEntry).toHaveBeenCalledWith(dashboardBeforeStart.branches[0]);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Preparation at 101' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: { ...inventoryDashboard, branches: [], byZone: [], topVariances: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No branch to show')).toBeVisible();
    await expect(canvas.getByText('No variance yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Twenty branches' counts at once. */
export const Large: Story = {
  args: {
    data: {
      ...inventoryDashboard,
      branches: Array.from({ length: 20 }, (_, i) => ({ ...inventoryDashboard.branches[i % 2]!, brnId: String(101 + i) })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Preparation at 120' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: narrowReport.globals,
  play: async ({ canvasElement }) => {
    await narrowReport.play({ canvasElement });
    await expect(within(canvasElement).getByRole('list', { name: 'Preparation at 201' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
