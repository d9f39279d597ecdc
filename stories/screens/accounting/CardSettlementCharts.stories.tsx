import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CardSettlementCharts } from '../../../src/screens/accounting/CardSettlementCharts';
import { cardCharts } from './cardSettlementData';

const meta = {
  title: 'Screens/Accounting/CardSettlementCharts',
  component: CardSettlementCharts,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { charts: cardCharts(), isLoading: false },
} satisfies Meta<typeof CardSettlementCharts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two branches' fee rates over three months, and the days with lines left unmatched. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Effective fee rate by branch and month (fees ÷ gross)' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Card sales and refunds unmatched by day' })).toBeVisible();
    // Each chart's figures are also a table for those who read them.
    const tables = canvas.getAllByRole('table', { hidden: true });
    await expect(tables[0]).toHaveTextContent('Branch 101');
    await expect(tables[0]).toHaveTextContent('2.59%');
  },
};

export const Loading: Story = {
  args: { charts: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
    await expect(within(canvasElement).getByText('Loading Effective fee rate by branch and month (fees ÷ gross)')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { charts: { feeRates: [], unmatched: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No settlement files in this period.')).toBeVisible();
    await expect(within(canvasElement).getByText('Every line of this period is matched.')).toBeVisible();
  },
};

/** Six branches: a line each. */
export const ManyBranches: Story = {
  args: { charts: cardCharts(['101', '102', '103', '104', '105', '106']) },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('img', { name: /Effective fee rate/ }));
    await expect(within(canvasElement).getAllByRole('table', { hidden: true })[0]).toHaveTextContent('Branch 106');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /unmatched by day/ })).toBeVisible();
  },
};
