import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FI_DEAL_PRODUCT_FIELDS, type FiDealProductRow } from '../../../src/domain/sales/financeInsuranceFields';
import { FinanceInsuranceDrill, type FiDrillAsk } from '../../../src/screens/sales/FinanceInsuranceDrill';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { exportReport, loadingReport, narrowReport, pagedReport } from '../../report/reportStories';
import { gracesDeals, manyFiDeals } from './financeInsuranceData';

interface StoryArgs extends ServedReportArgs {
  rows: FiDealProductRow[];
  ask: FiDrillAsk | null;
}

function Served({ rows, ask, ...args }: StoryArgs) {
  const served = useServedReport(rows, FI_DEAL_PRODUCT_FIELDS, ['sale', 'cost', 'reserve'], args, { branches: ['101'], sort: [] });
  return <FinanceInsuranceDrill {...served} ask={ask} />;
}

const GRACE: FiDrillAsk = { period: '2026-11', mgr: '10300' };

const meta = {
  title: 'Screens/Sales/FinanceInsuranceDrill',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: gracesDeals, ask: GRACE },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grace's November deals a row per product, a fleet deal without products once, a cancelled product dated. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Deals with products, F&I manager 10300, November 2026' });
    await expect(within(grid).getAllByText('GAP').length).toBeGreaterThan(0);
    await expect(within(grid).getByText('Fleet')).toBeVisible();
    await expect(within(grid).getByText('11/20/2026')).toBeVisible();
  },
};

/** One product's deals, as a penetration figure asks. */
export const OneProduct: Story = {
  args: { rows: gracesDeals.filter((d) => d.product === 'GAP'), ask: { ...GRACE, product: 'GAP' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Deals with products, GAP, F&I manager 10300, November 2026' })).toBeVisible();
  },
};

export const BadAddress: Story = {
  args: { state: 'failed', error: 'period: Enter a month as YYYY-MM.', ask: null, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('period: Enter a month as YYYY-MM.')).toBeVisible();
  },
};

export const Export: Story = exportReport();

export const Large: Story = pagedReport({ rows: manyFiDeals });

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No deals match these filters.')).toBeVisible();
  },
};

export const Loading: Story = loadingReport('Finance and Insurance Drill Report');

export const Failed: Story = forbiddenReport;

export const Narrow: Story = narrowReport;
