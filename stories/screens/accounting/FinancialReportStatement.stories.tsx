import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { glLinesHref } from '../../../src/domain/accounting/financialStatementColumns';
import { FinancialReportStatement } from '../../../src/screens/accounting/FinancialReportStatement';
import { norcrossOctober } from './financialReportData';

const month = norcrossOctober.columns[0]!;

const meta = {
  title: 'Screens/Accounting/FinancialReportStatement',
  component: FinancialReportStatement,
  args: {
    caption: 'Financial statement, October 2026',
    rows: norcrossOctober.rows,
    columns: [
      { id: 'month', header: 'Month', value: (row) => row.amounts[0] ?? 0, format: 'money', drill: (row) => glLinesHref(month, row) },
      { id: 'budget', header: 'Budget', value: (row) => row.amounts[2] ?? 0, format: 'money' },
      { id: 'none', header: '% of nothing', value: () => null, format: 'percent' },
    ],
  },
} satisfies Meta<typeof FinancialReportStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines indented under their subtotals, subtotals after them; actual amounts link to their GL lines, budgets do not. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Financial statement, October 2026' });
    const net = canvasElement.querySelector<HTMLElement>('[data-line="net"]')!;
    await expect(net).toHaveTextContent('Net profit$166,350$173,004–');
    await expect(within(net).getAllByRole('link')).toHaveLength(1);
    await expect(within(table).getAllByRole('row').at(-1)).toBe(net);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};
