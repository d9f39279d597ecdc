import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney2 } from '../../../src/domain/format';
import { VEHICLE_SALES_GROUP_FIELDS, type VehicleSalesAsk, type VehicleSalesGroupRow, type VehicleSalesSummary } from '../../../src/domain/sales/vehicleSalesFields';
import { VehicleSales } from '../../../src/screens/sales/VehicleSales';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { exportReport, loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { emptySummary, manyGroups, manySummary, novemberGroups, novemberSummary } from './vehicleSalesData';

interface StoryArgs extends ServedReportArgs {
  rows: VehicleSalesGroupRow[];
  summary: VehicleSalesSummary;
  onAskChange: (ask: VehicleSalesAsk) => void;
}

/** Stands in for the host and both endpoints: keeps the month, grouping and toggle, and pages the groups. */
function Served({ rows, summary, onAskChange, ...args }: StoryArgs) {
  const served = useServedReport(rows, VEHICLE_SALES_GROUP_FIELDS, ['units', 'sales', 'frontGross', 'backGross', 'priorUnits', 'priorGross', 'lastYearUnits', 'lastYearGross'], args, { branches: ['101'], sort: [] });
  const [ask, setAsk] = useState<VehicleSalesAsk>({ period: '2026-11', groupBy: 'salesperson', withUndelivered: false });
  return (
    <VehicleSales
      {...served}
      ask={ask}
      months={['2026-11', '2026-10', '2026-09']}
      onAskChange={(next) => {
        setAsk(next);
        onAskChange(next);
      }}
      summary={args.state === 'loaded' ? summary : undefined}
    />
  );
}

const meta = {
  title: 'Screens/Sales/VehicleSales',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: novemberGroups, summary: novemberSummary, onAskChange: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Vehicle sales by salesperson' });

/** November at Norcross by salesperson: the tiles against last month and last year, the charts, and each group's sales drilling to its deals. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Units' })).toHaveTextContent(String(novemberSummary.month.units));
    await expect(canvas.getByRole('group', { name: 'Units' })).toHaveTextContent(`Prior month ${novemberSummary.priorMonth.units}`);
    await expect(canvas.getByRole('img', { name: 'Units delivered by month, the 13 months to November 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Gross per unit by month, the 13 months to November 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'New and used units, November 2026' })).toBeInTheDocument();
    const dana = novemberGroups.find((g) => g.label === 'Dana Whitfield')!;
    const link = within(grid(canvasElement)).getByRole('link', { name: `Dana Whitfield sales ${formatMoney2(dana.sales)}: the deals` });
    await expect(link).toHaveAttribute('href', '/vehicle-sales-drill-report?brnId=101&period=2026-11&groupBy=salesperson&value=10211');
  },
};

/** The month, grouping and toggle are the report's: a change goes to the host (a new address). */
export const AskChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group by' }), 'Make');
    await expect(args.onAskChange).toHaveBeenLastCalledWith({ period: '2026-11', groupBy: 'make', withUndelivered: false });
    await userEvent.click(canvas.getByRole('switch', { name: 'Include sold, not delivered' }));
    await expect(args.onAskChange).toHaveBeenLastCalledWith({ period: '2026-11', groupBy: 'make', withUndelivered: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'October 2026');
    await expect(args.onAskChange).toHaveBeenLastCalledWith({ period: '2026-10', groupBy: 'make', withUndelivered: true });
    await expect(canvas.getByText(/delivered or sold and waiting for delivery/)).toBeVisible();
  },
};

/** Export asks the host for every group as a file. */
export const Export: Story = exportReport();

/** Three hundred salespeople of several branches: the server pages them. */
export const Large: Story = pagedReport({ rows: manyGroups, summary: manySummary });

export const Empty: Story = {
  args: { rows: [], summary: emptySummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No deals match these filters.')).toBeVisible();
    await expect(canvas.getByText('No units this month')).toBeVisible();
    await expect(canvas.getByText('No deals in these months')).toBeVisible();
  },
};

export const Loading: Story = loadingReport('Loading Units');

/** A branch the user does not hold, from the address: the server's 403 in words, the filters still there. */
export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReportFitting('Units');
