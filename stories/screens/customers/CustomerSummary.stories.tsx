import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerSummary } from '../../../src/screens/customers/CustomerSummary';
import { narrowReport } from '../../report/reportStories';
import { agingOf, arItems, header } from './customerHistoryData';

const meta = {
  title: 'Screens/Customers/CustomerSummary',
  component: CustomerSummary,
  args: { header: header(true) },
} satisfies Meta<typeof CustomerSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who the customer is (terms, credit, fleet, salesperson, first and last activity) and 24 months of spend. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('101 - Norcross')).toBeVisible();
    await expect(canvas.getByText('(770) 555-1200 · ap@peachtreehauling.example · Norcross, GA')).toBeVisible();
    await expect(canvas.getByText('$75,000.00')).toBeVisible();
    await expect(canvas.getByText('14 units (fleet account)')).toBeVisible();
    await expect(canvas.getByText('02/06/2023')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Spend by department, 24 months' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Open AR by aging' })).toBeNull();
  },
};

/** On the AR tab: a customer on credit hold, and the open balance by aging bucket. */
export const ReceivablesOnHold: Story = {
  args: { header: header(true, { onHold: true, taxExempt: true }), aging: agingOf(arItems(12)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('On credit hold')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Open AR by aging' })).toBeInTheDocument();
  },
};

/** A single unit, nothing spent in 24 months and Excede silent on tax exemption. */
export const NoSpend: Story = {
  args: { header: header(false, { spend: [], fleetSize: 1, isFleet: false, taxExempt: null, firstActivity: null, lastActivity: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 unit')).toBeVisible();
    await expect(canvas.getByText('No spend in your branches in 24 months.')).toBeVisible();
  },
};

/** The header on its way: the labels wait for their values, the chart loads. */
export const Loading: Story = {
  args: { header: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Credit limit')).toBeVisible();
    await expect(canvas.queryByText('NET30')).toBeNull();
  },
};

export const Narrow: Story = {
  globals: narrowReport.globals,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Spend by department, 24 months' });
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
