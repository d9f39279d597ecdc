import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { branchColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { PlComparison } from '../../../src/screens/accounting/PlComparison';
import { statementOf, twoBranchesOctober } from './financialReportData';

const meta = {
  title: 'Screens/Accounting/PlComparison',
  component: PlComparison,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    filters: { branches: ['101 - Norcross', '102 - Forest Park', '103 - Doraville'], value: { branches: ['101', '102'], from: null, to: null }, onChange: fn() },
    period: '2026-10',
    months: ['2026-11', '2026-10', '2026-09'],
    onPeriodChange: fn(),
    mode: 'branches',
    onModeChange: fn(),
    statement: twoBranchesOctober,
    columnNames: ['101', '102'],
    onRetry: fn(),
  },
} satisfies Meta<typeof PlComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'P&L comparison, October 2026' });

/** Norcross against Forest Park: each amount and % of sales, the difference, and the waterfall from one net profit to the other. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(table(canvasElement)).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Line', '101', '% of sales', '102', '% of sales', '102 − 101']);
    const net = canvasElement.querySelector<HTMLElement>('[data-line="net"]')!;
    await expect(net).toHaveTextContent('Net profit$166,3506.40%$106,4646.40%($59,886)');
    const chart = canvas.getByRole('table', { name: 'Net profit, 101 to 102' });
    await expect(within(chart).getByRole('row', { name: /^101/ })).toHaveTextContent('$166,350');
    await expect(within(chart).getByRole('row', { name: /^102/ })).toHaveTextContent('$106,464$106,464');
    await expect(within(net).getByRole('link', { name: 'Net profit, 102: $106,464' })).toHaveAttribute('href', expect.stringContaining('/ar/transactiondetail?brnId=102&from=2026-10-01&to=2026-10-31&f.acctId=4100'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Compare' }), 'Actual against budget');
    await expect(args.onModeChange).toHaveBeenCalledWith('budget');
  },
};

/** Six branches: the most a comparison shows. */
export const SixBranches: Story = {
  args: {
    statement: statementOf(branchColumns('2026-10', ['101', '102', '103', '104', '201', '202']), [1, 0.64, 0.82, 0.55, 1.2, 0.7]),
    columnNames: ['101', '102', '103', '104', '201', '202'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getAllByRole('columnheader')).toHaveLength(14);
  },
};

/** One branch alone has nothing to compare with. */
export const OneColumn: Story = {
  args: { statement: statementOf(branchColumns('2026-10', ['101']), [1]), columnNames: ['101'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose at least two branches to compare')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { statement: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Failed: Story = {
  args: { statement: undefined, error: 'The server could not be reached.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-line="net"]')).not.toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};
