import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PURCHASE_FIELDS, type PurchaseOverview, type PurchaseRow } from '../../../src/domain/accounting/companyPurchaseViews';
import { CompanyPurchases } from '../../../src/screens/accounting/CompanyPurchases';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { PURCHASE_OVERVIEW, purchaseRows } from './companyPurchaseData';
import { narrowReport, pagedReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  purchases: PurchaseRow[];
  overview: PurchaseOverview | undefined;
  createHref?: string;
}

function Served({ purchases, overview, createHref, ...args }: StoryArgs) {
  const report = useServedReport(purchases, PURCHASE_FIELDS, ['amount'], args, { branches: ['101', '102'], sort: [{ id: 'requestNo', desc: true }] });
  return <CompanyPurchases {...report} overview={args.state === 'loaded' ? overview : undefined} createHref={createHref} />;
}

const meta = {
  title: 'Screens/Accounting/CompanyPurchases',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), purchases: purchaseRows(18), overview: PURCHASE_OVERVIEW, createHref: '/companypurchase/create' },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Purchase requests' });

/** Requests in every status, what waits for my approval, and spend by department by month; each opens its record. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 awaiting my approval')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New purchase request' })).toHaveAttribute('href', '/companypurchase/create');
    const table = within(grid(canvasElement));
    await expect(table.getByRole('link', { name: 'CP-00018' })).toHaveAttribute('href', '/companypurchase/edit/18');
    await expect(table.getAllByText('Pending').length).toBeGreaterThan(0);
    await expect(table.getAllByText(/^PO-10\d-\d{5}$/).length).toBeGreaterThan(0);
  },
};

/** A reader who may not request a purchase sees no link to make one. */
export const ReadOnly: Story = {
  args: { createHref: undefined, overview: { ...PURCHASE_OVERVIEW, awaitingMyApproval: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'New purchase request' })).toBeNull();
    await expect(canvas.queryByText(/awaiting my approval$/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'CP-00018' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { purchases: [], overview: { awaitingMyApproval: 0, months: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No purchase requests for these branches and dates.')).toBeVisible();
    await expect(canvas.getByText('No purchases in the last 12 months.')).toBeVisible();
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words. */
export const Forbidden: Story = {
  args: { state: 'failed', error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have access to branch 201.');
  },
};

/** A year of requests at six branches: the server pages them. */
export const Large: Story = pagedReport({ purchases: purchaseRows(300, ['101', '102', '103', '104', '105', '106']) });

export const Narrow: Story = narrowReport;
