import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FinancialReportDateRange } from '../../../src/screens/accounting/FinancialReportDateRange';
import { statementFailed, statementLoading, statementNarrow } from './statementStories';
import { statementOf } from './financialReportData';

const meta = {
  title: 'Screens/Accounting/FinancialReportDateRange',
  component: FinancialReportDateRange,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    filters: { branches: ['101 - Norcross', '102 - Forest Park'], value: { branches: ['101'], from: '2026-10-06', to: '2026-10-19' }, onChange: fn() },
    statement: statementOf([{ basis: 'actual', from: '2026-10-06', to: '2026-10-19', branches: ['101'] }], [0.45]),
    onRetry: fn(),
  },
} satisfies Meta<typeof FinancialReportDateRange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two weeks of October at Norcross: each amount, its % of sales, and its GL lines over the same days. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Financial statement, 2026-10-06 to 2026-10-19' });
    const sales = within(table).getByRole('link', { name: 'Total sales, Amount: $1,174,793' });
    await expect(sales).toHaveAttribute('href', expect.stringMatching(/^\/ar\/transactiondetail\?brnId=101&from=2026-10-06&to=2026-10-19&f\.acctId=4100/));
  },
};

export const Empty: Story = {
  args: { statement: undefined, filters: { branches: ['101 - Norcross'], value: { branches: ['101'], from: null, to: null }, onChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Choose the days of the statement' })).toBeVisible();
  },
};

export const Loading: Story = statementLoading();

export const Failed: Story = statementFailed();

export const Narrow: Story = statementNarrow;
