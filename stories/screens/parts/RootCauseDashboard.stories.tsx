import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { RootCauseDashboard as Dashboard } from '../../../src/domain/parts/rootCauseDashboard';
import { RootCauseDashboard } from '../../../src/screens/parts/RootCauseDashboard';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { loadingReport, narrowReportFitting } from '../../report/reportStories';
import { emptyDashboard, largeDashboard, populatedDashboard } from './rootCauseDashboardData';

interface StoryArgs extends ServedReportArgs {
  dashboard: Dashboard;
  /** Where a link of the dashboard takes the user (the host's router). */
  onNavigate: (href: string) => void;
}

/** Stands in for the host: keeps the branches and the period, answers the dashboard, and records where links go. */
function Served({ dashboard, onNavigate, ...args }: StoryArgs) {
  const served = useServedReport([], {}, [], args, { branches: [], sort: [] });
  return (
    <RouterProvider navigate={(href) => onNavigate(href)}>
      <RootCauseDashboard filters={served.filters} freshness={served.freshness} isLoading={served.isLoading} error={served.error} onRetry={served.onRetry} dashboard={args.state === 'loaded' ? dashboard : undefined} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Screens/Parts/RootCauseDashboard',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), dashboard: populatedDashboard, onNavigate: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('group', { name });

/** November at Norcross and Forest Park: each tile beside the period before, the Pareto, the weeks, the branches and the top parts. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tile(canvasElement, 'Fill rate')).toHaveTextContent('87.90%');
    await expect(tile(canvasElement, 'Fill rate')).toHaveTextContent('Prior period: 85.00%');
    await expect(tile(canvasElement, 'First-time fill')).toHaveTextContent('81.70%');
    await expect(tile(canvasElement, 'Lost-sale dollars')).toHaveTextContent('$6,418.40');
    await expect(tile(canvasElement, 'Lost-sale dollars')).toHaveTextContent('Prior period: $8,120.15');
    await expect(tile(canvasElement, 'Lost-sale lines')).toHaveTextContent('58');
    await expect(tile(canvasElement, 'Emergency purchases')).toHaveTextContent('3.80%');
    await expect(canvas.getByRole('img', { name: 'Lost lines by reason code, the most first, with the cumulative share' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Fill rate and first-time fill by branch' })).toBeInTheDocument();
    const reasons = within(canvas.getByRole('list', { name: 'Reasons' })).getAllByRole('link');
    await expect(reasons.map((r) => r.textContent)).toEqual(['OOS - Out of stock', 'Uncoded', 'NSTK - Not stocked', 'PRICE - Price too high', 'VNDBO - Vendor backorder']);
    const top = canvas.getByRole('grid', { name: 'Top parts by lost demand' });
    await expect(within(top).getByText('Phase in: asked 4 times in 6 months')).toBeVisible();
    await expect(within(top).getByText('Raise min/max: asked 3 times in 6 months')).toBeVisible();
  },
};

/** A reason's bar opens its misses in the analysis with the same branches and period; uncoded ones without a reason filter. */
export const FollowReason: Story = {
  play: async ({ canvasElement, args }) => {
    const reasons = within(within(canvasElement).getByRole('list', { name: 'Reasons' }));
    await userEvent.click(reasons.getByRole('link', { name: 'OOS - Out of stock' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/root-cause-analysis?brnId=101&brnId=102&from=2026-11-01&to=2026-11-30&f.reasonCode=OOS');
    await userEvent.click(reasons.getByRole('link', { name: 'Uncoded' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/root-cause-analysis?brnId=101&brnId=102&from=2026-11-01&to=2026-11-30');
  },
};

/** A part of the top 25 opens its story at its branch. */
export const FollowPart: Story = {
  play: async ({ canvasElement, args }) => {
    const top = within(within(canvasElement).getByRole('grid', { name: 'Top parts by lost demand' }));
    await userEvent.click(top.getByRole('link', { name: 'DN-4471-V at 101: root cause detail' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/root-cause-detail?brnId=101&partNo=DN-4471-V');
  },
};

/** Choosing a period or a branch goes to the host, which asks again. */
export const FilterChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Last month');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ branches: [], from: '2026-10-01', to: '2026-10-31' });
    await userEvent.click(canvas.getByRole('button', { name: /^Branches/ }));
    await userEvent.click(await screen.findByRole('option', { name: '101 - Norcross' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ branches: ['101'], from: '2026-10-01', to: '2026-10-31' });
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = {
  args: { dashboard: emptyDashboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No lost sales in this period')).toHaveLength(2);
    await expect(canvas.getByText('No part was gone without in this period.')).toBeVisible();
    await expect(tile(canvasElement, 'Fill rate')).toHaveTextContent('Prior period: No demand');
  },
};

/** Eight branches over a year: 15 reasons, 53 weeks and the full 25 parts. */
export const Large: Story = {
  args: { dashboard: largeDashboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Reasons' })).getAllByRole('link')).toHaveLength(15);
    await expect(within(canvas.getByRole('grid', { name: 'Top parts by lost demand' })).getByText('PN-1024')).toBeInTheDocument();
  },
};

export const Loading: Story = loadingReport('Loading Fill rate');

/** A branch the user does not hold, from the address: the server's 403 in words, the filters still there. */
export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReportFitting('Fill rate');
