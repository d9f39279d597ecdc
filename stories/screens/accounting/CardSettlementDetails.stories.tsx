import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CardSettlementCharts } from '../../../src/domain/accounting/cardSettlementCharts';
import { CARD_DAY_FIELDS, type CardDayRow } from '../../../src/domain/accounting/cardSettlementViews';
import { CardSettlementDetails } from '../../../src/screens/accounting/CardSettlementDetails';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { cardCharts, cardDays } from './cardSettlementData';
import { narrowReport, pagedReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  days: CardDayRow[];
  charts: CardSettlementCharts | undefined;
}

function Served({ days, charts, ...args }: StoryArgs) {
  const report = useServedReport(days, CARD_DAY_FIELDS, ['receipts', 'gross', 'fees', 'chargebacks', 'expected', 'deposit', 'difference'], args, { branches: ['101', '102'], sort: [{ id: 'batchOn', desc: true }] });
  return <CardSettlementDetails {...report} charts={charts} />;
}

const meta = {
  title: 'Screens/Accounting/CardSettlementDetails',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), days: cardDays(14), charts: cardCharts() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Card batches by day' }));

/** Two branches' days: reconciled batches, one with a difference, one with lines open, one without a file yet. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    for (const status of ['Reconciled', 'Difference', 'Open items', 'No file']) await expect(grid(canvasElement).getAllByText(status).length).toBeGreaterThan(0);
    await expect(grid(canvasElement).getAllByText('$5.00').length).toBeGreaterThan(0);
  },
};

/** A day's batch opens the settlement files of that branch and day. */
export const DrillToFiles: Story = {
  play: async ({ canvasElement }) => {
    const batch = grid(canvasElement).getByRole('link', { name: 'B101-20261130' });
    await expect(batch).toHaveAttribute('href', '/ar/creditcardcollections/files?brnId=101&from=2026-11-30&to=2026-11-30');
    await expect(within(canvasElement).getByRole('img', { name: /Effective fee rate by branch and month/ })).toBeVisible();
  },
};

/** Sorting goes to the host, which asks the server again. */
export const Sort: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(grid(canvasElement).getByRole('button', { name: /^Difference/ }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [{ id: 'difference', desc: false }] }));
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Credit Card Details' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { days: [], charts: { feeRates: [], unmatched: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No card receipts in this period.')).toBeVisible();
    await expect(within(canvasElement).getByText('No settlement files in this period.')).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { state: 'failed', error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have access to branch 201.');
  },
};

export const Large: Story = pagedReport({ days: cardDays(300, ['101', '102', '103', '104', '105', '106']), charts: cardCharts(['101', '102', '103', '104', '105', '106']) });

export const Narrow: Story = narrowReport;
