import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { VehicleAgingCostAdds } from '../../../src/screens/sales/VehicleAgingCostAdds';
import { agingRows, costAddsOf } from './vehicleAgingData';

const truck = agingRows(3)[2]!;
const sold = agingRows(8)[7]!;

const meta = {
  title: 'Screens/Sales/VehicleAgingCostAdds',
  component: VehicleAgingCostAdds,
  args: { stockNo: truck.stockNo, data: costAddsOf(truck), error: null, onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof VehicleAgingCostAdds>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A used truck's cost, its two recon orders and the total cost; Close hands the dialog back. */
export const WithOrders: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: `Stock ${truck.stockNo}: cost adds` });
    const orders = within(dialog).getByRole('list', { name: 'Recon and make-ready orders' });
    await expect(within(orders).getAllByRole('listitem')).toHaveLength(2);
    await expect(orders).toHaveTextContent('RO 101-48211');
    await expect(dialog).toHaveTextContent('$2,650.27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A truck the shop has not touched: said plainly. */
export const NoOrders: Story = {
  args: { data: costAddsOf(truck, false) },
  play: async () => {
    await expect(await screen.findByText('The shop has no recon or make-ready order on this truck since it came into stock.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading the cost adds' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A truck sold and not yet delivered links to its deal among its branch's deals of the month it was sold. */
export const SoldNotDelivered: Story = {
  args: { stockNo: sold.stockNo, data: costAddsOf(sold) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: `Stock ${sold.stockNo}: cost adds` });
    const deal = within(dialog).getByRole('link', { name: `deal D${200_000 + Number(sold.stockNo.slice(1))} in the vehicle sales report` });
    const href = new URL(deal.getAttribute('href')!, 'http://portal');
    await expect(href.pathname).toBe('/vehicle-sales-drill-report');
    await expect(Object.fromEntries(href.searchParams)).toEqual({ brnId: sold.brnId, period: '2026-11', groupBy: 'branch', undelivered: 'true', value: sold.brnId, 'f.stockNo': sold.stockNo });
    await expect(dialog).toHaveTextContent('Sold on 11/14/2026, not yet delivered');
  },
};
