import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FI_MANAGER_FIELDS, type FiManagerRow, type FiSummary } from '../../../src/domain/sales/financeInsuranceFields';
import type { NewUsed } from '../../../src/domain/sales/vehicleAging';
import { FinanceInsurance } from '../../../src/screens/sales/FinanceInsurance';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { exportReport, loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { emptyFi, manyManagers, novemberFi, novemberManagers } from './financeInsuranceData';

interface StoryArgs extends ServedReportArgs {
  rows: FiManagerRow[];
  summary: FiSummary;
  onPeriodChange: (period: string) => void;
  onNewUsedChange: (newUsed: NewUsed | undefined) => void;
}

/** Stands in for the host and both endpoints: keeps the month and pages the managers. */
function Served({ rows, summary, onPeriodChange, onNewUsedChange, ...args }: StoryArgs) {
  const served = useServedReport(rows, FI_MANAGER_FIELDS, ['deals', 'retailUnits', 'financeReserve', 'productCount', 'backGross', 'chargebacks'], args, { branches: ['101'], sort: [] });
  const [period, setPeriod] = useState('2026-11');
  const [newUsed, setNewUsed] = useState<NewUsed | undefined>();
  return (
    <FinanceInsurance
      {...served}
      period={period}
      months={['2026-11', '2026-10', '2026-09']}
      onPeriodChange={(next) => {
        setPeriod(next);
        onPeriodChange(next);
      }}
      newUsed={newUsed}
      onNewUsedChange={(next) => {
        setNewUsed(next);
        onNewUsedChange(next);
      }}
      summary={args.state === 'loaded' ? summary : undefined}
    />
  );
}

const meta = {
  title: 'Screens/Sales/FinanceInsurance',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: novemberManagers, summary: novemberFi, onPeriodChange: fn(), onNewUsedChange: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** November at Norcross: PVR and chargebacks, the PVR trend, penetration against target, each manager opening the deals. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'PVR' })).toHaveTextContent('$1,555');
    await expect(canvas.getByRole('group', { name: 'Chargebacks' })).toHaveTextContent('$825');
    await expect(canvas.getByRole('img', { name: 'PVR by month, the 13 months to November 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Product penetration of retail units against target, November 2026' })).toBeInTheDocument();
    const grid = canvas.getByRole('grid', { name: 'F&I by manager' });
    await expect(within(grid).getByRole('link', { name: 'Grace Holloway at 101: the deals' })).toHaveAttribute('href', '/finance-insurance-drill-report?brnId=101&period=2026-11&mgr=10300');
    await expect(within(grid).getByRole('link', { name: 'Grace Holloway at 101, GAP 33.30%: the deals' })).toHaveAttribute('href', '/finance-insurance-drill-report?brnId=101&period=2026-11&mgr=10300&product=GAP');
  },
};

/** The month is the report's: a change goes to the host (a new address). */
export const MonthChanged: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Month' }), 'October 2026');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith('2026-10');
  },
};

/** New or used trucks only: the host asks again, and each manager's deals open with the same choice. */
export const UsedTrucksOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'New or used' }), 'Used trucks');
    await expect(args.onNewUsedChange).toHaveBeenLastCalledWith('Used');
    await expect(canvas.getByText(/^Used trucks' deals delivered in November 2026/)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'F&I by manager' });
    await expect(within(grid).getByRole('link', { name: 'Grace Holloway at 101: the deals' })).toHaveAttribute('href', '/finance-insurance-drill-report?brnId=101&period=2026-11&newUsed=Used&mgr=10300');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'New or used' }), 'New and used');
    await expect(args.onNewUsedChange).toHaveBeenLastCalledWith(undefined);
  },
};

export const Export: Story = exportReport();

export const Large: Story = pagedReport({ rows: manyManagers });

export const Empty: Story = {
  args: { rows: [], summary: emptyFi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No deals match these filters.')).toBeVisible();
    await expect(canvas.getByText('No retail units this month')).toBeVisible();
  },
};

export const Loading: Story = loadingReport('Loading PVR');

export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReportFitting('PVR');
