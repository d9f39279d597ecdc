import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FinancialReport } from '../../../src/screens/accounting/FinancialReport';
import { statementFailed, statementLoading, statementNarrow } from './statementStories';
import { emptyOctober, norcrossOctober, twoBranchesOctober } from './financialReportData';

const meta = {
  title: 'Screens/Accounting/FinancialReport',
  component: FinancialReport,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    filters: { branches: ['101 - Norcross', '102 - Forest Park'], value: { branches: ['101'], from: null, to: null }, onChange: fn() },
    period: '2026-10',
    months: ['2026-11', '2026-10', '2026-09'],
    onPeriodChange: fn(),
    view: 'consolidated',
    onViewChange: fn(),
    statement: norcrossOctober,
    onExport: fn(),
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FinancialReport>;
export default meta;
type Story = StoryObj<typeof meta>;

const statement = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Financial statement, October 2026' });
const line = (canvasElement: HTMLElement, name: string) => within(statement(canvasElement)).getByRole('row', { name: new RegExp(`^${name}`) });

/** October at Norcross: KPIs, gross by department, and the statement with its columns; an amount drills to its GL lines. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Preliminary: the month is not closed')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Gross profit' })).toHaveTextContent('$589,450');
    await expect(canvas.getByRole('group', { name: 'Fixed absorption' })).toHaveTextContent('111.00%');
    await expect(within(statement(canvasElement)).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Line', 'Month', '% of sales', 'Prior year', 'Budget', 'Variance', 'YTD', '% of sales', 'YTD prior year', 'YTD budget', 'YTD variance',
    ]);
    await expect(line(canvasElement, 'Total sales')).toHaveTextContent('$2,610,650100.00%');
    await expect(line(canvasElement, 'Net profit')).toHaveTextContent(/^Net profit\$166,350/);
    const partsGross = within(canvasElement.querySelector<HTMLElement>('[data-line="gross-parts"]')!).getByRole('link', { name: 'Parts, Month: $132,100' });
    await expect(partsGross).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&from=2026-10-01&to=2026-10-31&f.acctId=4400&f.acctId=4410&f.acctId=5400&f.acctId=5410');
    // A budget has no GL lines behind it.
    await expect(within(line(canvasElement, 'Total sales')).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith(expect.arrayContaining([expect.arrayContaining(['Line', 'Month', 'YTD variance']), expect.arrayContaining(['    Parts', '$132,100', '5.10%'])]));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'September 2026');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('2026-09');
  },
};

/** Branches side by side: each its month and % of sales. */
export const SideBySide: Story = {
  args: { view: 'branches', statement: twoBranchesOctober },
  play: async ({ canvasElement, args }) => {
    await expect(within(statement(canvasElement)).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Line', '101', '% of sales', '102', '% of sales']);
    await expect(line(canvasElement, 'Total sales')).toHaveTextContent('$2,610,650100.00%$1,670,816100.00%');
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Show' }), 'Branches added up');
    await expect(args.onViewChange).toHaveBeenCalledWith('consolidated');
  },
};

export const Empty: Story = {
  args: { statement: emptyOctober },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No gross this month')).toBeVisible();
    await expect(line(canvasElement, 'Total sales')).toHaveTextContent('$0–');
  },
};

export const Loading: Story = {
  ...statementLoading(),
  play: async (context) => {
    await statementLoading().play(context);
    await expect(within(context.canvasElement).getByText('Loading Gross profit')).toBeInTheDocument();
  },
};

export const Failed: Story = statementFailed();

export const Narrow: Story = {
  ...statementNarrow,
  play: async (context) => {
    await statementNarrow.play(context);
    await expect(line(context.canvasElement, 'Net profit')).toBeInTheDocument();
  },
};
