import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../src/demo/branches';
import { INVOICE_COLUMNS } from '../../src/demo/tableColumns';
import { createInvoiceRows, type InvoiceRow } from '../../src/demo/tableRows';
import { formatMoney, formatNumber } from '../../src/domain/format';
import { Button } from '../../src/ui/Button/Button';
import { Card } from '../../src/ui/Card/Card';
import { BarChart } from '../../src/ui/charts/BarChart';
import { DataTable } from '../../src/ui/DataTable/DataTable';
import { ReportFilterBar } from '../../src/ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid } from '../../src/ui/report/ReportScreen';
import { revenueByMonth, revenueSeries } from '../charts/sample';

const rows = createInvoiceRows(12);
const filters = (
  <ReportFilterBar
    branches={DEMO_BRANCH_LABELS.slice(0, 6)}
    value={{ branches: ['101'], from: '2026-11-01', to: '2026-11-30' }}
    onChange={fn()}
    now={new Date('2026-11-18T15:00:00Z')}
  />
);
const grid = (props: { data?: typeof rows; isLoading?: boolean }) => (
  <DataTable aria-label="Open invoices" columns={INVOICE_COLUMNS} data={props.data ?? rows} isLoading={props.isLoading} emptyMessage="No invoices match these filters." />
);
const chart = (isLoading = false) => (
  <Card title="Revenue by month">
    <BarChart title="Revenue by month" data={revenueByMonth} categoryKey="month" categoryLabel="Month" series={revenueSeries} format={formatMoney} height={200} isLoading={isLoading} />
  </Card>
);

const meta = {
  title: 'Report/ReportScreen',
  component: ReportScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    title: 'Open Invoices',
    description: 'Charge invoices not yet paid, by branch and invoice date.',
    actions: <Button tone="secondary">Email statements</Button>,
    filters,
    freshness: { asOf: '2026-11-18T14:15:00.000Z', stale: false },
    kpis: [
      { label: 'Invoices', value: 12, format: formatNumber },
      { label: 'Open balance', value: 48_210, previous: 51_900, goodDirection: 'down', format: formatMoney },
    ],
    chart: chart(),
    children: grid({}),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, filters, how fresh, the headline figures, a chart and the grid. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Open Invoices' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByText('Excede data as of 11/18/2026 09:15 AM')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Open balance' })).toHaveTextContent('$48,210');
    await expect(canvas.getByRole('grid', { name: 'Open invoices' })).toBeVisible();
  },
};

/** Before the answer: placeholders in the shape of the figures, the chart and the grid. */
export const Loading: Story = {
  args: { freshness: undefined, isLoading: true, chart: chart(true), children: grid({ isLoading: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading Open balance')).toBeInTheDocument();
    await expect(canvas.queryByText(/Excede data/)).toBeNull();
  },
};

/** Nothing matches: zero figures, the chart and the grid say so, the filters stay to widen the search. */
export const Empty: Story = {
  args: {
    kpis: [
      { label: 'Invoices', value: 0, format: formatNumber },
      { label: 'Open balance', value: 0, format: formatMoney },
    ],
    chart: (
      <Card title="Revenue by month">
        <BarChart title="Revenue by month" data={[]} categoryKey="month" categoryLabel="Month" series={revenueSeries} format={formatMoney} height={200} emptyMessage="No revenue in this period" />
      </Card>
    ),
    children: grid({ data: [] }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoices match these filters.')).toBeVisible();
  },
};

/** The request failed (here a branch the user lacks): the message and a retry stand in for the figures. */
export const Failed: Story = {
  args: { error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The report could not be loaded');
    await expect(alert).toHaveTextContent('You do not have access to branch 201.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The last good import is older than two runs of its schedule: a warning bar above the figures. */
export const Stale: Story = {
  args: { freshness: { asOf: '2026-11-16T07:05:00.000Z', stale: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Excede data as of 11\/16\/2026 02:05 AM\. The scheduled imports have not succeeded since/)).toBeVisible();
  },
};

/** On a phone: the filters fold, the figures stack, nothing runs off the side. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { chart: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Report filters' })).toHaveAttribute('aria-expanded', 'false');
    for (const tile of canvas.getAllByRole('group', { name: /Invoices|Open balance/ })) await expect(tile.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const serverGrid: ReportGrid<InvoiceRow> = {
  'aria-label': 'Open invoices',
  columns: INVOICE_COLUMNS,
  getRowId: (row) => row.id,
  emptyMessage: 'No invoices match these filters.',
  rows: rows.slice(0, 5),
  total: 212,
  totals: { total: '1048210.00', balance: '48210.00' },
  view: { pageSize: 50 },
  onViewChange: fn(),
  pageIndex: 0,
  onPageIndexChange: fn(),
  onExport: fn(async () => undefined),
  isLoading: false,
  exporting: { format: 'csv', receivedBytes: 2_400_000, fraction: null },
};

/** The grid on the list protocol: the server's page, count and totals; an export on its way shows its progress. */
export const ServerGridExporting: Story = {
  render: ({ children: _grid, ...args }) => <ReportScreen<InvoiceRow> {...args} grid={serverGrid} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Exporting CSV' })).toBeVisible();
    await expect(canvas.getByText('212 rows')).toBeVisible();
  },
};

/** A report of tabs: the filters, figures, chart and grid are the selected tab's; choosing another goes to the host. */
export const Tabs: Story = {
  args: {
    tabs: {
      'aria-label': 'Invoices',
      items: [
        { id: 'open', label: 'Open' },
        { id: 'paid', label: 'Paid' },
      ],
      selectedId: 'open',
      onSelectionChange: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'Open' });
    await expect(within(panel).getByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(within(panel).getByRole('grid', { name: 'Open invoices' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Paid' }));
    await expect(args.tabs!.onSelectionChange).toHaveBeenCalledWith('paid');
  },
};
