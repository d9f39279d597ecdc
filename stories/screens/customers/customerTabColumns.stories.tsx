import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CustomerTab } from '../../../src/domain/customers/customerHistoryTabs';
import { tabGridLook } from '../../../src/screens/customers/customerTabColumns';
import { DataTable } from '../../../src/ui/DataTable/DataTable';
import { tabRows } from './customerHistoryData';

interface TabGridArgs {
  tab: CustomerTab;
  /** A manager sees cost and gross. */
  manager: boolean;
  rows: number;
}

/** One customer-history tab's grid as its columns make it: the tab's name, columns, links and empty message. */
function TabGrid({ tab, manager, rows }: TabGridArgs) {
  const look = tabGridLook(tab, manager);
  return <DataTable aria-label={look.label} columns={look.columns} data={tabRows(tab, rows)} getRowId={look.getRowId} emptyMessage={look.empty} />;
}

const meta = {
  title: 'Screens/Customers/customerTabColumns',
  component: TabGrid,
  args: { tab: 'invoices', manager: true, rows: 4 },
} satisfies Meta<typeof TabGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('grid', { name });

/** A manager's parts invoices: cost and gross, each invoice opening in Transaction Detail. */
export const ManagerInvoices: Story = {
  play: async ({ canvasElement }) => {
    const invoices = grid(canvasElement, 'Parts invoices');
    await expect(within(invoices).getByRole('button', { name: /^Gross/ })).toBeVisible();
    await expect(within(invoices).getByRole('link', { name: '3000899' })).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&slsId=3000899');
  },
};

/** Anyone else: the same invoices without cost or gross. */
export const OtherInvoices: Story = {
  args: { manager: false },
  play: async ({ canvasElement }) => {
    const invoices = grid(canvasElement, 'Parts invoices');
    await expect(within(invoices).getByRole('button', { name: /^Total/ })).toBeVisible();
    for (const name of ['Cost', 'Gross']) await expect(within(invoices).queryByRole('button', { name: new RegExp(`^${name}`) })).toBeNull();
  },
};

/** Repair orders: the open ones marked. */
export const RepairOrders: Story = {
  args: { tab: 'ros' },
  play: async ({ canvasElement }) => {
    const ros = grid(canvasElement, 'Service repair orders');
    const rowOf = (slsId: string) => within(ros).getByRole('link', { name: slsId }).closest<HTMLElement>('[role="row"]')!;
    await expect(within(rowOf('5000400')).getByText('Open')).toBeVisible();
    await expect(within(rowOf('5000398')).getByText('Invoiced')).toBeVisible();
  },
};

/** Open AR items open in Transaction Detail by their document. */
export const ArItems: Story = {
  args: { tab: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement, 'Open AR items')).getByRole('link', { name: '3000897' })).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&xref=3000897');
  },
};

/** Documents open in the document viewer. */
export const Documents: Story = {
  args: { tab: 'documents', rows: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement, 'Documents')).getByRole('link', { name: '901' })).toHaveAttribute('href', '/ar/documentviewer?docId=901');
  },
};

/** A tab with nothing: its own words. */
export const NoLostSales: Story = {
  args: { tab: 'lost-sales', rows: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No lost sale of this customer is recorded in your branches.')).toBeVisible();
  },
};
