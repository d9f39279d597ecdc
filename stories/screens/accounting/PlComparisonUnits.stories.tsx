import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { branchColumns } from '../../../src/domain/accounting/financialStatementColumns';
import { PlComparisonUnits } from '../../../src/screens/accounting/PlComparisonUnits';
import { statementOf } from './financialReportData';

const meta = {
  title: 'Screens/Accounting/PlComparisonUnits',
  component: PlComparisonUnits,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 640 }}>{Story()}</div>],
  args: {
    caption: 'Per-unit figures, October 2026',
    rows: statementOf(branchColumns('2026-10', ['101', '102']), [1, 0.64]).rows,
    columnNames: ['101', '102'],
    units: { columns: [{ trucksDelivered: 31, rosClosed: 412, counterStaff: 5 }, { trucksDelivered: 0, rosClosed: 260, counterStaff: 3 }] },
  },
} satisfies Meta<typeof PlComparisonUnits>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, key: string) => canvasElement.querySelector<HTMLElement>(`[data-figure="${key}"]`)!;

/** Each figure above the count it divides by; Forest Park delivered no truck, so it has no gross per truck. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Per-unit figures, October 2026' })).toBeVisible();
    await expect(figure(canvasElement, 'gross-per-truck')).toHaveTextContent('Gross per truck delivered$3,655–');
    await expect(figure(canvasElement, 'parts-gross-per-counter-employee')).toHaveTextContent('Parts gross per counter employee$26,420$28,181');
    await expect(within(canvasElement).getByRole('row', { name: /^Trucks delivered/ })).toHaveTextContent('Trucks delivered310');
  },
};

/** The counts on their way. */
export const Loading: Story = {
  args: { units: undefined },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'gross-per-ro')).toHaveTextContent('Service gross per RO closed……');
  },
};

/** A budget column has no units. */
export const Budget: Story = {
  args: { columnNames: ['Budget', '101'], units: { columns: [null, { trucksDelivered: 31, rosClosed: 412, counterStaff: 5 }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /^ROs closed/ })).toHaveTextContent('ROs closed–412');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
  },
};
