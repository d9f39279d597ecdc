import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney2 } from '../../../src/domain/format';
import { VEHICLE_SALES_DEAL_FIELDS, type VehicleSalesDealRow, type VehicleSalesDrillAsk } from '../../../src/domain/sales/vehicleSalesFields';
import { VehicleSalesDrill } from '../../../src/screens/sales/VehicleSalesDrill';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { exportReport, loadingReport, narrowReport, pagedReport } from '../../report/reportStories';
import { danasDeals, manyDeals, novemberDeals, novemberGroups } from './vehicleSalesData';

interface StoryArgs extends ServedReportArgs {
  rows: VehicleSalesDealRow[];
  ask: VehicleSalesDrillAsk | null;
}

/** Stands in for the host and the deals endpoint: pages the deals and totals them as the server does. */
function Served({ rows, ask, ...args }: StoryArgs) {
  const served = useServedReport(rows, VEHICLE_SALES_DEAL_FIELDS, ['units', 'price', 'cost', 'frontGross', 'backGross', 'tradeAllowance'], args, { branches: ['101'], sort: [] });
  return <VehicleSalesDrill {...served} ask={ask} />;
}

const DANA: VehicleSalesDrillAsk = { period: '2026-11', groupBy: 'salesperson', value: '10211', withUndelivered: false };

const meta = {
  title: 'Screens/Sales/VehicleSalesDrill',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: danasDeals, ask: DANA },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Deals of Salesperson 10211, November 2026' });

/** Dana Whitfield's November deals: their totals are her row's sales, front and back gross on the report. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dana = novemberGroups.find((g) => g.value === '10211')!;
    const deals = within(grid(canvasElement));
    await expect(deals.getByText(formatMoney2(dana.sales))).toBeVisible();
    await expect(deals.getByText(formatMoney2(dana.frontGross))).toBeVisible();
    await expect(deals.getByText(danasDeals[0]!.dealId)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the report' })).toHaveAttribute('href', '/vehicle-sales-report?brnId=101&period=2026-11&groupBy=salesperson');
  },
};

/** An unwind lists as a negative unit and takes its deal's gross back out of the totals. */
export const WithUnwind: Story = {
  args: { rows: novemberDeals.filter((d) => d.make === 'Ford'), ask: { ...DANA, groupBy: 'make', value: 'Ford' } },
  play: async ({ canvasElement }) => {
    const deals = within(canvasElement).getByRole('grid', { name: 'Deals of Make Ford, November 2026' });
    const unwind = within(deals).getAllByRole('row').find((r) => r.textContent?.includes('D108212'))!;
    await expect(within(unwind).getByText('-1')).toBeVisible();
    unwind.scrollIntoView({ block: 'center' });
  },
};

/** An address that does not say which group: the page says what is wrong instead of asking the server. */
export const BadAddress: Story = {
  args: { state: 'failed', error: 'value: Say which group the figure was of.', ask: null, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('value: Say which group the figure was of.')).toBeVisible();
  },
};

export const Export: Story = exportReport();

export const Large: Story = pagedReport({ rows: manyDeals, ask: { ...DANA, groupBy: 'branch' as const, value: '101' } });

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No deals match these filters.')).toBeVisible();
  },
};

export const Loading: Story = loadingReport('Vehicle Sales Drill Report');

export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReport;
