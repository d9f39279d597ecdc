import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WIRE_FIELDS, type WireRow } from '../../../src/domain/accounting/wireAuthorizationViews';
import { WireAuthorizations } from '../../../src/screens/accounting/WireAuthorizations';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { wireOverview, wireRows } from './wireAuthorizationData';
import { exportReport, loadingReport, narrowReportFitting, pagedReport, sortAndPageReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  wires: WireRow[];
  canCreate: boolean;
}

/** The host and the list endpoint of the wires, with the overview of the same wires. */
function Served({ wires, canCreate, ...args }: StoryArgs) {
  const report = useServedReport(wires, WIRE_FIELDS, ['amount'], args, { branches: ['101', '102'], sort: [{ id: 'requestNo', desc: true }] });
  const { freshness: _, ...props } = report;
  return <WireAuthorizations {...props} overview={args.state === 'loaded' ? wireOverview(wires) : undefined} createHref={canCreate ? '/wireauthorization/create' : undefined} />;
}

const meta = {
  title: 'Screens/Accounting/WireAuthorizations',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), wires: wireRows(), canCreate: true },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Wires' });

/** Norcross's and Forest Park's wires in every status: what awaits my approval, the wires by week, each wire opens its page. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 awaiting my approval')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Awaiting my approval' })).toHaveTextContent('1');
    await expect(canvas.getByRole('img', { name: 'Amount wired by week' })).toBeVisible();
    await expect(canvas.queryByText(/Excede data/)).toBeNull();
    const table = within(grid(canvasElement));
    await expect(table.getByText('Approved 1 of 2')).toBeVisible();
    await expect(table.getAllByText(/••••\d{4}$/).length).toBeGreaterThan(0);
    await expect(table.getByRole('link', { name: 'W-00008' })).toHaveAttribute('href', '/wireauthorization/edit/8');
    await expect(canvas.getByRole('link', { name: 'New wire' })).toHaveAttribute('href', '/wireauthorization/create');
  },
};

/** Sorting and paging go to the host, which asks the server again. */
export const SortAndPage: Story = sortAndPageReport('Wires', { header: /^Amount/, id: 'amount' }, { wires: wireRows(120) });

export const Export: Story = exportReport();

export const Loading: Story = loadingReport('Loading Awaiting my approval');

/** No wires yet, and a reader who may not request one: no New wire link. */
export const EmptyForAReader: Story = {
  args: { wires: [], canCreate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No wires for these branches and dates.')).toBeVisible();
    await expect(canvas.getByText('No wires in the last 12 weeks.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'New wire' })).toBeNull();
    await expect(canvas.queryByText(/awaiting my approval$/)).toBeNull();
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words. */
export const Forbidden: Story = forbiddenReport;

/** A few hundred wires: the server pages them. */
export const Large: Story = pagedReport({ wires: wireRows(300) });

export const Narrow: Story = narrowReportFitting('Awaiting my approval');
