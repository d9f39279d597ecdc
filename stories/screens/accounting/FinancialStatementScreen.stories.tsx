import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { glLinesHref, branchColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { EmptyState } from '../../../src/ui/EmptyState/EmptyState';
import { FinancialStatementScreen, monthChoice } from '../../../src/screens/accounting/FinancialStatementScreen';
import { statementFailed, statementNarrow } from './statementStories';
import { statementOf } from './financialReportData';

const october = statementOf(branchColumns('2026-10', ['101']), [1]);

const meta = {
  title: 'Screens/Accounting/FinancialStatementScreen',
  component: FinancialStatementScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    title: 'Financial statement',
    description: 'The frame every financial screen shares.',
    filters: { branches: ['101 - Norcross', '102 - Forest Park'], value: { branches: ['101'], from: null, to: null }, onChange: fn(), hasPeriod: false },
    choices: [monthChoice('Month', '2026-10', ['2026-11', '2026-10', '2026-09'], fn())],
    statement: october,
    caption: 'Financial statement, October 2026',
    views: [{ id: 'month', header: 'Month', value: (row) => row.amounts[0] ?? 0, format: 'money', drill: (row) => glLinesHref(october.columns[0]!, row) }],
    onExport: fn(),
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FinancialStatementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The branches and the month, export and print, and the statement as its views show it. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Financial statement, October 2026' });
    await expect(within(table).getByRole('link', { name: 'Total sales, Month: $2,610,650' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith(expect.arrayContaining([['Line', 'Month'], ['Total sales', '$2,610,650']]));
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'September 2026');
    await expect(args.choices![0]!.onChange).toHaveBeenCalledWith('2026-09');
  },
};

/** Each line's months drawn small beside its name. */
export const WithLineTrend: Story = {
  args: { lineTrend: (row) => [row.amounts[0]! * 0.9, row.amounts[0]! * 1.1, row.amounts[0]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Total sales: first $2,349,585, last $2,610,650, least $2,349,585, most $2,871,715' })).toBeVisible();
  },
};

/** No statement yet asked for: the screen's own words stand in for it, and nothing can be exported. */
export const Empty: Story = {
  args: { statement: undefined, views: undefined, empty: <EmptyState title="Choose the days of the statement" headingLevel={2} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose the days of the statement' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { statement: undefined, views: undefined, isLoading: true, empty: <EmptyState title="Never shown while loading" headingLevel={2} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Never shown while loading' })).toBeNull();
  },
};

export const Failed: Story = statementFailed({ views: undefined });

export const Narrow: Story = statementNarrow;
