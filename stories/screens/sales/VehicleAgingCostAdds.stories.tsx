import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { VehicleAgingCostAdds } from '../../../src/screens/sales/VehicleAgingCostAdds';
import { agingRows, costAddsOf } from './vehicleAgingData';

const truck = agingRows(3)[2]!;

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
