import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EXPENSE_ACCOUNT_FIELDS, type ExpenseAccountRow, type ExpenseDashboard as Dashboard, type ExpenseDashboardAsk } from '../../../src/domain/accounting/expenseDashboardFields';
import { ExpenseDashboard } from '../../../src/screens/accounting/ExpenseDashboard';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { exportReport, loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { emptyDashboard, manyAccounts, manyAccountsDashboard, octoberAccounts, octoberDashboard } from './expenseDashboardData';

interface StoryArgs extends ServedReportArgs {
  rows: ExpenseAccountRow[];
  dashboard: Dashboard;
  onAskChange: (ask: ExpenseDashboardAsk) => void;
}

/** Stands in for the host and both endpoints: keeps the month, department and category, and pages the accounts. */
function Served({ rows, dashboard, onAskChange, ...args }: StoryArgs) {
  // The rows come in the server's default order (furthest over budget first).
  const served = useServedReport(rows, EXPENSE_ACCOUNT_FIELDS, ['actual', 'budget', 'variance', 'priorYear'], args, { branches: ['101'], sort: [] });
  const [ask, setAsk] = useState<ExpenseDashboardAsk>({ period: '2026-10', department: null, category: null });
  return (
    <ExpenseDashboard
      {...served}
      ask={ask}
      months={['2026-11', '2026-10', '2026-09']}
      onAskChange={(next) => {
        setAsk(next);
        onAskChange(next);
      }}
      dashboard={args.state === 'loaded' ? dashboard : undefined}
    />
  );
}

const meta = {
  title: 'Screens/Accounting/ExpenseDashboard',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: octoberAccounts, dashboard: octoberDashboard, onAskChange: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Expense accounts' });

/** October at Norcross: the tiles against budget, the three charts, and every account drilling to its GL lines. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Expenses this month' })).toHaveTextContent('$141,961');
    await expect(canvas.getByRole('group', { name: 'Expenses this month' })).toHaveTextContent('104.50% of the $135,800 budget');
    await expect(canvas.getByRole('group', { name: 'Expenses year to date' })).toHaveTextContent('102.30%');
    await expect(canvas.getByRole('img', { name: 'Expenses by category and branch, October 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Expenses against budget, the 12 months to October 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'The 20 accounts furthest over budget, October 2026' })).toBeInTheDocument();
    const advertising = within(grid(canvasElement)).getByRole('link', { name: '6200 Advertising at 101: GL lines' });
    await expect(advertising).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&from=2026-10-01&to=2026-10-31&f.acctId=6200');
    // The totals row adds up every account: the tile's month.
    await expect(within(grid(canvasElement)).getByText('$141,960.85')).toBeVisible();
  },
};

/** Advertising and shop supplies are over both limits: a badge says so (not colour alone), and the tile names the largest. */
export const OverrunsHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(grid(canvasElement)).getAllByText('Over budget')).toHaveLength(2);
    const advertising = within(grid(canvasElement)).getAllByRole('row').find((r) => r.textContent?.includes('Advertising'))!;
    await expect(within(advertising).getByText('Over budget')).toBeVisible();
    const rent = within(grid(canvasElement)).getAllByRole('row').find((r) => r.textContent?.includes('Utilities'))!;
    await expect(within(rent).queryByText('Over budget')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Largest overrun' })).toHaveTextContent('$3,870');
    await expect(canvas.getByRole('group', { name: 'Largest overrun' })).toHaveTextContent('6200 Advertising at 101, 64.50% over');
    // The picture shows the badged rows.
    advertising.scrollIntoView({ block: 'start' });
  },
};

/** The month, department and category are the dashboard's: a change goes to the host (a new address). */
export const FilterChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Personnel');
    await expect(args.onAskChange).toHaveBeenLastCalledWith({ period: '2026-10', department: null, category: 'Personnel' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Department' }), 'Service');
    await expect(args.onAskChange).toHaveBeenLastCalledWith({ period: '2026-10', department: 'Service', category: 'Personnel' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'September 2026');
    await expect(args.onAskChange).toHaveBeenLastCalledWith({ period: '2026-09', department: 'Service', category: 'Personnel' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'All categories');
    await expect(args.onAskChange).toHaveBeenLastCalledWith({ period: '2026-09', department: 'Service', category: null });
  },
};

/** Export asks the host for every account as a file. */
export const Export: Story = exportReport();

/** A few hundred accounts of many branches: the server pages them. */
const many = manyAccounts(300);
export const Large: Story = pagedReport({ rows: many, dashboard: manyAccountsDashboard(many) });

export const Empty: Story = {
  args: { rows: [], dashboard: emptyDashboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No expenses or budgets match these filters.')).toBeVisible();
    await expect(canvas.getByText('No expenses this month')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Largest overrun' })).toHaveTextContent('No account over its limits');
  },
};

export const Loading: Story = loadingReport('Loading Expenses this month');

/** A branch the user does not hold, from the address: the server's 403 in words, the filters still there. */
export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReportFitting('Expenses this month');
