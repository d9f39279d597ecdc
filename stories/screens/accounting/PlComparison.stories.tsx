import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { branchColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { PlComparison } from '../../../src/screens/accounting/PlComparison';
import { statementFailed, statementLoading, statementNarrow } from './statementStories';
import { statementOf, twoBranchesOctober } from './financialReportData';

const NORCROSS_UNITS = { trucksDelivered: 31, rosClosed: 412, counterStaff: 5 };

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
    units: { columns: [NORCROSS_UNITS, { trucksDelivered: 19, rosClosed: 260, counterStaff: 3 }] },
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
    const units = canvas.getByRole('table', { name: 'Per-unit figures, October 2026' });
    await expect(within(units).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Per unit101102',
      'Gross per truck delivered$3,655$3,816',
      'Trucks delivered3119',
      'Service gross per RO closed$598$607',
      'ROs closed412260',
      'Parts gross per counter employee$26,420$28,181',
      'Parts counter staff53',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Compare' }), 'Actual against budget');
    await expect(args.onModeChange).toHaveBeenCalledWith('budget');
  },
};

/** Six branches: the most a comparison shows. */
export const SixBranches: Story = {
  args: {
    statement: statementOf(branchColumns('2026-10', ['101', '102', '103', '104', '201', '202']), [1, 0.64, 0.82, 0.55, 1.2, 0.7]),
    columnNames: ['101', '102', '103', '104', '201', '202'],
    units: { columns: [NORCROSS_UNITS, { trucksDelivered: 19, rosClosed: 260, counterStaff: 3 }, { trucksDelivered: 24, rosClosed: 318, counterStaff: 4 }, { trucksDelivered: 0, rosClosed: 197, counterStaff: 2 }, { trucksDelivered: 38, rosClosed: 506, counterStaff: 6 }, { trucksDelivered: 21, rosClosed: 288, counterStaff: 0 }] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getAllByRole('columnheader')).toHaveLength(14);
    // 104 delivered no truck and 202 has no counter staff: no figure, never a division by zero.
    const units = within(canvasElement).getByRole('table', { name: 'Per-unit figures, October 2026' });
    await expect(units.querySelector('[data-figure="gross-per-truck"]')!.children[4]).toHaveTextContent('–');
    await expect(units.querySelector('[data-figure="parts-gross-per-counter-employee"]')!.children[6]).toHaveTextContent('–');
  },
};

/** Budget against actual: a budget has no units, so its per-unit figures are '–'. */
export const AgainstBudget: Story = {
  args: {
    mode: 'budget',
    statement: statementOf([{ basis: 'budget', from: '2026-10-01', to: '2026-10-31', branches: ['101'] }, { basis: 'actual', from: '2026-10-01', to: '2026-10-31', branches: ['101'] }], [1.04, 1]),
    columnNames: ['Budget', 'Actual'],
    units: { columns: [null, NORCROSS_UNITS] },
  },
  play: async ({ canvasElement }) => {
    const units = within(canvasElement).getByRole('table', { name: 'Per-unit figures, October 2026' });
    await expect(units.querySelector('[data-figure="gross-per-truck"]')).toHaveTextContent('Gross per truck delivered–$3,655');
  },
};

/** The counts still on their way: the statement is shown, the figures wait. */
export const UnitsLoading: Story = {
  args: { units: undefined },
  play: async ({ canvasElement }) => {
    const units = within(canvasElement).getByRole('table', { name: 'Per-unit figures, October 2026' });
    await expect(units.querySelector('[data-figure="gross-per-ro"]')).toHaveTextContent('Service gross per RO closed……');
  },
};

/** The counts could not be had: said in their card, the statement still shown. */
export const UnitsFailed: Story = {
  args: { units: undefined, unitsError: 'The server could not be reached.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The unit counts could not be loaded: The server could not be reached.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-line="net"]')).not.toBeNull();
  },
};

/** One branch alone has nothing to compare with. */
export const OneColumn: Story = {
  args: { statement: statementOf(branchColumns('2026-10', ['101']), [1]), columnNames: ['101'], units: { columns: [NORCROSS_UNITS] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose at least two branches to compare')).toBeVisible();
  },
};

export const Loading: Story = statementLoading();

export const Failed: Story = statementFailed();

export const Narrow: Story = statementNarrow;
