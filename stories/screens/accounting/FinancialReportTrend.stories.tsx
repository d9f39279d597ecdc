import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { trendColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { FinancialReportTrend } from '../../../src/screens/accounting/FinancialReportTrend';
import { statementFailed, statementNarrow } from './statementStories';
import { statementOf } from './financialReportData';

/** Each month's share of October, the seasons of a truck dealer (slow after New Year, busy in spring and December). */
const SEASON = [0.92, 0.97, 1.12, 0.78, 0.84, 1.04, 1.08, 1.01, 0.95, 0.98, 1.03, 0.96, 1, 0.9, 1.06, 0.94, 0.88, 1.1, 0.99, 1.02, 0.93, 1.05, 0.97, 1];
const trendOf = (months: number, scales: readonly number[] = SEASON.slice(-months)) =>
  statementOf(trendColumns('2026-10', months, ['101']), scales, [...Array<boolean>(months - 1).fill(false), true]);

const meta = {
  title: 'Screens/Accounting/FinancialReportTrend',
  component: FinancialReportTrend,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    filters: { branches: ['101 - Norcross', '102 - Forest Park'], value: { branches: ['101'], from: null, to: null }, onChange: fn() },
    to: '2026-10',
    months: ['2026-11', '2026-10', '2026-09'],
    onToChange: fn(),
    count: 13,
    onCountChange: fn(),
    statement: trendOf(13),
    onExport: fn(),
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FinancialReportTrend>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Financial statement by month, October 2025 to October 2026') => within(canvasElement).getByRole('table', { name });

/** Thirteen months at Norcross: a column a month, each line's sparkline, each amount a link to its GL lines. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Preliminary: October 2026 is not closed')).toBeVisible();
    const headers = within(table(canvasElement)).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Line', 'Trend', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026']);
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect(within(table(canvasElement)).getAllByRole('img')).toHaveLength(rows.length);
    const sales = canvasElement.querySelector<HTMLElement>('[data-line="sales"]')!;
    await expect(within(sales).getByRole('img')).toHaveAccessibleName('Total sales: first $2,506,224, last $2,610,650, least $2,297,372, most $2,871,715');
    await expect(within(sales).getByRole('link', { name: 'Total sales, Apr 2026: $2,871,715' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/ar\/transactiondetail\?brnId=101&from=2026-04-01&to=2026-04-30&f\.acctId=4100/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith(expect.arrayContaining([expect.arrayContaining(['Line', 'Oct 2025', 'Oct 2026']), expect.arrayContaining(['Total sales', '$2,610,650'])]));
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Last month' }), 'September 2026');
    await expect(args.onToChange).toHaveBeenCalledWith('2026-09');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Months' }), '24 months');
    await expect(args.onCountChange).toHaveBeenCalledWith(24);
  },
};

/** Twenty-four months, the most a trend shows: the statement scrolls sideways, the line names staying in view. */
export const TwentyFourMonths: Story = {
  args: { count: 24, statement: trendOf(24) },
  play: async ({ canvasElement }) => {
    const headers = within(table(canvasElement, 'Financial statement by month, November 2024 to October 2026')).getAllByRole('columnheader');
    await expect(headers).toHaveLength(26);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Months' })).toHaveValue('24');
  },
};

/** Nothing posted in any month: every line a flat sparkline at $0. */
export const Empty: Story = {
  args: { statement: trendOf(13, Array<number>(13).fill(0)) },
  play: async ({ canvasElement }) => {
    const net = canvasElement.querySelector<HTMLElement>('[data-line="net"]')!;
    await expect(within(net).getByRole('img')).toHaveAccessibleName('Net profit: first $0, last $0, least $0, most $0');
  },
};

export const Loading: Story = {
  args: { statement: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Failed: Story = statementFailed();

export const Narrow: Story = statementNarrow;
